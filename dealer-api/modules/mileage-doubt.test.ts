import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../testing";
import type { CarReport } from "./car-report";
import type { CarCard } from "./catalog-data";

/*
 * A used car whose odometer readings fall (issue 44, item 6): its card says so
 * (`mileageDoubtful`), and the dealer gives no warranty on a mileage it cannot vouch for, so
 * its report has none, whoever wrote the report (the seed, or a later update).
 */

const REPORT = "/api/rrt/catalog/CarReport/get";
const BY_IDS = "/api/rrt/catalog/Catalog/getCarsByIds";
const CAR = "/api/rrt/catalog/Catalog/getCar";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

type Reading = { date: string; km: number };
const falls = (readings: Reading[]) => readings.some((r, i) => readings.slice(0, i).some((e) => e.date < r.date && e.km > r.km));

function reports(): Array<{ id: number; report: CarReport }> {
  const rows = api.db.prepare("SELECT car_id AS id, report FROM car_reports ORDER BY car_id").all() as Array<{ id: number; report: string }>;
  return rows.map(({ id, report }) => ({ id, report: JSON.parse(report) as CarReport }));
}

async function card(id: number): Promise<CarCard> {
  const { body } = await api.post<{ items: CarCard[] }>(BY_IDS, { ids: [id] });
  return body.data.arMessages.items[0]!;
}

describe("a mileage that may have been rolled back", () => {
  it("is on the card of the seeded car whose readings fall, which has no warranty; the others keep theirs", async () => {
    const all = reports();
    const doubtful = all.filter(({ report }) => falls(report.mileage)).map(({ id }) => id);
    expect(doubtful.length).toBeGreaterThan(0);
    for (const id of doubtful) {
      expect((await card(id)).mileageDoubtful, `car ${id}`).toBe(true);
      const { body } = await api.get<{ report: CarReport }>(REPORT, { id: String(id) });
      expect(body.data.arMessages.report.warranty, `car ${id}`).toBeNull();
      const detail = await api.get<CarCard>(CAR, { id: String(id) });
      expect(detail.body.data.arMessages.mileageDoubtful).toBe(true);
    }
    const clean = all.find(({ id, report }) => !doubtful.includes(id) && report.warranty)!;
    expect((await card(clean.id)).mileageDoubtful).toBe(false);
    const { body } = await api.get<{ report: CarReport }>(REPORT, { id: String(clean.id) });
    expect(body.data.arMessages.report.warranty).not.toBeNull();
  });

  it("follows a report written later: a falling reading added takes the warranty away, its removal gives it back", async () => {
    const { id, report } = reports().find(({ report }) => report.warranty && !falls(report.mileage))!;
    const last = report.mileage[report.mileage.length - 1]!;
    const rolled = { ...report, mileage: [...report.mileage.slice(0, -1), { ...last, km: last.km + 50_000, date: "2000-01-01" }, last] };
    rolled.mileage.sort((a, b) => a.date.localeCompare(b.date));
    api.db.prepare("UPDATE car_reports SET report = ? WHERE car_id = ?").run(JSON.stringify(rolled), id);
    expect((await card(id)).mileageDoubtful).toBe(true);
    expect((await api.get<{ report: CarReport }>(REPORT, { id: String(id) })).body.data.arMessages.report.warranty).toBeNull();

    api.db.prepare("UPDATE car_reports SET report = ? WHERE car_id = ?").run(JSON.stringify(report), id);
    expect((await card(id)).mileageDoubtful).toBe(false);
    expect((await api.get<{ report: CarReport }>(REPORT, { id: String(id) })).body.data.arMessages.report.warranty).toEqual(report.warranty);
  });

  it("a new car's card, which has no report, is not doubtful", async () => {
    const id = api.db.prepare("SELECT id FROM cars WHERE condition = 'new' ORDER BY id LIMIT 1").pluck().get() as number;
    expect((await card(id)).mileageDoubtful).toBe(false);
  });
});
