import type { LeadField } from "~/components/forms/plain-form";
import type { ServiceSlotList } from "~/dealer-client/service-endpoints";
import { visibleErrors } from "~/forms/input";
import { formatServiceDay, placesWord, serviceDayLabel } from "~/utils/service-dates";

type AnyField = LeadField;

/**
 * The free times of the chosen date as radio buttons: a full slot stays in the grid, disabled
 * and marked «мест нет», so the day's rhythm reads the same after each booking.
 */
export function TimeField({
  field,
  slots,
  closedText = "В этот день сервисный центр не работает. Выберите другую дату.",
  fullText = "мест нет",
  freeText,
}: {
  field: AnyField;
  slots: ServiceSlotList;
  /** What a closed day says: the test drive's page names the dealer centre. */
  closedText?: string;
  /** How a taken slot is marked. */
  fullText?: string;
  /** How a free slot is marked, when not by its count of places (a test drive has one: the car). */
  freeText?: string;
}) {
  const message = visibleErrors(field.errors).join(" ");
  const day = slots.days.find((d) => d.date === slots.date);
  const free = slots.slots.filter((s) => s.free > 0);
  return (
    <fieldset
      className="service-times"
      aria-describedby={message ? field.errorId : undefined}
      data-invalid={message ? true : undefined}
    >
      <legend className="lead-form__label">Время на {formatServiceDay(slots.date)}</legend>
      {free.length === 0 ? (
        <p className="service-times__empty">
          {day && !day.open
            ? closedText
            : "На эту дату свободного времени нет. Выберите другую дату."}
        </p>
      ) : null}
      {slots.slots.length ? (
        <ul className="service-times__grid">
          {slots.slots.map((slot) => {
            const id = `${field.id}-${slot.time.replace(":", "")}`;
            const full = slot.free === 0;
            return (
              <li key={`${slots.sCode} ${slots.date} ${slot.time}`}>
                <input
                  className="service-times__radio"
                  type="radio"
                  id={id}
                  name={field.name}
                  value={slot.time}
                  disabled={full}
                  defaultChecked={!full && field.initialValue === slot.time}
                  aria-invalid={message ? true : undefined}
                />
                <label className="service-times__slot" htmlFor={id}>
                  <span className="service-times__time">{slot.time}</span>
                  <span className="service-times__free">{full ? fullText : (freeText ?? `${slot.free} ${placesWord(slot.free)}`)}</span>
                </label>
              </li>
            );
          })}
        </ul>
      ) : null}
      {message ? (
        <p className="lead-form__error" id={field.errorId}>
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The date of a slot picker's GET form (`date`), a service centre's or a test drive's: the
 * slot engine's days, those closed or full disabled unless chosen. A new list of days (another
 * centre or date) renders a new select, so the choice shown is the list's.
 */
export function SlotDayField({ id, slots }: { id: string; slots: ServiceSlotList }) {
  return (
    <div className="lead-form__field">
      <label className="lead-form__label" htmlFor={id}>
        Дата
      </label>
      <select id={id} name="date" className="select" defaultValue={slots.date} key={`${slots.sCode} ${slots.date}`}>
        {slots.days.map((day) => (
          <option key={day.date} value={day.date} disabled={(!day.open || day.free === 0) && day.date !== slots.date}>
            {serviceDayLabel(day, slots.today)}
          </option>
        ))}
      </select>
    </div>
  );
}
