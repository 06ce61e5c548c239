import { Form, Link, useNavigate, useSubmit } from "@remix-run/react";
import { type InputHTMLAttributes, useEffect, useRef, useState } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import { Dialog } from "~/components/Dialog";
import { FilterIcon } from "~/components/icons";
import { href } from "~/paths";
import { carsCount, groupDigits } from "~/utils/format";
import { useMediaQuery } from "~/utils/use-media-query";
import type { CatalogList } from "~/dealer-client/catalog-endpoints";
import { type CatalogQuery, type FacetChoice, DEFAULT_SORT, MULTI_KEYS, type MultiKey, setFieldsOnly } from "~/utils/catalog-filters";

export const FILTERS_FORM_ID = "catalog-filters";

/**
 * Sends the filter form with JS, as the address a visitor would share: only the set fields
 * (the browser's own GET submission would add every empty one), the history entry replaced
 * and the scroll position kept, so the list updates in place.
 */
export function useSubmitFilters(target?: ListingTarget) {
  const submit = useSubmit();
  const navigate = useNavigate();
  return (form: HTMLFormElement) => {
    const fields = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === "string") fields.append(key, value);
    // A brand page: straight to the address the fields lead to, as its loader would redirect.
    if (target) navigate(target.to(fields), { replace: true, preventScrollReset: true });
    else submit(setFieldsOnly(fields), { method: "get", action: href("catalog"), replace: true, preventScrollReset: true });
  };
}

/**
 * Where the forms of a page whose address fixes the brand (and model) send the visitor: their
 * GET target (the page itself, whose loader redirects to the address the fields mean) and,
 * with JavaScript, that address at once. Without one, the forms are the catalogue's.
 */
export type ListingTarget = { action: string; to: (fields: URLSearchParams) => string };

const MULTI_LEGENDS: Record<MultiKey, string> = {
  body: "Кузов",
  fuel: "Двигатель",
  transmission: "Коробка передач",
  drive: "Привод",
};

const withCount = ([, name, count]: FacetChoice) => `${name} (${count})`;

/** A filter of one choice or none («Все»), each choice with its count. */
function OneOf({ legend, name, all, choices, value }: { legend: string; name: string; all: string; choices: readonly FacetChoice[]; value: string | null }) {
  return (
    <fieldset className="field-choice">
      <legend>{legend}</legend>
      <label>
        <input type="radio" name={name} value="" defaultChecked={value === null} />
        {all}
      </label>
      {choices.map((c) => (
        <label key={c[0]}>
          <input type="radio" name={name} value={c[0]} defaultChecked={value === c[0]} />
          {withCount(c)}
        </label>
      ))}
    </fieldset>
  );
}
/** Fields whose numbers are shown in groups of three as they are typed («2 500 000»). */
const GROUPED_FIELDS = new Set(["priceFrom", "priceTo", "mileageTo"]);
/** Below the md breakpoint the filters are a sheet (with JS) or fold under their summary. */
const PHONE_QUERY = "(max-width: 769.98px)";

/**
 * A number field (text, so it can show the groups): the digits keyboard on a phone, letters
 * refused before a plain submit;
 * prices and mileage are shown in groups of three («2 500 000»). Empty, it has no value
 * attribute (the effect in FiltersForm keeps it in line with the URL after that).
 */
function NumberInput({ name, value, ...props }: { name: string; value: number | null } & Omit<InputHTMLAttributes<HTMLInputElement>, "value">) {
  const grouped = GROUPED_FIELDS.has(name);
  const text = value === null ? undefined : grouped ? groupDigits(value) : String(value);
  return <input type="text" name={name} inputMode="numeric" pattern={grouped ? "[0-9 ]*" : "[0-9]*"} defaultValue={text} {...props} />;
}

/** Regroups a number field's digits in place, keeping the caret after the same digit. */
function regroup(input: HTMLInputElement) {
  const caret = input.selectionStart ?? input.value.length;
  const digitsBefore = input.value.slice(0, caret).replace(/\D/g, "").length;
  const next = groupDigits(input.value);
  if (next === input.value) return;
  input.value = next;
  let position = 0;
  for (let seen = 0; position < next.length && seen < digitsBefore; position++) if (/\d/.test(next[position])) seen++;
  input.setSelectionRange(position, position);
}

export type FiltersProps = {
  query: CatalogQuery;
  /** The options as the loader sends them (ADR 028: what the form renders, no more); the models are the chosen brand's. */
  facets: { [K in Exclude<keyof CatalogList["facets"], "dealer">]: FacetChoice[] } & {
    /** The dealers' options under their cities, as the select groups them. */
    dealer: Array<{ fiasId: string; name: string; options: FacetChoice[] }>;
  };
  ranges: Pick<CatalogList, "priceRange" | "yearRange" | "mileageRange">;
  /** Cars the current filters find, for «Показать N автомобилей». */
  total: number;
  /** How many filters are set (the chips), shown on the «Фильтры» button. */
  activeCount: number;
  target?: ListingTarget;
  /** Where «Сбросить» leads: the list without filters at this address. */
  resetTo?: string;
};

/**
 * The filters (docs/product.md §2.2, ADR 022). The server renders them folded under a
 * «Фильтры» summary: on a phone without JavaScript the cars come first and the summary
 * opens the form in place; from the md width up CSS shows the form beside the list whatever
 * the fold. With JavaScript on a phone the summary becomes a button that opens the form as
 * a sheet (the site's Dialog) with «Показать N автомобилей» kept at its bottom.
 */
export function CatalogFilters(props: FiltersProps) {
  const hydrated = useHydrated();
  const phone = useMediaQuery(PHONE_QUERY);
  const [sheetOpen, setSheetOpen] = useState(false);
  const label = (
    <>
      <FilterIcon size={20} />
      Фильтры
      {props.activeCount ? (
        <span className="catalog-filters__count">
          <span className="visually-hidden">, выбрано: </span>
          {props.activeCount}
        </span>
      ) : null}
    </>
  );
  if (hydrated && phone) {
    return (
      <div className="catalog-filters catalog-filters--phone">
        <button type="button" className="btn btn--secondary catalog-filters__open" aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
          {label}
        </button>
        <Dialog open={sheetOpen} onClose={() => setSheetOpen(false)} title="Фильтры" className="dialog--sheet">
          <FiltersForm {...props} onApply={() => setSheetOpen(false)} />
        </Dialog>
      </div>
    );
  }
  return (
    // Open once scripts run on a wide screen, for browsers whose CSS cannot show a folded
    // <details>' content (::details-content); the server's HTML stays folded.
    <details className="catalog-filters" open={(hydrated && phone === false) || undefined}>
      <summary className="btn btn--secondary catalog-filters__summary">{label}</summary>
      <FiltersForm {...props} />
    </details>
  );
}

/**
 * The filters' one GET form, so the result is a URL. Without JavaScript «Показать» submits
 * it; with it every change submits (numbers after a pause), replacing the history entry and
 * keeping the scroll position, so the list updates in place and the URL follows.
 */
function FiltersForm({ query, facets, ranges, total, target, resetTo = href("catalog"), onApply }: FiltersProps & { onApply?: () => void }) {
  const submitFilters = useSubmitFilters(target);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Links (reset, pagination, back/forward) change the URL without the form: bring the
  // fields in line, except the one being typed in.
  const stateKey = JSON.stringify(query);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const q = JSON.parse(stateKey) as CatalogQuery;
    for (const element of Array.from(form.elements)) {
      if (element === document.activeElement) continue;
      if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
        const value = q[element.name as keyof CatalogQuery];
        // A yes/no filter («Без ДТП») is `true` in the query and "1" in the form.
        element.checked = Array.isArray(value) ? value.includes(element.value) : value === true ? element.value === "1" : (value ?? "") === element.value;
      } else if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) {
        const value = q[element.name as keyof CatalogQuery];
        if (element.name && !Array.isArray(value)) {
          const text = value === null || value === undefined ? "" : String(value);
          element.value = GROUPED_FIELDS.has(element.name) ? groupDigits(text) : text;
        }
      }
    }
  }, [stateKey]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function onChange(event: React.FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (target.name === "brand") {
      const model = form.elements.namedItem("model");
      if (model instanceof HTMLSelectElement) model.value = "";
    }
    if (target.name === "city") {
      const dealer = form.elements.namedItem("dealer");
      if (dealer instanceof HTMLSelectElement) dealer.value = "";
    }
    if (target instanceof HTMLInputElement && GROUPED_FIELDS.has(target.name)) regroup(target);
    clearTimeout(timer.current);
    const send = () => submitFilters(form);
    if (target instanceof HTMLInputElement && target.inputMode === "numeric") timer.current = setTimeout(send, 600);
    else send();
  }

  const citiesShown = query.city ? facets.dealer.filter((c) => c.fiasId === query.city) : facets.dealer;

  return (
    <Form
      id={FILTERS_FORM_ID}
      method="get"
      action={target?.action ?? href("catalog")}
      ref={formRef}
      onChange={onChange}
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        submitFilters(event.currentTarget);
        onApply?.();
      }}
      preventScrollReset
      replace
      className="catalog-filters__form"
      aria-label="Фильтры каталога"
      // No browser suggestions for prices and years, nor stale boxes restored on a reload.
      autoComplete="off"
    >
      <div className="field">
        <label htmlFor="f-brand">Марка</label>
        <select id="f-brand" name="brand" defaultValue={query.brand ?? undefined}>
          <option value="">Все марки</option>
          {facets.brand.map((b) => (
            <option key={b[0]} value={b[0]}>
              {withCount(b)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="f-model">Модель</label>
        <select id="f-model" name="model" defaultValue={query.model ?? undefined} disabled={!query.brand}>
          <option value="">{query.brand ? "Все модели" : "Сначала выберите марку"}</option>
          {facets.model.map((m) => (
            <option key={m[0]} value={m[0]}>
              {withCount(m)}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="field-range">
        <legend>Цена, ₽</legend>
        <NumberInput
          name="priceFrom"
          aria-label="Цена от, ₽"
          placeholder={ranges.priceRange ? `от ${groupDigits(ranges.priceRange.min)}` : "от"}
          value={query.priceFrom}
        />
        <NumberInput name="priceTo" aria-label="Цена до, ₽" placeholder={ranges.priceRange ? `до ${groupDigits(ranges.priceRange.max)}` : "до"} value={query.priceTo} />
      </fieldset>

      <fieldset className="field-range">
        <legend>Год выпуска</legend>
        <NumberInput name="yearFrom" aria-label="Год от" placeholder={ranges.yearRange ? `от ${ranges.yearRange.min}` : "от"} value={query.yearFrom} />
        <NumberInput name="yearTo" aria-label="Год до" placeholder={ranges.yearRange ? `до ${ranges.yearRange.max}` : "до"} value={query.yearTo} />
      </fieldset>

      <OneOf legend="Состояние" name="condition" all="Все" choices={facets.condition} value={query.condition} />

      {MULTI_KEYS.map((key) =>
        facets[key].length ? (
          <fieldset key={key} className="field-choice">
            <legend>{MULTI_LEGENDS[key]}</legend>
            {facets[key].map((o) => (
              <label key={o[0]}>
                <input type="checkbox" name={key} value={o[0]} defaultChecked={query[key].includes(o[0])} />
                {withCount(o)}
              </label>
            ))}
          </fieldset>
        ) : null,
      )}

      <div className="field">
        <label htmlFor="f-city">Город</label>
        <select id="f-city" name="city" defaultValue={query.city ?? undefined}>
          <option value="">Все города</option>
          {facets.city.map((c) => (
            <option key={c[0]} value={c[0]}>
              {withCount(c)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="f-dealer">Дилерский центр</label>
        <select id="f-dealer" name="dealer" defaultValue={query.dealer ?? undefined}>
          <option value="">Все дилерские центры</option>
          {citiesShown.map((city) => (
            <optgroup key={city.fiasId} label={city.name}>
              {city.options.map((d) => (
                <option key={d[0]} value={d[0]}>
                  {withCount(d)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>

      <div className="field">
        <label htmlFor="f-mileage">Пробег до, км</label>
        <NumberInput
          id="f-mileage"
          name="mileageTo"
          placeholder={ranges.mileageRange ? `до ${groupDigits(ranges.mileageRange.max)}` : undefined}
          value={query.mileageTo}
        />
      </div>

      {/* Six cities, one stock (ADR 075): the visitor's city, or it and the cars a transfer brings there. */}
      {facets.reach.length ? <OneOf legend="Где забрать" name="reach" all="В любом городе" choices={facets.reach} value={query.reach} /> : null}

      {/* The used car report's answer (docs/product.md): cars with no accident on record, new ones included. */}
      <fieldset className="field-choice">
        <legend>История</legend>
        <label>
          <input type="checkbox" name="noAccidents" value="1" defaultChecked={query.noAccidents === true} />
          Без ДТП
        </label>
      </fieldset>

      <div className="catalog-filters__buttons">
        {/* With JS the list already follows every change: the button says what it shows and closes the sheet. */}
        <button type="submit" className="btn btn--primary">
          {hydrated ? `Показать ${carsCount(total)}` : "Показать"}
        </button>
        <Link to={resetTo} className="btn btn--ghost" preventScrollReset>
          Сбросить
        </Link>
      </div>
      {/* The order chosen beside the results (CatalogSort, a form of its own) stays when the filters change. */}
      {query.sort !== DEFAULT_SORT ? <input type="hidden" name="sort" value={query.sort} /> : null}
    </Form>
  );
}
