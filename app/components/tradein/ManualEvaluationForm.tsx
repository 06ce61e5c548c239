import { useActionData, useLocation } from "@remix-run/react";
import { useCallback, useRef, useState } from "react";
import { SuccessDialog } from "~/components/Dialog";
import { AgreementField, CommentField, FormMessages, HoneypotInputs, JsMarker, NameField, PhoneField, SubmitButton, TextField } from "~/components/forms/fields";
import { LeadForm, useLeadForm } from "~/components/forms/use-lead-form";
import { replyFor } from "~/forms/reply";
import { useTradeInData } from "./trade-in-data";
import { useRootData } from "~/utils/root-data";

const TEXTS = {
  successTitle: "Cпасибо, Ваша заявка успешно отправлена!",
  successText: "Менеджер оценит автомобиль и перезвонит с предложением.",
} as const;

/**
 * ManualCarEvaluationForm: for a car the lookups do not know, or a visitor who would rather
 * talk to a manager. What the evaluation already knows (brand, model, year, mileage) is filled in.
 */
export function ManualEvaluationForm({ title, text }: { title: string; text: string }) {
  const { evaluation } = useTradeInData();
  const root = useRootData();
  const location = useLocation();
  const reply = replyFor(useActionData(), "manual_evaluation");
  const [dialogOpen, setDialogOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingForFocus = useCallback(() => heading.current, []);
  const { query, brands, models } = evaluation;
  const lead = useLeadForm({
    id: "manual-evaluation-form",
    schema: () => import("~/forms/tradein").then((m) => m.manualEvaluationSchema),
    lastResult: reply?.result,
    defaultValue: {
      BRAND: brands.find((b) => b.code === query.brand)?.name ?? "",
      MODEL: models.find((m) => m.modelCode === query.model)?.modelName ?? "",
      YEAR: query.year ? String(query.year) : "",
      MILEAGE: query.mileage !== undefined ? String(query.mileage) : "",
    },
    onSuccess: () => setDialogOpen(true),
    knownContact: true,
  });
  const justSent = root?.forms.success === "manual_evaluation";
  return (
    <section className="tradein-manual panel" id="manual" aria-labelledby="manual-title">
      <h2 id="manual-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{text}</p>
      <LeadForm lead={lead} className="lead-form tradein-manual__form">
        {justSent ? (
          <div className="lead-form__success" role="status">
            <p className="lead-form__success-title">{TEXTS.successTitle}</p>
            <p>{TEXTS.successText}</p>
          </div>
        ) : null}
        <HoneypotInputs formId={lead.form.id} />
        <JsMarker />
        <input type="hidden" name="_form" value="manual" />
        <input type="hidden" name="URL" value={location.pathname + location.search} />
        <div className="tradein-manual__car">
          <TextField field={lead.fields.BRAND} label="Марка" maxLength={50} />
          <TextField field={lead.fields.MODEL} label="Модель" maxLength={50} />
          <TextField field={lead.fields.YEAR} label="Год выпуска" inputMode="numeric" maxLength={4} />
          <TextField field={lead.fields.MILEAGE} label="Пробег, км" inputMode="numeric" maxLength={9} />
        </div>
        <NameField field={lead.fields.NAME} />
        <PhoneField field={lead.fields.PHONE} />
        <CommentField field={lead.fields.COMMENT} />
        <AgreementField field={lead.fields.AGREE} />
        <FormMessages id={lead.form.errorId} errors={lead.form.errors} />
        <SubmitButton disabled={lead.busy}>Отправить на оценку</SubmitButton>
      </LeadForm>
      <SuccessDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        returnFocusTo={headingForFocus}
        title={TEXTS.successTitle}
        text={TEXTS.successText}
      />
    </section>
  );
}
