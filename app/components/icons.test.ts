import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as icons from "./icons";

const sprite = readFileSync(new URL("./icons.svg", import.meta.url), "utf8");
const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]));

describe("the icon sprite", () => {
  const rendered = Object.entries(icons)
    .filter(([name]) => name.endsWith("Icon"))
    .map(([name, Icon]) => [name, renderToStaticMarkup(createElement(Icon as icons.Icon, { size: 20 }))] as const);

  it("every icon points at a symbol of the sprite, and every symbol is used", () => {
    const used = rendered.map(([name, html]) => {
      const symbol = /<use href="[^"#]*#([^"]+)"/.exec(html)?.[1];
      expect(symbol && symbols.has(symbol), `${name} → #${symbol}`).toBe(true);
      return symbol;
    });
    expect(new Set(used)).toEqual(symbols);
  });

  it("icons stay decorative and sized, with the classes the pressed style targets", () => {
    for (const [name, html] of rendered) {
      expect(html, name).toMatch(/^<svg class="icon( icon--bars)?" width="20" height="20" aria-hidden="true">/);
    }
    expect(renderToStaticMarkup(createElement(icons.CompareIcon, { className: "x" }))).toContain('class="icon icon--bars x"');
    // The sprite's shapes carry no paint of their own: they inherit the .icon stroke and a pressed fill.
    expect(sprite).not.toMatch(/\s(fill|stroke)(-[a-z]+)?=/);
  });
});
