/*
 * The buyer's choices for a car's deal, as its address's query: `tradein=1` (a trade-in, no
 * car named) or the car it is (`estimate`: the evaluation kept for the cart; `garage-<id>`: a
 * car in the garage), `credit=1` with the loan's `program`, `down` (roubles) and `term`
 * (months), `delivery=1` (brought to the visitor's city), one `extra=<code>` per extra ticked.
 * One place reads and writes them, so the итоговая цена and the deal's steps (issue 42, item
 * 2) share one address for the same deal (ADRs 074, 078).
 */

export type TradeInSource = "estimate" | `garage-${number}`;

export type DealChoices = {
  tradein: boolean;
  /** Which car goes in part exchange; null with `tradein=1` or none. */
  tradeinFrom: TradeInSource | null;
  credit: boolean;
  /** The loan's terms as chosen; each null until chosen (the step then offers its defaults). */
  program: string | null;
  down: number | null;
  term: number | null;
  delivery: boolean;
  extras: string[];
};

export const NO_CHOICES: DealChoices = {
  tradein: false,
  tradeinFrom: null,
  credit: false,
  program: null,
  down: null,
  term: null,
  delivery: false,
  extras: [],
};

/** More extras than a car is offered with: someone editing the address. */
const MAX_EXTRAS = 20;

function tradeInOf(value: string | null): Pick<DealChoices, "tradein" | "tradeinFrom"> {
  if (value === "estimate") return { tradein: true, tradeinFrom: "estimate" };
  const garage = value ? /^garage-(\d{1,12})$/.exec(value) : null;
  if (garage) return { tradein: true, tradeinFrom: `garage-${Number(garage[1])}` };
  return { tradein: value === "1", tradeinFrom: null };
}

function wholeOf(value: string | null, max: number): number | null {
  const digits = value?.replace(/[\s\u00a0]/g, "") ?? "";
  if (!/^\d{1,10}$/.test(digits)) return null;
  const number = Number(digits);
  return number <= max ? number : null;
}

/** The choices in a query; anything else in it is ignored, an odd value dropped. */
export function dealChoicesOf(params: URLSearchParams): DealChoices {
  const extras = params
    .getAll("extra")
    .map((code) => code.trim().toLowerCase())
    .filter((code) => /^[a-z0-9-]{1,40}$/.test(code));
  const credit = params.get("credit") === "1";
  const program = params.get("program")?.trim().toLowerCase() ?? "";
  return {
    ...tradeInOf(params.get("tradein")),
    credit,
    program: credit && /^[a-z0-9-]{1,64}$/.test(program) ? program : null,
    down: credit ? wholeOf(params.get("down"), 1_000_000_000) : null,
    term: credit ? wholeOf(params.get("term"), 120) : null,
    delivery: params.get("delivery") === "1",
    extras: [...new Set(extras)].slice(0, MAX_EXTRAS).sort(),
  };
}

/** The choices as query fields for `href()`, in one order; what is not chosen is left out. */
export function dealChoicesQuery(choices: DealChoices): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  if (choices.tradein) query.tradein = choices.tradeinFrom ?? "1";
  if (choices.credit) {
    query.credit = "1";
    if (choices.program) query.program = choices.program;
    if (choices.down !== null) query.down = String(choices.down);
    if (choices.term !== null) query.term = String(choices.term);
  }
  if (choices.delivery) query.delivery = "1";
  if (choices.extras.length) query.extra = [...choices.extras].sort();
  return query;
}
