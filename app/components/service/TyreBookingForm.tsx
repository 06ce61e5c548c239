import { useActionData, useNavigate } from "@remix-run/react";
import type { LeadField } from "~/components/forms/plain-form";
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
import type { ServiceCentre } from "~/dealer-client/service-endpoints";
import type { TyreContract, TyreSlotList } from "~/dealer-client/tyre-endpoints";
import { visibleErrors } from "~/forms/input";
import { replyFor } from "~/forms/reply";
import { TYRE_SERVICES } from "~/forms/tyre-services";
import { href } from "~/paths";
import { TimeField } from "./TimeField";
import { tyresStored } from "./tyre-texts";

/**
 * The tyre booking, for the centre and date the picker chose (hidden fields): the time, what
 * to do, the set to store, the car and the contact. It posts to the page with the same query,
 * so a refusal comes back with the date's fresh times; done, the page shows the booking
 * (`?booked=1`), with JS or without. «Забрать колёса» adds the contract (hidden `PICKUP`).
 */
export function TyreBookingForm({
  centre,
  slots,
  pickup,
  perWheel,
}: {
  centre: ServiceCentre;
  slots: TyreSlotList;
  pickup: TyreContract | null;
  perWheel: Array<{ rims: boolean; name: string; text: string }>;
}) {
  const query = { centre: centre.sCode, date: slots.date, ...(pickup ? { pickup: pickup.id } : {}) };
  const reply = replyFor(useActionData(), "tyres");
  const navigate = useNavigate();
  const lead = useLeadForm({
    id: "tyre-booking",
    schema: () => import("~/forms/tyres").then((m) => m.tyreSchema),
    action: href("service_tyres", undefined, query),
    lastResult: reply?.result,
    defaultValue: { SERVICE: "change", WHEELS: "4" },
    onSuccess: () => navigate(href("service_tyres", undefined, { booked: 1 })),
    knownContact: true,
  });
  const { fields, form } = lead;
  const bookable = slots.slots.some((s) => s.free > 0);
  return (
    <LeadForm lead={lead} className="lead-form service-form tyre-form">
      <HoneypotInputs formId={form.id} />
      <JsMarker />
      <input type="hidden" name="CENTER" value={centre.sCode} />
      <input type="hidden" name="DATE" value={slots.date} />
      <input type="hidden" name="URL" value={href("service_tyres")} />
      {pickup ? <input type="hidden" name="PICKUP" value={pickup.id} /> : null}
      {[fields.CENTER, fields.DATE, fields.PICKUP].flatMap((field) =>
        visibleErrors(field.errors).map((message) => (
          <p key={`${field.name} ${message}`} className="lead-form__error" role="alert">
            {message}
          </p>
        )),
      )}
      <TimeField field={fields.TIME} slots={slots} closedText="В этот день шиномонтаж не работает. Выберите другую дату." />
      <ChoiceField
        field={fields.SERVICE}
        legend="Что сделать"
        options={TYRE_SERVICES.filter((s) => !pickup || s.value !== "store")}
        chosen="change"
      />
      <fieldset className="lead-form__fieldset service-form__car">
        <legend className="service-form__legend">Колёса на хранение</legend>
        <p className="tyre-form__hint">
          Если оставляете колёса у нас: {perWheel.map((r) => `${r.name.toLocaleLowerCase("ru")} — ${r.text} за колесо`).join(", ")} за сезон.
        </p>
        <TextField field={fields.SIZES} label="Размер шин (например, 205/55 R16)" maxLength={40} />
        <SelectField field={fields.WHEELS} label="Сколько колёс" options={["1", "2", "3", "4", "5", "6", "7", "8"].map((n) => ({ value: n, label: n }))} />
        <ChoiceField
          field={fields.RIMS}
          legend="Колёса"
          options={[
            { value: "1", label: "На дисках" },
            { value: "0", label: "Без дисков" },
          ]}
        />
      </fieldset>
      <fieldset className="lead-form__fieldset service-form__car">
        <legend className="service-form__legend">Автомобиль</legend>
        <TextField field={fields.BRAND} label="Марка" maxLength={50} />
        <TextField field={fields.MODEL} label="Модель" maxLength={50} />
        <TextField field={fields.YEAR} label="Год выпуска" inputMode="numeric" maxLength={4} />
        <TextField field={fields.PLATE} label="Госномер (необязательно)" maxLength={12} />
      </fieldset>
      <NameField field={fields.NAME} />
      <PhoneField field={fields.PHONE} />
      <CommentField field={fields.COMMENT} label="Комментарий (необязательно)" />
      <AgreementField field={fields.AGREE} />
      <FormMessages id={form.errorId} errors={form.errors} />
      <SubmitButton disabled={lead.busy || !bookable}>{pickup ? `Записаться и забрать ${tyresStored(pickup)}` : "Записаться"}</SubmitButton>
    </LeadForm>
  );
}

/** A group of radios under its legend, its message below them. */
function ChoiceField({ field, legend, options, chosen }: { field: LeadField; legend: string; options: ReadonlyArray<{ value: string; label: string }>; chosen?: string }) {
  const message = visibleErrors(field.errors).join(" ");
  const value = typeof field.initialValue === "string" ? field.initialValue : chosen;
  return (
    <fieldset className="lead-form__field tyre-form__choice" data-invalid={message ? true : undefined} aria-describedby={message ? field.errorId : undefined}>
      <legend className="lead-form__label">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="checkbox">
          <input type="radio" name={field.name} value={option.value} defaultChecked={value === option.value} aria-invalid={message ? true : undefined} />
          <span>{option.label}</span>
        </label>
      ))}
      {message ? (
        <p className="lead-form__error" id={field.errorId}>
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
