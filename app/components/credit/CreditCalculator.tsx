import { Link } from "@remix-run/react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import { href } from "~/paths";
import { CALCULATOR_ANCHOR, type CarCondition, type CreditProgram } from "~/utils/credit";
import { roubles } from "~/utils/credit-disclosure";
import { type CalculatorQuery, type CalculatorState, calculatorState, programLabel, termLabel } from "./calculator-state";
import { CreditApplication } from "./CreditApplication";
import { CreditDisclosure } from "./CreditDisclosure";

type Props = {
  programs: readonly CreditProgram[];
  /** The car the loan is for (the car page, /credit?car=); without it the visitor names a price. */
  car?: { id: number; name: string; price: number; condition: CarCondition };
  /** The calculator's fields as the address has them. */
  query: CalculatorQuery;
  /** Where the GET form goes: the page it is on. */
  action: string;
  /** The GET form carries the car's id (/credit?car=), which the address of the form's action cannot. */
  carInQuery?: boolean;
  title: ReactNode;
  headingLevel?: 1 | 2;
};

const QUERY_KEYS = ["program", "down", "unit", "term", "price", "condition"] as const;

/**
 * The credit calculator (docs/product.md, «Кредит»): programme, down payment in roubles or
 * percent, term; the monthly payment in its disclosure (the ПСК range first), the loan,
 * every payment together and the overpayment. Without JS a GET form whose state is the
 * address (and the page's fragment, so the result is in view); with JS it follows what is
 * typed, and the same form is never sent. Under it, the application for the car.
 */
export function CreditCalculator({ programs, car, query, action, carInQuery = false, title, headingLevel = 2 }: Props) {
  const hydrated = useHydrated();
  const [fields, setFields] = useState<CalculatorQuery>(query);
  // Another address (a link, the back button) is another calculation.
  const queryKey = QUERY_KEYS.map((key) => query[key] ?? "").join("|");
  useEffect(() => setFields(query), [queryKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const state = calculatorState(fields, programs, car);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const changed = useRef(false);
  // What is chosen goes to the address as the GET form would send it, in place (no load, no
  // loader run): a reload or a shared link shows the same calculation, as without JavaScript.
  useEffect(() => {
    if (changed.current && form.current) writeToAddress(form.current);
  }, [fields]);
  const set = (key: keyof CalculatorQuery) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    changed.current = true;
    setFields((current) => ({ ...current, [key]: value }));
  };
  const setUnit = (event: { currentTarget: { value: string } }) => {
    const unit = event.currentTarget.value === "percent" ? "percent" : "rub";
    // The same down payment in the other unit, so switching changes nothing but the unit.
    const down = unit === "percent" ? String(Math.round((state.down / state.car.price) * 1000) / 10 || 0) : String(state.down);
    changed.current = true;
    setFields((current) => ({ ...current, unit, down }));
  };
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const titleId = `${id}-title`;

  return (
    <section className="credit-calc" id={CALCULATOR_ANCHOR} aria-labelledby={titleId}>
      <Heading id={titleId} className={headingLevel === 1 ? "page__title" : undefined}>
        {title}
      </Heading>
      {state.programs.length === 0 ? (
        <p>Для этого автомобиля сейчас нет кредитных программ. Позвоните нам — менеджер подберёт условия.</p>
      ) : (
        <div className="credit-calc__body">
          <form
            ref={form}
            method="get"
            action={`${action}#${CALCULATOR_ANCHOR}`}
            className="credit-calc__form"
            onSubmit={(event) => event.preventDefault()}
          >
            {car && carInQuery ? <input type="hidden" name="car" value={car.id} /> : null}
            {car ? null : (
              <>
                <CalcField id={`${id}-price`} label="Стоимость автомобиля, ₽">
                  <input
                    id={`${id}-price`}
                    className="input"
                    type="text"
                    name="price"
                    inputMode="numeric"
                    autoComplete="off"
                    value={fields.price ?? String(state.car.price)}
                    onChange={set("price")}
                  />
                </CalcField>
                <CalcField id={`${id}-condition`} label="Автомобиль">
                  <select id={`${id}-condition`} className="select" name="condition" value={state.car.condition} onChange={set("condition")}>
                    <option value="new">Новый</option>
                    <option value="used">С пробегом</option>
                  </select>
                </CalcField>
              </>
            )}
            <CalcField id={`${id}-program`} label="Программа" message={state.problems.program}>
              <select id={`${id}-program`} className="select" name="program" value={state.program?.code ?? ""} onChange={set("program")}>
                {state.programs.map((program) => (
                  <option key={program.code} value={program.code}>
                    {programLabel(program)}
                  </option>
                ))}
              </select>
            </CalcField>
            <CalcField id={`${id}-down`} label="Первоначальный взнос" message={state.problems.down}>
              <div className="credit-calc__down">
                <input
                  id={`${id}-down`}
                  className="input"
                  type="text"
                  name="down"
                  inputMode="decimal"
                  autoComplete="off"
                  value={fields.down ?? String(state.downValue)}
                  onChange={set("down")}
                  aria-invalid={state.problems.down ? true : undefined}
                  aria-describedby={state.problems.down ? `${id}-down-message` : undefined}
                />
                <select className="select" name="unit" value={state.unit} onChange={setUnit} aria-label="Взнос в рублях или процентах">
                  <option value="rub">₽</option>
                  <option value="percent">%</option>
                </select>
              </div>
            </CalcField>
            <CalcField id={`${id}-term`} label="Срок кредита">
              <select id={`${id}-term`} className="select" name="term" value={String(state.term)} onChange={set("term")}>
                {state.terms.map((term) => (
                  <option key={term} value={term}>
                    {termLabel(term)}
                  </option>
                ))}
              </select>
            </CalcField>
            {hydrated ? null : (
              <button type="submit" className="btn btn--secondary credit-calc__submit">
                Рассчитать
              </button>
            )}
          </form>
          <CreditResultView state={state} />
        </div>
      )}
      {car ? (
        state.program && state.result ? <CreditApplication state={state} carId={car.id} carName={car.name} /> : null
      ) : (
        <p className="credit-calc__pick">
          Чтобы отправить заявку на кредит, выберите автомобиль в <Link to={href("catalog")}>каталоге</Link>: калькулятор и заявка есть на
          странице каждого автомобиля.
        </p>
      )}
    </section>
  );
}

/**
 * The form's fields written over the address's own (campaign tags and the rest stay), with
 * `replaceState` and the router's own history state, so back and forward still work and the
 * page's loaders are not run again for a figure worked out here.
 */
function writeToAddress(form: HTMLFormElement) {
  const url = new URL(window.location.href);
  for (const [key, value] of new FormData(form)) {
    if (typeof value === "string") url.searchParams.set(key, value);
  }
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url);
}

function CalcField({ id, label, message, children }: { id: string; label: string; message?: string; children: ReactNode }) {
  return (
    <div className="lead-form__field" data-invalid={message ? true : undefined}>
      <label className="lead-form__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {message ? (
        <p className="lead-form__error" id={`${id}-message`}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The calculation: the whole disclosure of the payment worked out (ADR 066: the ПСК above it,
 * no smaller), then what it adds up to.
 */
function CreditResultView({ state }: { state: CalculatorState }) {
  const { program, result } = state;
  return (
    <div className="credit-calc__result" aria-live="polite">
      {program && result ? (
        <>
          <CreditDisclosure program={program} monthly={result.monthly} from={false} down={{ roubles: state.down }} term={state.term} testId="credit-monthly" />
          <dl className="credit-calc__figures">
            <div>
              <dt>Сумма кредита</dt>
              <dd>{roubles(result.principal)}</dd>
            </div>
            <div>
              <dt>Выплаты банку за весь срок</dt>
              <dd>{roubles(result.totalPaid)}</dd>
            </div>
            <div>
              <dt>Переплата</dt>
              <dd>{roubles(result.overpayment)}</dd>
            </div>
          </dl>
          <p className="credit-calc__note">Расчёт предварительный, условия уточняйте у менеджера.</p>
        </>
      ) : (
        <p className="credit-calc__none">Измените условия, чтобы увидеть расчёт.</p>
      )}
    </div>
  );
}
