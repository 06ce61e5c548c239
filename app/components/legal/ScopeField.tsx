import { visibleErrors } from "~/forms/input";
import { WITHDRAWAL_SCOPES } from "~/forms/consent-withdrawal-scopes";
import type { LeadField } from "~/components/forms/plain-form";

/** Which consent is withdrawn: a group of radios under its legend, its message below them. */
export function ScopeField({ field }: { field: LeadField }) {
  const message = visibleErrors(field.errors).join(" ");
  const chosen = typeof field.initialValue === "string" ? field.initialValue : "marketing";
  return (
    <fieldset className="lead-form__field consent-scope" data-invalid={message ? true : undefined} aria-describedby={message ? field.errorId : undefined}>
      <legend className="lead-form__label">Какое согласие вы отзываете</legend>
      {WITHDRAWAL_SCOPES.map((scope) => (
        <label key={scope.value} className="checkbox consent-scope__option">
          <input type="radio" name={field.name} value={scope.value} defaultChecked={chosen === scope.value} />
          <span>{scope.label}</span>
        </label>
      ))}
      {message ? (
        <p className="lead-form__error" id={field.errorId}>
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
