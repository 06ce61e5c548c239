/*
 * The buyer's choices for a car's deal, as its address's query: `tradein=1`, `credit=1`, one
 * `extra=<code>` per extra ticked. One place reads and writes them, so the итоговая цена and the
 * deal's steps (issue 42, item 2) share one address for the same deal (ADR 074).
 */

export type DealChoices = { tradein: boolean; credit: boolean; extras: string[] };

export const NO_CHOICES: DealChoices = { tradein: false, credit: false, extras: [] };

/** More extras than a car is offered with: someone editing the address. */
const MAX_EXTRAS = 20;

/** The choices in a query; anything else in it is ignored, an odd extra code dropped. */
export function dealChoicesOf(params: URLSearchParams): DealChoices {
  const extras = params
    .getAll("extra")
    .map((code) => code.trim().toLowerCase())
    .filter((code) => /^[a-z0-9-]{1,40}$/.test(code));
  return {
    tradein: params.get("tradein") === "1",
    credit: params.get("credit") === "1",
    extras: [...new Set(extras)].slice(0, MAX_EXTRAS).sort(),
  };
}

/** The choices as query fields for `href()`, in one order; what is not chosen is left out. */
export function dealChoicesQuery(choices: DealChoices): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  if (choices.tradein) query.tradein = "1";
  if (choices.credit) query.credit = "1";
  if (choices.extras.length) query.extra = [...choices.extras].sort();
  return query;
}
