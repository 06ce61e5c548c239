import { useActionData, useLocation } from "@remix-run/react";
import { useCallback, useRef, useState } from "react";
import { SuccessDialog } from "~/components/Dialog";
import { AgreementField, CommentField, FormMessages, HoneypotInputs, JsMarker, NameField, PhoneField, SelectField, SubmitButton } from "~/components/forms/fields";
import { LeadForm, useLeadForm } from "~/components/forms/use-lead-form";
import { replyFor } from "~/forms/reply";
import { useTradeInData } from "./trade-in-data";
import { formatPrice } from "~/utils/format";
import { useRootData } from "~/utils/root-data";
import { EvaluatedCarInputs } from "./EstimateActions";

export const TRADE_IN_REQUEST_TEXTS = {
  title: "Записаться на осмотр и продать автомобиль",
  successTitle: "Cпасибо, Ваша заявка успешно отправлена!",
  successText: "Менеджер перезвонит, чтобы договориться о времени осмотра.",
} as const;

/** TradeInRegisterForm: the evaluated car (hidden, valued again by the API), a dealer centre and the contacts. */
export function TradeInRegisterForm() {
  const { evaluation, dealerCities } = useTradeInData();
  const root = useRootData();
  const location = useLocation();
  const reply = replyFor(useActionData(), "tradein");
  const [dialogOpen, setDialogOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingForFocus = useCallback(() => heading.current, []);
  const lead = useLeadForm({
    id: "tradein-request-form",
    schema: () => import("~/forms/tradein").then((m) => m.tradeInRegisterFields),
    lastResult: reply?.result,
    onSuccess: () => setDialogOpen(true),
    knownContact: true,
  });
  const prediction = evaluation.prediction!;
  const justSent = root?.forms.success === "tradein";
  return (
    <section className="tradein-request panel" id="tradein-request" aria-labelledby="tradein-request-title">
      <h2 id="tradein-request-title" ref={heading} tabIndex={-1}>
        {TRADE_IN_REQUEST_TEXTS.title}
      </h2>
      <p>
        {prediction.car.brand} {prediction.car.model}, {prediction.car.year} г. — предварительно{" "}
        {formatPrice(prediction.found_info.REQUEST_RESULT.tradein_dealer_matrix_buyout)}. Выберите дилерский центр, куда удобно
        привезти автомобиль.
      </p>
      <LeadForm lead={lead} className="lead-form">
        {justSent ? (
          <div className="lead-form__success" role="status">
            <p className="lead-form__success-title">{TRADE_IN_REQUEST_TEXTS.successTitle}</p>
            <p>{TRADE_IN_REQUEST_TEXTS.successText}</p>
          </div>
        ) : null}
        <HoneypotInputs formId={lead.form.id} />
        <JsMarker />
        <input type="hidden" name="_form" value="tradein" />
        <input type="hidden" name="URL" value={location.pathname + location.search} />
        <EvaluatedCarInputs car={prediction.car} />
        <SelectField
          field={lead.fields.DEALER}
          label="Дилерский центр"
          placeholder="Выберите дилерский центр"
          groups={dealerCities.map((city) => ({
            label: city.name,
            options: city.dealers.map((d) => ({ value: d.sCode, label: d.sName })),
          }))}
        />
        <NameField field={lead.fields.NAME} />
        <PhoneField field={lead.fields.PHONE} />
        <CommentField field={lead.fields.COMMENT} />
        <AgreementField field={lead.fields.AGREE} />
        <FormMessages id={lead.form.errorId} errors={lead.form.errors} />
        <SubmitButton disabled={lead.busy}>Записаться на осмотр</SubmitButton>
      </LeadForm>
      <SuccessDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        returnFocusTo={headingForFocus}
        title={TRADE_IN_REQUEST_TEXTS.successTitle}
        text={TRADE_IN_REQUEST_TEXTS.successText}
      />
    </section>
  );
}
