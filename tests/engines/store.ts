import Database from "better-sqlite3";
import { until } from "./engine";

/** What the reference API stored, read-only: the journeys' outcomes beyond the page. */
function read<T>(db: string, query: (d: Database.Database) => T): T {
  const d = new Database(db, { readonly: true, fileMustExist: true });
  try {
    return query(d);
  } finally {
    d.close();
  }
}

/** Leads of a type whose phone (as the API stores it, +7XXXXXXXXXX) is `phone`. */
export function leadsByPhone(db: string, type: string, phone: string): Array<Record<string, unknown>> {
  return read(db, (d) =>
    (d.prepare("SELECT payload FROM leads WHERE type = ? AND json_extract(payload, '$.PHONE') = ? ORDER BY id").pluck().all(type, phone) as string[]).map(
      (p) => JSON.parse(p) as Record<string, unknown>,
    ),
  );
}

/** Waits until exactly one such lead is stored (a second one would be a duplicate) and returns it. */
export async function theOneLead(db: string, type: string, phone: string): Promise<Record<string, unknown>> {
  const leads = await until(`one ${type} lead from ${phone}`, async () => leadsByPhone(db, type, phone), (found) => found.length > 0);
  if (leads.length !== 1) throw new Error(`${leads.length} ${type} leads from ${phone}, expected one`);
  return leads[0]!;
}

/** The six-digit code of the last SMS to `phone` (10 national digits), as the phone would show it. */
export function codeFromOutbox(db: string, phone: string): Promise<string> {
  const code = () =>
    read(db, (d) => {
      const text = d.prepare("SELECT text FROM sms_outbox WHERE phone = ? ORDER BY id DESC LIMIT 1").pluck().get(`7${phone}`) as string | undefined;
      return (text && /\b(\d{6})\b/.exec(text)?.[1]) ?? "";
    });
  return until(`an SMS code to ${phone}`, async () => code(), (found) => found !== "");
}

/** Ten national digits no other run uses, starting 9: a mobile number the forms accept. */
export function uniquePhone(): string {
  return `9${String(Date.now() % 1e6).padStart(6, "0")}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;
}

/** A car of the stock, as the buying journeys open it. */
export type StockCar = { id: number; path: string };

/**
 * The first offered car (not pledged, not restricted: dealer-api/modules/stock.ts) at or after
 * the `position`-th car of the stock by id, with no reservation on it: normally the car at that
 * place. A journey walked again in a new browser (tests/engines/webkit.test.ts) takes the next
 * one, since the lost walk may have left its car held, waiting for a payment.
 */
export function carAt(db: string, position: number): StockCar {
  const row = read(db, (d) =>
    d
      .prepare(
        `SELECT id, brand_code, model_code FROM cars
         WHERE id NOT IN (SELECT car_id FROM car_reports WHERE encumbered = 1)
           AND id NOT IN (SELECT car_id FROM car_reservations)
           AND id >= (SELECT id FROM cars ORDER BY id LIMIT 1 OFFSET ?)
         ORDER BY id LIMIT 1`,
      )
      .get(position),
  ) as { id: number; brand_code: string; model_code: string } | undefined;
  if (!row) throw new Error(`no free car at or after the ${position}th of the stock`);
  return { id: row.id, path: `/cars/${row.brand_code}/${row.model_code}/${row.id}` };
}

/** The test drives booked for a car, as the dealer centre's calendar holds them. */
export function testDrivesOf(db: string, carId: number): Array<{ phone: string; slot_date: string; slot_time: string; status: string }> {
  return read(db, (d) => d.prepare("SELECT phone, slot_date, slot_time, status FROM test_drives WHERE car_id = ? ORDER BY id").all(carId) as never);
}

/** The reservations of a car and their state (pending, paid, declined…). */
export function reservationsOf(db: string, carId: number): Array<{ phone: string; status: string }> {
  return read(db, (d) => d.prepare("SELECT phone, status FROM car_reservations WHERE car_id = ? ORDER BY id").all(carId) as never);
}
