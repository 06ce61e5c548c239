import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../testing";
import type { CatalogList } from "./catalog-query";
import type { TransferQuote } from "./transfer";
import { FREE_FROM_PRICE, oldestMovableYear, TRANSFER_REFUSALS } from "./transfer-rules";

/*
 * Six cities, one stock (ADR 075): the seeded matrix between every two centres, the quote of
 * a car for a visitor's city, and the catalogue's «в моём городе» / «с доставкой» filter.
 */

const SPB = "c2deb16a-0330-4f05-821f-1d09c93331e6";
const KAZAN = "93b3df57-4c89-44df-ac42-96f05e9cd3b9";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

type Car = { id: number; condition: "new" | "used"; year: number; price: number; city_fias: string };
const cars = (where: string, ...params: unknown[]) =>
  api.db.prepare(`SELECT id, condition, year, price, city_fias FROM cars WHERE ${where} ORDER BY id`).all(...params) as Car[];
const quotes = async (ids: number[], city: string) =>
  (await api.post<{ city: TransferQuote["city"]; items: TransferQuote[] }>("/api/rrt/catalog/Transfer/getQuotes", { ids, sFiasId: city })).body.data
    .arMessages;
const list = async (query: Record<string, string>) =>
  (await api.get<CatalogList>("/api/rrt/catalog/Catalog/getList", { pageSize: "60", ...query })).body.data.arMessages;

describe("the transfer matrix", () => {
  it("joins every two centres, across town in a day and free, Kazan to Saint Petersburg in 5 days for 15 000 ₽", () => {
    const centres = api.db.prepare("SELECT COUNT(*) FROM dealer_centers").pluck().get() as number;
    expect(api.db.prepare("SELECT COUNT(*) FROM dealer_transfers").pluck().get()).toBe(centres * (centres - 1));
    const route = (from: string, to: string) =>
      api.db
        .prepare(
          `SELECT t.days, t.price FROM dealer_transfers t JOIN dealer_centers f ON f.id = t.from_dealer_id JOIN dealer_centers d ON d.id = t.to_dealer_id
           WHERE f.city_name = ? AND d.city_name = ? LIMIT 1`,
        )
        .get(from, to);
    expect(route("Казань", "Санкт-Петербург")).toEqual({ days: 5, price: 15_000 });
    expect(route("Санкт-Петербург", "Санкт-Петербург")).toEqual({ days: 1, price: 0 });
    expect(route("Псков", "Санкт-Петербург")).toEqual({ days: 2, price: 3_000 });
  });
});

describe("a car's quote for the visitor's city", () => {
  it("a car in the visitor's city is here, handed over at its own centre", async () => {
    const [car] = cars("city_fias = ?", SPB);
    const { items } = await quotes([car.id], SPB);
    expect(items[0]).toMatchObject({ carId: car.id, status: "here", days: null, testDrive: true });
    expect(items[0].handover?.sCode).toBe(items[0].from.sCode);
  });

  it("a used car under the price limit in Kazan comes to Saint Petersburg in 5 days for 15 000 ₽; a new one free", async () => {
    const minYear = oldestMovableYear(Date.now());
    const [used] = cars("city_fias = ? AND condition = 'used' AND year >= ? AND price < ?", KAZAN, minYear, FREE_FROM_PRICE);
    const [fresh] = cars("city_fias = ? AND condition = 'new'", KAZAN);
    const { city, items } = await quotes([used.id, fresh.id], SPB);
    expect(city).toEqual({ fiasId: SPB, name: "Санкт-Петербург", to: "в Санкт-Петербург" });
    expect(items[0]).toMatchObject({ status: "transfer", days: 5, price: 15_000, free: false, testDrive: false });
    expect(items[0].handover?.sCityName).toBe("Санкт-Петербург");
    expect(items[1]).toMatchObject({ status: "transfer", days: 5, price: 0, free: true, testDrive: true });
  });

  it("an old used car and a reserved car stay where they are, and say why", async () => {
    const [old] = cars("city_fias <> ? AND condition = 'used' AND year < ?", SPB, oldestMovableYear(Date.now()));
    const [reserved] = cars("city_fias <> ? AND condition = 'new'", SPB);
    api.db
      .prepare(
        `INSERT INTO car_reservations (car_id, request_key, status, amount, hold_days, pay_by, hold_until, fuser_id, phone, name, created_at)
         VALUES (?, 'transfer-test', 'paid', 10000, 3, ?, ?, 'someone', '79110000000', 'Иван', ?)`,
      )
      .run(reserved.id, Date.now(), Date.now() + 86_400_000, Date.now());
    try {
      const { items } = await quotes([old.id, reserved.id], SPB);
      expect(items.map((q) => [q.status, q.reason])).toEqual([
        ["unavailable", TRANSFER_REFUSALS.old],
        ["unavailable", TRANSFER_REFUSALS.reserved],
      ]);
    } finally {
      api.db.prepare("DELETE FROM car_reservations WHERE request_key = 'transfer-test'").run();
    }
  });
});

describe("the catalogue's reach filter", () => {
  it("«в моём городе» lists the city's cars only; «с доставкой» adds the movable ones; both counted", async () => {
    const all = await list({ sFiasId: KAZAN });
    const reach = Object.fromEntries(all.facets.reach.map((o) => [o.code, o.count]));
    const inKazan = cars("city_fias = ? AND id NOT IN (SELECT car_id FROM car_reports WHERE encumbered = 1)", KAZAN).length;
    expect(reach.city).toBe(inKazan);
    expect(reach.delivery).toBeGreaterThan(inKazan);
    expect(reach.delivery).toBeLessThan(all.total);

    const here = await list({ sFiasId: KAZAN, reach: "city" });
    expect(here.total).toBe(inKazan);
    expect(here.items.every((c) => c.city.fiasId === KAZAN)).toBe(true);
    expect(here.filters.reach).toBe("city");
    expect(here.facets.reach.find((o) => o.code === "city")).toMatchObject({ selected: true, count: inKazan });

    const delivered = await list({ sFiasId: KAZAN, reach: "delivery" });
    expect(delivered.total).toBe(reach.delivery);
    const { items } = await quotes(delivered.items.map((c) => c.id), KAZAN);
    expect(items.every((q) => q.status !== "unavailable")).toBe(true);
  });

  it("an unknown reach is no filter", async () => {
    const odd = await list({ sFiasId: KAZAN, reach: "moon" });
    expect(odd.filters.reach).toBeNull();
  });
});

describe("the centre of handover an order carries", () => {
  const order = (carId: number, HANDOVER?: string) =>
    api.post<{ id: number }>("/api/rrt/form/OrderForm/create", {
      NAME: "Иван",
      PHONE: "+79111234567",
      AGREE: "on",
      CAR_ID: carId,
      ...(HANDOVER === undefined ? {} : { HANDOVER }),
      URL: "https://example.ru/cart",
      FUserId: "transfer-test",
      sFiasId: SPB,
    });
  const centreIn = (city: string) => api.db.prepare("SELECT code FROM dealer_centers WHERE city_fias = ? ORDER BY sort LIMIT 1").pluck().get(city) as string;
  const payloadOf = (id: number) => JSON.parse(api.db.prepare("SELECT payload FROM leads WHERE id = ?").pluck().get(id) as string);

  it("stores the centre the car is brought to with the transfer as quoted, or the car's own centre", async () => {
    const [fresh] = cars("city_fias = ? AND condition = 'new'", KAZAN);
    const moved = await order(fresh.id, centreIn(SPB));
    expect(moved.status).toBe(200);
    expect(payloadOf(moved.body.data.arMessages.id).HANDOVER).toEqual({ dealer: centreIn(SPB), days: 5, price: 0 });
    const own = await order(fresh.id);
    expect(payloadOf(own.body.data.arMessages.id).HANDOVER).toMatchObject({ days: null, price: null });
  });

  it("refuses a centre the car may not go to, and an unknown one, with the buyer's reason", async () => {
    const [old] = cars("city_fias = ? AND condition = 'used' AND year < ?", KAZAN, oldestMovableYear(Date.now()));
    const refused = await order(old.id, centreIn(SPB));
    expect(refused.status).toBe(409);
    expect(refused.body.data.arErrors).toEqual([{ code: "TRANSFER_REFUSED", message: TRANSFER_REFUSALS.old }]);
    expect((await order(old.id, "nowhere")).status).toBe(400);
  });
});
