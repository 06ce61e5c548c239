import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectEnvelopeError, startTestApi, type TestApi } from "../testing";
import { DEMO_CODE } from "./personal-auth";
import { loyaltyFor } from "./personal-loyalty";
import { isBirthday } from "./personal-profile";
import { phoneDigits } from "./personal-sign-in";

const GET_FUSER = "/api/rrt/main/FUserExport/getFUser";
const UPDATE_FUSER = "/api/rrt/main/FUserExport/updateFUser";
const SEND = "/api/rrt/personal/Auth/sendCode";
const CHECK = "/api/rrt/personal/Auth/checkCode";
const LOGOUT = "/api/rrt/personal/Auth/logout";
const PROFILE = "/api/rrt/personal/Profile/get";
const UPDATE = "/api/rrt/personal/Profile/update";
const ORDERS = "/api/rrt/personal/Orders/getList";

type SignedIn = { FUserId: string; IsAuthorized: boolean; NewUser: boolean; sUserName: string; sUserPhone: string };

let phoneSeq = 0;
/** A phone no other test uses, so the per-phone limits of one test leave the others alone. */
function newPhone() {
  phoneSeq += 1;
  return `+7 (900) ${String(100 + phoneSeq).padStart(3, "0")}-00-${String(10 + (phoneSeq % 90)).padStart(2, "0")}`;
}

async function visitor(api: TestApi): Promise<string> {
  return (await api.get<{ FUserId: string }>(GET_FUSER)).body.data.arMessages.FUserId;
}

/** The code of the last SMS to `phone`, read from the outbox as a test reads a phone. */
function lastCode(api: TestApi, phone: string): string {
  const digits = phoneDigits(phone)!;
  const text = api.db.prepare("SELECT text FROM sms_outbox WHERE phone = ? ORDER BY id DESC LIMIT 1").pluck().get(digits) as string;
  return /(\d{6})/.exec(text)![1]!;
}

async function signIn(api: TestApi, phone = newPhone(), client = `10.0.0.${phoneSeq}`) {
  const fuser = await visitor(api);
  expect((await api.post(SEND, { FUserId: fuser, PHONE: phone, sClientIp: client })).status).toBe(200);
  const reply = await api.post<SignedIn>(CHECK, { FUserId: fuser, PHONE: phone, CODE: lastCode(api, phone) });
  expect(reply.status).toBe(200);
  return { before: fuser, after: reply.body.data.arMessages.FUserId, phone, reply: reply.body.data.arMessages };
}

describe("personal area: sign-in codes", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seedCars: 20 });
  });
  afterAll(() => api.close());

  it("sends a 6-digit code to the outbox, stores only its hash, and answers alike for new and known phones", async () => {
    const known = await signIn(api);
    api.db.prepare("UPDATE auth_codes SET created_at = created_at - 200000").run();
    const fuser = await visitor(api);
    const forKnown = await api.post(SEND, { FUserId: fuser, PHONE: known.phone, sClientIp: "10.1.0.1" });
    const fresh = newPhone();
    const forNew = await api.post(SEND, { FUserId: fuser, PHONE: fresh, sClientIp: "10.1.0.1" });
    expect(forKnown.status).toBe(200);
    expect(forKnown.body).toEqual(forNew.body);
    expect(forNew.body.data.arMessages).toEqual({ resendAfter: 120, expiresIn: 300, length: 6 });
    const code = lastCode(api, fresh);
    expect(code).toMatch(/^\d{6}$/);
    const stored = api.db.prepare("SELECT * FROM auth_codes WHERE phone = ? ORDER BY id DESC LIMIT 1").get(phoneDigits(fresh)) as Record<string, unknown>;
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    // No user exists for a phone until its code is confirmed.
    expect(api.count("users", `phone = '${phoneDigits(fresh)}'`)).toBe(0);
  });

  it("signs in with a new FUserId that is authorised; the old one stays anonymous and lists merge", async () => {
    const phone = newPhone();
    // The user already has a favourite from another device.
    const first = await signIn(api, phone);
    await api.post("/api/rrt/catalog/Favorites/add", { FUserId: first.after, id: 1 });
    const fuser = await visitor(api);
    await api.post("/api/rrt/catalog/Favorites/add", { FUserId: fuser, id: 2 });
    await api.post("/api/rrt/catalog/Compare/add", { FUserId: fuser, id: 3 });
    await api.post(SEND, { FUserId: fuser, PHONE: phone, sClientIp: "10.2.0.1" });
    // The 120 s wait is per phone: let the clock move on for this test.
    api.db.prepare("UPDATE auth_codes SET created_at = created_at - 200000 WHERE phone = ?").run(phoneDigits(phone));
    await api.post(SEND, { FUserId: fuser, PHONE: phone, sClientIp: "10.2.0.1" });
    const reply = await api.post<SignedIn>(CHECK, { FUserId: fuser, PHONE: phone, CODE: lastCode(api, phone) });
    expect(reply.status).toBe(200);
    const signed = reply.body.data.arMessages;
    expect(signed).toMatchObject({ IsAuthorized: true, NewUser: false, sUserPhone: phoneDigits(phone) });
    expect(signed.FUserId).not.toBe(fuser);

    const now = await api.post<{ IsAuthorized: boolean; FavoritesItems: number[]; CompareItems: number[]; sUserPhone: string }>(UPDATE_FUSER, {
      FUserId: signed.FUserId,
    });
    expect(now.body.data.arMessages).toMatchObject({ IsAuthorized: true, FavoritesItems: [1, 2], CompareItems: [3], sUserPhone: phoneDigits(phone) });
    const old = await api.post<{ IsAuthorized: boolean; FUserId: string }>(UPDATE_FUSER, { FUserId: fuser });
    expect(old.body.data.arMessages).toMatchObject({ IsAuthorized: false, FUserId: fuser });
    expectEnvelopeError(await api.post(PROFILE, { FUserId: fuser }), 401, "UNAUTHORIZED");
    // The same code cannot be used twice.
    expectEnvelopeError(await api.post(CHECK, { FUserId: fuser, PHONE: phone, CODE: lastCode(api, phone) }), 400, "NO_CODE");
  });

  it("a code works only for the visitor that asked for it", async () => {
    const phone = newPhone();
    const asker = await visitor(api);
    const thief = await visitor(api);
    await api.post(SEND, { FUserId: asker, PHONE: phone, sClientIp: "10.3.0.1" });
    expectEnvelopeError(await api.post(CHECK, { FUserId: thief, PHONE: phone, CODE: lastCode(api, phone) }), 400, "NO_CODE");
  });

  it("three wrong tries kill the code, even the right one after them", async () => {
    const phone = newPhone();
    const fuser = await visitor(api);
    await api.post(SEND, { FUserId: fuser, PHONE: phone, sClientIp: "10.4.0.1" });
    const right = lastCode(api, phone);
    const wrong = right === "123456" ? "654321" : "123456";
    const first = await api.post(CHECK, { FUserId: fuser, PHONE: phone, CODE: wrong });
    expectEnvelopeError(first, 400, "WRONG_CODE");
    expect(first.body.data.arErrors[0]).toMatchObject({ field: "CODE", message: "Неверный код. Осталось попыток: 2" });
    expectEnvelopeError(await api.post(CHECK, { FUserId: fuser, PHONE: phone, CODE: wrong }), 400, "WRONG_CODE");
    expectEnvelopeError(await api.post(CHECK, { FUserId: fuser, PHONE: phone, CODE: wrong }), 400, "CODE_DEAD");
    expectEnvelopeError(await api.post(CHECK, { FUserId: fuser, PHONE: phone, CODE: right }), 400, "CODE_DEAD");
    // Not a try: a code of the wrong shape.
    expect(api.db.prepare("SELECT tries_left FROM auth_codes WHERE phone = ?").pluck().get(phoneDigits(phone))).toBe(0);
  });

  it("parallel guesses are counted one by one", async () => {
    const phone = newPhone();
    const fuser = await visitor(api);
    await api.post(SEND, { FUserId: fuser, PHONE: phone, sClientIp: "10.5.0.1" });
    const right = lastCode(api, phone);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, "0"));
    const replies = await Promise.all(guesses.map((CODE) => api.post(CHECK, { FUserId: fuser, PHONE: phone, CODE })));
    expect(replies.filter((r) => r.body.data.arErrors[0]?.code === "WRONG_CODE")).toHaveLength(2);
    expectEnvelopeError(await api.post(CHECK, { FUserId: fuser, PHONE: phone, CODE: right }), 400, "CODE_DEAD");
  });

  it("an expired code is refused with its own message", async () => {
    const phone = newPhone();
    const fuser = await visitor(api);
    await api.post(SEND, { FUserId: fuser, PHONE: phone, sClientIp: "10.6.0.1" });
    api.db.prepare("UPDATE auth_codes SET expires_at = ? WHERE phone = ?").run(Date.now() - 1, phoneDigits(phone));
    const reply = await api.post(CHECK, { FUserId: fuser, PHONE: phone, CODE: lastCode(api, phone) });
    expectEnvelopeError(reply, 400, "CODE_EXPIRED");
    expect(reply.body.data.arErrors[0]!.message).toBe("Срок действия кода истёк. Запросите новый код.");
  });

  it("a new code no sooner than 120 s, at most 5 per phone an hour, 10 per client an hour", async () => {
    const phone = newPhone();
    const fuser = await visitor(api);
    await api.post(SEND, { FUserId: fuser, PHONE: phone, sClientIp: "10.7.0.1" });
    const early = await api.post(SEND, { FUserId: fuser, PHONE: phone, sClientIp: "10.7.0.2" });
    expectEnvelopeError(early, 429, "TOO_EARLY");
    expect(early.body.data.arErrors[0]).toMatchObject({ field: "PHONE", retryAfter: expect.any(Number) });
    expect(early.body.data.arErrors[0]!.message).toMatch(/^Новый код можно запросить через \d+ с$/);
    for (let i = 0; i < 4; i++) {
      api.db.prepare("UPDATE auth_codes SET created_at = created_at - 121000 WHERE phone = ?").run(phoneDigits(phone));
      expect((await api.post(SEND, { FUserId: fuser, PHONE: phone, sClientIp: `10.7.1.${i}` })).status).toBe(200);
    }
    api.db.prepare("UPDATE auth_codes SET created_at = created_at - 121000 WHERE phone = ?").run(phoneDigits(phone));
    expectEnvelopeError(await api.post(SEND, { FUserId: fuser, PHONE: phone, sClientIp: "10.7.2.1" }), 429, "TOO_MANY");

    const client = "10.8.0.1";
    for (let i = 0; i < 10; i++) expect((await api.post(SEND, { FUserId: fuser, PHONE: newPhone(), sClientIp: client })).status).toBe(200);
    expectEnvelopeError(await api.post(SEND, { FUserId: fuser, PHONE: newPhone(), sClientIp: client }), 429, "TOO_MANY");
  });

  it("refuses unknown visitors and bad phones; the fixed demo code only works in demo mode", async () => {
    expectEnvelopeError(await api.post(SEND, { FUserId: "f".repeat(32), PHONE: newPhone() }), 400, "VALIDATION");
    expectEnvelopeError(await api.post(SEND, { FUserId: await visitor(api), PHONE: "12345" }), 400, "VALIDATION");
    const phone = newPhone();
    const fuser = await visitor(api);
    await api.post(SEND, { FUserId: fuser, PHONE: phone, sClientIp: "10.9.0.1" });
    const right = lastCode(api, phone);
    if (right !== DEMO_CODE) expectEnvelopeError(await api.post(CHECK, { FUserId: fuser, PHONE: phone, CODE: DEMO_CODE }), 400, "WRONG_CODE");

    const demo = await startTestApi({ seedCars: 5, demo: true });
    try {
      const who = await visitor(demo);
      await demo.post(SEND, { FUserId: who, PHONE: phone });
      const reply = await demo.post<SignedIn>(CHECK, { FUserId: who, PHONE: phone, CODE: DEMO_CODE });
      expect(reply.body.data.arMessages.IsAuthorized).toBe(true);
    } finally {
      await demo.close();
    }
  });
});

describe("personal area: profile, orders, sign-out", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seedCars: 20 });
  });
  afterAll(() => api.close());

  it("reads and updates the profile with the form's messages", async () => {
    const { after, phone } = await signIn(api);
    const profile = await api.post<{ phone: string; name: string; loyalty: { level: { name: string }; points: number } }>(PROFILE, { FUserId: after });
    expect(profile.body.data.arMessages).toMatchObject({ phone: phoneDigits(phone), name: "", loyalty: { level: { name: "Стандарт" }, points: 0 } });

    const bad = await api.post(UPDATE, { FUserId: after, NAME: "J", EMAIL: "почта@mail.ru", BIRTHDAY: "2031-02-30", CITY: "nowhere" });
    expectEnvelopeError(bad, 400, "VALIDATION");
    expect(bad.body.data.arErrors).toEqual([
      { code: "VALIDATION", message: "Введите не менее 2 букв", field: "NAME" },
      { code: "VALIDATION", message: "Email не должен содержать русские буквы", field: "EMAIL" },
      { code: "VALIDATION", message: "Введите дату рождения", field: "BIRTHDAY" },
    ]);
    const city = api.db.prepare("SELECT fias_id FROM cities ORDER BY sort LIMIT 1 OFFSET 1").pluck().get() as string;
    const good = await api.post<{ name: string; city: { fiasId: string } }>(UPDATE, {
      FUserId: after,
      NAME: "Анна-Мария",
      EMAIL: "anna@example.ru",
      BIRTHDAY: "1990-05-17",
      CITY: city,
    });
    expect(good.status).toBe(200);
    expect(good.body.data.arMessages).toMatchObject({ name: "Анна-Мария", email: "anna@example.ru", birthday: "1990-05-17", city: { fiasId: city } });
    const fuser = await api.post<{ sUserName: string }>(UPDATE_FUSER, { FUserId: after });
    expect(fuser.body.data.arMessages.sUserName).toBe("Анна-Мария");
    expectEnvelopeError(await api.post(UPDATE, { FUserId: await visitor(api), NAME: "Анна" }), 401, "UNAUTHORIZED");
  });

  it("lists the user's orders (signed in, or from the phone) and nobody else's; completed ones earn points", async () => {
    const { before, after, phone } = await signIn(api);
    const order = (body: Record<string, unknown>) =>
      api.post<{ id: number }>("/api/rrt/form/OrderForm/create", { NAME: "Иван", AGREE: "on", CAR_ID: 1, ...body });
    const whileSignedIn = await order({ PHONE: "+79990000001", FUserId: after });
    const fromPhone = await order({ PHONE: `+${phoneDigits(phone)}`, FUserId: before, CAR_ID: 2 });
    await order({ PHONE: "+79990000002", FUserId: await visitor(api), CAR_ID: 3 });
    api.db.prepare("INSERT INTO order_statuses (lead_id, status, updated_at) VALUES (?, 'completed', ?)").run(fromPhone.body.data.arMessages.id, Date.now());

    const list = await api.post<{ items: Array<{ id: number; status: string; statusName: string; car: { price: number }; dealer: { sName: string } }> }>(ORDERS, {
      FUserId: after,
    });
    const items = list.body.data.arMessages.items;
    expect(items.map((i) => i.id).sort()).toEqual([whileSignedIn.body.data.arMessages.id, fromPhone.body.data.arMessages.id].sort());
    const completed = items.find((i) => i.status === "completed")!;
    expect(completed.statusName).toBe("Автомобиль выдан");
    expect(completed.dealer.sName).toBeTruthy();
    const profile = await api.post<{ loyalty: { points: number } }>(PROFILE, { FUserId: after });
    expect(profile.body.data.arMessages.loyalty.points).toBe(Math.floor(completed.car.price / 1000));

    const other = await signIn(api);
    expect((await api.post<{ items: unknown[] }>(ORDERS, { FUserId: other.after })).body.data.arMessages.items).toEqual([]);
  });

  it("lists the user's service bookings and cancels only the user's own; a past visit earns points", async () => {
    const { after, phone } = await signIn(api);
    type Centre = { sCode: string };
    const { centres } = (await api.get<{ centres: Centre[] }>("/api/rrt/service/Controller/getPageData")).body.data.arMessages;
    type Slots = { today: string; days: Array<{ date: string; open: boolean }>; slots: Array<{ time: string }> };
    const days = (await api.post<Slots>("/api/rrt/service/Slots/getList", { sCode: centres[0]!.sCode })).body.data.arMessages;
    const day = days.days.find((d) => d.date > days.today && d.open)!;
    const { slots } = (await api.post<Slots>("/api/rrt/service/Slots/getList", { sCode: centres[0]!.sCode, date: day.date })).body.data.arMessages;
    const book = (time: string, bookingPhone: string, fuser: string) =>
      api.post<{ id: number }>("/api/rrt/form/ServiceRegisterForm/create", {
        CENTER: centres[0]!.sCode, WORK: "maintenance", DATE: day.date, TIME: time, BRAND: "Haval", MODEL: "Jolion", YEAR: "2021",
        NAME: "Иван Петров", PHONE: bookingPhone, AGREE: true, URL: "/service", FUserId: fuser,
      });
    const mine = await book(slots[0]!.time, `+${phoneDigits(phone)}`, await visitor(api));
    const signedIn = await book(slots[1]!.time, "+79990000011", after);
    const others = await book(slots[2]!.time, "+79990000012", await visitor(api));
    expect(mine.status).toBe(200);
    const list = await api.post<{ items: Array<{ id: number; status: string }> }>("/api/rrt/personal/Service/getList", { FUserId: after });
    expect(list.body.data.arMessages.items.map((b) => b.id).sort()).toEqual([mine.body.data.arMessages.id, signedIn.body.data.arMessages.id].sort());

    expectEnvelopeError(await api.post("/api/rrt/personal/Service/cancel", { FUserId: after, id: others.body.data.arMessages.id }), 404, "NOT_FOUND");
    const cancelled = await api.post<{ status: string }>("/api/rrt/personal/Service/cancel", { FUserId: after, id: mine.body.data.arMessages.id });
    expect(cancelled.body.data.arMessages.status).toBe("cancelled");
    // Its place is free again: the same slot can be booked by someone else.
    expect((await book(slots[0]!.time, "+79990000013", await visitor(api))).status).toBe(200);

    // A visit in the past counts for the loyalty programme.
    api.db.prepare("UPDATE service_bookings SET starts_at = ?, ends_at = ? WHERE id = ?").run(Date.now() - 7200_000, Date.now() - 3600_000, signedIn.body.data.arMessages.id);
    const profile = await api.post<{ loyalty: { serviceVisits: number; points: number } }>(PROFILE, { FUserId: after });
    expect(profile.body.data.arMessages.loyalty).toMatchObject({ serviceVisits: 1, points: 300 });
  });

  it("the garage: cars with their estimate, the lookups' messages, and another user's car is not there (404)", async () => {
    const owner = await signIn(api);
    const stranger = await signIn(api);
    const GARAGE = "/api/rrt/personal/Garage";
    type Car = { id: number; brand: string; model: string; year: number; mileage: number; plate: string | null; estimate: { buyout: number } | null };
    const bad = await api.post(`${GARAGE}/add`, { FUserId: owner.after, MODIFICATION: "kia-rio-4-2", YEAR: "1990", MILEAGE: "-5", PLATE: "123", VIN: "short" });
    expectEnvelopeError(bad, 400, "VALIDATION");
    expect(bad.body.data.arErrors.map((e) => e.field).sort()).toEqual(["MILEAGE", "PLATE", "VIN", "YEAR"]);
    const added = await api.post<Car>(`${GARAGE}/add`, { FUserId: owner.after, MODIFICATION: "kia-rio-4-2", YEAR: "2019", MILEAGE: "90000", PLATE: "a123bc178" });
    expect(added.status).toBe(200);
    const car = added.body.data.arMessages;
    expect(car).toMatchObject({ brand: "Kia", model: "Rio", year: 2019, mileage: 90000, plate: "А123ВС178", estimate: { buyout: expect.any(Number) } });
    expect(car.estimate!.buyout).toBeGreaterThan(0);

    // Another user asks for, changes or deletes it: the car does not exist for them.
    expectEnvelopeError(await api.post(`${GARAGE}/get`, { FUserId: stranger.after, id: car.id }), 404, "NOT_FOUND");
    expectEnvelopeError(await api.post(`${GARAGE}/update`, { FUserId: stranger.after, id: car.id, MODIFICATION: "kia-rio-4-2", YEAR: "2020", MILEAGE: "1" }), 404, "NOT_FOUND");
    expectEnvelopeError(await api.post(`${GARAGE}/delete`, { FUserId: stranger.after, id: car.id }), 404, "NOT_FOUND");
    expectEnvelopeError(await api.post(`${GARAGE}/get`, { FUserId: owner.before, id: car.id }), 401, "UNAUTHORIZED");
    expect((await api.post<{ items: Car[] }>(`${GARAGE}/getList`, { FUserId: stranger.after })).body.data.arMessages.items).toEqual([]);

    const updated = await api.post<Car>(`${GARAGE}/update`, { FUserId: owner.after, id: car.id, MODIFICATION: "kia-rio-4-2", YEAR: "2019", MILEAGE: "150000" });
    expect(updated.body.data.arMessages.mileage).toBe(150000);
    expect(updated.body.data.arMessages.estimate!.buyout).toBeLessThan(car.estimate!.buyout);
    expect(updated.body.data.arMessages.plate).toBeNull();
    const left = await api.post<{ items: Car[] }>(`${GARAGE}/delete`, { FUserId: owner.after, id: car.id });
    expect(left.body.data.arMessages.items).toEqual([]);
  });

  it("sign-out unlinks the id for good and hands out a new anonymous one", async () => {
    const { after } = await signIn(api);
    const out = await api.post<{ FUserId: string; IsAuthorized: boolean }>(LOGOUT, { FUserId: after });
    expect(out.body.data.arMessages.IsAuthorized).toBe(false);
    expect(out.body.data.arMessages.FUserId).not.toBe(after);
    expectEnvelopeError(await api.post(PROFILE, { FUserId: after }), 401, "UNAUTHORIZED");
    expectEnvelopeError(await api.post(PROFILE, { FUserId: out.body.data.arMessages.FUserId }), 401, "UNAUTHORIZED");
  });

  it("personal answers are never cached", async () => {
    const res = await fetch(`${api.base}${PROFILE}`, { method: "POST" });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("personal area: pure rules", () => {
  it("loyalty levels and what the next needs", () => {
    expect(loyaltyFor(0, 0)).toMatchObject({ points: 0, level: { name: "Стандарт" }, next: { name: "Серебряный", pointsNeeded: 1000 } });
    expect(loyaltyFor(2_500_000, 2)).toMatchObject({ points: 3100, level: { name: "Золотой" }, next: { pointsNeeded: 3900 } });
    expect(loyaltyFor(9_000_000, 0)).toMatchObject({ level: { name: "Платиновый" }, next: null });
  });
  it("phones and birthdays", () => {
    expect(phoneDigits("+7 (911) 123-45-67")).toBe("79111234567");
    expect(phoneDigits("89111234567")).toBe("79111234567");
    expect(phoneDigits("9111234567")).toBe("79111234567");
    expect(phoneDigits("+1 911 123 45 67 8")).toBeUndefined();
    const now = new Date("2026-06-01T00:00:00Z");
    expect(isBirthday("1990-02-28", now)).toBe(true);
    expect(isBirthday("1990-02-30", now)).toBe(false);
    expect(isBirthday("2020-01-01", now)).toBe(false);
    expect(isBirthday("1890-01-01", now)).toBe(false);
  });
});
