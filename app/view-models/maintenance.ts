import type { MaintenanceQuote } from "~/dealer-client/service-endpoints";
import type { WorkPrice } from "./work-price";

/*
 * The maintenance calculator's page (/service/to) and the maintenance it opens the booking
 * with: made by app/services/maintenance.server.ts, shown by the calculator and the booking form.
 */

export type Option = { value: string; label: string };

/** The car as the calculator's GET form has it: every choice is the address's query. */
export type MaintenanceChoice = { car: string; brand: string; model: string; generation: string; modification: string; year: string; mileage: string };

export type MaintenancePage = {
  chosen: MaintenanceChoice;
  /** The signed-in visitor's garage cars; empty for anyone else. */
  garage: Option[];
  brands: Option[];
  models: Option[];
  generations: Option[];
  modifications: Option[];
  /** Messages on the year and mileage, as the dealer API gave them. */
  errors: Partial<Record<"year" | "mileage", string>>;
  /** The answer once the car is whole: the step and its price, or the «от …» and a call. */
  answer: MaintenanceAnswer | null;
};

export type MaintenanceAnswer = {
  quote: MaintenanceQuote;
  /** The step's fixed price, or the work's «от …» of the price list. */
  price: WorkPrice;
  priceText: string;
  /** «Записаться на это ТО»: the booking with the work, the price and the car. */
  bookingHref: string;
};

/** The maintenance the booking form opens with (`/service?modification=…&year=…&mileage=…`). */
export type MaintenancePreset = {
  modificationId: string;
  year: number;
  mileage: number;
  car: { brand: string; model: string; modification: string };
  work: string;
  /** The step, when the regulation is known; its price goes with the booking and is checked. */
  step: { title: string; label: string; price: number } | null;
  priceText: string;
};
