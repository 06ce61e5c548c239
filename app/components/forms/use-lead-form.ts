import type { SubmissionResult } from "@conform-to/react";
import { Form, type FormProps, useFetcher, useFormAction } from "@remix-run/react";
import { createElement, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { z } from "zod/v4";
import { isSuccess, JS_FIELD, type PostReply } from "~/forms/reply";
import { loadFormStack, useFormStack } from "./form-stack";
import type { UpgradedForm } from "./lead-form-stack";
import { type LeadField, plainFormMetadata } from "./plain-form";
import { whenNearViewport } from "~/utils/near-viewport";
import { atResult } from "~/utils/result-anchor";
import { useRootData } from "~/utils/root-data";
import { contactDefaults } from "./known-contact";

declare global {
  interface Window {
    /** A call-tracking widget (Calltouch style), when the page has one. */
    ct?: unknown;
  }
}

type LeadFormOptions<Schema extends z.ZodType> = {
  /** The form element's id; after a success the form is a new one (`{id}-1`, …), empty. */
  id: string;
  /**
   * The form's zod schema, fetched with the form stack when the form is about to be used:
   * `() => import("~/forms/callback").then((m) => m.callBackSchema)`.
   */
  schema: () => Promise<Schema>;
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
  /**
   * A lead form: for a signed-in visitor its NAME, PHONE and EMAIL start with the profile's
   * (under `defaultValue`, which wins). Not the personal area's own forms, which edit them.
   */
  knownContact?: boolean;
  /** The lead is stored (or was already): the form has started over. */
  onSuccess?: () => void;
  /**
   * A valid form is posted by the page's own navigation (Remix `<Form>`), not a fetcher: the
   * personal area's forms, whose action redirects or re-renders the page.
   */
  navigate?: boolean;
  /** The fetcher's key, for a page that reads the answer after the form is gone (the cart after an order). */
  fetcherKey?: string;
};

// How far below the viewport a form starts fetching the stack, so it is there when reached.

/**
 * The one behaviour of every lead form with JS: validate on blur and on submit with the
 * form's zod schema, then (after the delay, asking call tracking) post once through a
 * fetcher, whatever the clicks; show the server's answer; and after a success start over
 * with an empty form. Without JS the same `<Form>` is a plain post to the same action.
 *
 * The validation stack (conform, zod, imask) is not in the page's first load: until the form
 * comes near the viewport, gets focus or a press, the form renders from plain props (the
 * server's errors included); then the stack and the schema arrive and conform's metadata goes
 * to the same elements — what was typed stays. A submit before that waits for the stack; if
 * it cannot load, the form posts without JS. The form element is `<LeadForm>`, which brings
 * all of this with it: a form cannot forget a part of it.
 *
 *     const lead = useLeadForm({ id: "order", schema: () => import("~/forms/order").then((m) => m.orderSchema) });
 *     <LeadForm lead={lead} className="lead-form"> … <NameField field={lead.fields.NAME} /> … </LeadForm>
 */
export function useLeadForm<Schema extends z.ZodType>(options: LeadFormOptions<Schema>) {
  const ownAction = useFormAction();
  const action = options.action ?? ownAction;
  const fetcher = useFetcher<PostReply>(options.fetcherKey ? { key: options.fetcherKey } : undefined);
  const [generation, setGeneration] = useState(0);
  // From a valid submit until the fetcher takes over (the delay, call tracking).
  const [preparing, setPreparing] = useState(false);
  const sending = useRef(false);
  const handled = useRef<PostReply | undefined>(undefined);
  const latest = useRef({ ...options, action });
  latest.current = { ...options, action };

  const stack = useFormStack();
  const [schema, setSchema] = useState<Schema>();
  const [upgraded, setUpgraded] = useState<UpgradedForm & { formId: string }>();
  // A submit made before the stack was here, replayed once conform has the form.
  const pendingSubmit = useRef<{ submitter: HTMLElement | null } | undefined>(undefined);
  // Fields left with a value before the stack was here (a quick visitor, a slow phone): conform
  // never saw their blur, so it validates them once it has the form, as if it had.
  const blurredEarly = useRef(new Set<string>());

  const reply = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== "idle") return;
    sending.current = false;
    // The same answer must not count twice on a later render.
    if (!reply || reply === handled.current) return;
    handled.current = reply;
    if (isSuccess(reply)) {
      setGeneration((g) => g + 1);
      latest.current.onSuccess?.();
    }
  }, [fetcher.state, reply]);

  const formId = generation === 0 ? options.id : `${options.id}-${generation}`;
  const lastResult = reply ? (isSuccess(reply) ? undefined : reply.result) : generation === 0 ? options.lastResult : undefined;
  // Conform reads the first values once per form; a new object with the same values is no change.
  const known = useRootData()?.visitor.contact;
  const firstValues = options.knownContact && known ? { ...contactDefaults(known), ...options.defaultValue } : options.defaultValue;
  const defaultKey = JSON.stringify(firstValues ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const defaultValue = useMemo(() => firstValues, [defaultKey]);

  const wake = useCallback(() => {
    void loadFormStack().catch(() => undefined);
    void latest.current.schema().then(
      (loadedSchema) => setSchema(() => loadedSchema),
      () => undefined,
    );
  }, []);

  const ready = stack !== undefined && schema !== undefined;
  useEffect(() => {
    if (ready) return;
    const element = document.getElementById(formId);
    if (!element) return;
    const remember = (event: FocusEvent) => {
      const field = event.target;
      const typed = field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !["checkbox", "radio", "hidden"].includes(field.type));
      if (typed && field.name && field.value) blurredEarly.current.add(field.name);
    };
    const stopWatching = whenNearViewport(element, wake);
    element.addEventListener("focusin", wake);
    element.addEventListener("pointerdown", wake);
    element.addEventListener("focusout", remember);
    return () => {
      stopWatching();
      element.removeEventListener("focusin", wake);
      element.removeEventListener("pointerdown", wake);
      element.removeEventListener("focusout", remember);
    };
  }, [formId, ready, wake]);

  const onValidSubmit = useCallback(
    (event: React.FormEvent<HTMLFormElement>, formData: FormData) => {
      if (latest.current.navigate) return; // Remix's <Form> posts it.
      event.preventDefault();
      // A second click while the first is on its way sends nothing (the API would see a duplicate anyway).
      if (sending.current) return;
      sending.current = true;
      setPreparing(true);
      void (async () => {
        const { delayMs, callTracking, action } = latest.current;
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (callTracking) {
          const { askCallTouch, phoneForTracking } = await loadFormStack();
          const tracking = await askCallTouch(window.ct, { cityName: callTracking.cityName, phone: phoneForTracking(formData.get("PHONE")) });
          formData.set("CALLTOUCH", String(tracking.CALLTOUCH));
          formData.set("CALLTOUCHDATA", tracking.CALLTOUCHDATA);
        }
        setPreparing(false);
        fetcher.submit(formData, { method: "post", action });
      })();
    },
    // fetcher.submit is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const onChange = useCallback((next: UpgradedForm) => setUpgraded({ ...next, formId: next.form.id }), []);

  const live = ready && upgraded?.formId === formId ? upgraded : undefined;
  useEffect(() => {
    if (!live || blurredEarly.current.size === 0) return;
    for (const name of blurredEarly.current) live.form.validate({ name });
    blurredEarly.current.clear();
  }, [live]);
  useEffect(() => {
    const pending = pendingSubmit.current;
    if (!live || !pending) return;
    pendingSubmit.current = undefined;
    const element = document.getElementById(formId);
    if (element instanceof HTMLFormElement) element.requestSubmit(pending.submitter);
  }, [live, formId]);

  // Before the stack: a submit waits for it (then conform validates and sends it), or, if it
  // cannot be fetched, goes as the plain post it is without JS.
  const onEarlySubmit = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const element = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      pendingSubmit.current = { submitter: submitter && submitter.getAttribute("type") === "submit" ? submitter : null };
      Promise.all([loadFormStack(), latest.current.schema()]).then(
        ([, loadedSchema]) => setSchema(() => loadedSchema),
        () => {
          pendingSubmit.current = undefined;
          element.querySelector(`input[name="${JS_FIELD}"]`)?.remove();
          element.submit();
        },
      );
    },
    [],
  );

  const plain = plainFormMetadata(formId, lastResult, defaultValue);
  const enhancer =
    stack && schema
      ? createElement(stack.LeadFormBridge, { key: formId, id: formId, schema, lastResult, defaultValue, onValidSubmit, onChange })
      : null;

  const busy = preparing || fetcher.state !== "idle";
  return {
    form: live ? live.form : plain.form,
    fields: (live ? live.fields : plain.fields) as Record<keyof z.input<Schema> & string, LeadField>,
    busy,
    /** What `<LeadForm>` renders; no form needs it otherwise. */
    element: {
      /** A new form after each success. */
      key: generation,
      /** Conform, once the stack is here. */
      enhancer,
      formProps: {
        ...(live ? live.formProps : { ...plain.formProps, onSubmit: onEarlySubmit }),
        method: "post" as const,
        // Without JS the page that answers (the messages, or after the 303 the success text
        // inside the form) opens at the form (ADR 045); the fetcher posts to `action` itself.
        // A form the page's navigation posts (the personal area's) sits at its page's top and
        // its success is another page, which must not inherit the fragment.
        action: options.navigate ? action : atResult(action, options.id),
        "aria-busy": busy || undefined,
      },
    },
  };
}

export type LeadFormHandle = ReturnType<typeof useLeadForm>;

type LeadFormElementProps = { lead: Pick<LeadFormHandle, "element">; children: ReactNode } & Omit<
  FormProps,
  "method" | "action" | "id" | "onSubmit" | "noValidate" | "children"
>;

/**
 * A lead form's `<form>`: Remix's `<Form>` posting to the form's action, with conform (once
 * the stack is here) inside it, and a new, empty form after each success.
 */
export function LeadForm({ lead, children, ...props }: LeadFormElementProps) {
  const { key, enhancer, formProps } = lead.element;
  return createElement(Form, { key, ...props, ...formProps }, enhancer, children);
}
