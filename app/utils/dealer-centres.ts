/*
 * Pure rules of the contacts pages: grouping centres by city, finding one by its address,
 * reading opening hours for structured data.
 */

type Centre = { id: number; sCode: string; sCityFiasId: string; sCityName: string };

export type CityGroup<C extends Centre> = { fiasId: string; name: string; centres: C[] };

/** Centres by city, in the API's order, the visitor's city first. */
export function groupByCity<C extends Centre>(centres: C[], firstFiasId?: string): Array<CityGroup<C>> {
  const groups: Array<CityGroup<C>> = [];
  for (const centre of centres) {
    let group = groups.find((g) => g.fiasId === centre.sCityFiasId);
    if (!group) groups.push((group = { fiasId: centre.sCityFiasId, name: centre.sCityName, centres: [] }));
    group.centres.push(centre);
  }
  const first = groups.findIndex((g) => g.fiasId === firstFiasId);
  if (first > 0) groups.unshift(...groups.splice(first, 1));
  return groups;
}

/**
 * The centre an address names: its code, or its numeric id (an old link, answered with a
 * 301 to the code). `redirect` says the address should change.
 */
export function findCentre<C extends Centre>(centres: C[], param: string): { centre: C; redirect: boolean } | null {
  const byCode = centres.find((c) => c.sCode === param);
  if (byCode) return { centre: byCode, redirect: false };
  if (/^\d+$/.test(param)) {
    const byId = centres.find((c) => c.id === Number(param));
    if (byId) return { centre: byId, redirect: true };
  }
  return null;
}

const DAYS = ["Пн", "Вт", "Ср", "Чт", "Пт", "Сб", "Вс"] as const;
const SCHEMA_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export type OpeningHours = { dayOfWeek: Array<(typeof SCHEMA_DAYS)[number]>; opens: string; closes: string };

/**
 * "Ежедневно с 9:00 до 21:00" or "Пн–Пт с 8:00 до 20:00, Сб–Вс с 9:00 до 18:00" as schema.org
 * OpeningHoursSpecification parts. A part it cannot read is left out (the text is still shown).
 */
export function openingHours(work: string): OpeningHours[] {
  const result: OpeningHours[] = [];
  for (const part of work.split(/[,;]/)) {
    const match = /^\s*(Ежедневно|([А-Я][а-я])(?:\s*[–—-]\s*([А-Я][а-я]))?)\s+с\s+(\d{1,2}):(\d{2})\s+до\s+(\d{1,2}):(\d{2})\s*$/.exec(part);
    if (!match) continue;
    let days: OpeningHours["dayOfWeek"];
    if (match[1] === "Ежедневно") days = [...SCHEMA_DAYS];
    else {
      const from = DAYS.indexOf(match[2] as (typeof DAYS)[number]);
      const to = match[3] ? DAYS.indexOf(match[3] as (typeof DAYS)[number]) : from;
      if (from < 0 || to < from) continue;
      days = SCHEMA_DAYS.slice(from, to + 1);
    }
    const time = (h: string, m: string) => `${h.padStart(2, "0")}:${m}`;
    result.push({ dayOfWeek: days, opens: time(match[4]!, match[5]!), closes: time(match[6]!, match[7]!) });
  }
  return result;
}
