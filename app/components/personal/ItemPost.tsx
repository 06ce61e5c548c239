import { Form, useActionData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormMessages, HoneypotInputs } from "~/components/forms/fields";
import { refusalMessage, replyFor } from "~/forms/reply";

type ItemPostProps = {
  /** The posted form's name (its reply's `form`), which the page's action tells apart. */
  form: string;
  /** The item's id, posted as `id`; a refusal is shown under the item it names. */
  id: number | string;
  /** `intent`, for a page whose action takes more than one form. */
  intent?: string;
  /** The button's text; with a question, the text that opens it. */
  label: string;
  /** The button's name where its text alone does not say which item it acts on. */
  accessibleLabel?: string;
  /** Asked first, under the button, in a <details> (no JS needed); the answer is `confirm`. */
  question?: ReactNode;
  confirm?: string;
};

/**
 * One action on one item of a personal list (delete a car, cancel a visit, a reservation or a
 * test drive, remove a subscription): a small post with its id, asked first when it cannot be
 * undone, its refusal under the item.
 */
export function ItemPost({ form, id, intent, label, accessibleLabel, question, confirm }: ItemPostProps) {
  const reply = replyFor(useActionData(), form);
  const busy = useNavigation().state === "submitting";
  const formId = `${form}-${id}`;
  const post = (
    <Form method="post" className="personal-confirm__form">
      <HoneypotInputs formId={formId} />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <input type="hidden" name="id" value={id} />
      {question ? <p>{question}</p> : null}
      <button
        type="submit"
        className={question ? "btn btn--primary btn--small" : "btn btn--ghost btn--small"}
        disabled={busy}
        aria-label={question ? undefined : accessibleLabel}
      >
        {question ? confirm : label}
      </button>
      <FormMessages id={`${formId}-errors`} errors={reply?.result.initialValue?.id === String(id) ? [refusalMessage(reply)!] : undefined} />
    </Form>
  );
  if (!question) return post;
  return (
    <details className="personal-confirm">
      <summary className="btn btn--ghost btn--small" aria-label={accessibleLabel}>
        {label}
      </summary>
      {post}
    </details>
  );
}
