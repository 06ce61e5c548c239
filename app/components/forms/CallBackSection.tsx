import { useActionData, useLocation } from "@remix-run/react";
import { useCallback, useRef, useState } from "react";
import { SuccessDialog } from "~/components/Dialog";
import { replyFor } from "~/forms/reply";
import { useRootData } from "~/utils/root-data";
import { AgreementField, CommentField, FormMessages, HoneypotInputs, JsMarker, NameField, PhoneField, SubmitButton } from "./fields";
import { LeadForm, useLeadForm } from "./use-lead-form";

const CALLBACK_TEXTS = {
  title: "Остались вопросы?",
  description: "Оставьте телефон — менеджер перезвонит и ответит на них.",
  successTitle: "Cпасибо, Ваша заявка успешно отправлена!",
  successText: "Менеджер перезвонит вам в ближайшее время.",
} as const;

/**
 * The "questions" call-back section of content pages. It posts to the page it is on, so
 * the page's route has the call-back lead as its action: without JS an invalid post comes
 * back on the same page with the messages, and a valid one returns there with a success text.
 */
export function CallBackSection({
  id = "callback",
  className,
  title = CALLBACK_TEXTS.title,
  text = CALLBACK_TEXTS.description,
  commentLabel = "Ваш вопрос",
}: {
  id?: string;
  className?: string;
  /** The section's own heading and text where the question is about something given (a vacancy). */
  title?: string;
  text?: string;
  commentLabel?: string;
}) {
  const root = useRootData();
  const location = useLocation();
  const reply = replyFor(useActionData(), "callback");
  const [dialogOpen, setDialogOpen] = useState(false);
  // After the success dialog the submit button is disabled or gone: focus comes back here.
  const heading = useRef<HTMLHeadingElement>(null);
  const headingForFocus = useCallback(() => heading.current, []);
  const lead = useLeadForm({
    id,
    schema: () => import("~/forms/callback").then((m) => m.callBackSchema),
    lastResult: reply?.result,
    onSuccess: () => setDialogOpen(true),
    knownContact: true,
  });
  const { fields, form } = lead;

  const justSent = root?.forms.success === "callback";
  const titleId = `${id}-title`;
  return (
    <section className={`callback ${className ?? ""}`.trim()} aria-labelledby={titleId}>
      <h2 className="callback__title" id={titleId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p className="callback__text">{text}</p>
      <LeadForm lead={lead} className="lead-form">
        {justSent ? (
          <div className="lead-form__success" role="status">
            <p className="lead-form__success-title">{CALLBACK_TEXTS.successTitle}</p>
            <p>{CALLBACK_TEXTS.successText}</p>
          </div>
        ) : null}
        <HoneypotInputs formId={form.id} />
        <JsMarker />
        <input type="hidden" name="URL" value={location.pathname + location.search} />
        <NameField field={fields.NAME} />
        <PhoneField field={fields.PHONE} />
        <CommentField field={fields.COMMENT} label={commentLabel} />
        <AgreementField field={fields.AGREE} />
        <FormMessages id={form.errorId} errors={form.errors} />
        <SubmitButton disabled={lead.busy}>Перезвоните мне</SubmitButton>
      </LeadForm>
      <SuccessDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        returnFocusTo={headingForFocus}
        title={CALLBACK_TEXTS.successTitle}
        text={CALLBACK_TEXTS.successText}
      />
    </section>
  );
}
