import { useActionData } from "@remix-run/react";
import { AgreementField, ConsentField, FormMessages, HoneypotInputs, JsMarker, NameField, PhoneField, SubmitButton } from "~/components/forms/fields";
import { LeadForm, useLeadForm } from "~/components/forms/use-lead-form";
import { maskPhone } from "~/forms/input";
import { replyFor } from "~/forms/reply";
import { formatPrice } from "~/utils/format";
import type { HandoverChoice } from "~/view-models/delivery";
import { HandoverField } from "./HandoverField";

/**
 * «Забронировать онлайн»: name, phone, the consent and the offer (its own box, ADR 067), then
 * the provider's payment page. Posted by the page's own navigation (the action sends the
 * visitor to another site), so with JS it is validated as they type and otherwise the same post.
 */
export function ReserveForm({
  carId,
  amount,
  formKey,
  action,
  again,
  handover,
}: {
  carId: number;
  amount: number;
  formKey: string;
  action: string;
  /** The name and phone of the visitor's try that was not paid: a new try starts with them. */
  again?: { NAME: string; PHONE: string } | null;
  /** The centres the car may be taken over at, when it can be brought to the buyer's city. */
  handover?: HandoverChoice | null;
}) {
  const reply = replyFor(useActionData(), "reservation");
  const lead = useLeadForm({
    id: "reservation-form",
    schema: () => import("~/forms/reservation").then((m) => m.reservationSchema),
    action,
    lastResult: reply?.result,
    navigate: true,
    knownContact: true,
    defaultValue: again ? { NAME: again.NAME, PHONE: maskPhone(again.PHONE) } : undefined,
  });
  const { fields, form } = lead;
  return (
    <LeadForm lead={lead} className="lead-form service-form" reloadDocument>
      <HoneypotInputs formId={form.id} />
      <JsMarker />
      <input type="hidden" name="CAR_ID" value={carId} />
      <input type="hidden" name="KEY" value={formKey} />
      <NameField field={fields.NAME} />
      <PhoneField field={fields.PHONE} />
      {handover ? <HandoverField choice={handover} /> : null}
      <AgreementField field={fields.AGREE} />
      <ConsentField field={fields.OFFER} purpose="offer" />
      <FormMessages id={form.errorId} errors={form.errors} />
      <SubmitButton disabled={lead.busy}>Перейти к оплате {formatPrice(amount)}</SubmitButton>
    </LeadForm>
  );
}
