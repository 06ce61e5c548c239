import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectEnvelopeError, startTestApi, type TestApi } from "../testing";
import { runAlerts } from "./alerts";
import { BRAND } from "./brand";

let api: TestApi;
let fuser: string;

beforeAll(async () => {
  api = await startTestApi();
  fuser = ((await api.get<{ FUserId: string }>("/api/rrt/main/FUserExport/getFUser")).body.data.arMessages as { FUserId: string }).FUserId;
});
afterAll(() => api.close());

type Withdrawal = { id: number; duplicate: boolean; scope: string; email: string | null; phone: string | null; stopped: number };
const withdraw = (body: Record<string, unknown>) => api.post<Withdrawal>("/api/rrt/consent/Withdrawal/create", { FUserId: fuser, ...body });

/** An active price watch, as a confirmed e-mail or a signed-in phone leaves it, made `at`. */
function watch(channel: "email" | "sms", address: string, at: number): { id: number; carId: number; price: number } {
  const car = api.db.prepare("SELECT id, price FROM cars ORDER BY id LIMIT 1 OFFSET ?").get(Number(at % 50)) as { id: number; price: number };
  const id = Number(
    api.db
      .prepare(
        `INSERT INTO subscriptions (kind, channel, address, title, car_id, fuser_id, site_url, status, last_price, created_at, confirmed_at)
         VALUES ('price', ?, ?, 'Автомобиль', ?, ?, 'http://shop.example', 'active', ?, ?, ?)`,
      )
      .run(channel, address, car.id, fuser, car.price, at, at).lastInsertRowid,
  );
  return { id, carId: car.id, price: car.price };
}

const lower = (carId: number) => api.db.prepare("UPDATE cars SET price = price - 10000 WHERE id = ?").run(carId);
const outbox = (channel: "email" | "sms", address: string) =>
  channel === "email" ? api.count("email_outbox", `address = '${address}'`) : api.count("sms_outbox", `phone = '${address}'`);

describe("the alert job and withdrawn consents", () => {
  it("skips an address whose consent was withdrawn after it was given, whoever recorded the withdrawal", () => {
    for (const [channel, address] of [["email", "skip@example.ru"], ["sms", "79990001122"]] as const) {
      const sub = watch(channel, address, Date.now() - 60_000);
      // Written by the dealer's own systems (a letter to the office): no subscription was touched.
      api.db
        .prepare("INSERT INTO consent_withdrawals (scope, email, phone, fuser_id, created_at) VALUES ('marketing', ?, ?, 'office', ?)")
        .run(channel === "email" ? address : null, channel === "sms" ? address : null, Date.now());
      lower(sub.carId);
      runAlerts(api.db);
      expect(outbox(channel, address)).toBe(0);
    }
  });

  it("tells a subscription made after the withdrawal: a new consent counts from then on", () => {
    const address = "again@example.ru";
    api.db
      .prepare("INSERT INTO consent_withdrawals (scope, email, fuser_id, created_at) VALUES ('all', ?, 'office', ?)")
      .run(address, Date.now() - 60_000);
    const sub = watch("email", address, Date.now());
    lower(sub.carId);
    runAlerts(api.db);
    expect(outbox("email", address)).toBe(1);
  });
});

describe("POST consent/Withdrawal/create", () => {
  it("stores a withdrawal once, stops the subscriptions to its addresses, and the next price drop is not told", async () => {
    const sub = watch("email", "stop@example.ru", Date.now() - 60_000);
    lower(sub.carId);
    runAlerts(api.db);
    expect(outbox("email", "stop@example.ru")).toBe(1);

    const first = await withdraw({ SCOPE: "marketing", EMAIL: "Stop@Example.ru", PHONE: "+79990002233" });
    expect(first.status).toBe(200);
    expect(first.body.data.arMessages).toMatchObject({ duplicate: false, scope: "marketing", email: "stop@example.ru", phone: "79990002233", stopped: 1 });
    const again = await withdraw({ SCOPE: "marketing", EMAIL: "stop@example.ru", PHONE: "+79990002233" });
    expect(again.body.data.arMessages).toMatchObject({ id: first.body.data.arMessages.id, duplicate: true });
    expect(api.count("consent_withdrawals", "email = 'stop@example.ru'")).toBe(1);
    expect(api.db.prepare("SELECT status FROM subscriptions WHERE id = ?").pluck().get(sub.id)).toBe("removed");

    lower(sub.carId);
    runAlerts(api.db);
    expect(outbox("email", "stop@example.ru")).toBe(1);
  });

  it("refuses a withdrawal without an address, with a bad one, or without a scope, naming the field", async () => {
    const field = async (body: Record<string, unknown>) => {
      const reply = await withdraw(body);
      expectEnvelopeError(reply, 400, "VALIDATION");
      return (reply.body.data.arErrors[0] as { field?: string }).field;
    };
    expect(await field({ SCOPE: "marketing" })).toBe("EMAIL");
    expect(await field({ SCOPE: "marketing", EMAIL: "иван@почта.рф" })).toBe("EMAIL");
    expect(await field({ SCOPE: "marketing", PHONE: "12345" })).toBe("PHONE");
    expect(await field({ EMAIL: "a@example.ru" })).toBe("SCOPE");
    expectEnvelopeError(await withdraw({ SCOPE: "all", EMAIL: "a@example.ru", FUserId: "forged" }), 400, "VALIDATION");
  });
});

describe("the operator in the company data", () => {
  it("names the contact for personal-data requests, and /recommendations is a legal page", async () => {
    const common = await api.get<{ company: Record<string, string> }>("/api/rrt/main/Controller/getCommonData");
    expect(common.body.data.arMessages.company.personalDataEmail).toBe(BRAND.personalDataEmail);
    const page = await api.get<{ title: string; html: string }>("/api/rrt/main/Controller/getStaticPage", { code: "recommendations" });
    expect(page.body.data.arMessages.title).toBe("Правила применения рекомендательных технологий");
    expect(page.body.data.arMessages.html).toContain("Как посмотреть автомобили без рекомендаций");
  });
});
