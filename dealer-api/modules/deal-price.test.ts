import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectEnvelopeError, startTestApi, type TestApi } from "../testing";
import type { DealEstimate, DealLine } from "./deal-price";
import type { CarCard } from "./catalog-data";
import type { Promotion } from "./promotions";
import { referenceNow, setReferenceClock } from "./reference-clock";

/*
 * The итоговая цена and promotions (issue 42, items 1 and 4; ADR 074): lines that add up to
 * both totals, and a promotion in no answer from its end on by the API's clock.
 */

const PRICE = "/api/rrt/deal/Price/get";
const LIST = "/api/rrt/deal/Promotions/getList";
const CATALOG = "/api/rrt/catalog/Catalog/getList";
const SPB = "c2deb16a-0330-4f05-821f-1d09c93331e6";
const KAZAN = "93b3df57-4c89-44df-ac42-96f05e9cd3b9";
const VORONEZH = "5bf5ddff-6353-4a3d-80c4-6fb27f00c6c1";

type Price = {
  carId: number;
  choices: { tradein: boolean; credit: boolean; extras: string[] };
  lines: DealLine[];
  totals: { withChoices: number; withoutConditions: number };
  estimates: DealEstimate[];
};

let api: TestApi;
/** A used car in Воронеж (no seeded offer is for it) with the dealer's trade-in discount and nothing else: its promotions are the test's. */
let car: { id: number; price: number; brand_code: string; model_code: string; power: number };

beforeAll(async () => {
  api = await startTestApi();
  car = api.db
    .prepare(
      `SELECT id, price, brand_code, model_code, power FROM cars WHERE condition = 'used' AND city_fias = ?
       AND id IN (SELECT car_id FROM car_discounts WHERE requires = 'tradein')
       AND id NOT IN (SELECT car_id FROM car_discounts WHERE requires = 'credit') ORDER BY id LIMIT 1`,
    )
    .get(VORONEZH) as typeof car;
});
afterAll(() => api.close());
beforeEach(() => {
  api.db.exec("DELETE FROM promotions WHERE code LIKE 'test-%'");
  setReferenceClock(api.db, Date.now());
});

function addPromotion(code: string, amount: number, endsAt: number, requires: string | null = null) {
  api.db
    .prepare(
      `INSERT INTO promotions (code, title, text, amount, requires, brand_code, model_code, condition, city_fias, starts_at, ends_at)
       VALUES (?, 'Тест', 'Текст', ?, ?, ?, ?, NULL, NULL, ?, ?)`,
    )
    .run(code, amount, requires, car.brand_code, car.model_code, endsAt - 86_400_000, endsAt);
}

const price = async (query: Record<string, string | string[]>) =>
  (await api.get<Price>(PRICE, { id: String(car.id), sFiasId: VORONEZH, ...query })).body.data.arMessages;

describe("Deal/Price/get", () => {
  it("gives two discounts, one conditional, that add up to both totals to the rouble", async () => {
    addPromotion("test-all", 40_000, Date.now() + 3_600_000);
    const registration = api.db.prepare("SELECT amount FROM deal_fees WHERE code = 'registration'").pluck().get() as number;
    const tradeInDiscount = api.db.prepare("SELECT amount FROM car_discounts WHERE car_id = ? AND requires = 'tradein'").pluck().get(car.id) as number;
    const without = await price({});
    const discounts = without.lines.filter((line) => line.kind === "discount");
    expect(discounts.map((line) => [line.condition?.code, line.met])).toEqual([
      ["tradein", false],
      ["until", true],
    ]);
    expect(without.lines[0]).toMatchObject({ kind: "price", amount: car.price, condition: null, met: true });
    expect(without.totals).toEqual({ withChoices: car.price - 40_000 + registration, withoutConditions: car.price - 40_000 + registration });

    const withTradeIn = await price({ tradein: "1" });
    expect(withTradeIn.totals).toEqual({
      withChoices: car.price - 40_000 - tradeInDiscount + registration,
      withoutConditions: car.price - 40_000 + registration,
    });
  });

  it("adds the extras chosen, drops unknown ones, and leaves the others unticked", async () => {
    const answer = await price({ extras: ["mats", "no-such", "winter-tyres"] });
    expect(answer.choices.extras).toEqual(["mats", "no-such", "winter-tyres"].filter((code) => code !== "no-such"));
    const extras = answer.lines.filter((line) => line.kind === "extra");
    expect(extras.filter((line) => line.met).map((line) => line.code).sort()).toEqual(["mats", "winter-tyres"]);
    expect(extras.some((line) => !line.met)).toBe(true);
    const chosen = extras.filter((line) => line.met).reduce((sum, line) => sum + line.amount, 0);
    expect(answer.totals.withChoices - answer.totals.withoutConditions).toBe(chosen);
  });

  it("estimates ОСАГО by the city's КТ and the car's power, and says it is an estimate", async () => {
    const [osago] = (await price({})).estimates;
    const kt = api.db.prepare("SELECT kt FROM osago_territories WHERE city_fias = ?").pluck().get(VORONEZH) as number;
    expect(osago!.label).toMatch(/оценка/);
    expect(osago!.min).toBeLessThan(osago!.max);
    expect(osago!.basis).toContain(String(kt).replace(".", ","));
  });

  it("refuses a missing id and a car not on offer", async () => {
    expectEnvelopeError(await api.get(PRICE, {}), 400, "VALIDATION");
    expectEnvelopeError(await api.get(PRICE, { id: "99999999" }), 404, "NOT_FOUND");
  });
});

describe("promotions at their end", () => {
  it("leave the list, the card and the итоговая цена once the API's clock reaches the end", async () => {
    const end = referenceNow(api.db) + 7 * 86_400_000;
    addPromotion("test-ends", 90_000, end);
    const card = async () =>
      (await api.get<{ items: CarCard[] }>(CATALOG, { brand: car.brand_code, model: car.model_code, pageSize: "60" })).body.data.arMessages.items.find(
        (item) => item.id === car.id,
      );
    const listed = async () => (await api.get<{ items: Promotion[] }>(LIST, { sFiasId: SPB })).body.data.arMessages.items.map((item) => item.code);

    setReferenceClock(api.db, end - 5000);
    expect((await card())?.promotion).toMatchObject({ code: "test-ends", amount: 90_000, condition: null });
    expect((await card())?.promotion?.secondsLeft).toBeLessThanOrEqual(5);
    expect(await listed()).toContain("test-ends");
    expect((await price({})).lines.map((line) => line.code)).toContain("promotion-test-ends");

    setReferenceClock(api.db, end);
    expect((await card())?.promotion).toBeNull();
    expect(await listed()).not.toContain("test-ends");
    expect((await price({})).lines.map((line) => line.code)).not.toContain("promotion-test-ends");
  });

  it("lists a city's own offers only to that city, each naming the cars it applies to", async () => {
    const spb = await api.get<{ items: Promotion[] }>(LIST, { sFiasId: SPB });
    const kazan = await api.get<{ items: Promotion[] }>(LIST, { sFiasId: KAZAN });
    const codes = (reply: typeof spb) => reply.body.data.arMessages.items.map((item) => item.code);
    expect(codes(spb)).toContain("tradein-spb");
    expect(codes(spb)).not.toContain("credit-kazan");
    expect(codes(kazan)).toContain("credit-kazan");
    for (const item of spb.body.data.arMessages.items) {
      expect(item.cars.count).toBeGreaterThan(0);
      expect(Date.parse(item.endsAt)).toBeGreaterThan(Date.now());
      if (item.requires) expect(item.condition).toMatch(/^при /);
    }
  });
});
