import { createContext, useContext } from "react";
import { NonceContext } from "./nonce";
import { useRootData } from "./root-data";

/**
 * The visitor's favourites and comparison: the one personal thing most pages show (the header's
 * counters, the cards' toggles). It is kept apart from the pages' data (ADR 081): a document's
 * data is the same for every visitor with these lists or none, so the HTML cache keeps one copy
 * and the pipeline writes the lists into it for each visitor (app/server/visitor-lists.server.ts);
 * the browser reads them from the document, and from the root loader once it has revalidated.
 */
export type VisitorLists = { favorites: number[]; compare: number[] };

/** A list a car can be put in, by the page that shows it. */
export type VisitorList = "favorites" | "comparison";

/** A list toggle's words (components/catalog/ListToggle.tsx); the pipeline writes the pressed ones into a shared page. */
export const LABELS: Record<VisitorList, string> = {
  favorites: "Добавить в избранное",
  comparison: "Добавить к сравнению",
};
/** What a pressed toggle says: the state, in place of the action. */
export const PRESSED_LABELS: Record<VisitorList, string> = {
  favorites: "В избранном",
  comparison: "В сравнении",
};

/** The header's counter of each list, named by its words (components/layout/HeaderActions.tsx). */
export const COUNTER_LABELS: Record<VisitorList, string> = { favorites: "Избранное", comparison: "Сравнение" };

/** A header counter's badge: two digits at most. */
export const badgeText = (count: number): string => (count > 99 ? "99+" : String(count));

export const NO_LISTS: VisitorLists = { favorites: [], compare: [] };

/** The id of the document's data block that carries its lists. */
export const VISITOR_LISTS_ID = "visitor-lists";

/**
 * The lists the document was made with: on the server, what entry.server.tsx provides; in the
 * browser, the page's data block, read when this module is first evaluated. That is before React
 * hydrates (the scripts start at the end of the body, after the block), and it is one value for
 * the page's whole life, so no part still waiting to hydrate (utils/in-place.tsx) sees it change.
 */
const DocumentLists = createContext<VisitorLists>(
  import.meta.env.SSR ? NO_LISTS : readVisitorLists(document.getElementById(VISITOR_LISTS_ID)?.textContent),
);
export const DocumentListsProvider = DocumentLists.Provider;

/**
 * The visitor's lists as this render should show them: the root loader's after a revalidation
 * (a toggle's post, a navigation that reloads the root), the document's until then (a document's
 * root data carries none).
 */
export function useVisitorLists(): VisitorLists {
  const documentLists = useContext(DocumentLists);
  return useRootData()?.visitor.lists ?? documentLists;
}

/**
 * The document's lists as a data block at the end of the body, which the browser reads before
 * it hydrates. It is never executed; a page made for one visitor gives it its nonce all the same,
 * as it does every inline script (a shared page's lists are written in after its CSP's hashes
 * were taken: the block is the one inline script those need not cover). Its text is the
 * server's, which hydration keeps (the browser's bundle does not carry a copy).
 */
export function VisitorListsData() {
  const lists = useContext(DocumentLists);
  const nonce = useContext(NonceContext);
  return (
    <script
      type="application/json"
      id={VISITOR_LISTS_ID}
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? visitorListsJson(lists) : "" }}
    />
  );
}

/** The data block's text: ids are numbers, so nothing in it can end the script. */
export function visitorListsJson(lists: VisitorLists): string {
  return JSON.stringify({ favorites: lists.favorites, compare: lists.compare });
}

/** The lists a document carries (its server wrote them: visitorListsJson), or none if it carries none. */
export function readVisitorLists(text: string | null | undefined): VisitorLists {
  try {
    return JSON.parse(text ?? "") as VisitorLists;
  } catch {
    return NO_LISTS;
  }
}
