import { Form, Link, useSubmit } from "@remix-run/react";
import type { ChangeEvent } from "react";
import type { MaintenanceQuote, QuoteLine } from "~/dealer-client/service-endpoints";
import { href } from "~/paths";
import { formatNumber, formatPrice } from "~/utils/format";
import { atResult } from "~/utils/result-anchor";
import { useHydrated } from "~/utils/use-hydrated";
import type { MaintenanceAnswer, MaintenancePage, Option } from "~/view-models/maintenance";

/*
 * The maintenance calculator (/service/to): the car from the garage or chosen brand → model →
 * generation → modification, its year and mileage, all a GET form of the page's own query (with
 * JS each choice loads the next list without a reload), and the answer: the regulation's step
 * with its fixed price and what it includes, or the «от …» price and a call.
 */

const CAR_FORM = "maintenance-car";
const LEVELS = ["brand", "model", "generation", "modification"] as const;

function Select({ name, label, options, value, empty, onChange }: { name: string; label: string; options: Option[]; value: string; empty: string; onChange?: (event: ChangeEvent<HTMLSelectElement>) => void }) {
  return (
    <div className="lead-form__field">
      <label className="lead-form__label" htmlFor={`maintenance-${name}`}>
        {label}
      </label>
      {/* Keyed by its value: a new page's choice replaces what the visitor picked before it. */}
      <select id={`maintenance-${name}`} name={name} className="input select" defaultValue={value} key={`${name}-${value}`} onChange={onChange}>
        <option value="">{empty}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A car of the garage: its choice is the whole car (the server answers with its query). */
function GarageChoice({ garage }: { garage: Option[] }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  return (
    <Form method="get" action={atResult(href("service_to"), CAR_FORM)} className="lead-form maintenance-garage">
      <Select
        name="car"
        label="Автомобиль из гаража"
        options={garage}
        value=""
        empty="Выберите автомобиль"
        onChange={(event) => {
          if (event.currentTarget.value) submit(event.currentTarget.form!, { method: "get", preventScrollReset: true });
        }}
      />
      {hydrated ? null : (
        <button type="submit" className="btn btn--secondary">
          Выбрать
        </button>
      )}
    </Form>
  );
}

/** Brand → model → generation → modification, year and mileage. */
function CarChoice({ page }: { page: MaintenancePage }) {
  const submit = useSubmit();
  const { chosen, errors } = page;
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const form = event.currentTarget.form!;
    // A new brand makes the model, generation and modification below it meaningless.
    for (const name of LEVELS.slice(LEVELS.indexOf(event.currentTarget.name as (typeof LEVELS)[number]) + 1)) {
      const select = form.elements.namedItem(name) as HTMLSelectElement | null;
      if (select) select.value = "";
    }
    submit(form, { method: "get", replace: true, preventScrollReset: true });
  };
  const text = (name: "year" | "mileage", label: string, value: string) => (
    <div className="lead-form__field" data-invalid={errors[name] ? true : undefined}>
      <label className="lead-form__label" htmlFor={`maintenance-${name}`}>
        {label}
      </label>
      <input
        id={`maintenance-${name}`}
        name={name}
        type="text"
        className="input"
        inputMode="numeric"
        defaultValue={value}
        key={`${name}-${value}`}
        autoComplete="off"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `maintenance-${name}-error` : undefined}
      />
      {errors[name] ? (
        <p className="lead-form__error" id={`maintenance-${name}-error`}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <Form method="get" action={atResult(href("service_to"), CAR_FORM)} id={CAR_FORM} className="lead-form maintenance-car">
      <Select name="brand" label="Марка" options={page.brands} value={chosen.brand} empty="Выберите марку" onChange={onChange} />
      {chosen.brand ? <Select name="model" label="Модель" options={page.models} value={chosen.model} empty="Выберите модель" onChange={onChange} /> : null}
      {chosen.model ? (
        <Select name="generation" label="Поколение" options={page.generations} value={chosen.generation} empty="Выберите поколение" onChange={onChange} />
      ) : null}
      {chosen.generation ? (
        <Select name="modification" label="Двигатель и коробка" options={page.modifications} value={chosen.modification} empty="Выберите модификацию" />
      ) : null}
      {text("year", "Год выпуска", chosen.year)}
      {text("mileage", "Пробег, км", chosen.mileage)}
      <button type="submit" className="btn btn--primary">
        Рассчитать ТО
      </button>
    </Form>
  );
}

const KINDS: Array<[QuoteLine["kind"], string]> = [
  ["labour", "Работы"],
  ["part", "Запчасти"],
  ["consumable", "Масла и фильтры"],
];

function amountOf(line: QuoteLine): string {
  if (line.kind === "labour") return `${String(line.normHours ?? 0).replace(".", ",")} н/ч`;
  return `${String(line.quantity ?? 0).replace(".", ",")} ${line.unit ?? ""}`.trim();
}

/** The lines of one kind as a table: what, how much, and its price. */
function LineTable({ lines, caption }: { lines: QuoteLine[]; caption: string }) {
  if (lines.length === 0) return null;
  return (
    <table className="maintenance-lines">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Наименование</th>
          <th scope="col">Объём</th>
          <th scope="col">Цена</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            <th scope="row">{line.name}</th>
            <td>{amountOf(line)}</td>
            <td>{formatPrice(line.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function KnownStep({ quote, answer }: { quote: Extract<MaintenanceQuote, { known: true }>; answer: MaintenanceAnswer }) {
  return (
    <>
      <p className="maintenance-answer__step">{quote.step.label}</p>
      <p className="maintenance-answer__price">
        Фиксированная цена: <strong data-testid="maintenance-price">{answer.priceText}</strong>
      </p>
      <p className="maintenance-answer__note">
        Регламент: каждые {formatNumber(quote.interval.km)} км или {quote.interval.months} мес., что наступит раньше. Нормо-час —{" "}
        {formatPrice(quote.labourRate)}.
      </p>
      <h3 className="maintenance-answer__subtitle">Что входит</h3>
      {KINDS.map(([kind, caption]) => (
        <LineTable key={kind} caption={caption} lines={quote.lines.filter((l) => l.kind === kind)} />
      ))}
      {quote.recommended.length ? (
        <>
          <h3 className="maintenance-answer__subtitle">Рекомендуем на этом ТО</h3>
          <p className="maintenance-answer__note">Не входит в цену: от этих работ можно отказаться, мастер предложит их при осмотре.</p>
          <LineTable caption="Рекомендации" lines={quote.recommended} />
        </>
      ) : null}
      <p>
        <Link className="btn btn--primary" to={answer.bookingHref}>
          Записаться на это ТО
        </Link>
      </p>
    </>
  );
}

export function MaintenanceAnswerSection({ answer }: { answer: MaintenanceAnswer }) {
  const { quote } = answer;
  const { car } = quote;
  return (
    <section className="card maintenance-answer" id="maintenance-answer" aria-labelledby="maintenance-answer-title">
      <h2 className="service-section-title" id="maintenance-answer-title">
        {car.brand} {car.model}, {car.year} г., {formatNumber(car.mileage)} км
      </h2>
      <p className="maintenance-answer__note">
        {car.generation}, {car.modification}
      </p>
      {quote.known ? (
        <KnownStep quote={quote} answer={answer} />
      ) : (
        <>
          <p className="maintenance-answer__price">
            Плановое ТО: <strong data-testid="maintenance-price">{answer.priceText}</strong>
          </p>
          <p>Регламент обслуживания этого автомобиля нам неизвестен, поэтому точную цену назовёт мастер. Оставьте телефон — мы перезвоним и рассчитаем ТО.</p>
          <p>
            <a className="btn btn--primary" href="#maintenance-call">
              Заказать звонок
            </a>
          </p>
        </>
      )}
    </section>
  );
}

export function MaintenanceCalculator({ page }: { page: MaintenancePage }) {
  return (
    <div className="maintenance">
      <section className="card maintenance-form" aria-labelledby="maintenance-car-title">
        <h2 className="service-section-title" id="maintenance-car-title">
          Ваш автомобиль
        </h2>
        {page.garage.length ? <GarageChoice garage={page.garage} /> : null}
        <CarChoice page={page} />
      </section>
      {page.answer ? <MaintenanceAnswerSection answer={page.answer} /> : null}
    </div>
  );
}
