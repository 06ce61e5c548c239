import { Link, useNavigation } from "@remix-run/react";
import { type ComponentProps, lazy, useEffect } from "react";
import type { CatalogList } from "~/dealer-client/catalog-endpoints";
import { CloseIcon } from "~/components/icons";
import { SubscribeForm } from "~/components/alerts/lazy";
import { type CatalogQuery, EMPTY_QUERY, hasFilters, serializeCatalogQuery, withPage } from "~/utils/catalog-filters";
import { carsCount } from "~/utils/format";
import type { CardTuple } from "~/view-models/card-tuple";
import { LISTING_CARDS } from "~/view-models/listing-cards";
import { useMarkupOnly } from "~/utils/markup-only";
import { KeptGrid } from "./KeptGrid";
import type { CatalogCards as CatalogCardsType } from "./CatalogCards";
import { CatalogFilters, type FiltersProps } from "./CatalogFilters";
import { CatalogSort } from "./CatalogSort";
import { CreditNotes, Pagination } from "./lazy";

/**
 * The cards, rendered: out of the first load, which keeps the server's (ADR 082). A page with
 * the grid kept loads them once it has hydrated; once here they render at once, where a lazy
 * component suspends on its first render however long ago its chunk came (with the boundary
 * this once had, a filter changed just after the page opened showed an empty grid).
 */
let cardsModule: { CatalogCards: typeof CatalogCardsType } | undefined;
const loadCatalogCards = () => import("./CatalogCards").then((module) => (cardsModule = module));
const LazyCards = lazy(() => loadCatalogCards().then((module) => ({ default: module.CatalogCards })));
function CatalogCards(props: ComponentProps<typeof LazyCards>) {
  return cardsModule ? <cardsModule.CatalogCards {...props} /> : <LazyCards {...props} />;
}
// The server has them from its start: no render of it waits for them.
if (import.meta.env.SSR) void loadCatalogCards();

/** The id of the cards' credit conditions, printed once after them (ADR 077). */
const CREDIT_NOTES = "catalog-credit";

/** A filter the visitor set: its words and the list's address without it (made by the loader). */
export type ListingChip = { key: string; label: string; href: string };

export type ListingView = {
  query: CatalogQuery;
  list: Pick<CatalogList, "total" | "page" | "pageCount" | "priceRange" | "yearRange" | "mileageRange"> & {
    /**
     * The cards as the loader sends them (ADR 079); null in a document's data, whose grid is
     * drawn from the loader's markup-only data and stays the server's markup (ADR 082).
     */
    cards: CardTuple[] | null;
    /** The codes of the programmes the cards' «от N ₽/мес» come from, whose conditions follow the cards. */
    creditNotes: string[];
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
  // On the server a document's cards are its markup's alone; in the browser, until a
  // revalidation or navigation brings them, the grid is kept as the server drew it.
  const documentCards = useMarkupOnly(LISTING_CARDS);
  const cards = list.cards ?? documentCards;
  useEffect(() => {
    if (!cards) void loadCatalogCards();
  }, [cards]);
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

        {list.total === 0 ? (
          <div className="empty-state">
            <p>По выбранным условиям автомобилей нет. Попробуйте изменить или сбросить фильтры.</p>
            {hasFilters(query) ? (
              <Link to={resetTo} className="btn btn--primary">
                Сбросить фильтры
              </Link>
            ) : null}
          </div>
        ) : (
          <>
            {/* The cards name the ПСК, the payment and the bank, and link their programme's conditions below. */}
            {/*
              No Suspense boundary of its own, on purpose: router updates are transitions, and a
              transition that suspends with no boundary mounted waits, showing the page as it was
              (the kept grid, or the page the visitor came from) until the cards' chunk is here. A
              boundary here would show nothing instead whenever it mounts with the list: a
              navigation from another page showed the new heading over an empty grid.
            */}
            {cards ? <CatalogCards cards={cards} creditNotes={CREDIT_NOTES} /> : <KeptGrid />}
            <CreditNotes id={CREDIT_NOTES} programs={list.creditNotes} />
          </>
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
