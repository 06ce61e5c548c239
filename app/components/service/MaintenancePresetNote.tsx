import { Link } from "@remix-run/react";
import { href } from "~/paths";
import { formatNumber } from "~/utils/format";
import type { MaintenancePreset } from "~/view-models/maintenance";

/*
 * The regulation's maintenance the booking was opened with from the calculator: what is
 * booked, at what price, for which car. Its query stays on every form of the page, so a
 * change of centre or date, or a refused post, keeps it.
 */

/** The query that opens the booking with this maintenance (and keeps it there). */
export function presetQuery(preset: MaintenancePreset | null): Record<string, string> {
  return preset ? { modification: preset.modificationId, year: String(preset.year), mileage: String(preset.mileage) } : {};
}

export function MaintenancePresetNote({ preset }: { preset: MaintenancePreset }) {
  const { car } = preset;
  return (
    <div className="service-preset" role="group" aria-label="Выбранное ТО">
      <p className="service-preset__title">
        {preset.step ? preset.step.label : "Плановое техническое обслуживание"}
        {" — "}
        <strong className="service-preset__price">{preset.priceText}</strong>
      </p>
      <p className="service-preset__car">
        {car.brand} {car.model}, {car.modification}, {preset.year} г., {formatNumber(preset.mileage)} км
      </p>
      {preset.step ? null : (
        <p className="service-preset__car">Регламент для этого автомобиля нам неизвестен: мастер назовёт цену после осмотра.</p>
      )}
      <p className="service-preset__change">
        <Link to={href("service_to", undefined, presetQuery(preset))}>Изменить расчёт ТО</Link>
      </p>
    </div>
  );
}
