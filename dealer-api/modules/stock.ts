import type { DB } from "../db";
import { fail } from "../http";

/*
 * What "for sale" means in the reference API, in one place: a car in stock whose report has
 * no pledge, registration restriction or search on record (ADR 043). Every list, count and
 * sitemap offers only such cars, and every post that would sell or hold a car (an order, a
 * credit application, a test drive, a reservation) refuses any other.
 */

/** SQL: the car whose id is in `column` is offered. A literal, so SQLite uses the partial index of car_reports. */
export const offered = (column: string) => `${column} NOT IN (SELECT car_id FROM car_reports WHERE encumbered = 1)`;

/** SQL on `cars`, unaliased: the car is offered. */
export const OFFERED = offered("id");

/** The refusal of a post about a car in stock that may not be sold: its own code, for the storefront to show. */
export const NOT_FOR_SALE = {
  code: "NOT_FOR_SALE",
  message: "Этот автомобиль снят с продажи. Выберите другой автомобиль в каталоге или позвоните нам",
} as const;

/** Refuses (409 NOT_FOR_SALE) a car in stock that is not offered. */
export function refuseNotForSale(db: DB, id: number): void {
  if (!db.prepare(`SELECT 1 FROM cars WHERE id = ? AND ${OFFERED}`).get(id)) fail(409, NOT_FOR_SALE.code, NOT_FOR_SALE.message);
}

/**
 * The stock's version: moved by triggers on every change of a car or of a report's pledge
 * (migrations/118_stock_version.sql), by any writer. What is kept of the stock is kept for
 * one version.
 */
export function stockVersion(db: DB): number {
  return db.prepare("SELECT version FROM stock_version WHERE id = 1").pluck().get() as number;
}
