import type { CardView as Car } from "~/view-models/card-view";
import { useFeatures } from "~/utils/features";
import { discountPercent, formatPrice } from "~/utils/format";
import { NOT_FOR_SALE_TEXT } from "~/utils/reservation";
import { ListToggle } from "./ListToggle";
import { PriceBadge } from "~/components/tradein/PriceBadge";
import { CARD_PHOTO, Photo } from "./Photo";
import { MILEAGE_WARNING } from "~/view-models/report-rules";
import { lazy, Suspense } from "react";

// Out of the first load, like the car page's credit parts (components/credit/lazy.tsx), but
// declared here: a chunk of its own would cost the home page bytes it does not have.
const MonthlyFrom = lazy(() => import("~/components/credit/MonthlyFrom").then((m) => ({ default: m.MonthlyFrom })));

/**
 * One car in a `CarGrid`. The name link stretches over the card (CSS), so the whole card is
 * clickable while the toggles stay separate controls, not nested in the link. Each toggle is a
 * form of its own (a `ListToggleForm` around the grid names them; ADR 045).
 */
export function CarCard({
  car,
  eager = false,
  headingLevel = 2,
  creditNotes,
}: {
  car: Car;
  eager?: boolean;
  headingLevel?: 2 | 3;
  /** The id of the list's `CreditNotes`, when the list prints its programmes' conditions once (ADR 077). */
  creditNotes?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { isEnabled } = useFeatures();
  const favorites = isEnabled("favorites");
  const comparison = isEnabled("comparison");
  const discount = discountPercent(car.price, car.oldPrice ?? null);
  return (
    // Its parts are styled by their place in the card (catalog.css, «Car cards»): a grid
    // repeats it 24 times, and a class per part was a fifth of its bytes. The photo, the
    // badge, the name, then three paragraphs in this order: the price (and «от N ₽/мес»), the facts, the place.
    <article className="car-card">
      <Photo photo={car.photo} layout={CARD_PHOTO} eager={eager} />
      {car.condition === "new" ? <span className="car-card__new">Новый</span> : <span>С пробегом</span>}
      <Heading>
        {/* A plain anchor: its CarGrid navigates and prefetches for all its cards. data-discover
            lets Remix learn the car page's route before the tap, as a Link's would. A car no
            longer for sale has no page (404): its name is not a link. */}
        {car.notForSale ? (
          car.name
        ) : (
          <a href={car.href} data-discover="true">
            {car.name}
          </a>
        )}
      </Heading>
      <p>
        <span className="price">{formatPrice(car.price)}</span>
        {discount !== null && car.oldPrice ? (
          <>
            <s className="price price--old">
              <span className="visually-hidden">Старая цена: </span>
              {formatPrice(car.oldPrice)}
            </s>
            <span className="discount-badge">
              <span className="visually-hidden">Скидка </span>−{discount} %
            </span>
          </>
        ) : null}
        <PriceBadge rating={car.rating} />
        <Suspense fallback={null}>
          <MonthlyFrom price={car.price} condition={car.condition} notes={creditNotes} />
        </Suspense>
        {car.reserved ? <span className="reserved-badge">{car.reserved}</span> : null}
        {car.notForSale ? <span className="reserved-badge">{NOT_FOR_SALE_TEXT}</span> : null}
        {/* The headline stays the price without conditions; a promotion says what it needs and until when (ADR 074). */}
        {car.promotion ? <span className="promo-note">{car.promotion}</span> : null}
      </p>
      {/* One line of facts; the modification («1.5 T 147 л.с. CVT») only repeated them, and the
          car page has it. A fact never breaks inside (its spaces are no-break: «32 375 км»). */}
      <p>
        {car.specs.join(" · ")}
        {car.mileageDoubtful ? <strong className="mileage-warning">{MILEAGE_WARNING}</strong> : null}
      </p>
      <p>{`${car.city}, ${car.dealer}`}{car.delivery ? <span>{car.delivery}</span> : null}</p>
      {favorites || comparison ? (
        <div className="car-card__actions">
          {favorites ? <ListToggle list="favorites" carId={car.id} /> : null}
          {comparison ? <ListToggle list="comparison" carId={car.id} /> : null}
        </div>
      ) : null}
    </article>
  );
}
