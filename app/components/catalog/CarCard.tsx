import { Link } from "@remix-run/react";
import { Fragment } from "react";
import type { CardView as Car } from "./card-view";
import { useFeatures } from "~/utils/features";
import { discountPercent, formatPrice } from "~/utils/format";
import { ListToggle } from "./ListToggle";
import { PriceBadge } from "~/components/tradein/PriceBadge";

/**
 * One car in a list. The name link stretches over the card (CSS), so the whole card is
 * clickable while the toggles stay separate controls, not nested in the link. The toggles are
 * buttons of the grid's one form (a `ListToggleForm` around the grid).
 */
export function CarCard({
  car,
  eager = false,
  favorite,
  compared,
  headingLevel = 2,
}: {
  car: Car;
  eager?: boolean;
  favorite: boolean;
  compared: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { isEnabled } = useFeatures();
  const favorites = isEnabled("favorites");
  const comparison = isEnabled("comparison");
  const discount = discountPercent(car.price, car.oldPrice);
  return (
    <article className="car-card">
      <div className="car-card__photo">
        <img
          src={car.photo.src}
          alt={car.photo.alt}
          width={car.photo.width}
          height={car.photo.height}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
        {car.condition === "new" ? <span className="car-card__badge car-card__badge--new">Новый</span> : <span className="car-card__badge">С пробегом</span>}
      </div>
      <div className="car-card__body">
        <Heading className="car-card__title">
          <Link to={car.href} className="car-card__link" prefetch="intent">
            {car.name}
          </Link>
        </Heading>
        <p className="car-card__price">
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
        </p>
        {/* One line of facts; the modification («1.5 T 147 л.с. CVT») only repeated them, and the car page has it. */}
        {/* A fact never breaks inside («32 375 км»); the line breaks between facts. */}
        <p className="car-card__specs">
          {car.specs.map((fact, i) => (
            <Fragment key={i}>
              {i > 0 ? " · " : null}
              <span>{fact}</span>
            </Fragment>
          ))}
        </p>
        <p className="car-card__place">{car.place}</p>
      </div>
      {favorites || comparison ? (
        <div className="car-card__actions">
          {favorites ? <ListToggle list="favorites" carId={car.id} active={favorite} /> : null}
          {comparison ? <ListToggle list="comparison" carId={car.id} active={compared} /> : null}
        </div>
      ) : null}
    </article>
  );
}
