/*
 * The tyre change seasons of a city and the season a set of tyres is stored through
 * (docs/dealer-api.md, "Tyres"; ADR 072). Pure functions of dates on the centre's calendar
 * ('YYYY-MM-DD'), so the tests pass any day of the year.
 */

import { addDays } from "./service-schedule";

/** A city's usual first snow and the day its snow is usually gone, as 'MM-DD'. */
export type Climate = { firstSnow: string; snowGone: string };

export type SeasonKind = "autumn" | "spring";

/** A change season: its first and last day, both included. */
export type Season = { kind: SeasonKind; name: string; starts: string; ends: string };

/**
 * Owners come in the week before the snow and for three weeks after it (the queues the issue
 * describes), and likewise around the day the snow is gone.
 */
export const SEASON_BEFORE_DAYS = 7;
export const SEASON_AFTER_DAYS = 21;

const SEASON_NAMES: Record<SeasonKind, string> = { autumn: "осенний сезон", spring: "весенний сезон" };

function seasonAround(kind: SeasonKind, year: number, monthDay: string): Season {
  const day = `${year}-${monthDay}`;
  return { kind, name: SEASON_NAMES[kind], starts: addDays(day, -SEASON_BEFORE_DAYS), ends: addDays(day, SEASON_AFTER_DAYS) };
}

/** The seasons of the years around `date`, in order: enough to find the one a date is in or the next. */
function seasonsNear(climate: Climate, date: string): Season[] {
  const year = Number(date.slice(0, 4));
  return [year - 1, year, year + 1].flatMap((y) => [seasonAround("spring", y, climate.snowGone), seasonAround("autumn", y, climate.firstSnow)]);
}

/** The season a date falls in, or null for a day out of season. */
export function seasonOf(climate: Climate, date: string): Season | null {
  return seasonsNear(climate, date).find((s) => s.starts <= date && date <= s.ends) ?? null;
}

/** The season a date falls in, else the next one to come. */
export function currentOrNextSeason(climate: Climate, date: string): Season {
  return seasonsNear(climate, date).find((s) => date <= s.ends)!;
}

/** The season a set of tyres is kept through, and which tyres those are. */
export type StorageSeason = { code: string; name: string; tyres: "summer" | "winter" };

/**
 * What is stored at a visit on `date`: from August to January the summer tyres come off for
 * the winter (of that year and the next), from February to July the winter ones for the
 * summer.
 */
export function storageSeason(date: string): StorageSeason {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  if (month >= 8) return { code: `winter-${year}`, name: `зима ${year}/${String(year + 1).slice(2)}`, tyres: "summer" };
  if (month === 1) return { code: `winter-${year - 1}`, name: `зима ${year - 1}/${String(year).slice(2)}`, tyres: "summer" };
  return { code: `summer-${year}`, name: `лето ${year}`, tyres: "winter" };
}

/** The name of a stored season's code ('winter-2026' → «зима 2026/27»). */
export function storageSeasonName(code: string): string {
  const [kind, year] = code.split("-");
  return kind === "winter" ? `зима ${year}/${String(Number(year) + 1).slice(2)}` : `лето ${year}`;
}
