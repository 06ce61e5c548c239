import { describe, expect, it } from "vitest";
import { newsRss, rfc822Day, xmlText } from "./rss";

describe("rss", () => {
  it("escapes XML and drops characters XML cannot carry", () => {
    expect(xmlText(`«A & B» <i>"x"</i> it's\u0001`)).toBe("«A &amp; B» &lt;i&gt;&quot;x&quot;&lt;/i&gt; it&apos;s");
  });

  it("writes a day as an RFC 822 date with its weekday", () => {
    expect(rfc822Day("2026-11-12")).toBe("Thu, 12 Nov 2026 00:00:00 +0300");
    expect(rfc822Day("2024-12-05")).toBe("Thu, 05 Dec 2024 00:00:00 +0300");
  });

  it("builds a channel with one item per entry", () => {
    const xml = newsRss({
      title: "Новости",
      link: "https://x.ru/company/news",
      selfLink: "https://x.ru/company/news/rss.xml",
      description: "Всё & сразу",
      items: [{ title: "Первая", link: "https://x.ru/company/news/a", description: "Текст", date: "2026-01-02" }],
    });
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml.match(/<item>/g)).toHaveLength(1);
    expect(xml).toContain("<description>Всё &amp; сразу</description>");
    expect(xml).toContain('<guid isPermaLink="true">https://x.ru/company/news/a</guid>');
  });
});
