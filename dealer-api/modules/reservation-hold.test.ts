import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../testing";
import { issueVisitor } from "./identity";
import { createReservation } from "./reservation";

/*
 * A car's hold on its card (issue 44, item 4): while any live reservation holds a car, its
 * card and its detail say until when, so the storefront offers it to no one else. A pending
 * reservation holds it until its time to pay runs out; a paid one until its date.
 */

let api: TestApi;
let carIds: number[];
let visitor: string;
beforeAll(async () => {
  api = await startTestApi({ seedCars: 12 });
  carIds = api.db.prepare("SELECT id FROM cars ORDER BY id").pluck().all() as number[];
  visitor = issueVisitor(api.db);
});
afterAll(() => api.close());
beforeEach(() => {
  api.db.exec("DELETE FROM car_reservations");
});

let n = 0;
const reserve = (carId: number, now: number) =>
  createReservation(
    api.db,
    { CAR_ID: carId, NAME: "Иван Петров", PHONE: "+79110000001", AGREE: true, OFFER: true, KEY: `hold-key-${String(++n).padStart(8, "0")}`, FUserId: visitor },
    now,
  );

type Card = { id: number; reservedUntil: string | null };
const cards = async (ids: number[]) =>
  (await api.post<{ items: Card[] }>("/api/rrt/catalog/Catalog/getCarsByIds", { ids })).body.data.arMessages.items;
const detail = async (id: number) => (await api.get<Card>("/api/rrt/catalog/Catalog/getCar", { id: String(id) })).body.data.arMessages;

describe("a car's hold", () => {
  it("is a pending reservation's time to pay, on the card and the detail", async () => {
    const made = reserve(carIds[0]!, Date.now());
    const [held, free] = await cards([carIds[0]!, carIds[1]!]);
    expect(held).toMatchObject({ id: carIds[0], reservedUntil: made.payBy });
    expect(free).toMatchObject({ id: carIds[1], reservedUntil: null });
    expect((await detail(carIds[0]!)).reservedUntil).toBe(made.payBy);
  });

  it("is a paid reservation's date", async () => {
    const made = reserve(carIds[2]!, Date.now());
    const holdUntil = Date.now() + 3 * 86_400_000;
    api.db.prepare("UPDATE car_reservations SET status = 'paid', hold_until = ? WHERE id = ?").run(holdUntil, made.id);
    expect((await detail(carIds[2]!)).reservedUntil).toBe(new Date(holdUntil).toISOString());
  });

  it("ends when the time to pay has run out, and a pending row without an owner holds nothing", async () => {
    reserve(carIds[3]!, Date.now() - 60 * 60_000);
    reserve(carIds[4]!, Date.now());
    api.db.prepare("UPDATE car_reservations SET fuser_id = '' WHERE car_id = ?").run(carIds[4]);
    expect((await cards([carIds[3]!, carIds[4]!])).map((c) => c.reservedUntil)).toEqual([null, null]);
  });
});
