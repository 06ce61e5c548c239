import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectEnvelopeError, startTestApi, type TestApi } from "../testing";
import { issueVisitor } from "./identity";
import { cancelTestDrive, MAX_COMING_TEST_DRIVES, testDrivesOf, type TestDriveResult } from "./test-drive";
import type { SlotList } from "./slots";

const CREATE = "/api/rrt/form/TestDriveForm/create";
const SLOTS = "/api/rrt/testdrive/Slots/getList";
let api: TestApi;
/** A visitor the API issued for each test (a test drive needs one). */
let visitor: string;
beforeAll(async () => {
  api = await startTestApi({ seedCars: 20 });
});
afterAll(() => api.close());
beforeEach(() => {
  api.db.exec("DELETE FROM test_drives");
  visitor = issueVisitor(api.db);
});

/** Two cars of one centre that sends out two cars at once, and a free slot after today. */
async function slotOfTwoPlaceCentre() {
  const dealerId = api.db.prepare("SELECT dealer_id FROM test_drive_centers WHERE cars_at_once = 2 ORDER BY dealer_id").pluck().all() as number[];
  const cars = api.db
    .prepare(`SELECT id FROM cars WHERE dealer_id = ? ORDER BY id LIMIT 3`)
    .pluck()
    .all(dealerId.find((d) => (api.db.prepare("SELECT COUNT(*) FROM cars WHERE dealer_id = ?").pluck().get(d) as number) >= 3)) as number[];
  const list = (await api.get<SlotList>(SLOTS, { carId: String(cars[0]) })).body.data.arMessages;
  const day = list.days.find((d) => d.date > list.today && d.free > 0)!;
  const slots = (await api.get<SlotList>(SLOTS, { carId: String(cars[0]), date: day.date })).body.data.arMessages;
  return { cars, date: day.date, time: slots.slots[0].time };
}

let phone = 9100000000;
function form(carId: number, slot: { date: string; time: string }, extra: Record<string, unknown> = {}) {
  phone += 1;
  return { CAR_ID: carId, DATE: slot.date, TIME: slot.time, NAME: "Иван Петров", PHONE: `+7${phone}`, AGREE: true, URL: "/cars", FUserId: visitor, ...extra };
}

describe("test drive slots", () => {
  it("offers the car's centre's times, one place each, and none for an unknown car", async () => {
    const { cars, date, time } = await slotOfTwoPlaceCentre();
    const list = (await api.get<SlotList>(SLOTS, { carId: String(cars[0]), date })).body.data.arMessages;
    expect(list.slots.find((s) => s.time === time)).toEqual({ time, places: 1, free: 1 });
    expect((await api.get(SLOTS, { carId: "999999" })).status).toBe(404);
  });

  it("stores the same phone, car and slot once", async () => {
    const slot = await slotOfTwoPlaceCentre();
    const body = form(slot.cars[0], slot);
    const first = await api.post<TestDriveResult>(CREATE, body);
    const second = await api.post<TestDriveResult>(CREATE, body);
    expect(first.status).toBe(200);
    expect(second.body.data.arMessages).toMatchObject({ id: first.body.data.arMessages.id, duplicate: true });
    expect(api.count("test_drives")).toBe(1);
  });

  it("puts a car in one test drive at a time: 10 visitors at once for one car and slot store one", async () => {
    const slot = await slotOfTwoPlaceCentre();
    const replies = await Promise.all(Array.from({ length: 10 }, () => api.post(CREATE, form(slot.cars[0], slot))));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = replies.filter((r) => r.status === 409);
    expect(refused).toHaveLength(9);
    for (const r of refused) {
      expect(r.body.data.arErrors).toEqual([{ code: "CAR_BUSY", message: "Этот автомобиль на это время уже записан на тест-драйв. Выберите другое время", field: "TIME" }]);
    }
    expect(api.count("test_drives")).toBe(1);
    const list = (await api.get<SlotList>(SLOTS, { carId: String(slot.cars[0]), date: slot.date })).body.data.arMessages;
    expect(list.slots.find((s) => s.time === slot.time)?.free).toBe(0);
  });

  it("holds the centre's capacity: a third car in a slot of a two-car centre is refused", async () => {
    const slot = await slotOfTwoPlaceCentre();
    expect((await api.post(CREATE, form(slot.cars[0], slot))).status).toBe(200);
    expect((await api.post(CREATE, form(slot.cars[1], slot))).status).toBe(200);
    const third = await api.post(CREATE, form(slot.cars[2], slot));
    expect(third.status).toBe(409);
    expect(third.body.data.arErrors[0]).toMatchObject({ code: "SLOT_FULL", field: "TIME" });
  });

  it("refuses bad input with Russian messages and a 400, and a time gone by", async () => {
    const slot = await slotOfTwoPlaceCentre();
    const bad = await api.post(CREATE, { CAR_ID: "x", DATE: "завтра", TIME: "25:00", NAME: "J", PHONE: "1", AGREE: false });
    expect(bad.status).toBe(400);
    expect(bad.body.data.arErrors.map((e) => e.field).sort()).toEqual(["AGREE", "CAR_ID", "DATE", "NAME", "PHONE", "TIME"]);
    const past = await api.post(CREATE, form(slot.cars[0], { date: slot.date, time: "03:00" }));
    expect(past.status).toBe(400);
    expect(api.count("test_drives")).toBe(0);
  });

  it("frees the car when its test drive is cancelled by its owner only", async () => {
    const slot = await slotOfTwoPlaceCentre();
    const ownerA = issueVisitor(api.db);
    const made = (await api.post<TestDriveResult>(CREATE, form(slot.cars[0], slot, { FUserId: ownerA }))).body.data.arMessages;
    expect(() => cancelTestDrive(api.db, made.id, { fuserIds: ["someone-else"] })).toThrow();
    expect(cancelTestDrive(api.db, made.id, { fuserIds: [ownerA] })).toMatchObject({ status: "cancelled" });
    expect((await api.post(CREATE, form(slot.cars[0], slot))).status).toBe(200);
    expect(testDrivesOf(api.db, { fuserIds: [ownerA] }).map((d) => d.status)).toEqual(["cancelled"]);
  });
});

describe("no test-drive slot taken by a stranger", () => {
  it.each([
    ["no FUserId", { FUserId: undefined }],
    ["an empty one", { FUserId: "" }],
    ["one the API never issued", { FUserId: "0123456789abcdef0123456789abcdef" }],
  ])("refuses a booking with %s and stores nothing", async (_what, change) => {
    const slot = await slotOfTwoPlaceCentre();
    const reply = await api.post(CREATE, form(slot.cars[0], slot, change));
    expectEnvelopeError(reply, 400, "VISITOR_REQUIRED");
    expect(reply.body.data.arErrors[0].message).toMatch(/cookie/);
    expect(api.count("test_drives")).toBe(0);
  });

  it(`lets one visitor hold at most ${MAX_COMING_TEST_DRIVES} coming test drives, and one more once one is cancelled`, async () => {
    const slot = await slotOfTwoPlaceCentre();
    const times = (await api.get<SlotList>(SLOTS, { carId: String(slot.cars[0]), date: slot.date })).body.data.arMessages.slots.filter((s) => s.free > 0);
    const book = (i: number) => api.post<TestDriveResult>(CREATE, form(slot.cars[0], { date: slot.date, time: times[i].time }));
    const made = [];
    for (let i = 0; i < MAX_COMING_TEST_DRIVES; i++) made.push(await book(i));
    expect(made.map((r) => r.status)).toEqual(Array(MAX_COMING_TEST_DRIVES).fill(200));
    const refused = await book(MAX_COMING_TEST_DRIVES);
    expectEnvelopeError(refused, 429, "TOO_MANY");
    expect(api.count("test_drives")).toBe(MAX_COMING_TEST_DRIVES);
    cancelTestDrive(api.db, made[0].body.data.arMessages.id, { fuserIds: [visitor] });
    expect((await book(MAX_COMING_TEST_DRIVES)).status).toBe(200);
  });
});

describe("a test drive after a transfer (ADR 075)", () => {
  const SPB = "c2deb16a-0330-4f05-821f-1d09c93331e6";
  const centreIn = (city: string) => api.db.prepare("SELECT code FROM dealer_centers WHERE city_fias = ? ORDER BY sort LIMIT 1").pluck().get(city) as string;
  const carNotIn = (city: string, condition: string) =>
    api.db.prepare("SELECT id FROM cars WHERE city_fias <> ? AND condition = ? ORDER BY id LIMIT 1").pluck().get(city, condition) as number;

  it("offers a new car's times at the visitor's city's centre from the day it arrives, and books there only then", async () => {
    const carId = carNotIn(SPB, "new");
    const days = api.db
      .prepare("SELECT t.days FROM dealer_transfers t JOIN cars c ON c.dealer_id = t.from_dealer_id JOIN dealer_centers d ON d.id = t.to_dealer_id WHERE c.id = ? AND d.code = ?")
      .pluck()
      .get(carId, centreIn(SPB)) as number;
    const own = (await api.get<SlotList>(SLOTS, { carId: String(carId) })).body.data.arMessages;
    const there = (await api.get<SlotList>(SLOTS, { carId: String(carId), at: centreIn(SPB) })).body.data.arMessages;
    expect(there.sCode).toBe(centreIn(SPB));
    expect(there.today).toBe(own.today);
    expect(Date.parse(there.days[0].date) - Date.parse(own.today)).toBeGreaterThanOrEqual((days - 1) * 86_400_000);
    const early = await api.post(CREATE, form(carId, { date: own.today, time: "12:00" }, { HANDOVER: centreIn(SPB) }));
    expect(early.status).toBe(400);
    const day = there.days.find((d) => d.free > 0)!;
    const slots = (await api.get<SlotList>(SLOTS, { carId: String(carId), at: centreIn(SPB), date: day.date })).body.data.arMessages;
    const booked = await api.post<TestDriveResult>(CREATE, form(carId, { date: day.date, time: slots.slots.find((s) => s.free > 0)!.time }, { HANDOVER: centreIn(SPB) }));
    expect(booked.status).toBe(200);
    expect(booked.body.data.arMessages.booking.sCode).toBe(centreIn(SPB));
  });

  it("refuses a used car's test drive away from its centre", async () => {
    const reply = await api.get(SLOTS, { carId: String(carNotIn(SPB, "used")), at: centreIn(SPB) });
    expect(reply.status).toBe(409);
  });
});
