import Database from "better-sqlite3";
import type { APIRequestContext } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { FLAGS_OFF_URL } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { DB_PATH, SITE_URL } from "./forms-helpers";

// Crawlers' side of the site (docs/decisions/024-crawlers.md): robots.txt, the sitemap index
// and its parts. Requests only, no browser: the pages' own tags are checked in server.spec.ts.
// JavaScript plays no part, so the no-JS project skips them.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "requests only: the same in both projects");

const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "url" || name === "sitemap" });
/** W3C Datetime, as the sitemaps protocol asks of lastmod. */
const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

type Url = { loc: string; lastmod?: string };

/** A sitemap file: served as XML, well-formed, of the protocol's shape and limits. */
async function sitemapFile(request: APIRequestContext, url: string, root: "sitemapindex" | "urlset", origin = SITE_URL) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"], url).toBe("application/xml; charset=utf-8");
  expect(response.headers()["cache-control"], url).toMatch(/^public, max-age=\d+/);
  expect(response.headers()["set-cookie"], `${url}: a crawler gets no cookie`).toBeUndefined();
  const body = await response.body();
  expect(body.length, url).toBeLessThan(50 * 1024 * 1024);
  const xml = body.toString("utf8");
  expect(XMLValidator.validate(xml), url).toBe(true);
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>'), url).toBe(true);
  const doc = parser.parse(xml) as Record<string, Record<string, unknown>>;
  expect(Object.keys(doc).filter((k) => k !== "?xml"), url).toEqual([root]);
  expect(doc[root]!["@_xmlns"], url).toBe(NS);
  const entries = (doc[root]![root === "urlset" ? "url" : "sitemap"] ?? []) as Url[];
  expect(entries.length, url).toBeGreaterThan(0);
  expect(entries.length, url).toBeLessThanOrEqual(50_000);
  for (const entry of entries) {
    expect(Object.keys(entry).filter((k) => k !== "loc" && k !== "lastmod"), url).toEqual([]);
    expect(entry.loc.startsWith(`${origin}/`), entry.loc).toBe(true);
    expect(entry.loc.length).toBeLessThanOrEqual(2048);
    if (entry.lastmod !== undefined) expect(entry.lastmod, entry.loc).toMatch(W3C_DATE);
  }
  return entries;
}

function referenceData() {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    return {
      cars: db.prepare("SELECT '/cars/' || brand_code || '/' || model_code || '/' || id FROM cars").pluck().all() as string[],
      news: db.prepare("SELECT '/company/news/' || slug FROM news").pluck().all() as string[],
      jobs: db
        .prepare("SELECT '/company/jobs/' || slug FROM vacancies WHERE valid_through >= date('now', '+3 hours')")
        .pluck()
        .all() as string[],
      dealers: db.prepare("SELECT '/company/contacts/' || code FROM dealer_centers").pluck().all() as string[],
    };
  } finally {
    db.close();
  }
}

/** The page's own canonical link, from its HTML as served. */
async function canonicalOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  return /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1];
}

test("the sitemap index lists its parts, and the parts every car, news item, job and dealer centre once, at their canonical addresses", async ({
  request,
}) => {
  const index = await sitemapFile(request, "/sitemap.xml", "sitemapindex");
  const files = index.map((s) => new URL(s.loc).pathname);
  expect(files).toEqual(["/sitemap/pages-1.xml", "/sitemap/brands-1.xml", "/sitemap/cars-1.xml", "/sitemap/news-1.xml", "/sitemap/jobs-1.xml", "/sitemap/dealers-1.xml"]);

  const parts: Record<string, Url[]> = {};
  for (const file of files) parts[/\/(\w+)-1\.xml$/.exec(file)![1]!] = await sitemapFile(request, file, "urlset");
  const all = Object.values(parts).flat().map((u) => u.loc);
  expect(all.length, "no address twice").toBe(new Set(all).size);

  const paths = (name: string) => parts[name]!.map((u) => u.loc.slice(SITE_URL.length)).sort();
  const reference = referenceData();
  expect(paths("cars")).toEqual([...reference.cars].sort());
  expect(paths("news")).toEqual([...reference.news].sort());
  expect(paths("jobs")).toEqual([...reference.jobs].sort());
  expect(paths("dealers")).toEqual([...reference.dealers].sort());
  expect(parts.cars!.every((u) => u.lastmod)).toBe(true);
  // No visitor's own page, no filtered or sorted list.
  expect(all.filter((loc) => /\/(cart|favorites|comparison|personal)\b|\?/.test(loc))).toEqual([]);

  // Every static page and one of each kind answers 200 under exactly the address listed.
  const samples = [...parts.pages!, parts.cars![0]!, parts.news![0]!, parts.jobs![0]!, parts.dealers![0]!].map((u) => u.loc);
  for (const loc of samples) expect(await canonicalOf(request, loc.slice(SITE_URL.length)), loc).toBe(loc);

  // A file past the end of a part, or of no part, is not there.
  for (const path of ["/sitemap/cars-2.xml", "/sitemap/other-1.xml", "/sitemap/cars.xml"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("a page switched off by its flag is left out of the sitemap", async ({ request }) => {
  const pages = await sitemapFile(request, `${FLAGS_OFF_URL}/sitemap/pages-1.xml`, "urlset", `http://localhost:${new URL(FLAGS_OFF_URL).port}`);
  const paths = pages.map((u) => new URL(u.loc).pathname);
  expect(paths).toContain("/catalog");
  expect(paths).not.toContain("/service");
});

test("robots.txt names the sitemap, keeps crawlers off a visitor's own pages and the form endpoints, and cleans the catalogue's sort for Yandex", async ({
  request,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  const groups = text.split(/\n\s*\n/);
  const star = groups.find((g) => g.startsWith("User-agent: *"))!;
  const yandex = groups.find((g) => g.startsWith("User-agent: Yandex"))!;
  for (const group of [star, yandex]) {
    for (const path of ["/personal", "/cart", "/comparison", "/favorites", "/consultation", "/newsletter", "/city", "/cookie-notice"]) {
      expect(group.split("\n"), path).toContain(`Disallow: ${path}`);
    }
    expect(group).not.toMatch(/^Disallow: \/(catalog|cars|company|service)?$/m);
  }
  expect(yandex.split("\n")).toContain("Clean-param: sort /catalog");
  expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});
