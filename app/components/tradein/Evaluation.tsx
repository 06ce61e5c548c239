import { Form, Link, useActionData, useNavigation, useSubmit } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import { CONDITIONS, OWNERS } from "~/forms/tradein-options";
import { refusalMessage, replyFor } from "~/forms/reply";
import { parseVehicleId } from "../../../lib/vehicle-id";
import { href } from "~/paths";
import { useTradeInData } from "./trade-in-data";
import { formatMileage, formatPrice } from "~/utils/format";
import { EstimateActions } from "./EstimateActions";
import { TradeInRegisterForm } from "./TradeInRegisterForm";

/** The chain of choices: changing one clears the ones after it, which belonged to it. */
const STEPS = ["brand", "model", "generation", "modification"] as const;

/**
 * The online evaluation: «Заполнить по госномеру или VIN», then brand → model → generation
 * → modification → year, mileage, owners and condition → the price. Each is a GET form, so
 * the whole state is in the URL (shareable, works without JS: «Далее» reloads the next
 * step); with JS a choice fills the next list at once and the URL follows.
 */
export function Evaluation({ title, text }: { title: string; text: string }) {
  const { evaluation, notice } = useTradeInData();
  const estimateError = refusalMessage(replyFor(useActionData(), "estimate"));
  const { prediction, predictionError } = evaluation;
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === href("trade_in");
  return (
    <>
      <section className="tradein-evaluation panel" id="evaluation" aria-labelledby="evaluation-title" aria-busy={updating}>
        <h2 id="evaluation-title">{title}</h2>
        <p className="tradein-evaluation__text">{text}</p>
        {notice ? (
          <p className="notice notice--success" role="status">
            {notice}
          </p>
        ) : null}
        {estimateError ? (
          <p className="notice notice--error" role="alert">
            {estimateError}
          </p>
        ) : null}
        <VehicleLookup />
        <EvaluationSteps />
        {prediction ? <EvaluationResult /> : null}
        {predictionError ? (
          <p className="notice notice--error" role="alert">
            {predictionError}
          </p>
        ) : null}
      </section>
      {prediction ? <TradeInRegisterForm /> : null}
    </>
  );
}

function VehicleLookup() {
  const { evaluation } = useTradeInData();
  const lookup = evaluation.lookup;
  // With JS a malformed number is told at once, without a round trip.
  const [clientError, setClientError] = useState<string | undefined>();
  const error = clientError ?? (lookup?.status === "error" ? lookup.message : undefined);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const value = new FormData(event.currentTarget).get("number");
    const parsed = parseVehicleId(typeof value === "string" ? value : "");
    const message = parsed.ok ? undefined : parsed.message;
    setClientError(message);
    if (message) event.preventDefault();
  };
  return (
    <Form method="get" action={href("trade_in")} className="tradein-lookup" onSubmit={onSubmit} preventScrollReset>
      <div className="field">
        <label className="field__label" htmlFor="tradein-number">
          Заполнить по госномеру или VIN
        </label>
        <div className="tradein-lookup__row">
          <input
            id="tradein-number"
            name="number"
            className="input"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            placeholder="А123ВС78 или VIN"
            defaultValue={lookup?.number ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "tradein-number-error" : "tradein-number-hint"}
          />
          <button type="submit" className="btn btn--secondary">
            Заполнить
          </button>
        </div>
        {error ? (
          <p className="field__error" id="tradein-number-error" role="alert">
            {error}
          </p>
        ) : (
          <p className="field__hint" id="tradein-number-hint">
            {lookup?.status === "found" ? foundText(lookup.number, lookup.car) : "Марку, модель и год подставим из данных автомобиля."}
          </p>
        )}
      </div>
    </Form>
  );
}

function foundText(number: string, car: { mark: string; model: string; year: number | null; color: string; steering_wheel: string }) {
  const parts = [
    [car.mark, car.model].filter(Boolean).join(" "),
    car.year ? `${car.year} г.` : "",
    car.color.toLowerCase(),
    car.steering_wheel ? `руль ${car.steering_wheel.toLowerCase()}` : "",
  ].filter(Boolean);
  return `${number}: ${parts.join(", ")}. Выберите остальное ниже.`;
}

function EvaluationSteps() {
  const { evaluation } = useTradeInData();
  const { query, brands, models, generations, generation, years, errors } = evaluation;
  const hydrated = useHydrated();
  const submit = useSubmit();

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLSelectElement;
    const step = STEPS.indexOf(target.name as (typeof STEPS)[number]);
    if (step < 0) return;
    const form = event.currentTarget;
    for (const later of STEPS.slice(step + 1)) {
      const control = form.elements.namedItem(later);
      if (control instanceof HTMLSelectElement) control.value = "";
    }
    submit(form, { method: "get", replace: true, preventScrollReset: true });
  };

  const complete = Boolean(query.modification);
  const unavailable = brands.length === 0;
  return (
    <Form method="get" action={href("trade_in")} className="tradein-steps-form" onChange={onChange} preventScrollReset>
      {query.number && evaluation.lookup?.status === "found" ? <input type="hidden" name="number" value={query.number} /> : null}
      {unavailable ? (
        <p className="notice notice--error">
          Онлайн-оценка сейчас недоступна. <a href="#manual">Оставьте заявку на оценку менеджером</a> — он перезвонит.
        </p>
      ) : (
        <div className="tradein-grid">
          <StepSelect name="brand" label="Марка" placeholder="Выберите марку" value={query.brand}
            options={brands.map((b) => ({ value: b.code, label: b.name }))} />
          {query.brand ? (
            models.length ? (
              <StepSelect key={query.brand} name="model" label="Модель" placeholder="Выберите модель" value={query.model}
                options={models.map((m) => ({ value: m.modelCode, label: m.modelName }))} />
            ) : (
              <NoLookup what="моделей этой марки" />
            )
          ) : null}
          {query.model ? (
            generations.length ? (
              <StepSelect key={query.model} name="generation" label="Поколение" placeholder="Выберите поколение" value={query.generation}
                options={generations.map((g) => ({ value: `${query.model}-${g.code}`, label: g.name }))} />
            ) : (
              <NoLookup what="поколений этой модели" />
            )
          ) : null}
          {generation ? (
            <StepSelect key={query.generation} name="modification" label="Модификация" placeholder="Выберите двигатель и коробку"
              value={query.modification}
              options={generation.modificationList.map((m) => ({ value: m.modificationId, label: m.name }))} />
          ) : null}
          {complete ? (
            <>
              <StepSelect key={`${query.generation}-year`} name="year" label="Год выпуска" placeholder="Выберите год"
                value={query.year ? String(query.year) : undefined} error={errors.year}
                options={years.map((y) => ({ value: String(y), label: String(y) }))} />
              <div className="field">
                <label className="field__label" htmlFor="tradein-mileage">
                  Пробег, км
                </label>
                <input id="tradein-mileage" name="mileage" className="input" type="text" inputMode="numeric" autoComplete="off"
                  maxLength={9} placeholder="Например, 85000" defaultValue={query.mileage !== undefined ? String(query.mileage) : ""}
                  aria-invalid={errors.mileage ? true : undefined} aria-describedby={errors.mileage ? "tradein-mileage-error" : undefined} />
                {errors.mileage ? (
                  <p className="field__error" id="tradein-mileage-error">
                    {errors.mileage}
                  </p>
                ) : null}
              </div>
              <StepSelect name="owners" label="Владельцев по ПТС" value={String(query.owners)}
                options={OWNERS.map((o) => ({ value: String(o.code), label: o.name }))} />
              <StepSelect name="condition" label="Состояние" value={query.condition}
                options={CONDITIONS.map((c) => ({ value: c.code, label: c.name }))} />
            </>
          ) : query.year ? (
            <input type="hidden" name="year" value={query.year} />
          ) : null}
        </div>
      )}
      {!unavailable ? (
        <div className="tradein-steps-form__actions">
          {complete ? (
            <button type="submit" name="calc" value="1" className="btn btn--primary">
              Рассчитать стоимость
            </button>
          ) : !hydrated ? (
            <button type="submit" className="btn btn--secondary">
              Далее
            </button>
          ) : null}
          {query.brand ? (
            <Link to={href("trade_in")} preventScrollReset className="btn btn--ghost">
              Начать заново
            </Link>
          ) : null}
        </div>
      ) : null}
    </Form>
  );
}

function StepSelect({
  name,
  label,
  placeholder,
  value,
  options,
  error,
}: {
  name: string;
  label: string;
  placeholder?: string;
  value: string | undefined;
  options: Array<{ value: string; label: string }>;
  error?: string;
}) {
  const id = `tradein-${name}`;
  // The select stays the same element across navigations (it keeps focus), so the choice the
  // server settled on (prefilled from a plate, or dropped as not belonging) is set on it here.
  const ref = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.value = value ?? "";
  }, [value]);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select ref={ref} id={id} name={name} className="select" defaultValue={value ?? ""} aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function NoLookup({ what }: { what: string }) {
  return (
    <p className="tradein-grid__wide notice notice--error">
      Список {what} сейчас недоступен. <a href="#manual">Оставьте заявку на оценку менеджером</a>.
    </p>
  );
}

function EvaluationResult() {
  const { evaluation } = useTradeInData();
  const prediction = evaluation.prediction!;
  const result = prediction.found_info.REQUEST_RESULT;
  const car = prediction.car;
  return (
    <div className="tradein-result">
      <h3 id="tradein-result-title" className="tradein-result__title">
        {car.brand} {car.model} {car.generation}, {car.year} г.
      </h3>
      <p className="tradein-result__car">
        {car.modification}; {formatMileage(car.mileage)}; владельцев: {car.owners === 3 ? "3 и более" : car.owners}; состояние:{" "}
        {car.conditionName.toLowerCase()}
      </p>
      <dl className="tradein-result__prices">
        <div>
          <dt>Выкупим за</dt>
          <dd className="tradein-result__buyout">{formatPrice(result.tradein_dealer_matrix_buyout)}</dd>
        </div>
        <div>
          <dt>Рыночная цена</dt>
          <dd>
            {formatPrice(result.market_price)}
            <span className="tradein-result__range">
              от {formatPrice(result.market_price_min)} до {formatPrice(result.market_price_max)}
            </span>
          </dd>
        </div>
      </dl>
      <p className="tradein-result__hint">Предварительная оценка. Окончательную цену менеджер назовёт после осмотра автомобиля.</p>
      <EstimateActions />
    </div>
  );
}
