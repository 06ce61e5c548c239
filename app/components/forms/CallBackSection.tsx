import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useRootData } from "~/utils/root-data";
import { useActionData, useFetcher, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { CALLBACK_TEXTS, callBackSchema } from "~/forms/callback";
import type { LeadFormReply } from "~/forms/reply";
import { SuccessDialog } from "~/components/Dialog";
import { AgreementField, CommentField, FormMessages, HoneypotInputs, JsMarker, SubmitButton, NameField, PhoneField } from "./fields";

/**
 * The "questions" call-back section of content pages. It posts to the page it is on, so
 * the page's route exports `callBackAction` as its action: without JS an invalid post comes
 * back on the same page with the messages, and a valid one returns there with a success text.
 */
export function CallBackSection({ id = "callback" }: { id?: string }) {
  const root = useRootData();
  const location = useLocation();
  const actionData = useActionData<LeadFormReply>();
  const fetcher = useFetcher<LeadFormReply>();
  const [generation, setGeneration] = useState(0);
  const [dialogOpen, setDialogOpen] = useState(false);
  const handled = useRef<LeadFormReply | undefined>(undefined);
  // After the success dialog the submit button is disabled or gone: focus comes back here.
  const heading = useRef<HTMLHeadingElement>(null);
  const headingForFocus = useCallback(() => heading.current, []);

  const data = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== "idle" || !data || data === handled.current) return;
    handled.current = data;
    if (data.success) {
      setGeneration((g) => g + 1);
      setDialogOpen(true);
    }
  }, [fetcher.state, data]);

  const lastResult = data && !data.success ? data.result : actionData?.result;
  const [form, fields] = useForm({
    id: `${id}-${generation}`,
    lastResult: generation > 0 && data?.success ? undefined : lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: callBackSchema }),
  });

  const justSent = root?.forms.success === "callback";
  const busy = fetcher.state !== "idle";
  const titleId = `${id}-title`;
  return (
    <section className="callback" aria-labelledby={titleId}>
      <h2 className="callback__title" id={titleId} ref={heading} tabIndex={-1}>
        {CALLBACK_TEXTS.title}
      </h2>
      <p className="callback__text">{CALLBACK_TEXTS.description}</p>
      {justSent ? (
        <div className="lead-form__success" role="status">
          <p className="lead-form__success-title">{CALLBACK_TEXTS.successTitle}</p>
          <p>{CALLBACK_TEXTS.successText}</p>
        </div>
      ) : null}
      <fetcher.Form key={generation} method="post" className="lead-form" {...getFormProps(form)} aria-busy={busy || undefined}>
        <HoneypotInputs formId={id} />
        <JsMarker />
        <input type="hidden" name="URL" value={location.pathname + location.search} />
        <NameField field={fields.NAME} />
        <PhoneField field={fields.PHONE} />
        <CommentField field={fields.COMMENT} label="Ваш вопрос" />
        <AgreementField field={fields.AGREE} />
        <FormMessages id={form.errorId} errors={form.errors} />
        <SubmitButton disabled={busy}>Перезвоните мне</SubmitButton>
      </fetcher.Form>
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
