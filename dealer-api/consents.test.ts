import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectEnvelopeError, startTestApi, type TestApi } from "./testing";

/*
 * Consents by purpose, stored as proof with the request they came with, and the offer a
 * reservation's prepayment is taken under (docs/dealer-api.md, «Согласия и оферта»).
 */

let api: TestApi;
let car: { id: number; price: number };
let visitor: string;
beforeAll(async () => {
  api = await startTestApi();
  car = api.db.prepare("SELECT id, price FROM cars WHERE condition = 'new' AND price BETWEEN 1500000 AND 4000000 ORDER BY id LIMIT 1").get() as typeof car;
  visitor = (await api.get<{ FUserId: string }>("/api/rrt/main/FUserExport/getFUser")).body.data.arMessages.FUserId;
});
afterAll(() => api.close());

type ConsentRow = { document_code: string; document_version: number; form: string; record_type: string; record_id: number; fuser_id: string; accepted_at: number };
const consentsOf = (type: string, id: number) =>
  api.db.prepare("SELECT * FROM consents WHERE record_type = ? AND record_id = ? ORDER BY document_code").all(type, id) as ConsentRow[];

const credit = (extra: Record<string, unknown> = {}) => ({
  NAME: "Иван Петров",
  PHONE: "+79211230001",
  AGREE: "consent-processing@1",
  AGREE_BANKS: "consent-banks@1",
  CAR_ID: car.id,
  PROGRAM: "gpb-any",
  DOWN_PAYMENT: Math.ceil(car.price * 0.3),
  TERM: 48,
  FUserId: visitor,
  ...extra,
});

describe("legal documents", () => {
  it("lists each document in its current version, and serves one with its text and versions", async () => {
    const { items } = (await api.get<{ items: Array<{ code: string; version: number; kind: string }> }>("/api/rrt/legal/Documents/getList")).body.data.arMessages;
    expect(items.map((d) => d.code).sort()).toEqual(["consent-banks", "consent-insurer", "consent-marketing", "consent-processing", "offer-reservation"]);
    const banks = (await api.get<{ title: string; html: string; versions: unknown[] }>("/api/rrt/legal/Documents/get", { code: "consent-banks" })).body.data.arMessages;
    expect(banks.title).toBe("Согласие на передачу персональных данных банкам-партнёрам");
    expect(banks.html).toContain("ПАО Сбербанк");
    expect(banks.versions).toEqual([{ version: 1, publishedOn: "2025-09-01" }]);
    expectEnvelopeError(await api.get("/api/rrt/legal/Documents/get", { code: "consent-banks", version: "9" }), 404, "NOT_FOUND");
  });
});

describe("consents stored with the request", () => {
  it("a credit application carries two consents, processing and transfer to the banks, with version, time, form and visitor", async () => {
    const before = Date.now();
    const stored = (await api.post<{ id: number }>("/api/rrt/form/CreditApplicationForm/create", credit())).body.data.arMessages;
    const rows = consentsOf("lead", stored.id);
    expect(rows.map((r) => [r.document_code, r.document_version, r.form, r.fuser_id])).toEqual([
      ["consent-banks", 1, "CreditApplicationForm", visitor],
      ["consent-processing", 1, "CreditApplicationForm", visitor],
    ]);
    for (const row of rows) expect(row.accepted_at).toBeGreaterThanOrEqual(before);
  });

  it("refuses a credit application without the banks' consent, beside its field, and stores nothing", async () => {
    const leads = api.count("leads");
    const reply = await api.post<unknown>("/api/rrt/form/CreditApplicationForm/create", credit({ AGREE_BANKS: undefined, PHONE: "+79211230002" }));
    expectEnvelopeError(reply, 400, "VALIDATION");
    expect(reply.body.data.arErrors).toContainEqual({ code: "VALIDATION", field: "AGREE_BANKS", message: "Необходимо согласие на передачу данных банкам-партнёрам" });
    expect(api.count("leads")).toBe(leads);
  });

  it("refuses a version nobody published, or another document's, as an outdated consent", async () => {
    for (const AGREE_BANKS of ["consent-banks@7", "consent-marketing@1"]) {
      const reply = await api.post<unknown>("/api/rrt/form/CreditApplicationForm/create", credit({ AGREE_BANKS, PHONE: "+79211230003" }));
      expectEnvelopeError(reply, 400, "VALIDATION");
      expect(reply.body.data.arErrors[0]).toMatchObject({ field: "AGREE_BANKS" });
    }
  });

  it("a newsletter subscription carries a marketing consent; a plain yes is the current version", async () => {
    const stored = (await api.post<{ id: number }>("/api/rrt/form/NewsSubscribeForm/create", { EMAIL: "consent@example.ru", AGREEMENT: "on", FUserId: visitor })).body.data.arMessages;
    expect(consentsOf("lead", stored.id).map((r) => [r.document_code, r.document_version, r.form, r.fuser_id])).toEqual([
      ["consent-marketing", 1, "NewsSubscribeForm", visitor],
    ]);
  });

  it("a request never needs the marketing consent, and stores it when given", async () => {
    const without = (await api.post<{ id: number }>("/api/rrt/form/GetConsultationForm/create", { NAME: "Иван", PHONE: "+79211230004", AGREE: "on" })).body.data.arMessages;
    expect(consentsOf("lead", without.id).map((r) => r.document_code)).toEqual(["consent-processing"]);
    const given = (await api.post<{ id: number }>("/api/rrt/form/GetConsultationForm/create", { NAME: "Иван", PHONE: "+79211230005", AGREE: "on", AGREE_ADS: "consent-marketing@1" })).body.data.arMessages;
    expect(consentsOf("lead", given.id).map((r) => r.document_code)).toEqual(["consent-marketing", "consent-processing"]);
  });

  it("a repeated lead keeps the first one's consents", async () => {
    const first = (await api.post<{ id: number }>("/api/rrt/form/CreditApplicationForm/create", credit({ PHONE: "+79211230006" }))).body.data.arMessages;
    const again = (await api.post<{ id: number; duplicate: boolean }>("/api/rrt/form/CreditApplicationForm/create", credit({ PHONE: "+79211230006" }))).body.data.arMessages;
    expect(again).toEqual({ id: first.id, duplicate: true });
    expect(consentsOf("lead", first.id)).toHaveLength(2);
  });
});

describe("the reservation's offer", () => {
  const reservation = (extra: Record<string, unknown>) => ({ CAR_ID: car.id, NAME: "Иван Петров", PHONE: "+79211230007", AGREE: "on", KEY: "consents-test-key-000001", FUserId: visitor, ...extra });

  it("is refused without the offer accepted, with a Russian message, and nothing is held", async () => {
    const reply = await api.post<unknown>("/api/rrt/form/ReservationForm/create", reservation({}));
    expectEnvelopeError(reply, 400, "VALIDATION");
    expect(reply.body.data.arErrors).toContainEqual({ code: "VALIDATION", field: "OFFER", message: "Чтобы внести предоплату, примите условия оферты о бронировании" });
    expect(api.count("car_reservations")).toBe(0);
  });

  it("names the offer's version it was made under, stored with it", async () => {
    const made = (await api.post<{ id: number; offer: unknown }>("/api/rrt/form/ReservationForm/create", reservation({ OFFER: "offer-reservation@1" }))).body.data.arMessages;
    expect(made.offer).toEqual({ code: "offer-reservation", version: 1 });
    expect(api.db.prepare("SELECT offer_code, offer_version FROM car_reservations WHERE id = ?").get(made.id)).toEqual({ offer_code: "offer-reservation", offer_version: 1 });
    expect(consentsOf("reservation", made.id).map((r) => [r.document_code, r.document_version])).toEqual([
      ["consent-processing", 1],
      ["offer-reservation", 1],
    ]);
  });
});
