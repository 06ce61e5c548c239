import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../testing";
import type { CarDetail } from "./catalog";
import { pickSimilar, priceBand, type SimilarCandidate } from "./similar-cars";

const SPB = "spb";
const KAZAN = "kazan";

let nextId = 100;
/** A used Toyota RAV4 in Saint Petersburg at 3 855 000 ₽ unless told otherwise. */
function car(over: Partial<SimilarCandidate> = {}): SimilarCandidate {
  return {
    id: nextId++,
    brand: "toyota",
    model: "rav4",
    modification: "2.0 149 CVT awd",
    body: "crossover",
    color: "white",
    year: 2021,
    condition: "used",
    price: 3_855_000,
    city: SPB,
    ...over,
  };
}
const rav4 = car({ id: 1 });

describe("pickSimilar", () => {
  it("never offers the car itself, another class, or a price outside ±25 %", () => {
    const band = priceBand(rav4.price);
    const inBand = car({ brand: "haval", model: "dargo", price: band.min });
    const candidates = [
      rav4,
      car({ brand: "lada", model: "vesta", body: "sedan" }),
      car({ brand: "haval", model: "jolion", price: band.min - 1 }),
      car({ brand: "geely", model: "monjaro", price: band.max + 1 }),
      inBand,
    ];
    expect(pickSimilar(rav4, candidates, SPB)).toEqual([inBand.id]);
  });

  it("takes the same model whatever its body is said to be, and the same body from any brand", () => {
    const sameModel = car({ body: "suv", color: "black" });
    const sameBody = car({ brand: "kia", model: "sportage" });
    expect(pickSimilar(rav4, [sameBody, sameModel], SPB).sort()).toEqual([sameModel.id, sameBody.id].sort());
  });

  it("counts the same model, modification, colour and year listed twice as one car", () => {
    const twins = [1, 2, 3, 4].map((i) => car({ brand: "chery", model: "tiggo-8-pro-max", price: 3_855_000 + i }));
    const other = car({ brand: "exeed", model: "rx" });
    const picked = pickSimilar(rav4, [...twins, other], SPB);
    expect(picked).toHaveLength(2);
    expect(picked).toContain(other.id);
    expect(picked).toContain(twins[0]!.id);
  });

  it("shows four different models before a second car of one of them", () => {
    const tiggos = ["black", "silver", "blue", "red"].map((color, i) => car({ brand: "chery", model: "tiggo-8-pro-max", color, price: 3_855_000 + i }));
    const others = [
      car({ brand: "haval", model: "dargo", price: 3_300_000 }),
      car({ brand: "exeed", model: "rx", price: 3_400_000 }),
      car({ brand: "hyundai", model: "tucson", price: 3_200_000 }),
    ];
    const picked = pickSimilar(rav4, [...tiggos, ...others], SPB);
    expect(picked).toEqual([tiggos[0]!.id, others[1]!.id, others[0]!.id, others[2]!.id]);
  });

  it("puts the visitor's city first, then the same model, then the nearest price", () => {
    const farRav4 = car({ city: KAZAN, price: 3_855_000, color: "red" });
    const nearRav4 = car({ price: 3_300_000, color: "grey" });
    const nearTucson = car({ brand: "hyundai", model: "tucson", price: 3_850_000 });
    const nearDargo = car({ brand: "haval", model: "dargo", price: 3_700_000 });
    const picked = pickSimilar(rav4, [farRav4, nearDargo, nearTucson, nearRav4], SPB);
    expect(picked).toEqual([nearRav4.id, nearTucson.id, nearDargo.id, farRav4.id]);
    // Another visitor's city reorders the same cars.
    expect(pickSimilar(rav4, [farRav4, nearDargo, nearTucson, nearRav4], KAZAN)[0]).toBe(farRav4.id);
  });

  it("keeps to used cars for a used car while there are enough, and tops up with new ones", () => {
    const news = [1, 2, 3, 4].map((i) => car({ brand: `new${i}`, model: "x", condition: "new" }));
    const used = [1, 2, 3, 4].map((i) => car({ brand: `used${i}`, model: "x", city: KAZAN }));
    expect(pickSimilar(rav4, [...news, ...used], SPB).sort()).toEqual(used.map((c) => c.id).sort());
    const picked = pickSimilar(rav4, [...news, used[0]!], SPB);
    expect(picked).toHaveLength(4);
    expect(picked).toContain(used[0]!.id);
    // Shown in the visitor's city first even when chosen later.
    expect(picked.at(-1)).toBe(used[0]!.id);
  });

  it("offers fewer than four, or none, rather than cars that are not similar", () => {
    expect(pickSimilar(rav4, [car({ brand: "lada", model: "granta", body: "sedan", price: 800_000 })], SPB)).toEqual([]);
  });
});

describe("getCar's similar cars", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const SPB_FIAS = "c2deb16a-0330-4f05-821f-1d09c93331e6";

  it("answers for every car only cars of its model or body in its price band, distinct, the visitor's city first", async () => {
    const ids = (api.db.prepare("SELECT id FROM cars ORDER BY id").all() as Array<{ id: number }>).map((r) => r.id);
    const encumbered = new Set((api.db.prepare("SELECT car_id FROM car_reports WHERE encumbered = 1").all() as Array<{ car_id: number }>).map((r) => r.car_id));
    let shown = 0;
    for (const id of ids.slice(0, 80)) {
      const reply = await api.get<CarDetail>("/api/rrt/catalog/Catalog/getCar", { id: String(id), sFiasId: SPB_FIAS });
      if (reply.status === 404) continue;
      const detail = reply.body.data.arMessages;
      const band = priceBand(detail.price);
      const keys = new Set<string>();
      let leftSpb = false;
      for (const similar of detail.similar) {
        expect(similar.id).not.toBe(id);
        expect(encumbered.has(similar.id)).toBe(false);
        expect(similar.model.code === detail.model.code || similar.body.code === detail.body.code).toBe(true);
        expect(similar.price).toBeGreaterThanOrEqual(band.min);
        expect(similar.price).toBeLessThanOrEqual(band.max);
        const key = [similar.brand.code, similar.model.code, similar.modification, similar.color.code, similar.year, similar.condition].join("|");
        expect(keys.has(key)).toBe(false);
        keys.add(key);
        if (similar.city.fiasId !== SPB_FIAS) leftSpb = true;
        else expect(leftSpb).toBe(false);
      }
      expect(detail.similar.length).toBeLessThanOrEqual(4);
      shown += detail.similar.length;
    }
    expect(shown).toBeGreaterThan(100);
  }, 60_000); // eighty car pages over HTTP: seconds on a busy machine, not a time limit of the answer
});
