import { type FieldMetadata, type FormMetadata, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import IMask from "imask";
import { memo, useLayoutEffect } from "react";
import type { z } from "zod/v4";
export { askCallTouch } from "~/forms/calltouch";
import { imaskDefinitions, PHONE_MASK } from "~/forms/mask";
import { phoneField } from "~/forms/rules";
import { preparePhoneInput } from "~/forms/input";

/*
 * The form stack, loaded on demand (form-stack.ts): conform's validation, the zod schemas'
 * parsing and the phone mask. Importing ~/forms/rules first also switches zod to jitless in
 * the browser before any schema exists.
 */

export type UpgradedForm = {
  form: FormMetadata<Record<string, unknown>, string[]>;
  fields: Record<string, FieldMetadata<unknown, Record<string, unknown>, string[]>>;
  formProps: ReturnType<typeof getFormProps>;
};

type BridgeProps = {
  id: string;
  schema: z.ZodType;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue: Record<string, string> | undefined;
  /** Stable: called after a valid submit (the form element's own event). */
  onValidSubmit: (event: React.FormEvent<HTMLFormElement>, formData: FormData) => void;
  /** Stable: receives conform's metadata whenever it changes. */
  onChange: (upgraded: UpgradedForm) => void;
};

/**
 * Conform's `useForm` for a form that is already on the page, in a component of its own so
 * that the form's component keeps the same hooks (and the same input elements, with what was
 * typed) before and after the stack arrives. It renders nothing: it hands conform's metadata
 * up. Memoised, it renders only when conform's state or its own props change.
 */
export const LeadFormBridge = memo(function LeadFormBridge({ id, schema, lastResult, defaultValue, onValidSubmit, onChange }: BridgeProps) {
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit: (event, { formData }) => onValidSubmit(event, formData),
  });
  useLayoutEffect(() => {
    onChange({ form, fields: fields as UpgradedForm["fields"], formProps: getFormProps(form) });
  });
  return null;
});

/** The `+7 (###) ###-##-##` mask on a phone input, keeping what is already typed. */
export function attachPhoneMask(input: HTMLInputElement) {
  return IMask(input, {
    mask: PHONE_MASK,
    definitions: imaskDefinitions,
    lazy: true,
    // A tail is what stood after the caret, put back: already prepared once.
    prepare: (chunk: string, masked: { value: string }, flags?: { tail?: boolean }) =>
      flags?.tail ? chunk : preparePhoneInput(chunk, masked.value),
  });
}

/** The phone as the call-tracking widget wants it ('+7…'), or '' when it is not one yet. */
export function phoneForTracking(value: FormDataEntryValue | null): string {
  const phone = phoneField.safeParse(value ?? "");
  return phone.success ? phone.data : "";
}
