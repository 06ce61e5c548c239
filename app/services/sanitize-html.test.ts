import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html.server";

describe("sanitizeHtml", () => {
  it("keeps simple text markup and safe links", () => {
    const html = '<h2>Раздел</h2><p>Текст <strong>жирный</strong> и <a href="/policy">политика</a>.</p><ul><li>один</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("drops scripts with their content, event handlers and styles", () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red">a<script>alert(1)</script>b</p>')).toBe("<p>ab</p>");
    expect(sanitizeHtml("<style>p{}</style><p>ok</p>")).toBe("<p>ok</p>");
    expect(sanitizeHtml('<img src=x onerror="alert(1)">текст')).toBe("текст");
    expect(sanitizeHtml("<svg><script>alert(1)</script></svg>x")).toBe("x");
  });

  it("refuses dangerous link targets, entity-encoded ones too", () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="data:text/html,x">x</a>')).toBe("<a>x</a>");
  });

  it("opens outside links in a new tab without an opener", () => {
    expect(sanitizeHtml('<a href="https://example.ru" target="_self">x</a>')).toBe(
      '<a href="https://example.ru" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("escapes text and keeps the output well nested", () => {
    expect(sanitizeHtml("1 < 2 & 3 > 2")).toBe("1 &lt; 2 &amp; 3 &gt; 2");
    expect(sanitizeHtml("<p><strong>a</p>b")).toBe("<p><strong>a</strong></p>b");
    expect(sanitizeHtml("<p>a")).toBe("<p>a</p>");
  });
});
