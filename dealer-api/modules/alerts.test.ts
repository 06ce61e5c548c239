import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectEnvelopeError, startTestApi, type TestApi } from "../testing";
import { runAlerts } from "./alerts";

const SITE = "http://shop.example";
let api: TestApi;
let fuser: string;

beforeAll(async () => {
  api = await startTestApi();
  fuser = ((await api.get<{ FUserId: string }>("/api/rrt/main/FUserExport/getFUser")).body.data.arMessages as { FUserId: string }).FUserId;
});
afterAll(() => api.close());

type Sub = { id: number; status: string; title: string; url: string | null };
const create = (body: Record<string, unknown>) =>
  api.post<Sub>("/api/rrt/alerts/Subscription/create", { FUserId: fuser, sSiteUrl: SITE, AGREE_ADS: "consent-marketing@1", ...body });
const emails = (address: string) =>
  api.db.prepare("SELECT subject, body, headers FROM email_outbox WHERE address = ? ORDER BY id").all(address) as Array<{
    subject: string;
    body: string;
    headers: string;
  }>;
const tokenIn = (body: string, page: string) => new RegExp(`${SITE}/alerts/${page}\\?token=([\\w.-]+)`).exec(body)![1];
const setPrice = (id: number, price: number) => api.db.prepare("UPDATE cars SET price = ? WHERE id = ?").run(price, id);

describe("price watch by e-mail", () => {
  it("confirms by the link, tells a drop once, and stops after unsubscribing", async () => {
    const car = api.db.prepare("SELECT id, price FROM cars ORDER BY id LIMIT 1").get() as { id: number; price: number };
    const created = await create({ KIND: "price", CHANNEL: "email", EMAIL: "Watch@Example.ru", CAR_ID: car.id });
    expect(created.status).toBe(200);
    expect(created.body.data.arMessages.status).toBe("pending");
    const [confirmation] = emails("watch@example.ru");
    expect(confirmation.subject).toBe("Подтвердите подписку на уведомления");

    // Not confirmed yet: a drop is not told.
    setPrice(car.id, car.price - 1000);
    expect(runAlerts(api.db)).toBe(0);

    const confirmed = await api.post<Sub>("/api/rrt/alerts/Subscription/confirm", { token: tokenIn(confirmation.body, "confirm") });
    expect(confirmed.body.data.arMessages.status).toBe("active");
    setPrice(car.id, car.price - 50_000);
    expect(runAlerts(api.db)).toBe(1);
    expect(runAlerts(api.db)).toBe(0);
    // A rise and a fall back above the last notice's price are no news.
    setPrice(car.id, car.price);
    setPrice(car.id, car.price - 10_000);
    expect(runAlerts(api.db)).toBe(0);
    const notices = emails("watch@example.ru").slice(1);
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toMatch(/^Цена снизилась: /);
    expect(JSON.parse(notices[0].headers)).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });

    const unsubscribed = await api.post<Sub>("/api/rrt/alerts/Subscription/unsubscribe", { token: tokenIn(notices[0].body, "unsubscribe") });
    expect(unsubscribed.body.data.arMessages.status).toBe("removed");
    setPrice(car.id, car.price - 200_000);
    expect(runAlerts(api.db)).toBe(0);
    // The price history has every change, however it was made.
    const history = await api.get<{ items: Array<{ price: number }> }>("/api/rrt/catalog/Catalog/getPriceHistory", { id: String(car.id) });
    expect(history.body.data.arMessages.items.slice(-5).map((i) => i.price)).toEqual([
      car.price - 1000, car.price - 50_000, car.price, car.price - 10_000, car.price - 200_000,
    ]);
  });

  it("refuses a Russian e-mail, a forged token, and SMS without sign-in", async () => {
    const car = api.db.prepare("SELECT id FROM cars LIMIT 1").pluck().get() as number;
    expectEnvelopeError(await create({ KIND: "price", CHANNEL: "email", EMAIL: "иван@почта.рф", CAR_ID: car }), 400, "VALIDATION");
    expectEnvelopeError(await create({ KIND: "price", CHANNEL: "sms", CAR_ID: car }), 403, "NOT_AUTHORIZED");
    expectEnvelopeError(await api.post("/api/rrt/alerts/Subscription/unsubscribe", { token: "1.AAAAAAAAAAAAAAAAAAAAAA" }), 400, "BAD_TOKEN");
  });
});

describe("saved search", () => {
  it("tells a newly matching car and a cheaper one, once", async () => {
    const car = api.db.prepare("SELECT id, brand_code AS brand, model_code AS model, price FROM cars ORDER BY id DESC LIMIT 1").get() as {
      id: number; brand: string; model: string; price: number;
    };
    const filters = `brand=${car.brand}&model=${car.model}&priceTo=${car.price - 1}`;
    const created = await create({ KIND: "search", CHANNEL: "email", EMAIL: "search@example.ru", FILTERS: filters, TITLE: "Мой поиск" });
    const [confirmation] = emails("search@example.ru");
    await api.post("/api/rrt/alerts/Subscription/confirm", { token: tokenIn(confirmation.body, "confirm") });
    expect(created.body.data.arMessages.url).toBe(`/catalog?${filters}`);
    expect(runAlerts(api.db)).toBe(0);
    // Cheaper than the search's limit: the car now matches.
    setPrice(car.id, car.price - 100);
    expect(runAlerts(api.db)).toBe(1);
    expect(runAlerts(api.db)).toBe(0);
    const notice = emails("search@example.ru").at(-1)!;
    expect(notice.subject).toBe("Новые предложения по поиску «Мой поиск»");
    expect(notice.body).toContain(`${SITE}/cars/${car.brand}/${car.model}/${car.id}`);
  });
});

describe("a car taken off sale", () => {
  it("is no news: neither its price drop nor its match of a saved search is told", async () => {
    const car = api.db.prepare("SELECT id, brand_code AS brand, model_code AS model, price FROM cars WHERE condition = 'used' ORDER BY id DESC LIMIT 1").get() as {
      id: number; brand: string; model: string; price: number;
    };
    const subscribe = async (body: Record<string, unknown>) => {
      const made = await create({ CHANNEL: "email", EMAIL: `off-sale-${body.KIND}@example.ru`, ...body });
      const [confirmation] = emails(`off-sale-${body.KIND}@example.ru`);
      await api.post("/api/rrt/alerts/Subscription/confirm", { token: tokenIn(confirmation.body, "confirm") });
      return made;
    };
    await subscribe({ KIND: "price", CAR_ID: car.id });
    await subscribe({ KIND: "search", FILTERS: `brand=${car.brand}&model=${car.model}&priceTo=${car.price - 1}`, TITLE: "Снятый" });
    expect(runAlerts(api.db)).toBe(0);
    api.db.prepare("UPDATE car_reports SET encumbered = 1 WHERE car_id = ?").run(car.id);
    setPrice(car.id, car.price - 100);
    expect(runAlerts(api.db)).toBe(0);
    api.db.prepare("UPDATE car_reports SET encumbered = 0 WHERE car_id = ?").run(car.id);
  });
});
