import type { Car, WithContext } from "schema-dts";
import type { ReportView } from "~/view-models/report-view";

/**
 * The car's structured data with what its report says (schema.org Car): the owners by the
 * registration document, the damage on record («Нет» for none) and the offer's warranty.
 */
export function withReportJsonLd<T extends WithContext<Car>>(car: T, report: ReportView | null): T {
  if (!report) return car;
  const { numberOfPreviousOwners, knownVehicleDamages, warrantyMonths } = report.jsonLd;
  const offers = car.offers as Record<string, unknown> | undefined;
  return {
    ...car,
    numberOfPreviousOwners,
    knownVehicleDamages,
    ...(offers && warrantyMonths
      ? {
          offers: {
            ...offers,
            warranty: { "@type": "WarrantyPromise", durationOfWarranty: { "@type": "QuantitativeValue", value: warrantyMonths, unitCode: "MON" } },
          },
        }
      : {}),
  };
}
