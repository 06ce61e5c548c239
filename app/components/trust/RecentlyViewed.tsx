import type { CardView } from "~/view-models/card-view";
import { formatPrice } from "~/utils/format";

/**
 * «Вы смотрели»: the cars the visitor opened last, newest first, as a strip of small cards (a
 * row that scrolls sideways on a phone). The list is the dealer API's, kept per visitor, so it
 * is in the HTML: no JavaScript needed.
 */
export function RecentlyViewed({
  cars,
  id = "recently-viewed",
  title = "Вы смотрели",
}: {
  cars: CardView[];
  id?: string;
  title?: string;
}) {
  if (!cars.length) return null;
  return (
    <section className="viewed" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="viewed__title">
        {title}
      </h2>
      <ul className="viewed__list">
        {cars.map((car) => (
          <li key={car.id}>
            <a className="viewed__card" href={car.href}>
              <img src={car.photo.src} alt="" width={car.photo.width} height={car.photo.height} loading="lazy" />
              <span className="viewed__name">{car.name}</span>
              <span className="viewed__specs">{car.specs.slice(0, 2).join(" · ")}</span>
              <span className="viewed__price">{formatPrice(car.price)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
