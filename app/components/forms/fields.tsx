import { type ChangeEvent, type ReactNode, useEffect, useRef } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import { JS_FIELD } from "~/forms/reply";
import { maskPhone, sanitizeNameInput, stripCyrillic, visibleErrors } from "~/forms/input";
import { CONSENT_DOCUMENTS, CONSENT_LABELS, type ConsentPurpose, consentValue, documentOf } from "~/forms/consents";
import { href } from "~/paths";
import { formatDay } from "~/utils/format";
import { useRootData } from "~/utils/root-data";
// Its own module, so a page with a small form but no lead form does not load this one.
export { HoneypotInputs } from "./HoneypotInputs";
import { useFormStack } from "./form-stack";
import type { LeadField } from "./plain-form";
import { useSteadyDuringPress } from "./use-pointer-press";

type AnyField = LeadField;

/** What every text control of a field carries: its name, id, first value and aria wiring. */
type ControlProps = {
  id: string;
  name: string;
  className: string;
  defaultValue: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/**
 * A labelled field with its message: the one place that wires label, control and error.
 * The message waits while a pointer is pressed (useSteadyDuringPress): appearing, it would
 * push the checkbox or button being clicked from under the pointer.
 */
function Field({ field, label, children }: { field: AnyField; label: string; children: (control: ControlProps) => ReactNode }) {
  const invalid = (field.errors?.length ?? 0) > 0;
  const message = useSteadyDuringPress(visibleErrors(field.errors).join(" "));
  return (
    <div className="lead-form__field" data-invalid={invalid || undefined}>
      <label className="lead-form__label" htmlFor={field.id}>
        {label}
      </label>
      {children({
        id: field.id,
        name: field.name,
        className: "input",
        defaultValue: typeof field.initialValue === "string" ? field.initialValue : "",
        "aria-invalid": invalid || undefined,
        // Described by its message only when there is one to read.
        "aria-describedby": message ? field.errorId : undefined,
      })}
      {message ? (
        <p className="lead-form__error" id={field.errorId}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** Rewrites the value in place while typing; the caret moves to the end only when a character was dropped. */
function filtered(filter: (value: string) => string) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const next = filter(input.value);
    if (next !== input.value) input.value = next;
  };
}

export function NameField({ field, label = "Имя" }: { field: AnyField; label?: string }) {
  return (
    <Field field={field} label={label}>
      {(control) => <input {...control} type="text" autoComplete="given-name" onChange={filtered(sanitizeNameInput)} />}
    </Field>
  );
}

export function EmailField({ field, label = "Email" }: { field: AnyField; label?: string }) {
  return (
    <Field field={field} label={label}>
      {(control) => <input {...control} type="email" inputMode="email" autoComplete="email" onChange={filtered(stripCyrillic)} />}
    </Field>
  );
}

/**
 * The phone with the `+7 (###) ###-##-##` mask once the form stack is here (it formats what
 * was already typed); before that (or without JS) a plain tel input that the server reads in
 * any common notation.
 */
export function PhoneField({ field, label = "Телефон" }: { field: AnyField; label?: string }) {
  const ref = useRef<HTMLInputElement>(null);
  const stack = useFormStack();
  useEffect(() => {
    const input = ref.current;
    if (!stack || !input) return;
    const mask = stack.attachPhoneMask(input);
    // Keep imask's model in step when the form is reset.
    const onReset = () => setTimeout(() => mask.updateValue(), 0);
    input.form?.addEventListener("reset", onReset);
    return () => {
      input.form?.removeEventListener("reset", onReset);
      mask.destroy();
    };
  }, [stack]);
  return (
    <Field field={field} label={label}>
      {(control) => (
        <input
          {...control}
          ref={ref}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+7 (___) ___-__-__"
          defaultValue={maskPhone(control.defaultValue)}
        />
      )}
    </Field>
  );
}

/** A one-time code from an SMS: digits only, and the browser may fill it in from the message. */
export function CodeField({ field, label = "Код из СМС" }: { field: AnyField; label?: string }) {
  return (
    <Field field={field} label={label}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          onChange={filtered((value) => value.replace(/\D/g, "").slice(0, 6))}
        />
      )}
    </Field>
  );
}

/** A date (YYYY-MM-DD), the browser's own date picker. */
export function DateField({ field, label, max }: { field: AnyField; label: string; max?: string }) {
  return (
    <Field field={field} label={label}>
      {(control) => <input {...control} type="date" max={max} autoComplete="bday" />}
    </Field>
  );
}

export function CommentField({ field, label = "Комментарий" }: { field: AnyField; label?: string }) {
  return (
    <Field field={field} label={label}>
      {(control) => <textarea {...control} className={`${control.className} textarea`} rows={3} maxLength={2000} />}
    </Field>
  );
}

/** A one-line text field of a form's own (a car's brand, model, year, plate). */
export function TextField({
  field,
  label,
  inputMode,
  autoComplete = "off",
  maxLength,
  list,
}: {
  field: AnyField;
  label: string;
  inputMode?: "text" | "numeric";
  autoComplete?: string;
  maxLength?: number;
  /** The id of a `<datalist>` of suggestions. */
  list?: string;
}) {
  return (
    <Field field={field} label={label}>
      {(control) => <input {...control} type="text" inputMode={inputMode} autoComplete={autoComplete} maxLength={maxLength} list={list} />}
    </Field>
  );
}

/** A choice from a short list; `placeholder` is the empty first option that a required choice starts on. */
export function SelectField({
  field,
  label,
  options = [],
  groups = [],
  placeholder,
}: {
  field: AnyField;
  label: string;
  options?: Array<{ value: string; label: string }>;
  /** Options under headings (optgroups), after `options`: dealer centres by city. */
  groups?: Array<{ label: string; options: Array<{ value: string; label: string }> }>;
  placeholder?: string;
}) {
  return (
    <Field field={field} label={label}>
      {(control) => (
        <select {...control} className="select">
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * A consent's own unticked box (ADR 067), naming its document: the purpose, then the
 * document's title, version and date as its link. It posts the version it names, which the
 * dealer API stores with the request. The processing consent shows no message (§5.2), only
 * the invalid mark; the others say what is missing.
 */
export function ConsentField({ field, purpose }: { field: AnyField; purpose: ConsentPurpose }) {
  const documents = useRootData()?.legalDocuments ?? [];
  const document = documentOf(documents, purpose);
  const value = consentValue(document);
  const invalid = (field.errors?.length ?? 0) > 0;
  const message = useSteadyDuringPress(visibleErrors(field.errors).join(" "));
  const messageId = `${field.id}-error`;
  const initial = field.initialValue;
  return (
    <div className="lead-form__agreement" data-invalid={invalid || undefined}>
      <input
        className="lead-form__checkbox"
        id={field.id}
        name={field.name}
        type="checkbox"
        value={value}
        defaultChecked={initial === value || initial === "on"}
        aria-invalid={invalid || undefined}
        aria-describedby={message ? messageId : undefined}
      />
      <label htmlFor={field.id}>
        {CONSENT_LABELS[purpose]} (
        <a href={href("legal_document", { code: CONSENT_DOCUMENTS[purpose] })}>
          {document ? `${document.title}, ред. ${document.version} от ${formatDay(document.publishedOn)}` : "документ"}
        </a>
        )
      </label>
      {message ? (
        <p className="lead-form__error lead-form__agreement-error" id={messageId}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** The consent to processing for the request, which every lead form asks for. */
export function AgreementField({ field }: { field: AnyField }) {
  return <ConsentField field={field} purpose="processing" />;
}

/** Form-level messages (abuse checks, the dealer API), read out when they appear. */
export function FormMessages({ id, errors }: { id: string; errors: string[] | undefined }) {
  const messages = visibleErrors(errors);
  return (
    <div className="lead-form__messages" id={id} role="alert">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** Tells the action the post came from a fetcher; absent in the server's HTML, so absent without JS. */
export function JsMarker() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name={JS_FIELD} value="1" /> : null;
}

/** The submit button. */
export function SubmitButton({ children, disabled }: { children: ReactNode; disabled?: boolean }) {
  return (
    <button type="submit" className="btn btn--primary lead-form__submit" disabled={disabled}>
      {children}
    </button>
  );
}
