import { useActionData, useLocation } from "@remix-run/react";
import { useState } from "react";
import { AgreementField, CommentField, FormMessages, HoneypotInputs, JsMarker, NameField, PhoneField, SubmitButton } from "~/components/forms/fields";
import { LeadForm, useLeadForm } from "~/components/forms/use-lead-form";
import { ORDER_TEXTS } from "~/forms/texts";
import { replyFor } from "~/forms/reply";
import { useRootData } from "~/utils/root-data";

/**
 * The car order. It posts to the page it is on (the car page or the cart), whose action is
 * orderAction. Without JS: 400 with the messages and typed values, or 303 back with a
 * success text. With JS: the lead forms' one behaviour (useLeadForm), call tracking
 * included, and the success text in place.
 */
export function OrderForm({ carId, id = "order-form" }: { carId: number; id?: string }) {
  const root = useRootData();
  const location = useLocation();
  const reply = replyFor(useActionData(), "order");
  const [sent, setSent] = useState(false);
  const lead = useLeadForm({
    id,
    schema: () => import("~/forms/order").then((m) => m.orderSchema),
    lastResult: reply?.result,
    callTracking: { cityName: root?.city?.name },
    onSuccess: () => setSent(true),
  });
  const { fields, form } = lead;

  const success = sent || root?.forms.success === "order";
  return (
    <>
      <LeadForm lead={lead} className="lead-form order-form">
        {success ? (
          <div className="notice notice--success" role="status">
            <p>
              <strong>{ORDER_TEXTS.successTitle}</strong>
            </p>
            <p>{ORDER_TEXTS.successText}</p>
          </div>
        ) : null}
        <HoneypotInputs formId={form.id} />
        <JsMarker />
        <input type="hidden" name="intent" value="order" />
        <input type="hidden" name="CAR_ID" value={carId} />
        <input type="hidden" name="URL" value={location.pathname + location.search} />
        <NameField field={fields.NAME} />
        <PhoneField field={fields.PHONE} />
        <CommentField field={fields.COMMENT} />
        <AgreementField field={fields.AGREE} />
        <FormMessages id={form.errorId} errors={form.errors} />
        <SubmitButton disabled={lead.busy}>Заказать автомобиль</SubmitButton>
      </LeadForm>
    </>
  );
}
