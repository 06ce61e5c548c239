import { DEFAULT_DOWN_PERCENT, DEFAULT_TERM_MONTHS, type CarCondition, type CreditTerms, monthlyFrom } from "~/utils/credit";
import { useRootData } from "~/utils/root-data";
import { fromCreditTermsTuple } from "~/view-models/credit-terms-tuple";
import { CREDIT_CONDITIONS_LINK, CreditConditions, CreditDisclosure } from "./CreditDisclosure";

/** What «от N ₽/мес» assumes: the down payment and term of every headline. */
const HEADLINE = { down: { percent: DEFAULT_DOWN_PERCENT }, term: DEFAULT_TERM_MONTHS } as const;

const noteId = (prefix: string, program: Pick<CreditTerms, "code">) => `${prefix}-${program.code}`;

/**
 * «от N ₽/мес» for a car, from the visitor's city's programmes any buyer may use (root data,
 * ADR 040), in the whole disclosure of the programme it comes from (ADR 066): all of it or,
 * when no programme lends for the car, nothing. In a list that prints its programmes'
 * conditions once (`CreditNotes`), the compact disclosure that links them (ADR 077).
 */
export function MonthlyFrom({
  price,
  condition,
  to,
  notes,
}: {
  price: number;
  condition: CarCondition;
  /** Where the sum leads (the car page's calculator). */
  to?: string;
  /** The id of the list's `CreditNotes` whose conditions the compact disclosure links; the whole disclosure without it. */
  notes?: string;
}) {
  const programs = (useRootData()?.creditTerms ?? []).map(fromCreditTermsTuple);
  const best = monthlyFrom(programs, { price, condition });
  if (!best) return null;
  return <CreditDisclosure program={best.program} monthly={best.monthly} from {...HEADLINE} to={to} note={notes ? noteId(notes, best.program) : undefined} />;
}

/**
 * The conditions of the programmes a list's cards take «от N ₽/мес» from, each once, after the
 * cards (ADR 077): what their compact disclosures link. `id` is what the list's cards get as
 * `creditNotes`; `programs` are the codes the loader found the cards' headlines in
 * (`headlinePrograms`), so that the notes need no cards in the browser (ADR 082).
 */
export function CreditNotes({ id, programs: codes }: { id: string; programs: readonly string[] }) {
  const programs = (useRootData()?.creditTerms ?? []).map(fromCreditTermsTuple);
  const used = codes.map((code) => programs.find((program) => program.code === code)).filter((program) => program !== undefined);
  if (!used.length) return null;
  return (
    <section className="credit-notes" aria-labelledby={id}>
      <h2 id={id}>{CREDIT_CONDITIONS_LINK}</h2>
      {used.map((program) => (
        <CreditConditions key={program.code} id={noteId(id, program)} program={program} {...HEADLINE} />
      ))}
    </section>
  );
}
