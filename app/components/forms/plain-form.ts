import type { SubmissionResult } from "@conform-to/react";

/** What the form's fields read: conform's field metadata has the same shape. */
export type LeadField = {
  id: string;
  name: string;
  errorId: string;
  errors: string[] | undefined;
  initialValue: unknown;
};

export type LeadFormMetadata = { id: string; errorId: string; errors: string[] | undefined };

/**
 * A form's metadata before the form stack is loaded, from plain props: the server's answer
 * to a post without JS (its errors and what was typed) or the first values. The ids follow
 * conform's (`{form}-{field}`, `{id}-error`), so the elements keep them when conform takes over.
 */
export function plainFormMetadata(
  formId: string,
  lastResult: SubmissionResult<string[]> | undefined,
  defaultValue: Record<string, unknown> | undefined,
): { form: LeadFormMetadata; fields: Record<string, LeadField>; formProps: { id: string; noValidate: true; "aria-describedby"?: string } } {
  const errors = lastResult?.error ?? {};
  const values = (lastResult?.initialValue ?? defaultValue ?? {}) as Record<string, unknown>;
  const errorsOf = (name: string) => errors[name] ?? undefined;
  const form = { id: formId, errorId: `${formId}-error`, errors: errorsOf("") };
  const fields = new Proxy({} as Record<string, LeadField>, {
    get(_, name) {
      if (typeof name !== "string") return undefined;
      const id = `${formId}-${name}`;
      return { id, name, errorId: `${id}-error`, errors: errorsOf(name), initialValue: values[name] };
    },
  });
  // As conform's getFormProps: no browser validation (the server's messages are the ones shown).
  return { form, fields, formProps: { id: formId, noValidate: true, ...(form.errors ? { "aria-describedby": form.errorId } : {}) } };
}
