/*
 * The one credit disclosure (38-ФЗ «О рекламе», ст. 28; docs/decisions/066-credit-disclosure.md):
 * what goes with a monthly payment or a rate wherever one is shown, in the order the law's
 * readers ask for. components/credit/CreditDisclosure.tsx draws it; nothing else words it.
 */
import { russianNumber } from "../../lib/russian-format";
import type { CreditTerms } from "../../lib/credit";

/** What a disclosure names of a programme: a full programme or root data's terms both have it. */
export type DisclosedProgram = Pick<CreditTerms, "name" | "rate" | "isState" | "eligibility" | "psk" | "bank">;

export type CreditDisclosureInput = {
  program: DisclosedProgram;
  monthly: number;
  /** The least payment of several («от N ₽/мес», a headline), or the one worked out (the calculator). */
  from: boolean;
  /** The down payment the payment assumes: percent of the price, or roubles. */
  down: { percent: number } | { roubles: number };
  /** Months. */
  term: number;
};

export type DisclosurePartName = "psk" | "payment" | "conditions" | "eligibility" | "lender" | "offer";
export type DisclosurePart = { part: DisclosurePartName; text: string };

const NBSP = "\u00a0";

/** The note that goes with every credit condition shown. */
export const CREDIT_NOTE = "Не является публичной офертой";

/** When a state programme comes without its rules: the buyer is still told it is not for everyone. */
export const STATE_ELIGIBILITY = "Только для заёмщиков, отвечающих условиям государственной программы";

const percent = (value: number, fraction: number) => `${russianNumber(value, fraction, Math.max(fraction, 2))}${NBSP}%`;

/** «Полная стоимость кредита от 14,823 % до 19,911 % годовых»: three decimals, as the law on consumer credit prints the ПСК. */
export function pskText(range: { min: number; max: number }): string {
  const words = "Полная стоимость кредита";
  if (range.min === range.max) return `${words} ${percent(range.min, 3)} годовых`;
  return `${words} от ${percent(range.min, 3)} до ${percent(range.max, 3)} годовых`;
}

/** «31 819 ₽», never broken inside. */
export function roubles(value: number): string {
  return `${russianNumber(value)}${NBSP}₽`;
}

/** Who may use a programme; null when any buyer may. */
export function eligibilityOf(program: Pick<DisclosedProgram, "isState" | "eligibility">): string | null {
  if (program.eligibility) return program.eligibility;
  return program.isState ? STATE_ELIGIBILITY : null;
}

/**
 * The disclosure's parts, in the order they are shown: the ПСК range first (the ФАС reads
 * «before» as above or to the left, letter КТ/85530/23), then the payment, then what it
 * assumes (programme, rate, down payment, term), who may use the programme if not everyone,
 * the lender's full name and licence, and the note.
 */
export function creditDisclosure(input: CreditDisclosureInput): DisclosurePart[] {
  const [psk, ...conditions] = creditConditions(input);
  return [psk!, paymentPart(input), ...conditions];
}

/**
 * A card's disclosure where a list has no room for all of it on each card (ADR 077): the ПСК
 * range, the payment and the lender's full name, whose conditions (`creditConditions`) the
 * page prints once for the list, and the card links. Issue 41 allows a link to the conditions
 * only while the card itself names the ПСК and the bank.
 */
export function compactCreditDisclosure(input: CreditDisclosureInput): DisclosurePart[] {
  return [{ part: "psk", text: pskText(input.program.psk) }, paymentPart(input), { part: "lender", text: `${lender(input.program)}.` }];
}

/**
 * What a payment of a programme assumes, without the payment: the ПСК range, the programme
 * with its rate, down payment and term, who may use it if not everyone, the lender's full name
 * and licence, and the note. The whole disclosure is these with the payment after the ПСК;
 * a list prints them once per programme for its cards' compact disclosures.
 */
export function creditConditions({ program, down, term }: Omit<CreditDisclosureInput, "monthly" | "from">): DisclosurePart[] {
  const downText = "percent" in down ? percent(down.percent, 0) : roubles(down.roubles);
  const state = program.isState ? " (господдержка)" : "";
  const parts: DisclosurePart[] = [
    { part: "psk", text: pskText(program.psk) },
    {
      part: "conditions",
      text: `Программа «${program.name}»${state}: ставка ${percent(program.rate, 0)} годовых, первоначальный взнос ${downText}, срок ${term}${NBSP}мес.`,
    },
  ];
  const eligibility = eligibilityOf(program);
  if (eligibility) parts.push({ part: "eligibility", text: `${eligibility}.` });
  parts.push(
    { part: "lender", text: `${lender(program)}, ${lowerFirst(program.bank.license)}.` },
    { part: "offer", text: `${CREDIT_NOTE}.` },
  );
  return parts;
}

function paymentPart({ monthly, from }: Pick<CreditDisclosureInput, "monthly" | "from">): DisclosurePart {
  return { part: "payment", text: `${from ? "от " : ""}${roubles(monthly)}/мес` };
}

/** «Кредитор — Газпромбанк (АО)»: the bank's full name, as the dealer API gives it. */
function lender(program: DisclosedProgram): string {
  return `Кредитор — ${program.bank.name}`;
}

/** «Генеральная лицензия…» inside a sentence; an abbreviation («ЦБ РФ…») stays as it is. */
function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
