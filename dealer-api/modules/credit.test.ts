import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { annuityPayment, type CreditProgram } from "../../lib/credit";
import { startTestApi, type TestApi } from "../testing";

const LIST = "/api/rrt/credit/Programs/getList";
const APPLY = "/api/rrt/form/CreditApplicationForm/create";
const SPB = "c2deb16a-0330-4f05-821f-1d09c93331e6";
const MURMANSK = "1c727518-c96a-4f34-9ae6-fd510da3be03";

let api: TestApi;
let newCar: { id: number; price: number };
beforeAll(async () => {
  api = await startTestApi();
  newCar = api.db.prepare("SELECT id, price FROM cars WHERE condition = 'new' AND price BETWEEN 1500000 AND 4000000 ORDER BY id LIMIT 1").get() as typeof newCar;
});
afterAll(() => api.close());
beforeEach(() => {
  api.db.exec("DELETE FROM leads");
});

const programs = async (sFiasId: string) => (await api.get<{ items: CreditProgram[] }>(LIST, { sFiasId })).body.data.arMessages.items;

describe("Programs/getList", () => {
  it("serves each city its programmes, state programmes first, each with its bank and ПСК range", async () => {
    const spb = await programs(SPB);
    const murmansk = await programs(MURMANSK);
    expect(spb.length).toBeGreaterThan(murmansk.length);
    expect(murmansk.length).toBeGreaterThan(3);
    expect(spb[0].isState).toBe(true);
    for (const p of spb) {
      expect(p.bank.name).not.toBe("");
      expect(p.bank.license).toMatch(/^Генеральная лицензия Банка России № \d+$/);
      // A state programme is never served without who may use it; the others are for any buyer.
      if (p.isState) expect(p.eligibility).toMatch(/^Только для /);
      else expect(p.eligibility).toBeNull();
      expect(p.psk.max).toBeGreaterThanOrEqual(p.psk.min);
      expect(p.termMax).toBeGreaterThanOrEqual(p.termMin);
    }
    expect(murmansk.map((p) => p.code)).not.toContain("alfa-partner");
  });

  it("falls back to the default city for an unknown one", async () => {
    expect(await programs("nowhere")).toEqual(await programs(SPB));
  });
});

describe("CreditApplicationForm/create", () => {
  const valid = () => ({
    NAME: "Иван Петров",
    PHONE: "+79211234567",
    AGREE: true,
    AGREE_BANKS: true,
    CAR_ID: newCar.id,
    PROGRAM: "sber-new",
    DOWN_PAYMENT: Math.ceil(newCar.price * 0.3),
    TERM: 48,
    URL: "https://dealer.example/credit",
    FUserId: "abc",
    sFiasId: SPB,
  });

  it("stores the application once with the payment worked out by the annuity formula", async () => {
    const first = await api.post<{ id: number; duplicate: boolean }>(APPLY, valid());
    expect(first.status).toBe(200);
    const second = await api.post<{ id: number; duplicate: boolean }>(APPLY, valid());
    expect(second.body.data.arMessages).toEqual({ id: first.body.data.arMessages.id, duplicate: true });
    const rows = api.db.prepare("SELECT type, payload FROM leads").all() as Array<{ type: string; payload: string }>;
    expect(rows).toHaveLength(1);
    expect(rows[0].type).toBe("CreditApplicationForm");
    const payload = JSON.parse(rows[0].payload);
    expect(payload.CREDIT).toMatchObject({
      program: "sber-new",
      downPayment: valid().DOWN_PAYMENT,
      term: 48,
      monthly: annuityPayment(newCar.price - valid().DOWN_PAYMENT, 19.9, 48),
    });
  });

  it("stores a client without cookies once: each of its posts comes with a newly issued FUserId", async () => {
    const issued = async () => (await api.get<{ FUserId: string }>("/api/rrt/main/FUserExport/getFUser")).body.data.arMessages.FUserId;
    const replies = [];
    for (let i = 0; i < 3; i++) replies.push(await api.post<{ id: number; duplicate: boolean }>(APPLY, { ...valid(), FUserId: await issued() }));
    expect(replies.map((r) => r.body.data.arMessages.duplicate)).toEqual([false, true, true]);
    expect(api.db.prepare("SELECT count(*) FROM leads").pluck().get()).toBe(1);
    // The stored lead still says who sent it first.
    const stored = JSON.parse(api.db.prepare("SELECT payload FROM leads").pluck().get() as string);
    expect(stored.FUserId).toMatch(/^[0-9a-f]{32}$/);
  });

  it.each([
    ["a down payment under the programme's minimum", { DOWN_PAYMENT: 1 }, "DOWN_PAYMENT"],
    ["a term outside the programme's range", { TERM: 120 }, "TERM"],
    ["a programme for used cars", { PROGRAM: "sber-used" }, "PROGRAM"],
    ["an unknown programme", { PROGRAM: "nope" }, "PROGRAM"],
    ["a programme not offered in the city", { PROGRAM: "alfa-partner", sFiasId: MURMANSK }, "PROGRAM"],
    ["a down payment that is not a number", { DOWN_PAYMENT: "много" }, "DOWN_PAYMENT"],
    ["no consent", { AGREE: false }, "AGREE"],
    ["a Latin name", { NAME: "Ivan" }, "NAME"],
  ])("refuses %s with a Russian message on the field", async (_name, change, field) => {
    const res = await api.post(APPLY, { ...valid(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.data.arErrors.find((e) => e.field === field)?.message).toMatch(/[а-я]/);
    expect(api.db.prepare("SELECT count(*) FROM leads").pluck().get()).toBe(0);
  });
});
