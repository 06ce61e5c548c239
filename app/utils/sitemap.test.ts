import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots";
import { parsePartFile, partFile, sitemapIndex, URLSET_CLOSE, URLSET_OPEN, urlEntry } from "./sitemap";

describe("sitemap files", () => {
  it("names part files and reads back only those names", () => {
    expect(partFile("cars", 2)).toBe("cars-2.xml");
    expect(parsePartFile("cars-2.xml")).toEqual({ name: "cars", number: 2 });
    for (const bad of ["cars-0.xml", "cars.xml", "cars-1.xml.gz", "other-1.xml", "cars-01.xml", "../cars-1.xml"]) {
      expect(parsePartFile(bad), bad).toBeNull();
    }
  });

  it("writes escaped sitemap XML", () => {
    expect(sitemapIndex(["https://a.ru/sitemap/pages-1.xml"])).toContain("<sitemap><loc>https://a.ru/sitemap/pages-1.xml</loc></sitemap>");
    const xml = URLSET_OPEN + urlEntry({ loc: "https://a.ru/x?a=1&b=2", lastmod: "2026-01-02" }) + URLSET_CLOSE;
    expect(xml).toContain("<url><loc>https://a.ru/x?a=1&amp;b=2</loc><lastmod>2026-01-02</lastmod></url>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
  });
});

describe("robots.txt", () => {
  it("names the sitemap, keeps crawlers off a visitor's own pages and form endpoints, and cleans the catalogue's sort for Yandex", () => {
    const text = robotsTxt("https://auto.example.ru");
    for (const path of ["/personal", "/cart", "/comparison", "/favorites", "/consultation", "/newsletter", "/city", "/cookie-notice"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain("Sitemap: https://auto.example.ru/sitemap.xml");
    expect(text).toMatch(/User-agent: Yandex\n[\s\S]*Clean-param: sort \/catalog\n/);
    expect(text).not.toMatch(/Disallow: \/catalog|Disallow: \/company|Disallow: \/cars/);
  });
});
