import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher, useFormAction } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { z } from "zod/v4";
import { askCallTouch } from "~/forms/calltouch";
import type { LeadFormReply } from "~/forms/reply";
import { phoneField } from "~/forms/rules";

declare global {
  interface Window {
    /** A call-tracking widget (Calltouch style), when the page has one. */
    ct?: unknown;
  }
}

type LeadFormOptions<Schema extends z.ZodObject> = {
  /** The form element's id; after a success the form is a new one (`{id}-1`, …), empty. */
  id: string;
  schema: Schema;
  /** Where it posts, with and without JS; by default the route that renders it (its own action). */
  action?: string;
  /** The answer to a post without JS, as the page that rendered the form got it. */
  lastResult?: SubmissionResult<string[]>;
  /** Forms whose lead carries CALLTOUCH: the widget is asked first, for the visitor's city. */
  callTracking?: { cityName: string | undefined };
  /** A pause between a valid submit and the post (the consultation's, spec §7). */
  delayMs?: number;
  /** What the fields start with (e.g. the car the trade-in evaluation already knows). */
  defaultValue?: Record<string, string>;
  /** The lead is stored (or was already): the form has started over. */
  onSuccess?: () => void;
};

/**
 * The one behaviour of every lead form with JS: validate on blur and on submit with the
 * form's zod schema, then (after the delay, asking call tracking) post once through a
 * fetcher, whatever the clicks; show the server's answer; and after a success start over
 * with an empty form. Without JS the same `<Form>` is a plain post to the same action.
 *
 *     const lead = useLeadForm({ id: "order", schema: orderSchema, callTracking: { cityName } });
 *     <Form key={lead.key} {...lead.formProps}>… <NameField field={lead.fields.NAME} /> …</Form>
 */
export function useLeadForm<Schema extends z.ZodObject>(options: LeadFormOptions<Schema>) {
  const ownAction = useFormAction();
  const action = options.action ?? ownAction;
  const fetcher = useFetcher<LeadFormReply>();
  const [generation, setGeneration] = useState(0);
  // From a valid submit until the fetcher takes over (the delay, call tracking).
  const [preparing, setPreparing] = useState(false);
  const sending = useRef(false);
  const handled = useRef<LeadFormReply | undefined>(undefined);
  const latest = useRef({ ...options, action });
  latest.current = { ...options, action };

  const reply = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== "idle") return;
    sending.current = false;
    // The same answer must not count twice on a later render.
    if (!reply || reply === handled.current) return;
    handled.current = reply;
    if (reply.success) {
      setGeneration((g) => g + 1);
      latest.current.onSuccess?.();
    }
  }, [fetcher.state, reply]);

  const lastResult = reply ? (reply.success ? undefined : reply.result) : generation === 0 ? options.lastResult : undefined;
  const [form, fields] = useForm({
    id: generation === 0 ? options.id : `${options.id}-${generation}`,
    lastResult,
    defaultValue: options.defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: options.schema }),
    onSubmit(event, { formData }) {
      event.preventDefault();
      // A second click while the first is on its way sends nothing (the API would see a duplicate anyway).
      if (sending.current) return;
      sending.current = true;
      setPreparing(true);
      void (async () => {
        const { delayMs, callTracking, action } = latest.current;
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (callTracking) {
          const phone = phoneField.safeParse(formData.get("PHONE") ?? "");
          const tracking = await askCallTouch(window.ct, { cityName: callTracking.cityName, phone: phone.success ? phone.data : "" });
          formData.set("CALLTOUCH", String(tracking.CALLTOUCH));
          formData.set("CALLTOUCHDATA", tracking.CALLTOUCHDATA);
        }
        setPreparing(false);
        fetcher.submit(formData, { method: "post", action });
      })();
    },
  });

  const busy = preparing || fetcher.state !== "idle";
  return {
    form,
    fields,
    busy,
    /** For the form element's `key`: a new form after each success. */
    key: generation,
    formProps: { ...getFormProps(form), method: "post" as const, action, "aria-busy": busy || undefined },
  };
}
