import { Form } from "@remix-run/react";
import { href } from "~/paths";
import { type CatalogQuery, catalogQueryRecord, SORT_CODES, type SortCode } from "~/utils/catalog-filters";
import { type ListingTarget, useSubmitFilters } from "./CatalogFilters";

const SORT_NAMES: Record<SortCode, string> = {
  newest: "Сначала новые поступления",
  price_asc: "Сначала дешевле",
  price_desc: "Сначала дороже",
  year_desc: "Сначала новее год выпуска",
  mileage_asc: "С меньшим пробегом",
};

/**
 * The catalogue's order: a GET form of its own beside the results, carrying the page's
 * filters, so the order changes where it is chosen — with JS on the select's change, without
 * it by the button beside it (also in a text browser, which knows no `form=`; ADR 045). A
 * new order starts at the first page.
 */
export function CatalogSort({ query, target }: { query: CatalogQuery; target?: ListingTarget }) {
  const submitFilters = useSubmitFilters(target);
  const { sort: _sort, page: _page, ...filters } = catalogQueryRecord(query);
  // A brand page's address says its brand and model already.
  if (target) {
    delete filters.brand;
    delete filters.model;
  }
  return (
    <Form method="get" action={target?.action ?? href("catalog")} className="catalog-sort" preventScrollReset replace>
      {Object.entries(filters).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((one) => <input key={`${name}=${one}`} type="hidden" name={name} value={one} />),
      )}
      <label htmlFor="f-sort">Сортировка</label>
      <div className="catalog-sort__row">
        <select
          id="f-sort"
          name="sort"
          defaultValue={query.sort}
          key={query.sort}
          onChange={(event) => {
            const form = event.currentTarget.form;
            if (form) submitFilters(form);
          }}
        >
          {SORT_CODES.map((code) => (
            <option key={code} value={code}>
              {SORT_NAMES[code]}
            </option>
          ))}
        </select>
        {/* With JS the change sorts; without it (and in a text browser) this button does. */}
        <noscript>
          <button type="submit" className="btn btn--secondary btn--small">
            Сортировать
          </button>
        </noscript>
      </div>
    </Form>
  );
}
