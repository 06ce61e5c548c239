import { useActionData, useFetcher, useNavigate } from "@remix-run/react";
import type { ChangeEvent } from "react";
import {
  AgreementField,
  CommentField,
  FormMessages,
  HoneypotInputs,
  JsMarker,
  NameField,
  PhoneField,
  SelectField,
  SubmitButton,
  TextField,
} from "~/components/forms/fields";
import { LeadForm, useLeadForm } from "~/components/forms/use-lead-form";
import { replyFor } from "~/forms/reply";
import { visibleErrors } from "~/forms/input";
import { href } from "~/paths";
import type { ServiceCentre, ServiceSlotList } from "~/dealer-client/service-endpoints";
import type { MaintenancePreset } from "~/view-models/maintenance";
import { TYRE_WORK_CODES } from "~/view-models/tyre-works";
import type { PricedWork } from "~/view-models/work-price";
import { MaintenancePresetNote, presetQuery } from "./MaintenancePresetNote";
import { TimeField } from "./TimeField";

/**
 * The booking itself, for the centre and date the picker chose (hidden fields). It posts to
 * the page with the same query, so that the page that comes back — with the messages after
 * a refusal — shows the fresh times of that date. After success the page shows the booking
 * (`?booked=1`), with JS or without.
 */
export function BookingForm({
  centre,
  slots,
  works,
  brands,
  preset,
}: {
  centre: ServiceCentre;
  slots: ServiceSlotList;
  /** The price list's works with their prices as shown. */
  works: PricedWork[];
  /** Suggestions for the brand field. */
  brands: string[];
  /** A regulation's maintenance from the calculator: the work, the price and the car filled in. */
  preset: MaintenancePreset | null;
}) {
  const reply = replyFor(useActionData(), "service");
  const navigate = useNavigate();
  const lead = useLeadForm({
    id: "service-booking",
    schema: () => import("~/forms/service").then((m) => m.serviceSchema),
    action: href("service", undefined, { centre: centre.sCode, date: slots.date, ...presetQuery(preset) }),
    lastResult: reply?.result,
    defaultValue: preset ? { WORK: preset.work, BRAND: preset.car.brand, MODEL: preset.car.model, YEAR: String(preset.year) } : undefined,
    onSuccess: () => navigate(href("service", undefined, { booked: 1 })),
    knownContact: true,
  });
  const { fields, form } = lead;
  // With JS, a brand of the list brings its models as suggestions; the field stays free text.
  const models = useFetcher<{ models: string[] }>();
  const brandNames = new Set(brands.map((b) => b.toLocaleLowerCase("ru")));
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    if (target.name === fields.BRAND.name && brandNames.has(target.value.trim().toLocaleLowerCase("ru"))) {
      models.load(href("service_models", undefined, { brand: target.value.trim() }));
    }
  };
  const bookable = slots.slots.some((s) => s.free > 0);
  return (
    <LeadForm lead={lead} className="lead-form service-form" onChange={onChange}>
      <HoneypotInputs formId={form.id} />
      <JsMarker />
      <input type="hidden" name="CENTER" value={centre.sCode} />
      <input type="hidden" name="DATE" value={slots.date} />
      <input type="hidden" name="URL" value={href("service")} />
      {preset ? (
        <>
          <MaintenancePresetNote preset={preset} />
          <input type="hidden" name="MODIFICATION" value={preset.modificationId} />
          <input type="hidden" name="MILEAGE" value={preset.mileage} />
          {/* The price shown: the dealer API books at it only while it is still its own. */}
          {preset.step ? <input type="hidden" name="PRICE" value={preset.step.price} /> : null}
        </>
      ) : null}
      {/* The centre and date are chosen above; a refusal of either (a day closed meanwhile) is shown here. */}
      {[fields.CENTER, fields.DATE].flatMap((field) =>
        visibleErrors(field.errors).map((message) => (
          <p key={`${field.name} ${message}`} className="lead-form__error" role="alert">
            {message}
          </p>
        )),
      )}
      <TimeField field={fields.TIME} slots={slots} />
      <SelectField
        field={fields.WORK}
        label="Вид работ"
        placeholder="Выберите вид работ"
        // Tyre works are booked in the tyre bay's own slots (/service/tyres).
        options={works.filter((w) => !TYRE_WORK_CODES.includes(w.code)).map((w) => ({
          value: w.code,
          label: `${w.name} — ${preset?.step && w.code === preset.work ? `${preset.step.title}, ${preset.priceText}` : w.priceText}`,
        }))}
      />
      <fieldset className="lead-form__fieldset service-form__car">
        <legend className="service-form__legend">Автомобиль</legend>
        <TextField field={fields.BRAND} label="Марка" maxLength={50} list="service-brands" />
        <datalist id="service-brands">
          {brands.map((brand) => (
            <option key={brand} value={brand} />
          ))}
        </datalist>
        <TextField field={fields.MODEL} label="Модель" maxLength={50} list="service-models" />
        <datalist id="service-models">
          {(models.data?.models ?? []).map((model) => (
            <option key={model} value={model} />
          ))}
        </datalist>
        <TextField field={fields.YEAR} label="Год выпуска" inputMode="numeric" maxLength={4} />
        <TextField field={fields.PLATE} label="Госномер (необязательно)" maxLength={12} />
      </fieldset>
      <NameField field={fields.NAME} />
      <PhoneField field={fields.PHONE} />
      <CommentField field={fields.COMMENT} label="Комментарий (необязательно)" />
      <AgreementField field={fields.AGREE} />
      <FormMessages id={form.errorId} errors={form.errors} />
      <SubmitButton disabled={lead.busy || !bookable}>Записаться</SubmitButton>
    </LeadForm>
  );
}
