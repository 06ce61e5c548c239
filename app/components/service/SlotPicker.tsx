import { Form, useSubmit } from "@remix-run/react";
import { useHydrated } from "~/utils/use-hydrated";
import type { ServiceCentre, ServiceSlotList } from "~/dealer-client/service-endpoints";
import { href } from "~/paths";
import { SlotDayField } from "./TimeField";

/**
 * The centre and the date, as a GET form of the page's own query (`?centre=…&date=…`).
 * Without JS its button shows the free times of the choice; with JS a change submits it as
 * a client navigation, so only the times (the loader's data) change and the typed booking
 * fields stay as they are.
 */
export function SlotPicker({
  centres,
  centre,
  slots,
  keep = {},
  action = href("service"),
}: {
  centres: ServiceCentre[];
  centre: ServiceCentre;
  slots: ServiceSlotList | null;
  /** Query the page was opened with that a change of centre or date keeps (a maintenance from the calculator). */
  keep?: Record<string, string>;
  /** The page whose query the picker sets: the service page, or the tyre page (its own slots). */
  action?: string;
}) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const cities = [...new Set(centres.map((c) => c.sCityName))];
  return (
    <Form
      method="get"
      action={action}
      className="service-picker"
      preventScrollReset
      onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="lead-form__field">
        <label className="lead-form__label" htmlFor="service-centre">
          Сервисный центр
        </label>
        <select id="service-centre" name="centre" className="select" defaultValue={centre.sCode} key={centre.sCode}>
          {cities.map((city) => (
            <optgroup key={city} label={city}>
              {centres
                .filter((c) => c.sCityName === city)
                .map((c) => (
                  <option key={c.sCode} value={c.sCode}>
                    {c.sName}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      {slots ? <SlotDayField id="service-date" slots={slots} /> : null}
      <p className="service-picker__centre">
        {centre.sAddressForView}. {centre.sWork}
      </p>
      {hydrated ? null : (
        <button type="submit" className="btn btn--secondary service-picker__submit">
          Показать свободное время
        </button>
      )}
    </Form>
  );
}
