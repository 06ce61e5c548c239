/**
 * Demo dates that must stay current: vacancies are open and tenders take bids "now". Their
 * seed texts are written as of CONTENT_DATE; a database seeded later moves those dates
 * forward by the days since, so a fresh demo never shows a vacancy closed a year ago or an
 * open tender whose deadline has passed. News stays on its own dates: it is history.
 */
export const CONTENT_DATE = "2026-11-22";

const DAY_MS = 86_400_000;

/** Whole days from CONTENT_DATE to `today` (UTC), never negative. */
export function daysSinceContent(today: Date = new Date()): number {
  const start = Date.parse(`${CONTENT_DATE}T00:00:00Z`);
  const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.max(0, Math.round((now - start) / DAY_MS));
}

/** A YYYY-MM-DD day moved by `days`. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
