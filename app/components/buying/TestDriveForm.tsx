import { Form, useActionData, useNavigate, useSubmit } from "@remix-run/react";
import { useHydrated } from "~/utils/use-hydrated";
import { AgreementField, FormMessages, HoneypotInputs, JsMarker, NameField, PhoneField, SubmitButton } from "~/components/forms/fields";
import { LeadForm, useLeadForm } from "~/components/forms/use-lead-form";
import { SlotDayField, TimeField } from "~/components/service/TimeField";
import type { TestDriveSlotList } from "~/dealer-client/test-drive-endpoints";
import { visibleErrors } from "~/forms/input";
import { replyFor } from "~/forms/reply";

/**
 * The test drive's date (a GET form of the page's own query, as the service page's picker)
 * and the booking form for a free time of that date. The booking posts to the page with the
 * same query, so a refusal comes back with that date's fresh times; after success the page
 * shows the booking (`?booked=1`), with JS or without.
 */
export function TestDriveForm({ carId, page, slots, at }: { carId: number; page: string; slots: TestDriveSlotList; at?: string | null }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigate = useNavigate();
  const reply = replyFor(useActionData(), "test_drive");
  const lead = useLeadForm({
    id: "test-drive-form",
    schema: () => import("~/forms/test-drive").then((m) => m.testDriveSchema),
    action: `${page}?date=${slots.date}${at ? `&at=${encodeURIComponent(at)}` : ""}`,
    lastResult: reply?.result,
    onSuccess: () => navigate(`${page}?booked=1`),
    knownContact: true,
  });
  const { fields, form } = lead;
  const bookable = slots.slots.some((s) => s.free > 0);
  return (
    <>
      <Form
        method="get"
        action={page}
        className="service-picker"
        preventScrollReset
        onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
      >
        {/* The centre after a transfer (ADR 075) stays chosen when the date changes. */}
        {at ? <input type="hidden" name="at" value={at} /> : null}
        <SlotDayField id="test-drive-date" slots={slots} />
        {hydrated ? null : (
          <button type="submit" className="btn btn--secondary service-picker__submit">
            Показать свободное время
          </button>
        )}
      </Form>
      <LeadForm lead={lead} className="lead-form service-form">
        <HoneypotInputs formId={form.id} />
        <JsMarker />
        <input type="hidden" name="CAR_ID" value={carId} />
        <input type="hidden" name="DATE" value={slots.date} />
        {at ? <input type="hidden" name="HANDOVER" value={at} /> : null}
        <input type="hidden" name="URL" value={page} />
        {[fields.CAR_ID, fields.DATE].flatMap((field) =>
          visibleErrors(field.errors).map((message) => (
            <p key={`${field.name} ${message}`} className="lead-form__error" role="alert">
              {message}
            </p>
          )),
        )}
        <TimeField
          field={fields.TIME}
          slots={slots}
          closedText="В этот день дилерский центр не работает. Выберите другую дату."
          fullText="занято"
          freeText="свободно"
        />
        <NameField field={fields.NAME} />
        <PhoneField field={fields.PHONE} />
        <AgreementField field={fields.AGREE} />
        <FormMessages id={form.errorId} errors={form.errors} />
        <SubmitButton disabled={lead.busy || !bookable}>Записаться на тест-драйв</SubmitButton>
      </LeadForm>
    </>
  );
}
