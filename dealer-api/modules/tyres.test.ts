import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../testing";
import { issueVisitor } from "./identity";
import type { ServiceCentre } from "./service-centres";
import { addDays } from "./service-schedule";
import type { SlotList } from "./slots";
import type { TyreBookingResult, TyreSlotList } from "./tyre-bookings";
import { contractsOf } from "./tyre-storage";

const SLOTS = "/api/rrt/service/Tyres/getSlots";
const CREATE = "/api/rrt/form/TyreServiceForm/create";
const SERVICE_SLOTS = "/api/rrt/service/Slots/getList";
const FULL = { code: "SLOT_FULL", message: "На это время мест уже нет. Выберите другое время", field: "TIME" };

let api: TestApi;
let visitor: string;
beforeAll(async () => {
  api = await startTestApi({ seedCars: 20 });
});
afterAll(() => api.close());
beforeEach(() => {
  api.db.exec("DELETE FROM tyre_storage_contracts; DELETE FROM consents; DELETE FROM service_bookings");
  visitor = issueVisitor(api.db);
});

async function centres() {
  return (await api.get<{ centres: ServiceCentre[] }>("/api/rrt/service/Controller/getPageData")).body.data.arMessages.centres;
}

/** A centre whose tyre bay has `posts` places, and a slot of it the day after tomorrow or later. */
async function tyreSlot(posts = 2) {
  const dealerId = api.db.prepare("SELECT dealer_id FROM tyre_centres WHERE posts = ? ORDER BY dealer_id").pluck().get(posts) as number;
  const centre = (await centres()).find((c) => c.id === dealerId)!;
  const list = (await api.post<TyreSlotList>(SLOTS, { sCode: centre.sCode })).body.data.arMessages;
  const day = list.days.find((d) => d.date > addDays(list.today, 1) && d.open)!;
  const slots = (await api.post<TyreSlotList>(SLOTS, { sCode: centre.sCode, date: day.date })).body.data.arMessages;
  return { centre, date: day.date, time: slots.slots[0].time, list: slots };
}

let phone = 9100000000;
function booking(slot: { centre: ServiceCentre; date: string; time: string }, extra: Record<string, unknown> = {}) {
  phone += 1;
  return {
    CENTER: slot.centre.sCode, DATE: slot.date, TIME: slot.time, SERVICE: "change",
    BRAND: "Kia", MODEL: "Rio", YEAR: "2019", NAME: "Иван Петров", PHONE: `+7${phone}`, AGREE: true, URL: "/service/tyres", FUserId: visitor,
    ...extra,
  };
}

const STORE = { SERVICE: "change-store", SIZES: "205/55r16", WHEELS: "4", RIMS: "1" };

describe("Tyres/getSlots", { timeout: 30_000 }, () => {
  it("gives the tyre bay's half-hour slots with its own places, and marks the city's season days", async () => {
    const { centre, list } = await tyreSlot();
    expect(list.iSlotMinutes).toBe(30);
    expect(list.slots.every((s) => s.places === 2)).toBe(true);
    const minutes = list.slots.map((s) => Number(s.time.slice(0, 2)) * 60 + Number(s.time.slice(3)));
    expect(minutes[1] - minutes[0]).toBe(30);
    // The first snow put three days ahead: the season runs from a week before it to three weeks after.
    const snow = addDays(list.today, 3);
    api.db.prepare("UPDATE tyre_climate SET first_snow = ? WHERE city_fias_id = ?").run(snow.slice(5), centre.sCityFiasId);
    const marked = (await api.post<TyreSlotList>(SLOTS, { sCode: centre.sCode })).body.data.arMessages;
    expect(marked.days.filter((d) => d.season).map((d) => d.date)).toEqual(marked.days.map((d) => d.date).filter((d) => d <= addDays(snow, 21)));
    expect(marked.season).toMatchObject({ kind: "autumn", name: "осенний сезон", starts: addDays(snow, -7), ends: addDays(snow, 21) });
  });

  it("knows the two northern cities change earlier", () => {
    const snow = api.db.prepare("SELECT first_snow FROM tyre_climate c ORDER BY first_snow").pluck().all() as string[];
    expect(snow).toHaveLength(6);
    const murmansk = api.db.prepare("SELECT first_snow FROM tyre_climate WHERE city_fias_id = '1c727518-c96a-4f34-9ae6-fd510da3be03'").pluck().get();
    expect(snow.slice(0, 2)).toContain(murmansk);
  });
});

describe("TyreServiceForm/create", { timeout: 30_000 }, () => {
  it("books a change with storage: one visit in the tyre bay, a contract at the price list's rate, the workshop's bays untouched", async () => {
    const slot = await tyreSlot();
    const res = await api.post<TyreBookingResult>(CREATE, booking(slot, STORE));
    expect(res.status).toBe(200);
    const { booking: visit, storage, duplicate } = res.body.data.arMessages;
    expect(duplicate).toBe(false);
    expect(visit).toMatchObject({ work: { code: "tyres", name: "Шиномонтаж" }, date: slot.date, time: slot.time });
    expect(Date.parse(visit.endsAt) - Date.parse(visit.startsAt)).toBe(30 * 60_000);
    expect(storage).toMatchObject({ sizes: "205/55 R16", wheels: 4, rims: true, price: 4000, status: "stored", pickup: null, sCode: slot.centre.sCode });
    const after = (await api.post<TyreSlotList>(SLOTS, { sCode: slot.centre.sCode, date: slot.date })).body.data.arMessages;
    expect(after.slots.find((s) => s.time === slot.time)).toEqual({ time: slot.time, places: 2, free: 1 });
    const workshop = (await api.post<SlotList>(SERVICE_SLOTS, { sCode: slot.centre.sCode, date: slot.date })).body.data.arMessages;
    expect(workshop.slots.every((s) => s.free === s.places)).toBe(true);
  });

  it("stores the same visit sent twice once, with one contract", async () => {
    const slot = await tyreSlot();
    const body = booking(slot, STORE);
    const first = (await api.post<TyreBookingResult>(CREATE, body)).body.data.arMessages;
    const second = (await api.post<TyreBookingResult>(CREATE, body)).body.data.arMessages;
    expect(second).toMatchObject({ id: first.id, duplicate: true, storage: { id: first.storage!.id } });
    expect(api.count("service_bookings")).toBe(1);
    expect(api.count("tyre_storage_contracts")).toBe(1);
  });

  it("gives the last place of a season's slot to one of ten posts at once", async () => {
    const slot = await tyreSlot();
    api.db.prepare("UPDATE tyre_climate SET first_snow = ? WHERE city_fias_id = ?").run(slot.date.slice(5), slot.centre.sCityFiasId);
    const season = (await api.post<TyreSlotList>(SLOTS, { sCode: slot.centre.sCode, date: slot.date })).body.data.arMessages;
    expect(season.days.find((d) => d.date === slot.date)!.season).toBe(true);
    expect((await api.post(CREATE, booking(slot))).status).toBe(200);
    const replies = await Promise.all(Array.from({ length: 10 }, () => api.post(CREATE, booking(slot, { ...STORE, FUserId: issueVisitor(api.db) }))));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = replies.filter((r) => r.status === 409);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(r.body.data.arErrors).toEqual([FULL]);
    expect(api.count("service_bookings", `slot_date = '${slot.date}' AND slot_time = '${slot.time}'`)).toBe(2);
    expect(api.count("tyre_storage_contracts")).toBe(1);
  });

  it("books the pickup of stored wheels with the change, once, and the contract is «выдан» after that visit", async () => {
    const slot = await tyreSlot();
    const made = (await api.post<TyreBookingResult>(CREATE, booking(slot, STORE))).body.data.arMessages;
    const owner = made.booking.phone;
    const later = { ...slot, time: slot.list.slots[1].time };
    const pickup = { PHONE: owner, PICKUP: String(made.storage!.id) };
    const res = await api.post<TyreBookingResult>(CREATE, { ...booking(later), ...pickup });
    expect(res.status).toBe(200);
    expect(res.body.data.arMessages.pickup).toMatchObject({ id: made.storage!.id, status: "stored", pickup: { bookingId: res.body.data.arMessages.id, time: later.time } });
    // Another pickup of the same wheels while one is booked; someone else's contract; another centre.
    const again = await api.post(CREATE, { ...booking({ ...slot, time: slot.list.slots[2].time }), ...pickup });
    expect(again.status).toBe(409);
    expect(again.body.data.arErrors[0]).toMatchObject({ code: "PICKUP_BOOKED", field: "PICKUP" });
    const stranger = await api.post(CREATE, { ...booking({ ...slot, time: slot.list.slots[3].time }), PICKUP: String(made.storage!.id), FUserId: issueVisitor(api.db) });
    expect(stranger.status).toBe(404);
    const farAway = Date.parse(res.body.data.arMessages.booking.endsAt) + 1;
    expect(contractsOf(api.db, { phone: owner }, farAway)[0]).toMatchObject({ id: made.storage!.id, status: "issued" });
    expect(contractsOf(api.db, { phone: owner })[0]).toMatchObject({ status: "stored" });
  });

  it("takes a set brought only to be stored, and refuses a pickup without a change", async () => {
    const slot = await tyreSlot();
    const res = await api.post<TyreBookingResult>(CREATE, booking(slot, { ...STORE, SERVICE: "store", RIMS: "0", WHEELS: "4", SIZES: "225/45 R18, 255/40 R18" }));
    expect(res.status).toBe(200);
    expect(res.body.data.arMessages.booking.work.code).toBe("tyre-storage");
    expect(res.body.data.arMessages.storage).toMatchObject({ sizes: "225/45 R18, 255/40 R18", rims: false, price: 3000 });
    const refused = await api.post(CREATE, booking({ ...slot, time: slot.list.slots[1].time }, { SERVICE: "store", SIZES: "205/55 R16", WHEELS: "4", RIMS: "1", PICKUP: "1" }));
    expect(refused.status).toBe(400);
    expect(refused.body.data.arErrors).toContainEqual({ code: "VALIDATION", field: "SERVICE", message: "Чтобы забрать колёса с хранения, выберите замену колёс" });
  });

  it("says what is wrong with every field at once", async () => {
    const slot = await tyreSlot();
    const res = await api.post(CREATE, booking(slot, { SERVICE: "change-store", SIZES: "большие", WHEELS: "12", RIMS: "", NAME: "" }));
    expect(res.status).toBe(400);
    const fields = res.body.data.arErrors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["NAME", "SIZES", "WHEELS", "RIMS"]));
    expect(api.count("service_bookings")).toBe(0);
  });

  it("is not booked through the workshop's form", async () => {
    const slot = await tyreSlot();
    const res = await api.post("/api/rrt/form/ServiceRegisterForm/create", { ...booking(slot), WORK: "tyres" });
    expect(res.status).toBe(400);
    expect(res.body.data.arErrors[0]).toMatchObject({ field: "WORK" });
  });
});

describe("the price list", () => {
  it("names «Шиномонтаж» and the tyre hotel, with the storage rates per wheel", async () => {
    const list = (await api.get<{ works: Array<{ code: string; name: string; priceFrom: number }>; tyreStorage: unknown[] }>("/api/rrt/service/Prices/getList")).body.data.arMessages;
    expect(list.works.find((w) => w.code === "tyres")).toMatchObject({ name: "Шиномонтаж" });
    expect(list.works.find((w) => w.code === "tyre-storage")).toMatchObject({ name: "Хранение шин", priceFrom: 3000 });
    expect(list.tyreStorage).toEqual([
      { rims: false, name: "Шины без дисков", pricePerWheel: 750 },
      { rims: true, name: "Колёса в сборе с дисками", pricePerWheel: 1000 },
    ]);
  });
});
