/*
 * The rules a used car's report is read by (docs/product.md, «Отчёт об автомобиле»): pure, so
 * the page and its tests agree.
 */

export type Reading = { date: string; km: number };

/**
 * What a car whose readings fall says, in its report's facts, on its card and on its page
 * (the card's `mileageDoubtful`, from the dealer API; issue 44, item 6).
 */
export const MILEAGE_WARNING = "Пробег мог быть скручен";

/**
 * The readings that show a rolled-back odometer: lower than a reading taken earlier. Taken in
 * date order whatever order they came in; the same day's readings count as taken together, so a
 * typo between two sources of one day is not a rollback. Returns the flagged readings' dates and
 * kilometres as `date|km` keys.
 */
export function mileageRollbacks(readings: readonly Reading[]): Set<string> {
  const sorted = [...readings].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const flagged = new Set<string>();
  let highestBefore = -Infinity;
  let day = "";
  let highestToday = -Infinity;
  for (const reading of sorted) {
    if (reading.date !== day) {
      highestBefore = Math.max(highestBefore, highestToday);
      highestToday = -Infinity;
      day = reading.date;
    }
    if (reading.km < highestBefore) flagged.add(readingKey(reading));
    highestToday = Math.max(highestToday, reading.km);
  }
  return flagged;
}

export function readingKey(reading: Reading): string {
  return `${reading.date}|${reading.km}`;
}

/** '2024-03-05' as the page writes dates: '05.03.2024'. */
export function ruDate(iso: string): string {
  const [year, month, day] = iso.split("-");
  return `${day}.${month}.${year}`;
}
