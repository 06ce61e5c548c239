import { useActionData, useLocation } from "@remix-run/react";
import { useRef, useState } from "react";
import { SuccessDialog } from "~/components/Dialog";
import { AgreementField, ConsentField, FormMessages, HoneypotInputs, JsMarker, NameField, PhoneField, SubmitButton } from "~/components/forms/fields";
import { LeadForm, useLeadForm } from "~/components/forms/use-lead-form";
import { replyFor } from "~/forms/reply";
import { href } from "~/paths";
import { CREDIT_APPLICATION_ANCHOR } from "~/utils/credit";
import { type CalculatorState, calculatorSearch, termLabel } from "./calculator-state";
import { useRootData } from "~/utils/root-data";
import { roubles } from "~/utils/credit-disclosure";

export const CREDIT_SUCCESS = {
  title: "Заявка на кредит отправлена",
  text: "Кредитный специалист позвонит вам, уточнит данные и отправит заявку в банк. Решение обычно приходит в течение часа.",
} as const;

/**
 * The credit application for a car, with the calculator's programme, down payment and term:
 * a lead form (ADR 004/034) that posts to /credit with the calculation in its address, so a
 * post without JS lands on that calculation with the answer in view. With JS, a success
 * dialog.
 */
export function CreditApplication({ state, carId, carName }: { state: CalculatorState; carId: number; carName: string }) {
  const root = useRootData();
  const location = useLocation();
  const reply = replyFor(useActionData(), "credit");
  const [dialog, setDialog] = useState(false);
  const submitArea = useRef<HTMLDivElement>(null);
  const action = `${href("credit")}?${calculatorSearch(state, carId)}`;
  const lead = useLeadForm({
    id: "credit-application-form",
    schema: () => import("~/forms/credit").then((m) => m.creditApplicationSchema),
    action,
    lastResult: reply?.result,
    callTracking: { cityName: root?.city?.name },
    onSuccess: () => setDialog(true),
    knownContact: true,
  });
  const { fields, form } = lead;
  const { program, result } = state;
  if (!program || !result) return null;
  const sentWithoutJs = root?.forms.success === "credit";

  return (
    <div className="credit-apply" id={CREDIT_APPLICATION_ANCHOR}>
      <h3>Заявка на кредит</h3>
      {sentWithoutJs ? (
        <div className="notice notice--success" role="status">
          <p>
            <strong>{CREDIT_SUCCESS.title}</strong>
          </p>
          <p>{CREDIT_SUCCESS.text}</p>
        </div>
      ) : null}
      <p className="credit-apply__summary">
        {`${carName}: ${program.bank.name}, «${program.name}», взнос ${roubles(state.down)}, срок ${termLabel(state.term)}, платёж ${roubles(result.monthly)} в месяц.`}
      </p>
      <LeadForm lead={lead} className="lead-form credit-apply__form">
        <HoneypotInputs formId={form.id} />
        <JsMarker />
        <input type="hidden" name="CAR_ID" value={carId} />
        <input type="hidden" name="PROGRAM" value={program.code} />
        <input type="hidden" name="DOWN_PAYMENT" value={state.down} />
        <input type="hidden" name="TERM" value={state.term} />
        <input type="hidden" name="URL" value={location.pathname + location.search} />
        <NameField field={fields.NAME} />
        <PhoneField field={fields.PHONE} />
        <AgreementField field={fields.AGREE} />
        <ConsentField field={fields.AGREE_BANKS} purpose="banks" />
        <FormMessages id={form.errorId} errors={[...(form.errors ?? []), ...termErrors(fields)]} />
        <div ref={submitArea}>
          <SubmitButton disabled={lead.busy}>Отправить заявку на кредит</SubmitButton>
        </div>
      </LeadForm>
      <SuccessDialog
        open={dialog}
        onClose={() => setDialog(false)}
        title={CREDIT_SUCCESS.title}
        text={CREDIT_SUCCESS.text}
        returnFocusTo={() => submitArea.current?.querySelector("button")}
      />
    </div>
  );
}

/** The loan's fields are hidden: what the API says about them is shown with the form's own messages. */
function termErrors(fields: Record<string, { errors: string[] | undefined }>): string[] {
  return ["CAR_ID", "PROGRAM", "DOWN_PAYMENT", "TERM"].flatMap((name) => fields[name]?.errors ?? []);
}
