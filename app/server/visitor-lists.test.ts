import { describe, expect, it } from "vitest";
import type { VisitorSnapshot } from "~/services/visitor.server";
import { listsToWriteIn, withoutLists, writeVisitorLists } from "./visitor-lists.server";

const snapshot = (fav: number[], cmp: number[]): VisitorSnapshot => ({ id: "v", at: 0, auth: false, name: "", fav, cmp, seen: [] });

describe("which visitors get the shared page with their lists written in", () => {
  it("a visitor with lists, on a page that shows them only in its header and toggles", () => {
    expect(listsToWriteIn(snapshot([3], []), "/catalog")).toEqual({ favorites: [3], compare: [] });
    expect(listsToWriteIn(snapshot([], [4, 5]), "/")).toEqual({ favorites: [], compare: [4, 5] });
  });

  it("not a visitor without lists or without a snapshot, nor the lists' own pages", () => {
    expect(listsToWriteIn(snapshot([], []), "/catalog")).toBeUndefined();
    expect(listsToWriteIn(undefined, "/catalog")).toBeUndefined();
    expect(listsToWriteIn(snapshot([3], [4]), "/favorites")).toBeUndefined();
    expect(listsToWriteIn(snapshot([3], [4]), "/comparison")).toBeUndefined();
  });

  it("the page kept for everyone is keyed as for the same visitor without lists", () => {
    expect(withoutLists({ ...snapshot([3], [4]), seen: [9] })).toEqual({ ...snapshot([], []), seen: [9] });
  });
});

const BLOCK = '<script type="application/json" id="visitor-lists">{"favorites":[],"compare":[]}</script>';
const header =
  '<a href="/favorites" class="icon-btn"><span class="visually-hidden">Избранное, 0</span></a>' +
  '<a href="/comparison" class="icon-btn"><span class="visually-hidden">Сравнение, 0</span></a>';
const iconToggle = (list: string, id: number) =>
  `<form method="post" action="/${list}?returnTo=%2Fcatalog#c-${id}"><button type="submit" value="${id}" name="add" aria-pressed="false"><svg><use href="/i.svg#x"></use></svg><span>Добавить</span></button></form>`;
const textToggle = (list: string, id: number, words: string) =>
  `<form method="post" action="/${list}?returnTo=%2Fcars%2F${id}#c-${id}"><button type="submit" value="${id}" name="add" class="btn btn--secondary" aria-pressed="false"><svg class="icon"><use href="/i.svg#x"></use></svg><span>${words}</span></button></form>`;
const page = (...parts: string[]) => Buffer.from(`<!DOCTYPE html><html><body>${header}${parts.join("")}${BLOCK}</body></html>`);

describe("writing a visitor's lists into the shared page", () => {
  it("writes the data block, the counters with their badges and the listed cars' toggles", () => {
    const written = writeVisitorLists(
      page(iconToggle("favorites", 7), iconToggle("comparison", 7), iconToggle("favorites", 8), textToggle("favorites", 7, "Добавить в избранное"), textToggle("comparison", 7, "Добавить к сравнению")),
      { favorites: [7], compare: [7, 9] },
    ).toString("utf8");
    expect(written).toContain('id="visitor-lists">{"favorites":[7],"compare":[7,9]}</script>');
    expect(written).toContain('<span class="visually-hidden">Избранное, 1</span><span class="badge" aria-hidden="true">1</span>');
    expect(written).toContain('<span class="visually-hidden">Сравнение, 2</span><span class="badge" aria-hidden="true">2</span>');
    // Car 7's toggles are pressed, car 8's is not: it is in no list.
    expect(written.match(/value="7" name="delete"( class="btn btn--secondary")? aria-pressed="true"/g)).toHaveLength(4);
    expect(written).toContain('<button type="submit" value="8" name="add" aria-pressed="false">');
    expect(written).toContain("<span>В избранном</span>");
    expect(written).toContain("<span>В сравнении</span>");
    expect(written).not.toContain("Добавить в избранное");
  });

  it("presses a toggle only for the list it posts to", () => {
    const written = writeVisitorLists(page(iconToggle("favorites", 7), iconToggle("comparison", 7)), { favorites: [], compare: [7] }).toString("utf8");
    expect(written).toContain('action="/favorites?returnTo=%2Fcatalog#c-7"><button type="submit" value="7" name="add" aria-pressed="false">');
    expect(written).toContain('action="/comparison?returnTo=%2Fcatalog#c-7"><button type="submit" value="7" name="delete" aria-pressed="true">');
    expect(written).toContain("Избранное, 0</span></a>");
  });

  it("shows 99+ on a badge of more than 99", () => {
    const many = Array.from({ length: 120 }, (_, i) => i + 1);
    expect(writeVisitorLists(page(), { favorites: many, compare: [] }).toString("utf8")).toContain(
      '<span class="visually-hidden">Избранное, 120</span><span class="badge" aria-hidden="true">99+</span>',
    );
  });

  it("leaves a document without the data block as it is", () => {
    const other = Buffer.from(`<html><body>${header}${iconToggle("favorites", 7)}</body></html>`);
    expect(writeVisitorLists(other, { favorites: [7], compare: [] })).toBe(other);
  });
});
