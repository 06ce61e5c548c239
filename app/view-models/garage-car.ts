import type { EndpointResult } from "~/dealer-client/endpoints";

/*
 * The garage car form's data (/personal/garage/add-car and /personal/garage/edit-car): made by
 * the personal area's rules, shown by the form.
 */

export type GarageOption = { value: string; label: string };

export type GarageCarForm = {
  /** The car being edited; null on add-car. */
  car: EndpointResult<"personalGarageCar"> | null;
  /** What the visitor asked the registry for (a plate or VIN), and its refusal. */
  lookup: string;
  lookupError?: string;
  year: string;
  plate: string;
  vin: string;
  brands: GarageOption[];
  models: GarageOption[];
  generations: GarageOption[];
  modifications: GarageOption[];
  chosen: { brand: string; model: string; generation: string };
};
