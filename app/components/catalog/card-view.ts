import type { CarPhoto } from "~/services/dealer-api/catalog-endpoints.server";

/**
 * What a car card shows. Loaders send lists in this shape rather than the API's whole card,
 * so the HTML and the data inlined for hydration carry only what is rendered.
 */
export type CardView = {
  id: number;
  name: string;
  modification: string;
  year: number;
  price: number;
  oldPrice: number | null;
  condition: "new" | "used";
  mileage: number;
  power: number;
  brand: { code: string };
  model: { code: string };
  fuel: { name: string };
  transmission: { name: string };
  city: { name: string };
  dealer: { sName: string };
  photo: CarPhoto;
};

export function toCardView(car: CardView): CardView {
  return {
    id: car.id,
    name: car.name,
    modification: car.modification,
    year: car.year,
    price: car.price,
    oldPrice: car.oldPrice,
    condition: car.condition,
    mileage: car.mileage,
    power: car.power,
    brand: { code: car.brand.code },
    model: { code: car.model.code },
    fuel: { name: car.fuel.name },
    transmission: { name: car.transmission.name },
    city: { name: car.city.name },
    dealer: { sName: car.dealer.sName },
    photo: car.photo,
  };
}
