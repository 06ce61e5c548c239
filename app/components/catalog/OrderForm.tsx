import { useActionData, useLocation } from "@remix-run/react";
import { useCallback, useState } from "react";
import { SuccessDialog } from "~/components/Dialog";
import { AgreementField, CommentField, FormMessages, HoneypotInputs, JsMarker, NameField, PhoneField, SubmitButton } from "~/components/forms/fields";
import { LeadForm, useLeadForm } from "~/components/forms/use-lead-form";
import { replyFor } from "~/forms/reply";
import { useRootData } from "~/utils/root-data";
import { HandoverField } from "~/components/buying/HandoverField";
import type { HandoverChoice } from "~/view-models/delivery";

const ORDER_TEXTS = {
  successTitle: "Cпасибо, Ваша заявка успешно отправлена!",
  successText: "Менеджер дилерского центра свяжется с вами, чтобы договориться о покупке.",
} as const;

/** The order's fetcher: the cart page reads its answer once the ordered car has left the cart (and the form with it). */
export const ORDER_FETCHER_KEY = "order";

/**
 * The car order. It posts to the page it is on (the car page or the cart), whose action
 * places the order (a lead form's post). Without JS: 400 with the messages and typed values, or 303 back with a
 * success text in the form. With JS: the lead forms' one behaviour (useLeadForm), call
 * tracking included, and the success dialog of every lead form. A success empties the cart
 * of the ordered car.
 */
export function OrderForm({ carId, id = "order-form", handover }: { carId: number; id?: string; handover?: HandoverChoice | null }) {
  const root = useRootData();
  const location = useLocation();
  const reply = replyFor(useActionData(), "order");
  const [dialogOpen, setDialogOpen] = useState(false);
  // After the dialog focus goes back to the new, empty form's button.
  const formForFocus = useCallback(() => document.querySelector<HTMLElement>("form.order-form button[type=submit]"), []);
  const lead = useLeadForm({
    id,
    schema: () => import("~/forms/order").then((m) => m.orderSchema),
    lastResult: reply?.result,
    callTracking: { cityName: root?.city?.name },
    fetcherKey: ORDER_FETCHER_KEY,
    knownContact: true,
    onSuccess: () => setDialogOpen(true),
  });
  const { fields } = lead;

  return (
    <>
      <LeadForm lead={lead} className="lead-form order-form">
        {root?.forms.success === "order" ? <OrderSuccess /> : null}
        <HoneypotInputs formId={lead.form.id} />
        <JsMarker />
        <input type="hidden" name="intent" value="order" />
        <input type="hidden" name="CAR_ID" value={carId} />
        <input type="hidden" name="URL" value={location.pathname + location.search} />
        <NameField field={fields.NAME} />
        <PhoneField field={fields.PHONE} />
        <CommentField field={fields.COMMENT} />
        {handover ? <HandoverField choice={handover} /> : null}
        <AgreementField field={fields.AGREE} />
        <FormMessages id={lead.form.errorId} errors={lead.form.errors} />
        <SubmitButton disabled={lead.busy}>Заказать автомобиль</SubmitButton>
      </LeadForm>
      <OrderSuccessDialog open={dialogOpen} onClose={() => setDialogOpen(false)} returnFocusTo={formForFocus} />
    </>
  );
}

/** The order's success text, where a post without JS lands. */
export function OrderSuccess({ id }: { id?: string }) {
  return (
    <div className="notice notice--success" role="status" id={id}>
      <p>
        <strong>{ORDER_TEXTS.successTitle}</strong>
      </p>
      <p>{ORDER_TEXTS.successText}</p>
    </div>
  );
}

/** The lead forms' success dialog, with the order's words. */
export function OrderSuccessDialog(props: { open: boolean; onClose: () => void; returnFocusTo?: () => HTMLElement | null | undefined }) {
  return <SuccessDialog {...props} title={ORDER_TEXTS.successTitle} text={ORDER_TEXTS.successText} />;
}
