import { HONEYPOT_FIELD } from "~/forms/honeypot";

/**
 * The honeypot of remix-utils' HoneypotInputs, with an id per form: two forms on one page
 * (footer newsletter, modal, page section) would otherwise share one id.
 */
export function HoneypotInputs({ formId }: { formId: string }) {
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div className="lead-form__trap" aria-hidden="true">
      <label htmlFor={id}>Оставьте это поле пустым</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
    </div>
  );
}
