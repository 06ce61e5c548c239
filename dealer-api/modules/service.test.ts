import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectEnvelopeError, startTestApi, type TestApi } from "../testing";
import { issueVisitor } from "./identity";
import { type BookingResult, cancelServiceBooking, MAX_COMING_SERVICE_BOOKINGS, serviceBookingsOf } from "./service-bookings";
import type { ServiceCentre } from "./service-centres";
import type { SlotList } from "./slots";

const CREATE = "/api/rrt/form/ServiceRegisterForm/create";
const SLOTS = "/api/rrt/service/Slots/getList";
let api: TestApi;
/** A visitor the API issued for each test (a booking needs one). */
let visitor: string;
beforeAll(async () => {
  api = await startTestApi({ seedCars: 20 });
});
afterAll(() => api.close());
beforeEach(() => {
  api.db.exec("DELETE FROM service_bookings");
  visitor = issueVisitor(api.db);
});

type PageData = { works: Array<{ code: string; priceFrom: number }>; centres: ServiceCentre[]; sCityFiasId: string; iDaysAhead: number };

async function pageData() {
  return (await api.get<PageData>("/api/rrt/service/Controller/getPageData")).body.data.arMessages;
}

/** A centre with two bays and a slot of it that is free tomorrow or later. */
async function twoPlaceSlot() {
  const { centres } = await pageData();
  const centre = centres.find((c) => c.iBays === 2)!;
  const list = (await api.post<SlotList>(SLOTS, { sCode: centre.sCode })).body.data.arMessages;
  const day = list.days.find((d) => d.date > list.today && d.open)!;
  const slots = (await api.post<SlotList>(SLOTS, { sCode: centre.sCode, date: day.date })).body.data.arMessages;
  return { centre, date: day.date, time: slots.slots[0].time };
}

let phone = 9000000000;
function booking(slot: { centre: ServiceCentre; date: string; time: string }, extra: Record<string, unknown> = {}) {
  phone += 1;
  return {
    CENTER: slot.centre.sCode,
    WORK: "maintenance",
    DATE: slot.date,
    TIME: slot.time,
    BRAND: "Haval",
    MODEL: "Jolion",
    YEAR: "2021",
    PLATE: "а123вс 78",
    NAME: "Иван Петров",
    PHONE: `+7${phone}`,
    AGREE: true,
    URL: "/service",
    FUserId: visitor,
    ...extra,
  };
}

describe("service page data", () => {
  it("lists the works with prices and the service centres with their bays", async () => {
    const data = await pageData();
    expect(data.works.length).toBeGreaterThan(3);
    expect(data.works.every((w) => w.priceFrom > 0)).toBe(true);
    expect(data.centres.length).toBeGreaterThan(5);
    expect(data.centres.every((c) => c.iBays >= 1 && c.sTimeZone === "Europe/Moscow" && c.arBrands.length > 0)).toBe(true);
    // Вологда's Пошехонское has no workshop.
    expect(data.centres.some((c) => c.sCode === "avtodom-poshekhonskoe")).toBe(false);
    expect(data.iDaysAhead).toBe(30);
  });
});

describe("Slots/getList", () => {
  it("gives 31 days from the centre's today and only times ahead of now", async () => {
    const { centres } = await pageData();
    const before = Date.now();
    const list = (await api.get<SlotList>(SLOTS, { sCode: centres[0].sCode, date: "" })).body.data.arMessages;
    expect(list.days).toHaveLength(31);
    const today = (await api.get<SlotList>(SLOTS, { sCode: centres[0].sCode, date: list.today })).body.data.arMessages;
    for (const slot of today.slots) expect(Date.parse(`${today.date}T${slot.time}:00+03:00`)).toBeGreaterThan(before);
  });

  it("refuses an unknown centre", async () => {
    const res = await api.get(SLOTS, { sCode: "nowhere" });
    expect(res.status).toBe(404);
    expect(res.body.data.arErrors[0].code).toBe("NOT_FOUND");
  });
});

describe("ServiceRegisterForm/create", () => {
  it("books, answers the booking, and takes a place of the slot", async () => {
    const slot = await twoPlaceSlot();
    const res = await api.post<BookingResult>(CREATE, booking(slot));
    expect(res.status).toBe(200);
    const { booking: stored, duplicate } = res.body.data.arMessages;
    expect(duplicate).toBe(false);
    expect(stored).toMatchObject({ status: "booked", sCode: slot.centre.sCode, date: slot.date, time: slot.time, car: { plate: "А123ВС78", year: 2021 } });
    expect(Date.parse(stored.startsAt)).toBe(Date.parse(`${slot.date}T${slot.time}:00+03:00`));
    const after = (await api.post<SlotList>(SLOTS, { sCode: slot.centre.sCode, date: slot.date })).body.data.arMessages;
    expect(after.slots.find((s) => s.time === slot.time)).toEqual({ time: slot.time, places: 2, free: 1 });
  });

  it("stores the same visit sent twice once", async () => {
    const slot = await twoPlaceSlot();
    const body = booking(slot);
    const first = await api.post<BookingResult>(CREATE, body);
    const second = await api.post<BookingResult>(CREATE, body);
    expect(second.body.data.arMessages).toMatchObject({ id: first.body.data.arMessages.id, duplicate: true });
    expect(api.count("service_bookings")).toBe(1);
  });

  it("keeps the new comment of the same visit sent again from another browser, once, and says so", async () => {
    const slot = await twoPlaceSlot();
    const body = booking(slot, { COMMENT: "Стучит подвеска справа" });
    const first = (await api.post<BookingResult>(CREATE, body)).body.data.arMessages;
    const again = { ...body, FUserId: issueVisitor(api.db), COMMENT: "Ещё проверьте кондиционер" };
    const second = (await api.post<BookingResult>(CREATE, again)).body.data.arMessages;
    expect(second).toMatchObject({ id: first.id, duplicate: true, commentAdded: true });
    expect(second.booking.comments).toEqual(["Стучит подвеска справа", "Ещё проверьте кондиционер"]);
    // Sent once more (a double submit), or with a comment the booking has: nothing new.
    const third = (await api.post<BookingResult>(CREATE, again)).body.data.arMessages;
    const fourth = (await api.post<BookingResult>(CREATE, body)).body.data.arMessages;
    expect(third).toMatchObject({ duplicate: true, commentAdded: false });
    expect(fourth).toMatchObject({ duplicate: true, commentAdded: false });
    expect(fourth.booking.comments).toEqual(["Стучит подвеска справа", "Ещё проверьте кондиционер"]);
    expect(api.count("service_bookings")).toBe(1);
  });

  it("never books a slot beyond its places: 10 at once at 2 places give 2 bookings and 8 refusals", async () => {
    const slot = await twoPlaceSlot();
    const replies = await Promise.all(Array.from({ length: 10 }, () => api.post(CREATE, booking(slot))));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(2);
    const refused = replies.filter((r) => r.status === 409);
    expect(refused).toHaveLength(8);
    for (const r of refused) expect(r.body.data.arErrors).toEqual([{ code: "SLOT_FULL", message: "На это время мест уже нет. Выберите другое время", field: "TIME" }]);
    expect(api.count("service_bookings", `slot_date = '${slot.date}' AND slot_time = '${slot.time}'`)).toBe(2);
  });

  it("frees the place of a cancelled booking", async () => {
    const slot = await twoPlaceSlot();
    const ownerA = issueVisitor(api.db);
    const a = (await api.post<BookingResult>(CREATE, booking(slot, { FUserId: ownerA }))).body.data.arMessages;
    await api.post(CREATE, booking(slot));
    expect((await api.post(CREATE, booking(slot))).status).toBe(409);
    expect(cancelServiceBooking(api.db, a.id, { fuserId: "someone-else" })).toBeNull();
    expect(cancelServiceBooking(api.db, a.id, { fuserId: ownerA })).toMatchObject({ status: "cancelled" });
    expect((await api.post(CREATE, booking(slot))).status).toBe(200);
    expect(serviceBookingsOf(api.db, { fuserId: ownerA }).map((b) => b.status)).toEqual(["cancelled"]);
    expect(serviceBookingsOf(api.db, { phone: a.booking.phone })).toHaveLength(1);
  });

  it("names each wrong field, and refuses past, closed and off-grid slots", async () => {
    const res = await api.post(CREATE, { CENTER: "x", WORK: "", DATE: "2026-02-30", TIME: "25:00", NAME: "Ivan", PHONE: "123", YEAR: "1800", PLATE: "<script>" });
    expect(res.status).toBe(400);
    const fields = res.body.data.arErrors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["WORK", "DATE", "TIME", "BRAND", "MODEL", "NAME", "PHONE", "AGREE", "YEAR", "PLATE"]));

    const slot = await twoPlaceSlot();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const past = await api.post(CREATE, booking({ ...slot, date: yesterday }));
    expect(past.body.data.arErrors[0]).toMatchObject({ field: "DATE" });
    const offGrid = await api.post(CREATE, booking({ ...slot, time: `${slot.time.slice(0, 2)}:17` }));
    expect(offGrid.body.data.arErrors[0]).toMatchObject({ field: "TIME", message: "Выберите время" });
    const newYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    if (newYear <= new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)) {
      const closed = await api.post(CREATE, booking({ ...slot, date: newYear }));
      expect(closed.body.data.arErrors[0]).toMatchObject({ field: "DATE" });
    }
    expect(api.count("service_bookings")).toBe(0);
  });
});

describe("no service slot taken by a stranger", () => {
  it.each([
    ["no FUserId", { FUserId: undefined }],
    ["an empty one", { FUserId: "" }],
    ["one the API never issued", { FUserId: "0123456789abcdef0123456789abcdef" }],
  ])("refuses a booking with %s and stores nothing", async (_what, change) => {
    const slot = await twoPlaceSlot();
    const reply = await api.post(CREATE, booking(slot, change));
    expectEnvelopeError(reply, 400, "VISITOR_REQUIRED");
    expect(reply.body.data.arErrors[0].message).toBe("Чтобы записаться на сервис, разрешите сайту сохранять cookie и обновите страницу");
    expect(api.count("service_bookings")).toBe(0);
  });

  it(`lets one visitor hold at most ${MAX_COMING_SERVICE_BOOKINGS} coming bookings, the same visit sent again still answered, and one more once one is cancelled`, async () => {
    const slot = await twoPlaceSlot();
    const { slots } = (await api.post<SlotList>(SLOTS, { sCode: slot.centre.sCode, date: slot.date })).body.data.arMessages;
    const times = slots.filter((s) => s.free > 0).map((s) => s.time);
    const book = (i: number) => api.post<BookingResult>(CREATE, booking({ ...slot, time: times[i]! }));
    const made = [];
    for (let i = 0; i < MAX_COMING_SERVICE_BOOKINGS; i++) made.push(await book(i));
    expect(made.map((r) => r.status)).toEqual(Array(MAX_COMING_SERVICE_BOOKINGS).fill(200));
    const refused = await book(MAX_COMING_SERVICE_BOOKINGS);
    expectEnvelopeError(refused, 429, "TOO_MANY");
    expect(refused.body.data.arErrors[0].message).toBe(
      `У вас уже ${MAX_COMING_SERVICE_BOOKINGS} записи на сервис. Чтобы записаться ещё, отмените одну из них в личном кабинете или позвоните нам`,
    );
    expect(api.count("service_bookings")).toBe(MAX_COMING_SERVICE_BOOKINGS);
    // A double submit of a visit already booked is that booking, not a new one refused.
    const first = made[0]!.body.data.arMessages;
    const again = await api.post<BookingResult>(CREATE, booking({ ...slot, time: times[0]! }, { PHONE: first.booking.phone }));
    expect(again.body.data.arMessages).toMatchObject({ id: first.id, duplicate: true });
    cancelServiceBooking(api.db, first.id, { fuserId: visitor });
    expect((await book(MAX_COMING_SERVICE_BOOKINGS)).status).toBe(200);
  });
});
