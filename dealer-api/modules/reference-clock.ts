import type { DB } from "../db";

/**
 * The reference API's clock for what ends at a set time (promotions): real time plus the offset
 * in `reference_clock` (migration 165). Browser tests move it forward to a promotion's end, as
 * the alert tests write prices into the same database; nothing else reads it.
 */
export function referenceNow(db: DB): number {
  const offset = db.prepare("SELECT offset_ms FROM reference_clock WHERE id = 1").pluck().get() as number | undefined;
  return Date.now() + (offset ?? 0);
}

/** Sets the clock so that it now reads `at` (ms since the epoch). */
export function setReferenceClock(db: DB, at: number): void {
  db.prepare("UPDATE reference_clock SET offset_ms = ? WHERE id = 1").run(Math.round(at - Date.now()));
}
