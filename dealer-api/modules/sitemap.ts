import type { DB } from "../db";
import { type DealerApiModule } from "../context";
import { endpoint, fail } from "../http";
import { OFFERED } from "./stock";

/** A sitemap file holds at most 50 000 addresses; one page of this list fills one. */
export const SITEMAP_MAX_PAGE_SIZE = 50_000;

export type SitemapCar = { id: number; brandCode: string; modelCode: string; updatedAt: string };
export type SitemapCarsPage = { items: SitemapCar[]; total: number; page: number; pageSize: number };

function whole(value: unknown, name: string, fallback: number, max: number): number {
  if (value === undefined || value === null || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) fail(400, "VALIDATION", `${name}: целое число от 1 до ${max}`);
  return n;
}

/**
 * Every car offered, only what a sitemap needs (its address and when it last changed), in
 * a stable order so that pages never overlap. The catalogue list is a page of cards with
 * facets, 60 at most: far too heavy to walk for thousands of cars.
 */
function sitemapCars(db: DB, input: Record<string, unknown>): SitemapCarsPage {
  const pageSize = whole(input.pageSize, "pageSize", SITEMAP_MAX_PAGE_SIZE, SITEMAP_MAX_PAGE_SIZE);
  const page = whole(input.page, "page", 1, 1_000_000);
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM cars WHERE ${OFFERED}`).get() as { total: number };
  const rows = db
    .prepare(`SELECT id, brand_code AS brandCode, model_code AS modelCode, added_at AS addedAt FROM cars WHERE ${OFFERED} ORDER BY id LIMIT ? OFFSET ?`)
    .all(pageSize, (page - 1) * pageSize) as Array<{ id: number; brandCode: string; modelCode: string; addedAt: number }>;
  return {
    items: rows.map(({ addedAt, ...car }) => ({ ...car, updatedAt: new Date(addedAt).toISOString() })),
    total,
    page,
    pageSize,
  };
}

export const sitemapModule: DealerApiModule = {
  name: "sitemap",
  register(router, { db }) {
    endpoint(router, ["POST"], "/api/rrt/catalog/Sitemap/getCars", (input) => sitemapCars(db, input));
  },
};
