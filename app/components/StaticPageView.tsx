import { OperatorDetails } from "./legal/OperatorDetails";
import { RichText } from "./RichText";

/**
 * A page of sanitised HTML from the dealer API under its heading: a document (agreement,
 * policy, rules, consents), so it ends with the operator's details (ADR 068).
 */
export function StaticPageView({ title, html }: { title: string; html: string }) {
  return (
    <article className="page container">
      <h1 className="page__title">{title}</h1>
      <RichText className="prose" html={html} />
      <OperatorDetails />
    </article>
  );
}
