import { type CreditDisclosureInput, compactCreditDisclosure, creditConditions, creditDisclosure } from "~/utils/credit-disclosure";

/** The words of a compact disclosure's link to its programme's conditions. */
export const CREDIT_CONDITIONS_LINK = "Условия кредита";

/**
 * The one credit disclosure (docs/decisions/066-credit-disclosure.md): every monthly payment
 * or rate on the site is shown by this and nothing else. The ПСК range is a line of its own
 * above the payment, in the same font size and weight (credit-disclosure.css); what the
 * payment assumes, the lender and the note follow in small print. Its parts are styled by
 * their place, without classes: 24 cards of a page repeat it. Given `note`, the id of its
 * programme's `CreditConditions` on the page, it is a list card's compact form (ADR 077): the
 * small print is the lender's full name and a link to the conditions.
 */
export function CreditDisclosure({
  to,
  testId,
  note,
  ...input
}: CreditDisclosureInput & {
  /** Where the payment leads (the car page's calculator). */
  to?: string;
  testId?: string;
  /** The id of the programme's conditions printed once for the list. */
  note?: string;
}) {
  const [psk, payment, ...rest] = note ? compactCreditDisclosure(input) : creditDisclosure(input);
  return (
    <span className="credit-disclosure">
      <span>{psk!.text}</span>{" "}
      {to ? (
        <a href={to} data-testid={testId}>
          {payment!.text}
        </a>
      ) : (
        <b data-testid={testId}>{payment!.text}</b>
      )}{" "}
      <small>
        {/* One text node with its space: two would be split by a marker in each of a list's 24 cards. */}
        {rest.map((part) => part.text).join(" ") + (note ? " " : "")}
        {note ? <a href={`#${note}`}>{CREDIT_CONDITIONS_LINK}</a> : null}
      </small>
    </span>
  );
}

/**
 * A programme's conditions, which a list's compact disclosures link (ADR 077): the ПСК range
 * first, in the disclosure's size (it names a rate), then the small print.
 */
export function CreditConditions({ id, ...input }: Omit<CreditDisclosureInput, "monthly" | "from"> & { id: string }) {
  const [psk, ...rest] = creditConditions(input);
  return (
    <p className="credit-disclosure" id={id}>
      <span>{psk!.text}</span> <small>{rest.map((part) => part.text).join(" ")}</small>
    </p>
  );
}
