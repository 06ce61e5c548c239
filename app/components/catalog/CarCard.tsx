import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { href } from "~/paths";
import type { CardView as Car } from "./card-view";
import { useFeatures } from "~/utils/features";
import { discountPercent, formatPrice } from "~/utils/format";
import { ListToggle } from "./ListToggle";

const km = new Intl.NumberFormat("ru-RU");

/** '2024 · 35 000 км · Бензин · Робот': what a buyer scans a list for. */
export function keySpecs(car: Pick<Car, "year" | "condition" | "mileage" | "fuel" | "transmission" | "power">) {
  const mileage = car.condition === "new" ? "Новый" : `${km.format(car.mileage).replace(/\s/g, " ")} км`;
  return [String(car.year), mileage, car.fuel.name, `${car.power} л.с.`, car.transmission.name];
}

export function carHref(car: Pick<Car, "id" | "brand" | "model">) {
  return href("car_detail", { brand: car.brand.code, model: car.model.code, id: car.id });
}

/**
 * One car in a list. The name link stretches over the card (CSS), so the whole card is
 * clickable while the toggles stay separate controls, not nested in the link.
 */
export function CarCard({
  car,
  eager = false,
  favorite,
  compared,
  headingLevel = 2,
  priceBadge,
}: {
  car: Car;
  eager?: boolean;
  favorite: boolean;
  compared: boolean;
  headingLevel?: 2 | 3;
  /** The trade-in price badge of a used car (app/components/tradein/PriceBadge.tsx). */
  priceBadge?: ReactNode;
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
          <Link to={carHref(car)} className="car-card__link" prefetch="intent">
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
          {priceBadge}
        </p>
        {/* One line of facts; the modification («1.5 T 147 л.с. CVT») only repeated them, and the car page has it. */}
        <p className="car-card__specs">
          {keySpecs(car).map((fact, i) => (
            // A fact never breaks inside («32 375 км»); the line breaks between facts.
            <span key={i}>
              {i > 0 ? " · " : null}
              <span className="car-card__fact">{fact}</span>
            </span>
          ))}
        </p>
        <p className="car-card__place">
          {car.city.name}, {car.dealer.sName}
        </p>
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
