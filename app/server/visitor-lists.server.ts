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
 * tests/e2e/perf-visitor-lists.spec.ts holds the two to the same bytes.
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

const LIST_OF_ACTION = new Map<string, VisitorList>([
  [href("favorites"), "favorites"],
  [href("comparison"), "comparison"],
]);

const DATA_BLOCK = `<script type="application/json" id="${VISITOR_LISTS_ID}">${visitorListsJson(NO_LISTS)}</script>`;
const DATA_BLOCK_BYTES = Buffer.from(DATA_BLOCK);

const counter = (list: VisitorList, count: number) => `<span class="visually-hidden">${COUNTER_LABELS[list]}, ${count}</span>`;
const EMPTY_COUNTERS = { favorites: Buffer.from(counter("favorites", 0)), comparison: Buffer.from(counter("comparison", 0)) };

/** A list toggle's button as a page without lists has it (components/catalog/ListToggle.tsx), up to its class or state. */
const unpressedButton = (id: number) => Buffer.from(`<button type="submit" value="${id}" name="add"`);
/** The rest of that button's tag: the text button's class, then its state. */
const BUTTON_REST = /^((?: class="[^"]*")?) aria-pressed="false">/;
/** The text button's icon and words, after its tag. */
const BUTTON_WORDS = /^(<svg\b[^>]*>(?:(?!<\/svg>)[^])*<\/svg><span>)[^<]*<\/span>/;
/** The form a toggle's button opens: its action's list is the one before the query. */
const FORM_ACTION = /^<form\b[^>]*\baction="([^"?]*)\?/;

type Edit = { start: number; end: number; text: string };

/**
 * The page kept for everyone, with this visitor's lists written in: the data block the browser
 * hydrates with, the header's counters and the toggles of the cars in the lists. It works on the
 * page's bytes, found by their text: decoding a whole page to a string and back cost more than
 * the edits.
 */
export function writeVisitorLists(page: Buffer, lists: VisitorLists): Buffer {
  // A document without the block (none of ours) is left as it is: its browser would hydrate with no lists.
  const block = page.indexOf(DATA_BLOCK_BYTES);
  if (block < 0) return page;
  const edits: Edit[] = [{ start: block, end: block + DATA_BLOCK_BYTES.length, text: DATA_BLOCK.replace(visitorListsJson(NO_LISTS), visitorListsJson(lists)) }];
  const replaceFirst = (bytes: Buffer, text: string) => {
    const start = page.indexOf(bytes);
    if (start >= 0) edits.push({ start, end: start + bytes.length, text });
  };
  const ids: Record<VisitorList, number[]> = { favorites: lists.favorites, comparison: lists.compare };
  for (const list of ["favorites", "comparison"] as const) {
    const count = ids[list].length;
    if (count > 0) replaceFirst(EMPTY_COUNTERS[list], `${counter(list, count)}<span class="badge" aria-hidden="true">${badgeText(count)}</span>`);
  }
  const listed: Record<VisitorList, Set<number>> = { favorites: new Set(lists.favorites), comparison: new Set(lists.compare) };
  for (const id of new Set([...lists.favorites, ...lists.compare])) {
    const button = unpressedButton(id);
    for (let at = page.indexOf(button); at >= 0; at = page.indexOf(button, at + button.length)) {
      // The button is the first thing in its form (a hydrated page's hidden field comes after the server's HTML).
      const formStart = page.lastIndexOf("<form", at);
      if (formStart < 0 || page.indexOf(">", formStart) !== at - 1) continue;
      const list = LIST_OF_ACTION.get(FORM_ACTION.exec(page.toString("latin1", formStart, at))?.[1] ?? "");
      if (!list || !listed[list].has(id)) continue;
      const tagEnd = page.indexOf(">", at + button.length);
      const rest = BUTTON_REST.exec(page.toString("latin1", at + button.length, tagEnd + 1));
      if (!rest) continue;
      const className = rest[1]!;
      edits.push({ start: at, end: tagEnd + 1, text: `<button type="submit" value="${id}" name="delete"${className} aria-pressed="true">` });
      if (!className) continue;
      // The text button says its state: its words after the icon (UTF-8, so read as such).
      const next = page.toString("utf8", tagEnd + 1, Math.min(page.length, tagEnd + 1 + 2048));
      const words = BUTTON_WORDS.exec(next);
      if (words) edits.push({ start: tagEnd + 1, end: tagEnd + 1 + Buffer.byteLength(words[0]), text: `${words[1]}${PRESSED_LABELS[list]}</span>` });
    }
  }
  edits.sort((a, b) => a.start - b.start);
  const parts: Buffer[] = [];
  let from = 0;
  for (const edit of edits) {
    parts.push(page.subarray(from, edit.start), Buffer.from(edit.text));
    from = edit.end;
  }
  parts.push(page.subarray(from));
  return Buffer.concat(parts);
}
