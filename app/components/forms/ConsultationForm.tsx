import type { PostReply } from "~/forms/reply";
import { href } from "~/paths";
import { AgreementField, CommentField, FormMessages, HoneypotInputs, JsMarker, NameField, PhoneField, SubmitButton } from "./fields";
import { LeadForm, useLeadForm } from "./use-lead-form";

/** The pause between a valid submit and the post (docs/product.md §4.7). */
export const CONSULTATION_SUBMIT_DELAY_MS = 500;

type Props = {
  id: string;
  /** The page the request is about (a site path): where the modal was opened, or the page the visitor came to /consultation from. */
  back: string;
  cityName: string | undefined;
  /** The answer of a post without JS, rendered by the /consultation page. */
  lastResult?: PostReply["result"];
  /** With JS: the lead is stored (or was already). */
  onSuccess?: () => void;
};

/**
 * The consultation form, in the modal and on the /consultation page: a post to
 * /consultation, with JS after the spec's 500 ms and the call-tracking widget.
 */
export function ConsultationForm({ id, back, cityName, lastResult, onSuccess }: Props) {
  const lead = useLeadForm({
    id,
    schema: () => import("~/forms/consultation").then((m) => m.consultationSchema),
    action: href("consultation", undefined, { back }),
    lastResult,
    callTracking: { cityName },
    delayMs: CONSULTATION_SUBMIT_DELAY_MS,
    onSuccess,
    knownContact: true,
  });
  const { fields, form } = lead;
  return (
    <LeadForm lead={lead} className="lead-form">
      <HoneypotInputs formId={form.id} />
      <JsMarker />
      <input type="hidden" name="URL" value={back} />
      <NameField field={fields.NAME} />
      <PhoneField field={fields.PHONE} />
      <CommentField field={fields.COMMENT} />
      <AgreementField field={fields.AGREE} />
      <FormMessages id={form.errorId} errors={form.errors} />
      <SubmitButton disabled={lead.busy}>Отправить</SubmitButton>
    </LeadForm>
  );
}
