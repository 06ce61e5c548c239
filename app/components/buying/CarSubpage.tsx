import { Link } from "@remix-run/react";
import type { CarDetail } from "~/dealer-client/catalog-endpoints";
import { href } from "~/paths";
import { type Crumb, crumbOf } from "~/utils/breadcrumbs";
import { formatPrice } from "~/utils/format";

/** What a page of one car's own (its test drive, its reservation, its итоговая цена) shows of the car. */
export type SubpageCar = Pick<CarDetail, "id" | "name" | "year" | "price" | "brandCode" | "modelCode" | "dealer">;

const carParams = (car: SubpageCar) => ({ brand: car.brandCode, model: car.modelCode, id: car.id });

/** Каталог › the car › the page: a car's own page sits under the car. */
export function carSubpageCrumbs(car: SubpageCar, page: "car_test_drive" | "car_reserve" | "car_price" | "car_deal", name: string): Crumb[] {
  return [crumbOf("catalog"), { name: car.name, to: href("car_detail", carParams(car)) }, { name, to: href(page, carParams(car)) }];
}

/** The lead under the heading: the car (a link back to it), its price and the centre it is at. */
export function CarSubpageLead({ car }: { car: SubpageCar }) {
  return (
    <p className="page__lead">
      <Link to={href("car_detail", carParams(car))}>
        {car.name}, {car.year}
      </Link>{" "}
      — {formatPrice(car.price)}. {car.dealer.sName}, {car.dealer.sAddressForView}.
    </p>
  );
}
