import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { expectEnvelopeError, startTestApi, type TestApi } from "../testing";
import type { DealLine } from "./deal-price";
import { DEAL_MESSAGES } from "./deal-form";
import { phoneDigits } from "./personal-sign-in";
import { setReferenceClock } from "./reference-clock";
import { ESTIMATE_VALID_DAYS, type HeldEstimate } from "./tradein-hold";

/*
 * «Собрать сделку» (issue 42, item 2; ADR 078): the held trade-in estimate and its renewal by
 * the reference clock, the «Доставка» and trade-in lines of the итоговая цена, and the deal
 * lead: stored once, refused with a Russian message, listed in the personal area with its lines
 * and the reservation made since.
 */

const SPB = "c2deb16a-0330-4f05-821f-1d09c93331e6";
const KAZAN = "93b3df57-4c89-44df-ac42-96f05e9cd3b9";
const RIO = { modificationId: "kia-rio-4-2", year: 2019, mileage: 60_000, owners: 1, condition: "good" };
const HOLD = "/api/rrt/tradein/Estimate/hold";
const PRICE = "/api/rrt/deal/Price/get";
const DEAL = "/api/rrt/form/DealForm/create";

type Price = { choices: { delivery: boolean; tradeinEstimate: number | null }; lines: DealLine[]; totals: { withChoices: number; withoutConditions: number } };

// A fresh seeded database and a dozen calls a test: seconds on a busy machine, not a time limit of the answers.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const visitor = async () => (await api.get<{ FUserId: string }>("/api/rrt/main/FUserExport/getFUser")).body.data.arMessages.FUserId;
const hold = async (FUserId: string) => (await api.post<HeldEstimate>(HOLD, { ...RIO, FUserId, sFiasId: SPB })).body.data.arMessages;
const price = async (query: Record<string, string>) => (await api.get<Price>(PRICE, { sFiasId: SPB, ...query })).body.data.arMessages;
/** A used car in Kazan under the free-ride price, movable: brought to Saint Petersburg for a price. */
const kazanCar = () =>
  api.db
    .prepare("SELECT id FROM cars WHERE city_fias = ? AND condition = 'used' AND price < 3000000 AND year >= ? ORDER BY id LIMIT 1")
    .pluck()
    .get(KAZAN, new Date().getUTCFullYear() - 7) as number;

describe("a held trade-in estimate", () => {
  it("holds its amount for the days it says, then values the car again and keeps the amount before", async () => {
    const fuser = await visitor();
    const first = await hold(fuser);
    expect(first.validDays).toBe(ESTIMATE_VALID_DAYS);
    expect(Date.parse(first.validUntil) - Date.parse(first.valuedAt)).toBe(ESTIMATE_VALID_DAYS * 86_400_000);
    expect(first.renewed).toBeNull();
    expect(await hold(fuser)).toMatchObject({ id: first.id, buyout: first.buyout });

    // A month on by the API's clock: the estimate has run out, the car has lost value.
    setReferenceClock(api.db, Date.now() + 30 * 86_400_000);
    try {
      const renewed = await hold(fuser);
      expect(renewed.id).toBe(first.id);
      expect(renewed.renewed).toEqual({ previousBuyout: first.buyout });
      expect(renewed.buyout).toBeLessThan(first.buyout);
      const { lines } = await price({ id: String(kazanCar()), tradeinEstimate: String(first.id), FUserId: fuser });
      const line = lines.find((l) => l.code === "tradein-estimate")!;
      expect(line.amount).toBe(-renewed.buyout);
      expect(line.label).toContain("Оценка обновлена");
    } finally {
      setReferenceClock(api.db, Date.now());
    }
  });

  it("is another visitor's to read only by its own", async () => {
    const held = await hold(await visitor());
    const { lines } = await price({ id: String(kazanCar()), tradeinEstimate: String(held.id), FUserId: await visitor() });
    expect(lines.some((l) => l.code === "tradein-estimate")).toBe(false);
  });
});

describe("the итоговая цена's «Доставка» line", () => {
  it("a Kazan car for a Saint Petersburg visitor: 5 days and 15 000 ₽, counted only when chosen", async () => {
    const id = String(kazanCar());
    const plain = await price({ id });
    const line = plain.lines.find((l) => l.kind === "delivery")!;
    expect(line).toMatchObject({ amount: 15_000, met: false, condition: { code: "delivery" } });
    expect(line.label).toMatch(/^Доставка в Санкт-Петербург за 5 дней/);
    const chosen = await price({ id, delivery: "1" });
    expect(chosen.choices.delivery).toBe(true);
    expect(chosen.totals.withChoices - plain.totals.withChoices).toBe(15_000);
    expect(chosen.totals.withoutConditions).toBe(plain.totals.withoutConditions);
  });

  it("a car already in the visitor's city has none", async () => {
    const id = api.db.prepare("SELECT id FROM cars WHERE city_fias = ? LIMIT 1").pluck().get(SPB) as number;
    expect((await price({ id: String(id), delivery: "1" })).lines.some((l) => l.kind === "delivery")).toBe(false);
  });
});

describe("the deal lead", () => {
  const contact = { NAME: "Иван", PHONE: "+79991112233", AGREE: "on", sFiasId: SPB };

  it("is stored once with every line, the loan and the consents; refused in Russian without the banks' consent", async () => {
    const fuser = await visitor();
    const held = await hold(fuser);
    // A dearer car, so that the loan on its total less the trade-in is one a programme gives.
    const id = api.db
      .prepare("SELECT id FROM cars WHERE city_fias = ? AND condition = 'used' AND price BETWEEN 2000000 AND 2999999 AND year >= ? ORDER BY id LIMIT 1")
      .pluck()
      .get(KAZAN, new Date().getUTCFullYear() - 7) as number;
    const program = (api.db.prepare("SELECT code FROM credit_programs WHERE car_condition IN ('used', 'any') AND is_state = 0 ORDER BY sort").pluck().all() as string[])[0];
    const { totals } = await price({ id: String(id), tradeinEstimate: String(held.id), FUserId: fuser, credit: "1", delivery: "1" });
    // A quarter of the deal's total down: more than the programme's least (a fifth), less than the total.
    const down = Math.ceil(totals.withChoices / 4);
    const deal = { ...contact, FUserId: fuser, CAR_ID: id, TRADEIN_ESTIMATE: held.id, CREDIT: "1", PROGRAM: program, DOWN_PAYMENT: String(down), TERM: "60", DELIVERY: "1", EXTRAS: "" };

    expectEnvelopeError(await api.post(DEAL, deal), 400, "VALIDATION");
    const refused = await api.post(DEAL, deal);
    expect(JSON.stringify(refused.body)).toContain(DEAL_MESSAGES.banks);

    const sent = await api.post<{ id: number; duplicate: boolean }>(DEAL, { ...deal, AGREE_BANKS: "on" });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const again = await api.post<{ id: number; duplicate: boolean }>(DEAL, { ...deal, AGREE_BANKS: "on" });
    expect(again.body.data.arMessages).toEqual({ id: sent.body.data.arMessages.id, duplicate: true });

    const leadId = sent.body.data.arMessages.id;
    const payload = JSON.parse(api.db.prepare("SELECT payload FROM leads WHERE id = ?").pluck().get(leadId) as string);
    const codes = payload.DEAL.lines.map((l: DealLine) => l.code);
    expect(codes).toEqual(expect.arrayContaining(["price", "registration", "delivery", "tradein-estimate"]));
    expect(payload.DEAL.lines.find((l: DealLine) => l.code === "tradein-estimate").amount).toBe(-held.buyout);
    expect(payload.CREDIT).toMatchObject({ program, downPayment: down, term: 60 });
    expect(payload.HANDOVER.days).toBe(5);
    const consents = api.db.prepare("SELECT document_code FROM consents WHERE record_type = 'lead' AND record_id = ? ORDER BY document_code").pluck().all(leadId);
    expect(consents).toEqual(["consent-banks", "consent-processing"]);
  });

  it("a cash deal needs no banks' consent; an estimate of another visitor is refused", async () => {
    const id = kazanCar();
    const cash = await api.post(DEAL, { ...contact, PHONE: "+79991112234", FUserId: await visitor(), CAR_ID: id });
    expect(cash.status).toBe(200);
    const held = await hold(await visitor());
    const stolen = await api.post(DEAL, { ...contact, FUserId: await visitor(), CAR_ID: id, TRADEIN_ESTIMATE: held.id });
    expectEnvelopeError(stolen, 400, "VALIDATION");
    expect(JSON.stringify(stolen.body)).toContain(DEAL_MESSAGES.estimate);
  });

  it("appears in the personal area's orders with its lines, and links the reservation made since", async () => {
    const fuser = await visitor();
    const phone = "+7 (900) 555-42-42";
    expect((await api.post("/api/rrt/personal/Auth/sendCode", { FUserId: fuser, PHONE: phone, sClientIp: "10.9.0.1" })).status).toBe(200);
    const digits = phoneDigits(phone)!;
    const text = api.db.prepare("SELECT text FROM sms_outbox WHERE phone = ? ORDER BY id DESC LIMIT 1").pluck().get(digits) as string;
    const signed = await api.post<{ FUserId: string }>("/api/rrt/personal/Auth/checkCode", { FUserId: fuser, PHONE: phone, CODE: /(\d{6})/.exec(text)![1] });
    const user = signed.body.data.arMessages.FUserId;
    const id = kazanCar();
    const sent = await api.post<{ id: number }>(DEAL, { ...contact, PHONE: `+${digits}`, FUserId: user, CAR_ID: id, DELIVERY: "1" });
    type Order = { id: number; deal: { lines: Array<{ code: string; amount: number; met: boolean }>; totals: { withChoices: number }; reservation: { id: number } | null } | null };
    const orders = async () => (await api.post<{ items: Order[] }>("/api/rrt/personal/Orders/getList", { FUserId: user })).body.data.arMessages.items;
    const listed = (await orders()).find((o) => o.id === sent.body.data.arMessages.id)!;
    expect(listed.deal!.lines.find((l) => l.code === "delivery")).toMatchObject({ amount: 15_000, met: true });
    expect(listed.deal!.reservation).toBeNull();

    api.db
      .prepare(
        `INSERT INTO car_reservations (car_id, request_key, status, amount, hold_days, pay_by, fuser_id, phone, name, created_at)
         VALUES (?, 'deal-builder-test-key-0001', 'pending', 10000, 3, ?, ?, ?, 'Иван', ?)`,
      )
      .run(id, Date.now() + 600_000, user, `+${digits}`, Date.now() + 1);
    const linked = (await orders()).find((o) => o.id === sent.body.data.arMessages.id)!;
    expect(linked.deal!.reservation).toMatchObject({ statusName: expect.any(String) });
  });
});
