import type { DB } from "../db";

/*
 * What "for sale" means in the reference API, in one place: a car in stock whose report has
 * no pledge, registration restriction or search on record (ADR 043). Every list, count and
 * sitemap offers only such cars.
 */

/** SQL on `cars` (unaliased): the car is offered. A literal, so SQLite uses the partial index of car_reports. */
export const OFFERED = "id NOT IN (SELECT car_id FROM car_reports WHERE encumbered = 1)";

/**
 * The stock's version: moved by triggers on every change of a car or of a report's pledge
 * (migrations/118_stock_version.sql), by any writer. What is kept of the stock is kept for
 * one version.
 */
export function stockVersion(db: DB): number {
  return db.prepare("SELECT version FROM stock_version WHERE id = 1").pluck().get() as number;
}
