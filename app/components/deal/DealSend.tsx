import { useActionData } from "@remix-run/react";
import { useRef, useState } from "react";
import { SuccessDialog } from "~/components/Dialog";
import { PageLink } from "~/components/PageLink";
import { AgreementField, CommentField, ConsentField, FormMessages, HoneypotInputs, JsMarker, NameField, PhoneField, SubmitButton } from "~/components/forms/fields";
import { LeadForm, useLeadForm } from "~/components/forms/use-lead-form";
import { replyFor } from "~/forms/reply";
import { useRootData } from "~/utils/root-data";
import type { DealChoices } from "~/view-models/deal-choices";

export const DEAL_SEND_ANCHOR = "deal-send";

export const DEAL_SUCCESS = {
  title: "Сделка отправлена менеджеру",
  text: "Менеджер позвонит вам, подтвердит каждую строку и сумму. Сделка появится в личном кабинете в разделе «Мои заказы».",
} as const;

/** The loan the credit step shows, posted as it is there. */
type Loan = { program: string; down: number; term: number } | null;

/**
 * «Отправить менеджеру» (ADR 078): the whole deal as one lead through the one post pipeline.
 * The choices ride in hidden fields; the banks' consent is asked only with credit. Without
 * JavaScript a post lands here (`#deal-send`) with its answer; with it, a success dialog.
 */
export function DealSend({ action, carId, choices, loan, reserveHref }: { action: string; carId: number; choices: DealChoices; loan: Loan; reserveHref: string }) {
  const root = useRootData();
  const reply = replyFor(useActionData(), "deal");
  const [dialog, setDialog] = useState(false);
  const submitArea = useRef<HTMLDivElement>(null);
  const lead = useLeadForm({
    id: "deal-form",
    schema: () => import("~/forms/deal").then((m) => m.dealSchema),
    action,
    lastResult: reply?.result,
    callTracking: { cityName: root?.city?.name },
    onSuccess: () => setDialog(true),
    knownContact: true,
  });
  const { fields, form } = lead;
  const credit = choices.credit && loan;
  return (
    <section className="deal-send card" id={DEAL_SEND_ANCHOR} aria-labelledby="deal-send-title">
      <h2 id="deal-send-title">Отправить менеджеру</h2>
      {root?.forms.success === "deal" ? (
        <div className="notice notice--success" role="status">
          <p>
            <strong>{DEAL_SUCCESS.title}</strong>
          </p>
          <p>{DEAL_SUCCESS.text}</p>
        </div>
      ) : null}
      <p>Менеджер получит сделку одной заявкой: каждую строку итоговой цены с её суммой, трейд-ин, кредит и доставку.</p>
      <LeadForm lead={lead} className="lead-form deal-send__form">
        <HoneypotInputs formId={form.id} />
        <JsMarker />
        <input type="hidden" name="CAR_ID" value={carId} />
        <input type="hidden" name="TRADEIN" value={choices.tradeinFrom ?? ""} />
        <input type="hidden" name="CREDIT" value={credit ? "1" : ""} />
        {credit ? (
          <>
            <input type="hidden" name="PROGRAM" value={loan.program} />
            <input type="hidden" name="DOWN_PAYMENT" value={loan.down} />
            <input type="hidden" name="TERM" value={loan.term} />
          </>
        ) : null}
        <input type="hidden" name="DELIVERY" value={choices.delivery ? "1" : ""} />
        <input type="hidden" name="EXTRAS" value={choices.extras.join(",")} />
        <input type="hidden" name="URL" value={action} />
        <NameField field={fields.NAME} />
        <PhoneField field={fields.PHONE} />
        <CommentField field={fields.COMMENT} />
        <AgreementField field={fields.AGREE} />
        {credit ? <ConsentField field={fields.AGREE_BANKS} purpose="banks" /> : null}
        <FormMessages id={form.errorId} errors={[...(form.errors ?? []), ...choiceErrors(fields)]} />
        <div ref={submitArea}>
          <SubmitButton disabled={lead.busy}>Отправить менеджеру</SubmitButton>
        </div>
      </LeadForm>
      <p>
        Хотите, чтобы автомобиль ждал вас? <PageLink to={reserveHref}>Забронируйте его онлайн</PageLink> — бронь появится рядом со сделкой в
        личном кабинете.
      </p>
      <SuccessDialog
        open={dialog}
        onClose={() => setDialog(false)}
        title={DEAL_SUCCESS.title}
        text={DEAL_SUCCESS.text}
        returnFocusTo={() => submitArea.current?.querySelector("button")}
      />
    </section>
  );
}

/** The choices ride in hidden fields: what is said about them is shown with the form's own messages. */
function choiceErrors(fields: Record<string, { errors: string[] | undefined }>): string[] {
  return ["CAR_ID", "TRADEIN", "CREDIT", "PROGRAM", "DOWN_PAYMENT", "TERM", "DELIVERY", "EXTRAS"].flatMap((name) => fields[name]?.errors ?? []);
}
