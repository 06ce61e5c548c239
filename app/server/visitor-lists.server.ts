import { href } from "~/paths";
import type { VisitorSnapshot } from "~/services/visitor.server";
import {
  badgeText,
  COUNTER_LABELS,
  NO_LISTS,
  PRESSED_LABELS,
  VISITOR_LISTS_ID,
  type VisitorList,
  type VisitorLists,
  visitorListsJson,
} from "~/utils/visitor-lists";

/*
 * A visitor whose only personal state is their favourites and comparison sees the page everyone
 * sees, but for the header's two counters and the pressed toggles. The page is made, and kept in
 * the HTML cache, as for a visitor without lists; this module writes the visitor's lists into it
 * (docs/decisions/081-visitor-lists-apart.md). What it writes is what React renders for them:
 * app/server/visitor-lists.test.ts holds the two to the same bytes.
 */

/** The lists' own pages show the cars in them: they are always made for the visitor. */
const LIST_PAGES = [href("favorites"), href("comparison")];

/**
 * The visitor's lists, when they are all that is personal about them and the page shows them
 * only in its header and toggles; undefined when the page is to be made for them as it is.
 */
export function listsToWriteIn(snapshot: VisitorSnapshot | undefined, pathname: string): VisitorLists | undefined {
  if (!snapshot || (snapshot.fav.length === 0 && snapshot.cmp.length === 0)) return undefined;
  if (LIST_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))) return undefined;
  return { favorites: snapshot.fav, compare: snapshot.cmp };
}

/** The snapshot as the page kept for everyone sees it: no lists. */
export function withoutLists(snapshot: VisitorSnapshot): VisitorSnapshot {
  return { ...snapshot, fav: [], cmp: [] };
}

const LIST_OF_ACTION: Record<string, VisitorList> = { [href("favorites")]: "favorites", [href("comparison")]: "comparison" };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A list toggle as a page without lists has it (components/catalog/ListToggle.tsx): its form,
 * posting to its list's page, then its button, not pressed; the text button's icon and words.
 */
const TOGGLE = new RegExp(
  `(<form\\b[^>]*\\baction="(${Object.keys(LIST_OF_ACTION).map(escapeRegExp).join("|")})\\?[^"]*"[^>]*>)` +
    `<button type="submit" value="(\\d+)" name="add"((?: class="[^"]*")?) aria-pressed="false">` +
    `((?:<svg\\b[^>]*>(?:(?!</svg>)[\\s\\S])*</svg><span>[^<]*</span>)?)`,
  "g",
);

const DATA_BLOCK = `<script type="application/json" id="${VISITOR_LISTS_ID}">${visitorListsJson(NO_LISTS)}</script>`;

const counter = (list: VisitorList, count: number) => `<span class="visually-hidden">${COUNTER_LABELS[list]}, ${count}</span>`;

/**
 * The page kept for everyone, with this visitor's lists written in: the data block the browser
 * hydrates with, the header's counters and the toggles of the cars in the lists.
 */
export function writeVisitorLists(html: string, lists: VisitorLists): string {
  const ids: Record<VisitorList, number[]> = { favorites: lists.favorites, comparison: lists.compare };
  const listed: Record<VisitorList, Set<number>> = { favorites: new Set(lists.favorites), comparison: new Set(lists.compare) };
  let written = html.replace(DATA_BLOCK, () => DATA_BLOCK.replace(visitorListsJson(NO_LISTS), visitorListsJson(lists)));
  for (const list of ["favorites", "comparison"] as const) {
    const count = ids[list].length;
    if (count === 0) continue;
    written = written.replace(counter(list, 0), () => `${counter(list, count)}<span class="badge" aria-hidden="true">${badgeText(count)}</span>`);
  }
  return written.replace(TOGGLE, (whole, form: string, action: string, id: string, className: string, text: string) => {
    const list = LIST_OF_ACTION[action]!;
    if (!listed[list].has(Number(id))) return whole;
    const words = text ? text.replace(/<span>[^<]*<\/span>$/, `<span>${PRESSED_LABELS[list]}</span>`) : "";
    return `${form}<button type="submit" value="${id}" name="delete"${className} aria-pressed="true">${words}`;
  });
}

/** Whether the page carries the data block a page without lists has: the lists can be written in. */
export function canWriteVisitorLists(html: string): boolean {
  return html.includes(DATA_BLOCK);
}
