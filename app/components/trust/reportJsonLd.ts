import type { Car, WithContext } from "schema-dts";
import type { CarReport } from "~/dealer-client/trust-endpoints";
import { ruDate } from "./report-rules";

/**
 * The car's structured data with what its report says (schema.org Car): the owners by the
 * registration document, the damage on record («Нет» for none) and the warranty of the offer.
 */
export function withReportJsonLd<T extends WithContext<Car>>(car: T, report: CarReport | null): T {
  if (!report) return car;
  const offers = car.offers && typeof car.offers === "object" && !Array.isArray(car.offers) ? car.offers : undefined;
  return {
    ...car,
    numberOfPreviousOwners: report.owners,
    knownVehicleDamages: report.accidents.length
      ? report.accidents.map((accident) => `${ruDate(accident.date)}: ${accident.damage}`).join("; ")
      : "Нет",
    ...(offers && report.warranty
      ? {
          offers: {
            ...offers,
            warranty: {
              "@type": "WarrantyPromise",
              durationOfWarranty: { "@type": "QuantitativeValue", value: report.warranty.months, unitCode: "MON" },
            },
          },
        }
      : {}),
  };
}
