import { type CreditDisclosureInput, creditDisclosure } from "~/utils/credit-disclosure";

/**
 * The one credit disclosure (docs/decisions/066-credit-disclosure.md): every monthly payment
 * or rate on the site is shown by this and nothing else. The ПСК range is a line of its own
 * above the payment, in the same font size and weight (credit-disclosure.css); what the
 * payment assumes, the lender and the note follow in small print. Its parts are styled by
 * their place, without classes: 24 cards of a page repeat it.
 */
export function CreditDisclosure({ to, testId, ...input }: CreditDisclosureInput & { /** Where the payment leads (the car page's calculator). */ to?: string; testId?: string }) {
  const [psk, payment, ...rest] = creditDisclosure(input);
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
      <small>{rest.map((part) => part.text).join(" ")}</small>
    </span>
  );
}
