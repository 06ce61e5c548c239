import type { DB } from "../db";
import { type DealerApiModule } from "../context";
import { endpoint, fail } from "../http";
import { NEWS, type NewsSeed } from "../seed/news-content";
import { NEWS_IMAGE_HEIGHT, NEWS_IMAGE_WIDTH, newsImageSrc } from "../seed/news-images";

export const NEWS_DEFAULT_PAGE_SIZE = 9;
export const NEWS_MAX_PAGE_SIZE = 50;

export type NewsImage = { src: string; width: number; height: number; alt: string };
export type NewsCard = { id: number; slug: string; title: string; date: string; excerpt: string; image: NewsImage };
export type NewsLink = { id: number; slug: string; title: string; date: string };
export type NewsItem = NewsCard & { html: string; previous: NewsLink | null; next: NewsLink | null };
export type NewsPage = {
  newsList: NewsCard[];
  total: number;
  page: number;
  pageSize: number;
  /** The filter as applied, null for all years. */
  year: number | null;
  /** Years that have news, newest first: the year filter's options. */
  years: number[];
};

type NewsRow = {
  id: number;
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  html: string;
  src: string;
  width: number;
  height: number;
  alt: string;
};

const COLUMNS =
  "id, slug, title, published_on AS date, excerpt, html, image_src AS src, image_width AS width, image_height AS height, image_alt AS alt";
/** Newest first; the id breaks ties between items of one day. */
const ORDER = "published_on DESC, id DESC";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function newsHtml(body: NewsSeed["body"]): string {
  return body
    .map((block) =>
      Array.isArray(block) ? `<ul>${block.map((li) => `<li>${escapeHtml(li)}</li>`).join("")}</ul>` : `<p>${escapeHtml(block)}</p>`,
    )
    .join("\n");
}

function toCard(row: NewsRow): NewsCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    date: row.date,
    excerpt: row.excerpt,
    image: { src: row.src, width: row.width, height: row.height, alt: row.alt },
  };
}

/**
 * A whole number from the input, or `fallback` when absent. Arrays, objects, fractions and
 * anything out of [min, max] are the caller's mistake: VALIDATION names the field.
 */
function intField(input: Record<string, unknown>, field: string, fallback: number | null, min: number, max: number) {
  const raw = input[field];
  if (raw === undefined || raw === "" || raw === null) return fallback;
  const value = typeof raw === "number" ? raw : typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < min || value > max) {
    fail(400, "VALIDATION", `Некорректное значение ${field}: целое число от ${min} до ${max}`);
  }
  return value;
}

export function listNews(db: DB, input: Record<string, unknown>): NewsPage {
  const page = intField(input, "page", 1, 1, 100_000)!;
  const pageSize = intField(input, "pageSize", NEWS_DEFAULT_PAGE_SIZE, 1, NEWS_MAX_PAGE_SIZE)!;
  const year = intField(input, "year", null, 1900, 2999);
  const where = year === null ? "1" : "substr(published_on, 1, 4) = ?";
  const params = year === null ? [] : [String(year)];
  const total = db.prepare(`SELECT count(*) FROM news WHERE ${where}`).pluck().get(...params) as number;
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM news WHERE ${where} ORDER BY ${ORDER} LIMIT ? OFFSET ?`)
    .all(...params, pageSize, (page - 1) * pageSize) as NewsRow[];
  const years = (
    db.prepare("SELECT DISTINCT substr(published_on, 1, 4) FROM news ORDER BY 1 DESC").pluck().all() as string[]
  ).map(Number);
  return { newsList: rows.map(toCard), total, page, pageSize, year, years };
}

function link(row: NewsRow | undefined): NewsLink | null {
  return row ? { id: row.id, slug: row.slug, title: row.title, date: row.date } : null;
}

export function findNewsItem(db: DB, input: Record<string, unknown>): NewsItem {
  const { slug, id } = input;
  let row: NewsRow | undefined;
  if (typeof slug === "string" && slug !== "") {
    row = db.prepare(`SELECT ${COLUMNS} FROM news WHERE slug = ?`).get(slug) as NewsRow | undefined;
  } else if (id !== undefined && id !== "") {
    const numeric = intField(input, "id", null, 1, Number.MAX_SAFE_INTEGER);
    row = db.prepare(`SELECT ${COLUMNS} FROM news WHERE id = ?`).get(numeric) as NewsRow | undefined;
  } else {
    fail(400, "VALIDATION", "Укажите новость: slug или id");
  }
  if (!row) fail(404, "NOT_FOUND", "Новость не найдена");
  // The neighbours in the list's order: `previous` is the older item, `next` the newer one.
  const previous = db
    .prepare(
      `SELECT ${COLUMNS} FROM news WHERE published_on < @date OR (published_on = @date AND id < @id) ORDER BY ${ORDER} LIMIT 1`,
    )
    .get({ date: row.date, id: row.id }) as NewsRow | undefined;
  const next = db
    .prepare(
      `SELECT ${COLUMNS} FROM news WHERE published_on > @date OR (published_on = @date AND id > @id) ORDER BY published_on ASC, id ASC LIMIT 1`,
    )
    .get({ date: row.date, id: row.id }) as NewsRow | undefined;
  return { ...toCard(row), html: row.html, previous: link(previous), next: link(next) };
}

export const newsModule: DealerApiModule = {
  name: "news",
  seed({ db }) {
    const insert = db.prepare(
      `INSERT INTO news (slug, title, published_on, excerpt, html, image_src, image_width, image_height, image_alt)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    // Oldest first, so ids grow with the date as they would on a live site.
    for (const item of [...NEWS].sort((a, b) => a.date.localeCompare(b.date))) {
      insert.run(
        item.slug,
        item.title,
        item.date,
        item.excerpt,
        newsHtml(item.body),
        newsImageSrc(item.slug),
        NEWS_IMAGE_WIDTH,
        NEWS_IMAGE_HEIGHT,
        `Иллюстрация к новости «${item.title}»`,
      );
    }
  },
  register(router, { db }) {
    endpoint(router, ["POST"], "/api/rrt/aboutcompany/Controller/getAllNews", (input) => listNews(db, input));
    endpoint(router, ["GET", "POST"], "/api/rrt/aboutcompany/Controller/getNewsItem", (input) => findNewsItem(db, input));
  },
};
