import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { href } from "~/paths";
import { askCallTouch } from "~/forms/calltouch";
import { consultationSchema } from "~/forms/consultation";
import type { LeadFormReply } from "~/forms/reply";
import { AgreementField, CommentField, FormMessages, HoneypotInputs, JsMarker, SubmitButton, NameField, PhoneField } from "./fields";

/** The pause between a valid submit and the post (docs/product.md §4.7). */
export const CONSULTATION_SUBMIT_DELAY_MS = 500;

declare global {
  interface Window {
    /** A call-tracking widget (Calltouch style), when the page has one. */
    ct?: unknown;
  }
}

/**
 * The page the request is about: where the modal was opened, or, on the /consultation
 * page itself, the page the visitor came from (its `back`), as an absolute URL.
 */
function sentFrom(back: string): string {
  const { location } = window;
  return location.pathname === href("consultation") ? new URL(back, location.origin).href : location.href;
}

type Props = {
  id: string;
  /** The page the visitor came from (a site path), sent as URL when there is no JS. */
  back: string;
  cityName: string | undefined;
  /** The answer of a post without JS, rendered by the /consultation page. */
  lastResult?: LeadFormReply["result"];
  /** With JS: the lead is stored (or was already). */
  onSuccess?: () => void;
};

/**
 * The consultation form, in the modal and on the /consultation page. With JS it validates
 * on blur and submit, waits 500 ms, asks the call-tracking widget and posts through a
 * fetcher; without JS it is a plain post to /consultation.
 */
export function ConsultationForm({ id, back, cityName, lastResult, onSuccess }: Props) {
  // No key: a remounted form (after success) must not see the previous answer again.
  const fetcher = useFetcher<LeadFormReply>();
  const handled = useRef<LeadFormReply | undefined>(undefined);
  const sending = useRef(false);
  const action = href("consultation", undefined, { back });

  const [form, fields] = useForm({
    id,
    lastResult: fetcher.data?.result ?? lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: consultationSchema }),
    onSubmit(event, { formData }) {
      event.preventDefault();
      // A second click while the first is on its way sends nothing (the API would see a duplicate anyway).
      if (sending.current) return;
      sending.current = true;
      setTimeout(async () => {
        const phone = consultationSchema.shape.PHONE.safeParse(formData.get("PHONE") ?? "");
        const tracking = await askCallTouch(window.ct, { cityName, phone: phone.success ? phone.data : "" });
        formData.set("URL", sentFrom(back));
        formData.set("CALLTOUCH", String(tracking.CALLTOUCH));
        formData.set("CALLTOUCHDATA", tracking.CALLTOUCHDATA);
        fetcher.submit(formData, { method: "post", action: href("consultation") });
      }, CONSULTATION_SUBMIT_DELAY_MS);
    },
  });

  const data = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== "idle") return;
    sending.current = false;
    // The same answer must not reopen the success dialog on a later render.
    if (data && data !== handled.current) {
      handled.current = data;
      if (data.success) onSuccess?.();
    }
  }, [fetcher.state, data, onSuccess]);

  const busy = fetcher.state !== "idle";
  return (
    <Form method="post" action={action} className="lead-form" {...getFormProps(form)} aria-busy={busy || undefined}>
      <HoneypotInputs formId={id} />
      <JsMarker />
      <input type="hidden" name="URL" value={back} />
      <NameField field={fields.NAME} />
      <PhoneField field={fields.PHONE} />
      <CommentField field={fields.COMMENT} />
      <AgreementField field={fields.AGREE} />
      <FormMessages id={form.errorId} errors={form.errors} />
      <SubmitButton disabled={busy}>Отправить</SubmitButton>
    </Form>
  );
}
