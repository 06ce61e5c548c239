import { Form, useLocation } from "@remix-run/react";
import { href } from "~/paths";

export const HEADER_SEARCH_ID = "header-search-q";

/**
 * The header's search: a GET form to the catalogue, which reads `q` as a brand and a model
 * (docs/product.md, «Поиск»). It works as it is without JavaScript; suggestions as one types
 * are a separate chunk loaded when the field is first focused, so no page pays for them in
 * its first load (ADR 044).
 */
export function HeaderSearch() {
  const { pathname, search } = useLocation();
  // On the catalogue the words searched stay in the field, to be corrected.
  const q = pathname === href("catalog") ? new URLSearchParams(search).get("q") ?? "" : "";
  return (
    <Form method="get" action={href("catalog")} role="search" className="header-search">
      <label htmlFor={HEADER_SEARCH_ID} className="visually-hidden">
        Поиск по марке и модели
      </label>
      <input
        id={HEADER_SEARCH_ID}
        className="header-search__input"
        type="search"
        name="q"
        key={q}
        defaultValue={q}
        placeholder="Марка или модель"
        autoComplete="off"
        maxLength={100}
        onFocus={(event) => {
          const input = event.currentTarget;
          void import("./search-suggest").then((m) => m.attachSuggest(input));
        }}
      />
      <button type="submit" className="btn btn--primary header-search__button">
        Найти
      </button>
    </Form>
  );
}
