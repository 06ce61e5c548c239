import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../testing";
import { issueVisitor } from "./identity";
import { type BookingResult, serviceBookingsOf } from "./service-bookings";
import type { ServiceCentre } from "./service-centres";
import { stepDue } from "./service-regulation-step";
import type { MaintenanceQuote } from "./service-regulations";
import type { SlotList } from "./slots";

const STEP = "/api/rrt/service/Regulation/getStep";
const PRICES = "/api/rrt/service/Prices/getList";
const CREATE = "/api/rrt/form/ServiceRegisterForm/create";
/** Kia Rio IV, 1.6 л, 123 л.с., АКПП-6. */
const RIO = "kia-rio-4-2";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seedCars: 20 });
});
afterAll(() => api.close());
beforeEach(() => {
  api.db.exec("DELETE FROM service_booking_lines; DELETE FROM service_bookings");
});

async function quote(modificationId: string, year: number, mileage: number) {
  return (await api.get<MaintenanceQuote>(STEP, { modificationId, year: String(year), mileage: String(mileage) })).body.data.arMessages;
}

describe("Regulation/getStep", () => {
  it("prices a Kia Rio 2019 at 44 000 km as its step, line by line from the price list", async () => {
    const answer = await quote(RIO, 2019, 44_000);
    if (!answer.known) throw new Error("the Rio's regulation is seeded");
    const due = stepDue({ km: 15_000, months: 12 }, { year: 2019, mileage: 44_000 }, new Date());
    expect(answer.step).toMatchObject({ number: due.number, km: due.km, title: `ТО-${due.number}` });
    expect(answer.car).toMatchObject({ brand: "Kia", model: "Rio", year: 2019, mileage: 44_000 });
    expect(answer.price).toBe(answer.lines.reduce((sum, l) => sum + l.price, 0));
    // Oil, its filter and the norm-hours of changing them come at every step.
    const oil = answer.lines.find((l) => l.name.startsWith("Масло моторное"))!;
    expect(oil).toMatchObject({ kind: "consumable", quantity: 3.6, unit: "л" });
    const labour = answer.lines.find((l) => l.name === "Замена моторного масла и масляного фильтра")!;
    expect(labour).toMatchObject({ kind: "labour", normHours: 0.6, price: Math.round(0.6 * answer.labourRate) });
    expect(answer.recommended.length).toBeGreaterThan(0);
    expect(answer.recommended.some((l) => answer.lines.includes(l))).toBe(false);
  });

  it("steps of the cycle differ: spark plugs every fourth, coolant every eighth", async () => {
    // Driven a lot: the mileage decides the step, whatever the year.
    const third = await quote(RIO, 2025, 44_000);
    const fourth = await quote(RIO, 2025, 60_000);
    const eighth = await quote(RIO, 2025, 120_000);
    if (!third.known || !fourth.known || !eighth.known) throw new Error("known");
    expect([third.step.number, fourth.step.number, eighth.step.number]).toEqual([3, 4, 8]);
    expect(third.lines.some((l) => l.name.startsWith("Свеча"))).toBe(false);
    expect(fourth.lines.some((l) => l.name.startsWith("Свеча"))).toBe(true);
    expect(fourth.lines.some((l) => l.name.startsWith("Жидкость охлаждающая"))).toBe(false);
    expect(eighth.lines.some((l) => l.name.startsWith("Жидкость охлаждающая"))).toBe(true);
    expect(third.price).toBeLessThan(fourth.price);
    expect(fourth.price).toBeLessThan(eighth.price);
  });

  it("a car without a known regulation gets the work's «от …» price, never an invented one", async () => {
    const works = (await api.get<{ works: Array<{ code: string; priceFrom: number }> }>(PRICES)).body.data.arMessages.works;
    const from = works.find((w) => w.code === "maintenance")!.priceFrom;
    // A brand the dealer does not service by regulation, and an electric car.
    for (const id of ["renault-logan-2-1", "lada-e-largus-1-1"]) {
      const answer = await quote(id, 2020, 30_000);
      expect(answer).toMatchObject({ known: false, priceFrom: from });
      expect(answer).not.toHaveProperty("price");
    }
  });

  it("refuses a bad car with the field's message", async () => {
    const bad = await api.get(STEP, { modificationId: RIO, year: "2019", mileage: "-5" });
    expect(bad.status).toBe(400);
    expect(bad.body.data.arErrors[0]).toMatchObject({ field: "mileage", message: "Укажите пробег от 0 до 1 000 000 км" });
    expect((await api.get(STEP, { modificationId: "no-such-car", year: "2019", mileage: "1" })).status).toBe(404);
  });

  it("a changed price list changes the quote on the next request", async () => {
    const before = await quote(RIO, 2019, 44_000);
    api.db.prepare("UPDATE service_parts SET price = price + 100 WHERE code = 'kia:oil-filter'").run();
    const after = await quote(RIO, 2019, 44_000);
    if (!before.known || !after.known) throw new Error("known");
    expect(after.price).toBe(before.price + 100);
    api.db.prepare("UPDATE service_parts SET price = price - 100 WHERE code = 'kia:oil-filter'").run();
  });
});

async function freeSlot() {
  const centres = (await api.get<{ centres: ServiceCentre[] }>("/api/rrt/service/Controller/getPageData")).body.data.arMessages.centres;
  const centre = centres.find((c) => c.iBays >= 3)!;
  const list = (await api.post<SlotList>("/api/rrt/service/Slots/getList", { sCode: centre.sCode })).body.data.arMessages;
  const day = list.days.find((d) => d.date > list.today && d.open)!;
  const slots = (await api.post<SlotList>("/api/rrt/service/Slots/getList", { sCode: centre.sCode, date: day.date })).body.data.arMessages;
  return { CENTER: centre.sCode, DATE: day.date, TIME: slots.slots[0].time };
}

let phone = 9100000000;
// One visitor per booking by default: a visitor holds at most three coming ones (issue 44, item 2).
async function bookRio(price: number | string, visitor = issueVisitor(api.db)) {
  phone += 1;
  return api.post<BookingResult>(CREATE, {
    ...(await freeSlot()),
    WORK: "maintenance",
    BRAND: "Kia",
    MODEL: "Rio",
    YEAR: "2019",
    MODIFICATION: RIO,
    MILEAGE: "44000",
    PRICE: String(price),
    NAME: "Иван Петров",
    PHONE: `+7${phone}`,
    AGREE: true,
    FUserId: visitor,
  });
}

describe("a regulation's maintenance booked at the price shown", () => {
  it("stores the price and its lines, and answers them with the booking", async () => {
    const shown = await quote(RIO, 2019, 44_000);
    if (!shown.known) throw new Error("known");
    const res = await bookRio(shown.price);
    expect(res.status).toBe(200);
    const { booking } = res.body.data.arMessages;
    expect(booking.quote).toMatchObject({ price: shown.price, step: shown.step.number, title: shown.step.title, mileage: 44_000, modificationId: RIO });
    expect(booking.quote!.lines).toEqual(shown.lines);
    expect(booking.quote!.recommended).toEqual(shown.recommended);
    expect(api.db.prepare("SELECT price FROM service_bookings WHERE id = ?").pluck().get(booking.id)).toBe(shown.price);
  });

  it("refuses a stale price with a 409 that names the new one, and stores nothing", async () => {
    const shown = await quote(RIO, 2019, 44_000);
    if (!shown.known) throw new Error("known");
    const res = await bookRio(shown.price - 250);
    expect(res.status).toBe(409);
    const [error] = res.body.data.arErrors as Array<{ code: string; message: string; field: string; price: number }>;
    expect(error).toMatchObject({ code: "PRICE_CHANGED", field: "PRICE", price: shown.price });
    expect(error.message).toBe(`Цена ${shown.step.title} изменилась: теперь ${String(shown.price).replace(/\B(?=(\d{3})+(?!\d))/g, " ")} ₽. Проверьте новую цену и запишитесь снова`);
    expect(api.count("service_bookings")).toBe(0);
  });

  it("keeps its price when the price list changes later; a work booked «от …» has no quote", async () => {
    const shown = await quote(RIO, 2019, 44_000);
    if (!shown.known) throw new Error("known");
    const visitor = issueVisitor(api.db);
    const { id } = (await bookRio(shown.price, visitor)).body.data.arMessages;
    api.db.prepare("UPDATE service_labour_rates SET price = price + 500 WHERE brand_code = 'kia'").run();
    const [booked] = serviceBookingsOf(api.db, { fuserId: visitor }).filter((b) => b.id === id);
    expect(booked!.quote!.price).toBe(shown.price);
    const now = await quote(RIO, 2019, 44_000);
    if (!now.known) throw new Error("known");
    expect(now.price).toBeGreaterThan(shown.price);
    api.db.prepare("UPDATE service_labour_rates SET price = price - 500 WHERE brand_code = 'kia'").run();

    phone += 1;
    const plain = await api.post<BookingResult>(CREATE, { ...(await freeSlot()), WORK: "diagnostics", BRAND: "Kia", MODEL: "Rio", YEAR: "2019", MODIFICATION: RIO, MILEAGE: "1", NAME: "Иван Петров", PHONE: `+7${phone}`, AGREE: true, FUserId: issueVisitor(api.db) });
    expect(plain.body.data.arMessages.booking.quote).toBeNull();
  });
});
