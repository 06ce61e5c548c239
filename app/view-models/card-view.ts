import { href } from "~/paths";
import { formatMileage } from "~/utils/format";
import { reservedText } from "~/utils/reservation";
import { type PriceRating, priceRating } from "~/utils/price-badge";
import type { CarCard as ApiCarCard } from "~/dealer-client/catalog-endpoints";
import { cardPromotionNote } from "./promotion-note";

/**
 * What a car card shows, worked out on the server. Loaders send lists in this shape rather
 * than the API's card, so the data inlined for hydration carries only what is rendered, as
 * it is rendered: the address, the facts as words (ADR 028).
 */
export type CardView = {
  id: number;
  name: string;
  /** The car page. */
  href: string;
  price: number;
  /** The price before a discount (left out without one). */
  oldPrice?: number;
  condition: "new" | "used";
  /** «2024», «35 000 км», «Бензин», «150 л.с.», «Робот». */
  specs: string[];
  /** Where the car is: «Воронеж», «Автодом Московский» (each name is sent once for a page, however many cards repeat it). */
  city: string;
  dealer: string;
  photo: { src: string; alt: string; width: number; height: number };
  /** «Забронирован до …»: until when a reservation holds the car (left out when free). */
  reserved?: string;
  /** A car in a visitor's list that may no longer be sold: «Снят с продажи», no link to its page (which answers 404). */
  notForSale?: true;
  /** The price badge of a used car with a market price (only the catalogue asks for them). */
  rating?: PriceRating;
  /** The report's readings fall: the mileage may have been rolled back (left out otherwise). */
  mileageDoubtful?: true;
  /** The car's promotion in words, its condition and end named (cardPromotionNote; left out without one). */
  promotion?: string;
  /** «В наличии в вашем городе» or «Доставим в Казань за 5 дней, бесплатно» for the visitor's city (services/delivery.server.ts; left out when unknown or impossible). */
  delivery?: string;
};

type CardSource = Pick<ApiCarCard, "id" | "name" | "year" | "price" | "oldPrice" | "condition" | "mileage" | "power" | "photo"> & {
  reservedUntil?: string | null;
  promotion?: ApiCarCard["promotion"];
  forSale?: boolean;
  mileageDoubtful?: boolean;
  brand: { code: string };
  model: { code: string };
  fuel: { name: string };
  transmission: { name: string };
  city: { name: string };
  dealer: { sName: string };
};

/**
 * '2024 · 35 000 км · Бензин · 150 л.с. · Робот': what a buyer scans a list for. A fact's own
 * spaces are no-break spaces, so a line of them breaks between facts, never inside one.
 */
export function keySpecs(car: Pick<CardSource, "year" | "condition" | "mileage" | "fuel" | "transmission" | "power">) {
  const mileage = car.condition === "new" ? "Новый" : formatMileage(car.mileage);
  return [String(car.year), mileage, car.fuel.name, `${car.power} л.с.`, car.transmission.name].map((fact) => fact.replace(/\s/g, "\u00a0"));
}

export function carHref(car: Pick<CardSource, "id" | "brand" | "model">) {
  return href("car_detail", { brand: car.brand.code, model: car.model.code, id: car.id });
}

/** The card of a used car with its price badge: the rating, not the market price, goes to the page. */
export function withPriceRating(view: CardView, market: { marketPrice: number } | undefined): CardView {
  return market ? { ...view, rating: priceRating(view.price, market.marketPrice) } : view;
}

// A cached list's cars are the same frozen objects for every request of the next minute
// (ADR 031), so each one's view is worked out once, not once per render. Frozen like them: a
// view is shared between visitors' pages.
const views = new WeakMap<CardSource, CardView>();

export function toCardView(car: CardSource): CardView {
  let view = views.get(car);
  if (!view) {
    view = cardViewOf(car);
    Object.freeze(view.specs);
    Object.freeze(view.photo);
    views.set(car, Object.freeze(view));
  }
  return view;
}

function cardViewOf(car: CardSource): CardView {
  const { src, alt, width, height } = car.photo;
  return {
    id: car.id,
    name: car.name,
    href: carHref(car),
    price: car.price,
    ...(car.oldPrice === null ? {} : { oldPrice: car.oldPrice }),
    condition: car.condition,
    specs: keySpecs(car),
    city: car.city.name,
    dealer: car.dealer.sName,
    photo: { src, alt, width, height },
    ...(car.forSale === false ? { notForSale: true as const } : car.reservedUntil ? { reserved: reservedText(car.reservedUntil) } : {}),
    ...(car.mileageDoubtful ? { mileageDoubtful: true as const } : {}),
    ...(car.promotion ? { promotion: cardPromotionNote(car.promotion) } : {}),
  };
}
