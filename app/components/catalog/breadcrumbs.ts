import { href } from "~/paths";

/**
 * Breadcrumb handles in the shape the site shell reads (`{ breadcrumb: (data) => Crumb[] }`,
 * the trail of the deepest route that has one). Kept here so these pages carry their trail
 * before the shell is merged; its `breadcrumb()` helper makes the same trails.
 */
export type Crumb = { name: string; to: string };

const HOME: Crumb = { name: "Главная", to: href("index") };
const CATALOG: Crumb = { name: "Купить автомобиль", to: href("catalog") };

export const catalogCrumbs = { breadcrumb: (): Crumb[] => [HOME, CATALOG] };

export function carCrumbs(car: { id: number; name: string; brandCode: string; modelCode: string }): Crumb[] {
  return [HOME, CATALOG, { name: car.name, to: href("car_detail", { brand: car.brandCode, model: car.modelCode, id: car.id }) }];
}

export const listCrumbs = (name: "favorites" | "comparison" | "cart", label: string) => ({
  breadcrumb: (): Crumb[] => [HOME, { name: label, to: href(name) }],
});
