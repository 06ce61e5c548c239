import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectEnvelopeError, startTestApi, type TestApi } from "../testing";
import type { CarCard } from "./catalog-data";
import type { SlotList } from "./slots";

/*
 * A car that may not be sold (a pledge on its report, ADR 043) is refused by every post that
 * would sell it or hold it, with a message the storefront shows as it is, and nothing stored;
 * the visitor's lists still get its card, marked, so they can say so.
 */

let api: TestApi;
let car: { id: number; price: number };
let visitor: string;
let slot: { date: string; time: string };

beforeAll(async () => {
  api = await startTestApi({ seedCars: 40 });
  car = api.db.prepare("SELECT id, price FROM cars WHERE condition = 'used' AND price BETWEEN 500000 AND 5000000 ORDER BY id LIMIT 1").get() as typeof car;
  visitor = (await api.get<{ FUserId: string }>("/api/rrt/main/FUserExport/getFUser")).body.data.arMessages.FUserId;
  const days = (await api.get<SlotList>("/api/rrt/testdrive/Slots/getList", { carId: String(car.id) })).body.data.arMessages;
  const day = days.days.find((d) => d.date > days.today && d.free > 0)!;
  const times = (await api.get<SlotList>("/api/rrt/testdrive/Slots/getList", { carId: String(car.id), date: day.date })).body.data.arMessages;
  slot = { date: day.date, time: times.slots.find((s) => s.free > 0)!.time };
  api.db.prepare("UPDATE car_reports SET encumbered = 1 WHERE car_id = ?").run(car.id);
});
afterAll(() => api.close());

const contact = () => ({ NAME: "Иван Петров", PHONE: "+79110000001", AGREE: true, CAR_ID: car.id, FUserId: visitor, URL: "/cars" });

describe("a car not for sale", () => {
  it.each([
    ["an order", "/api/rrt/form/OrderForm/create", () => contact(), "leads"],
    [
      "a credit application",
      "/api/rrt/form/CreditApplicationForm/create",
      () => ({ ...contact(), AGREE_BANKS: true, PROGRAM: "gpb-any", DOWN_PAYMENT: Math.ceil(car.price * 0.3), TERM: 48 }),
      "leads",
    ],
    ["a test drive", "/api/rrt/form/TestDriveForm/create", () => ({ ...contact(), DATE: slot.date, TIME: slot.time }), "test_drives"],
    ["a reservation", "/api/rrt/form/ReservationForm/create", () => ({ ...contact(), OFFER: true, KEY: "not-for-sale-key-0001" }), "car_reservations"],
  ])("refuses %s with its own code and a Russian message, and stores nothing", async (_what, path, body, table) => {
    const reply = await api.post(path, body());
    expectEnvelopeError(reply, 409, "NOT_FOR_SALE");
    expect(reply.body.data.arErrors[0].message).toBe("Этот автомобиль снят с продажи. Выберите другой автомобиль в каталоге или позвоните нам");
    expect(api.count(table)).toBe(0);
  });

  it("still answers an unknown car as NOT_FOUND", async () => {
    expectEnvelopeError(await api.post("/api/rrt/form/OrderForm/create", { ...contact(), CAR_ID: 999_999 }), 404, "NOT_FOUND");
  });

  it("is marked on its card in a visitor's lists, and every card of the catalogue is for sale", async () => {
    const other = api.db.prepare("SELECT id FROM cars WHERE id != ? ORDER BY id LIMIT 1").pluck().get(car.id) as number;
    const { items } = (await api.post<{ items: Array<CarCard & { forSale: boolean }> }>("/api/rrt/catalog/Catalog/getCarsByIds", { ids: [car.id, other] })).body.data.arMessages;
    expect(items.map((c) => [c.id, c.forSale])).toEqual([
      [car.id, false],
      [other, true],
    ]);
    const list = (await api.get<{ items: Array<{ forSale: boolean }> }>("/api/rrt/catalog/Catalog/getList", { pageSize: "60" })).body.data.arMessages;
    expect(list.items.every((c) => c.forSale)).toBe(true);
  });
});
