import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "../db";
import { expectEnvelopeError, startTestApi, type TestApi } from "../testing";
import { DEMO_CODE } from "./personal-auth";
import type { ServiceBooking } from "./service-bookings";
import type { Visit } from "./service-visits";

/*
 * A visit at the workshop and the owner's approval of the work found (docs/dealer-api.md,
 * "Service visits"; ADR 073): the development-only driving, one SMS per batch, each decision
 * stored once, a changed mind refused once the master went on, the total, and nobody but
 * the owner deciding.
 */

const SET_STATE = "/api/rrt/service/Visit/setState";
const ADD = "/api/rrt/service/Visit/addFoundWork";
const DECIDE = "/api/rrt/personal/Service/decide";
const LIST = "/api/rrt/personal/Service/getList";

const FOUND = [
  { name: "Замена передних тормозных колодок", price: 4800, urgent: true },
  { name: "Замена щёток стеклоочистителя", price: 1200, urgent: false },
];

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seedCars: 5, demo: true });
});
afterAll(() => api.close());

let seq = 0;
/** A signed-in user (the demo code) and a visit booked from their phone at a fixed price. */
async function ownerWithVisit(price: number | null = 17_930) {
  seq += 1;
  const phone = `7901${String(seq).padStart(7, "0")}`;
  const fuser = (await api.get<{ FUserId: string }>("/api/rrt/main/FUserExport/getFUser")).body.data.arMessages.FUserId;
  await api.post("/api/rrt/personal/Auth/sendCode", { FUserId: fuser, PHONE: `+${phone}`, sClientIp: `10.9.0.${seq}` });
  const signedIn = await api.post<{ FUserId: string }>("/api/rrt/personal/Auth/checkCode", { FUserId: fuser, PHONE: `+${phone}`, CODE: DEMO_CODE });
  const id = insertVisit(api.db, `+${phone}`, price);
  return { user: signedIn.body.data.arMessages.FUserId, phone, id };
}

function insertVisit(db: DB, phone: string, price: number | null): number {
  const dealerId = db.prepare("SELECT dealer_id FROM service_centers ORDER BY dealer_id LIMIT 1").pluck().get() as number;
  const start = Date.now() - 3_600_000;
  return Number(
    db
      .prepare(
        `INSERT INTO service_bookings (dealer_id, slot_date, slot_time, starts_at, ends_at, status, work_code, fuser_id, phone, name,
           car_brand, car_model, car_year, page, created_at, price) VALUES (?, '2026-01-10', '10:00', ?, ?, 'booked', 'maintenance', '', ?, 'Иван', 'Kia', 'Rio', 2019, 'https://dealer.example.ru/service', ?, ?)`,
      )
      .run(dealerId, start, start + 3_600_000, phone, Date.now(), price).lastInsertRowid,
  );
}

const sms = (phone: string) => api.db.prepare("SELECT text FROM sms_outbox WHERE phone = ? AND text LIKE 'При осмотре%'").pluck().all(phone) as string[];

async function inWorkWithFound(price?: number | null) {
  const owner = await ownerWithVisit(price);
  expect((await api.post<Visit>(SET_STATE, { id: owner.id, state: "in_work" })).body.data.arMessages.stateName).toBe("В работе");
  const added = await api.post<Visit>(ADD, { id: owner.id, lines: FOUND });
  expect(added.status).toBe(200);
  return { ...owner, lines: added.body.data.arMessages.found };
}

const decide = (user: string, id: number, line: number | "all", decision: string) =>
  api.post<ServiceBooking>(DECIDE, { FUserId: user, id, line: String(line), decision });

describe("driving a visit (development only)", () => {
  it("goes принят → в работе → ждёт согласования with the found lines, and tells the owner once per batch", async () => {
    const owner = await ownerWithVisit();
    expectEnvelopeError(await api.post(ADD, { id: owner.id, lines: FOUND }), 409, "NOT_IN_WORK");
    expectEnvelopeError(await api.post(SET_STATE, { id: owner.id, state: "ready" }), 409, "BAD_TRANSITION");
    await api.post(SET_STATE, { id: owner.id, state: "in_work" });
    expectEnvelopeError(await api.post(ADD, { id: owner.id, lines: [{ name: "", price: 100 }] }), 400, "VALIDATION");

    const added = (await api.post<Visit & { duplicate: boolean }>(ADD, { id: owner.id, lines: FOUND })).body.data.arMessages;
    expect(added).toMatchObject({ state: "awaiting_approval", stateName: "Ждёт согласования", extra: 0, total: 17_930, duplicate: false });
    expect(added.found.map((l) => [l.name, l.price, l.urgent, l.status, l.open])).toEqual([
      [FOUND[0]!.name, 4800, true, "proposed", true],
      [FOUND[1]!.name, 1200, false, "proposed", true],
    ]);
    expect(sms(owner.phone)).toEqual([
      `При осмотре Kia Rio мастер нашёл дополнительные работы: 2 на 6 000 ₽, из них срочных: 1. Согласуйте их или откажитесь в личном кабинете: https://dealer.example.ru/personal/service#visit-${owner.id}`,
    ]);
    // The same batch sent again is the one added: no new lines, no second SMS.
    const again = (await api.post<Visit & { duplicate: boolean }>(ADD, { id: owner.id, lines: FOUND })).body.data.arMessages;
    expect(again.duplicate).toBe(true);
    expect(again.found).toHaveLength(2);
    expect(sms(owner.phone)).toHaveLength(1);

    // The master goes on, then finds more: a second batch, a second SMS.
    await api.post(SET_STATE, { id: owner.id, state: "in_work" });
    await api.post(ADD, { id: owner.id, lines: [{ name: "Замена салонного фильтра", price: 900, urgent: "0" }] });
    expect(sms(owner.phone)).toHaveLength(2);
    expect(sms(owner.phone)[1]).toContain(": 1 на 900 ₽. Согласуйте");
    await api.post(SET_STATE, { id: owner.id, state: "in_work" });
    for (const state of ["ready", "handed_over"]) expect((await api.post<Visit>(SET_STATE, { id: owner.id, state })).status).toBe(200);
    expectEnvelopeError(await api.post(SET_STATE, { id: owner.id, state: "in_work" }), 409, "BAD_TRANSITION");
  });

  it("is refused in production, and changes nothing", async () => {
    const production = await startTestApi({ seedCars: 5, production: true });
    const id = insertVisit(production.db, "+79010000999", 5000);
    const refused = await production.post(SET_STATE, { id, state: "in_work" });
    expectEnvelopeError(refused, 403, "FORBIDDEN");
    expect(refused.body.data.arErrors[0]!.message).toMatch(/только для разработки/);
    expectEnvelopeError(await production.post(ADD, { id, lines: FOUND }), 403, "FORBIDDEN");
    expect(production.db.prepare("SELECT visit_state FROM service_bookings WHERE id = ?").pluck().get(id)).toBe("accepted");
    expect(production.count("service_booking_lines", `booking_id = ${id}`)).toBe(0);
    await production.close();
  });
});

describe("the owner's decisions", () => {
  it("are taken line by line, stored once, and the total is the booked price plus the approved lines", async () => {
    const { user, id, lines } = await inWorkWithFound();
    const first = (await decide(user, id, lines[0]!.id, "approve")).body.data.arMessages;
    expect(first.found.map((l) => l.status)).toEqual(["approved", "proposed"]);
    expect(first).toMatchObject({ extra: 4800, total: 17_930 + 4800 });
    const decidedAt = first.found[0]!.decidedAt;
    // The same decision again changes nothing, not even its time.
    const twice = (await decide(user, id, lines[0]!.id, "approve")).body.data.arMessages;
    expect(twice.found[0]!.decidedAt).toBe(decidedAt);
    const second = (await decide(user, id, lines[1]!.id, "decline")).body.data.arMessages;
    expect(second).toMatchObject({ extra: 4800, total: 22_730, state: "awaiting_approval" });
    // A changed mind while the visit still waits is taken.
    expect((await decide(user, id, lines[1]!.id, "approve")).body.data.arMessages.total).toBe(23_930);

    // Once the master has gone on, another decision is refused; the same one is still fine.
    await api.post(SET_STATE, { id, state: "in_work" });
    const refused = await decide(user, id, lines[0]!.id, "decline");
    expectEnvelopeError(refused, 409, "DECISION_FINAL");
    expect(refused.body.data.arErrors[0]!.message).toMatch(/решение изменить нельзя/);
    expectEnvelopeError(await decide(user, id, "all", "decline"), 409, "DECISION_FINAL");
    expect((await decide(user, id, "all", "approve")).status).toBe(200);
    const list = (await api.post<{ items: ServiceBooking[] }>(LIST, { FUserId: user })).body.data.arMessages.items;
    expect(list.find((b) => b.id === id)).toMatchObject({ state: "in_work", total: 23_930, extra: 6000 });
  });

  it("«all» decides every line still open; a visit at an «от …» price has no total, only the extra", async () => {
    const { user, id } = await inWorkWithFound(null);
    const all = (await decide(user, id, "all", "decline")).body.data.arMessages;
    expect(all.found.map((l) => l.status)).toEqual(["declined", "declined"]);
    expect(all).toMatchObject({ extra: 0, total: null });
    expect((await decide(user, id, "all", "approve")).body.data.arMessages).toMatchObject({ extra: 6000, total: null });
  });

  it("are the owner's alone: another user's visit and line are not found, a visitor not signed in is refused", async () => {
    const { id, lines } = await inWorkWithFound();
    const stranger = await ownerWithVisit();
    expectEnvelopeError(await decide(stranger.user, id, lines[0]!.id, "approve"), 404, "NOT_FOUND");
    expectEnvelopeError(await decide(stranger.user, stranger.id, lines[0]!.id, "approve"), 404, "NOT_FOUND");
    const anonymous = (await api.get<{ FUserId: string }>("/api/rrt/main/FUserExport/getFUser")).body.data.arMessages.FUserId;
    expectEnvelopeError(await decide(anonymous, id, lines[0]!.id, "approve"), 401, "UNAUTHORIZED");
    expect(api.db.prepare("SELECT COUNT(*) FROM service_booking_lines WHERE booking_id = ? AND status != 'proposed'").pluck().get(id)).toBe(0);
  });

  it("refuses a decision that is neither approve nor decline", async () => {
    const { user, id, lines } = await inWorkWithFound();
    expectEnvelopeError(await decide(user, id, lines[0]!.id, "maybe"), 400, "VALIDATION");
  });
});
