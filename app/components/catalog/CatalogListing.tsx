import { Link, useNavigation } from "@remix-run/react";
import type { CatalogList } from "~/dealer-client/catalog-endpoints";
import { CloseIcon } from "~/components/icons";
import { SubscribeForm } from "~/components/alerts/lazy";
import { type CatalogQuery, EMPTY_QUERY, hasFilters, serializeCatalogQuery, withPage } from "~/utils/catalog-filters";
import { carsCount } from "~/utils/format";
import { type CardTuple, fromCardTuple } from "~/view-models/card-tuple";
import { CarCard } from "./CarCard";
import { CarGrid } from "./CarGrid";
import { CatalogFilters, type FiltersProps } from "./CatalogFilters";
import { CatalogSort } from "./CatalogSort";
import { ListToggleForm } from "./ListToggle";
import { CreditNotes, Pagination } from "./lazy";

/** Cards in the first row load at once; the rest when scrolled near. */
const EAGER_CARDS = 3;
/** The id of the cards' credit conditions, printed once after them (ADR 077). */
const CREDIT_NOTES = "catalog-credit";

/** A filter the visitor set: its words and the list's address without it (made by the loader). */
export type ListingChip = { key: string; label: string; href: string };

export type ListingView = {
  query: CatalogQuery;
  list: Pick<CatalogList, "total" | "page" | "pageCount" | "priceRange" | "yearRange" | "mileageRange"> & {
    /** The cards as the loader sends them (ADR 079). */
    cards: CardTuple[];
    facets: FiltersProps["facets"];
    /** The filters set, one chip each with the address without it; what the address fixes is not among them. */
    chips: ListingChip[];
    /** The search in words, all its filters named («Toyota, Новый»): a saved search's title. */
    searchTitle: string;
  };
};

type ListingProps = ListingView & {
  /** The address of a list: the catalogue's, or the brand's page with the other filters. */
  hrefFor: (query: CatalogQuery) => string;
  /** The filter and sort forms' GET target and its rules (the catalogue's when not given). */
  target?: FiltersProps["target"];
  /** The list without filters at this address: the whole stock, or the brand (and model) the address fixes. */
  base?: CatalogQuery;
};

/**
 * The catalogue's list with its filters, sort, chips, cards and pages (docs/product.md §2.2):
 * the catalogue's page and the brand and model pages render the same list, each with its address.
 */
export function CatalogListing({ query, list, hrefFor, target, base = EMPTY_QUERY }: ListingProps) {
  const navigation = useNavigation();
  // 24 small tuples: cheaper to turn back on each render than a memo's code in the first load.
  const items = list.cards.map(fromCardTuple);
  const resetTo = hrefFor(base);
  const updating = navigation.state === "loading" && navigation.location.pathname === resetTo;
  const { chips } = list;

  return (
    <div className="catalog-layout">
      <CatalogFilters query={query} facets={list.facets} ranges={list} total={list.total} activeCount={chips.length} target={target} resetTo={resetTo} />
      <section className="catalog-results" aria-labelledby="catalog-results-title" aria-busy={updating}>
        <div className="catalog-results__bar">
          <h2 id="catalog-results-title" className="catalog-results__count" aria-live="polite">
            {list.total > 0 ? `Найдено: ${carsCount(list.total)}` : "Ничего не найдено"}
          </h2>
          <CatalogSort query={query} target={target} />
        </div>

        {chips.length ? (
          // Links, so a chip removes its filter with or without JavaScript.
          <ul className="filter-chips" aria-label="Выбранные фильтры">
            {chips.map((chip) => (
              <li key={chip.key}>
                <Link to={chip.href} className="filter-chip" preventScrollReset replace aria-label={`Убрать фильтр: ${chip.label}`}>
                  {chip.label}
                  <CloseIcon size={16} />
                </Link>
              </li>
            ))}
            {chips.length > 1 ? (
              <li>
                <Link to={hrefFor({ ...base, sort: query.sort })} className="filter-chip filter-chip--reset" preventScrollReset replace>
                  Сбросить все
                </Link>
              </li>
            ) : null}
          </ul>
        ) : null}

        {items.length === 0 ? (
          <div className="empty-state">
            <p>По выбранным условиям автомобилей нет. Попробуйте изменить или сбросить фильтры.</p>
            {hasFilters(query) ? (
              <Link to={resetTo} className="btn btn--primary">
                Сбросить фильтры
              </Link>
            ) : null}
          </div>
        ) : (
          <ListToggleForm id="catalog-lists">
            {/* The cards name the ПСК, the payment and the bank, and link their programme's conditions below. */}
            <CarGrid updating={updating}>
                {items.map((car, index) => (
                  <li key={car.id}>
                    <CarCard car={car} eager={index < EAGER_CARDS} creditNotes={CREDIT_NOTES} />
                  </li>
                ))}
            </CarGrid>
            <CreditNotes id={CREDIT_NOTES} cars={items} />
          </ListToggleForm>
        )}
        {/* After the cars, so that on a phone the first of them is on the first screen. */}
        <SubscribeForm
          watched={{
            kind: "search",
            filters: serializeCatalogQuery({ ...query, page: 1, sort: EMPTY_QUERY.sort }),
            title: list.searchTitle,
          }}
        />
        <Pagination page={list.page} pageCount={list.pageCount} hrefFor={(p) => hrefFor(withPage(query, p))} />
      </section>
    </div>
  );
}
