import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectEnvelopeError, startTestApi, type TestApi } from "../testing";
import type { Brand, CarData, MarketPrice, Model, Prediction, Submodel } from "./tradein";

const P = "/api/rrt/tradein/Predict";
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seedCars: 120 });
});
afterAll(() => api.close());
beforeEach(() => {
  api.db.exec("DELETE FROM leads");
});

const leads = () => api.db.prepare("SELECT type, payload FROM leads").all() as Array<{ type: string; payload: string }>;

describe("trade-in lookups", () => {
  it("lists the catalogue's brands and the ones traded in most, with their models and generations", async () => {
    const brands = (await api.post<Brand[]>(`${P}/getBrandList`, {})).body.data.arMessages;
    const names = brands.map((b) => b.name);
    for (const name of ["Lada", "Kia", "Hyundai", "Toyota", "Volkswagen", "Skoda", "Renault", "Nissan", "Mitsubishi", "Ford", "BMW", "Mercedes-Benz", "Haval", "Chery"]) {
      expect(names).toContain(name);
    }
    const models = (await api.post<Model[]>(`${P}/getModelList`, { brand: "kia" })).body.data.arMessages;
    expect(models).toContainEqual({ modelName: "Rio", modelCode: "kia-rio" });
    const generations = (await api.post<Submodel[]>(`${P}/getSubmodelList`, { model: "kia-rio" })).body.data.arMessages;
    expect(generations.map((g) => g.name)).toEqual(["IV (2017–2022)", "III (2012–2017)"]);
    expect(generations[0].modificationList).toEqual([
      { name: "1.4 л, 100 л.с., МКПП-6, передний привод", modificationId: "kia-rio-4-1" },
      { name: "1.6 л, 123 л.с., АКПП-6, передний привод", modificationId: "kia-rio-4-2" },
    ]);
  });

  it("answers an unknown brand or model with an empty list and a malformed code with arErrors", async () => {
    expect((await api.post(`${P}/getModelList`, { brand: "zaporozhets" })).body.data.arMessages).toEqual([]);
    expect((await api.post(`${P}/getSubmodelList`, { model: "kia-k9" })).body.data.arMessages).toEqual([]);
    expectEnvelopeError(await api.post(`${P}/getModelList`, { brand: ["kia"] }), 400, "VALIDATION");
    expectEnvelopeError(await api.post(`${P}/getSubmodelList`, {}), 400, "VALIDATION");
  });
});

describe("getDataByCar", () => {
  it("finds a registered plate typed with Latin look-alikes, and its VIN", async () => {
    const byPlate = await api.post<CarData>(`${P}/getDataByCar`, { plate: "m 777 op 78" });
    expect(byPlate.body.data.arMessages).toEqual({ color: "Чёрный", year: 2020, steering_wheel: "Левый", mark: "Toyota", model: "Camry" });
    const byVin = await api.post<CarData>(`${P}/getDataByCar`, { number: "XW7BF4FK1LS145678" });
    expect(byVin.body.data.arMessages).toEqual(byPlate.body.data.arMessages);
  });

  it("decodes an unknown VIN's maker and model year", async () => {
    const reply = await api.post<CarData>(`${P}/getDataByCar`, { vin: "XTAGFK330KY999999" });
    expect(reply.body.data.arMessages).toEqual({ color: "", year: 2019, steering_wheel: "", mark: "Lada", model: "" });
  });

  it("answers an unknown plate, an unknown maker and a malformed number with Russian arErrors", async () => {
    const unknown = await api.post(`${P}/getDataByCar`, { plate: "А001АА77" });
    expectEnvelopeError(unknown, 404, "NOT_FOUND");
    expect(unknown.body.data.arErrors[0].message).toBe("Автомобиль с госномером А001АА77 не найден. Укажите VIN или выберите марку и модель вручную.");
    expectEnvelopeError(await api.post(`${P}/getDataByCar`, { vin: "ZZZGFK330KY999999" }), 404, "NOT_FOUND");
    const bad = await api.post(`${P}/getDataByCar`, { plate: "Ж123ЖЖ78" });
    expectEnvelopeError(bad, 400, "VALIDATION");
    expect(bad.body.data.arErrors[0]).toMatchObject({ field: "plate" });
    expectEnvelopeError(await api.post(`${P}/getDataByCar`, { vin: "XTAGFK330KY99999O" }), 400, "VALIDATION");
    expectEnvelopeError(await api.post(`${P}/getDataByCar`, {}), 400, "VALIDATION");
  });
});

describe("getPredict", () => {
  it("puts the buyout where the old site read it, with the market price and its range", async () => {
    const reply = await api.post<Prediction>(`${P}/getPredict`, { modificationId: "kia-rio-4-2", year: 2019, mileage: 90_000 });
    const result = reply.body.data.arMessages.found_info.REQUEST_RESULT;
    expect(result.tradein_dealer_matrix_buyout).toBeGreaterThan(0.8 * result.market_price - 5_000);
    expect(result.tradein_dealer_matrix_buyout).toBeLessThan(result.market_price);
    expect(result.market_price_min).toBeLessThan(result.market_price);
    expect(result.market_price_max).toBeGreaterThan(result.market_price);
    expect(reply.body.data.arMessages.car).toMatchObject({ brand: "Kia", model: "Rio", generation: "IV", year: 2019, mileage: 90_000, owners: 1, condition: "good" });
  });

  it("accepts form-encoded numbers and gives the same answer every time", async () => {
    const a = await api.postForm<Prediction>(`${P}/getPredict`, { modificationId: "lada-vesta-ng-2", year: "2024", mileage: "30000", owners: "2", condition: "excellent" });
    const b = await api.post<Prediction>(`${P}/getPredict`, { modificationId: "lada-vesta-ng-2", year: 2024, mileage: 30_000, owners: 2, condition: "excellent" });
    expect(a.body.data.arMessages).toEqual(b.body.data.arMessages);
  });

  it("names the field of a bad request, and refuses a year outside the generation", async () => {
    const bad = await api.post(`${P}/getPredict`, { modificationId: "kia-rio-4-2", year: "давно", mileage: -1, condition: "new" });
    expectEnvelopeError(bad, 400, "VALIDATION");
    expect(bad.body.data.arErrors.map((e) => e.field)).toEqual(["year", "mileage", "condition"]);
    const wrongYear = await api.post(`${P}/getPredict`, { modificationId: "kia-rio-4-2", year: 2014, mileage: 100_000 });
    expect(wrongYear.body.data.arErrors[0]).toMatchObject({ field: "year", message: "Kia Rio IV выпускался в 2017–2022 годах" });
    expectEnvelopeError(await api.post(`${P}/getPredict`, { modificationId: "kia-rio-9-9", year: 2019, mileage: 1 }), 404, "NOT_FOUND");
  });
});

describe("getMarketPrices", () => {
  it("prices the catalogue's used cars and leaves out new and unknown ones", async () => {
    const cars = api.db.prepare("SELECT id, condition, price FROM cars ORDER BY id LIMIT 99").all() as Array<{ id: number; condition: string; price: number }>;
    const ids = cars.map((c) => c.id);
    const reply = await api.post<{ items: MarketPrice[] }>(`${P}/getMarketPrices`, { ids: [...ids, 999_999] });
    const items = reply.body.data.arMessages.items;
    expect(items.map((i) => i.id)).toEqual(cars.filter((c) => c.condition === "used").map((c) => c.id));
    // The catalogue's used prices scatter around the model: most within a fifth of the market price.
    const ratios = items.map((i) => cars.find((c) => c.id === i.id)!.price / i.marketPrice);
    expect(ratios.filter((r) => r > 0.8 && r < 1.2).length / ratios.length).toBeGreaterThan(0.8);
    expectEnvelopeError(await api.post(`${P}/getMarketPrices`, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }), 400, "VALIDATION");
  });
});

describe("the trade-in forms", () => {
  const contact = { NAME: "Иван Петров", PHONE: "+79111234567", AGREE: true, URL: "https://dealer.example.ru/trade-in" };
  const car = { modificationId: "toyota-camry-xv70-1", year: 2020, mileage: 60_000, owners: 1, condition: "good" };

  it("stores a trade-in request once, with the car and the API's own estimate", async () => {
    const body = { ...contact, DEALER: "avtodom-pulkovo", CAR: car };
    const first = await api.post<{ id: number; duplicate: boolean }>("/api/rrt/form/TradeInRegisterForm/create", body);
    const second = await api.post<{ id: number; duplicate: boolean }>("/api/rrt/form/TradeInRegisterForm/create", body);
    expect(second.body.data.arMessages).toEqual({ id: first.body.data.arMessages.id, duplicate: true });
    const stored = leads();
    expect(stored).toHaveLength(1);
    const predicted = (await api.post<Prediction>(`${P}/getPredict`, car)).body.data.arMessages.found_info.REQUEST_RESULT;
    expect(JSON.parse(stored[0].payload)).toMatchObject({
      DEALER: "avtodom-pulkovo",
      DEALER_NAME: "Автодом Пулково",
      CAR: { brand: "Toyota", model: "Camry", year: 2020, mileage: 60_000, buyout: predicted.tradein_dealer_matrix_buyout, marketPrice: predicted.market_price },
    });
  });

  it("refuses an unknown dealer centre and a car it cannot value, naming the field", async () => {
    const noDealer = await api.post("/api/rrt/form/TradeInRegisterForm/create", { ...contact, DEALER: "nowhere", CAR: car });
    expect(noDealer.body.data.arErrors[0]).toMatchObject({ field: "DEALER" });
    const noCar = await api.post("/api/rrt/form/TradeInRegisterForm/create", { ...contact, DEALER: "avtodom-pulkovo", CAR: { ...car, year: 2010 } });
    expect(noCar.body.data.arErrors[0]).toMatchObject({ field: "CAR" });
    expect(leads()).toHaveLength(0);
  });

  it("stores a manual evaluation request with the car as typed", async () => {
    const reply = await api.postForm("/api/rrt/form/ManualCarEvaluationForm/create", {
      NAME: "Мария", PHONE: "+79111234567", AGREE: "on", BRAND: "ГАЗ", MODEL: "Волга 31105", YEAR: "2008", MILEAGE: "210000", COMMENT: "Без вложений",
    });
    expect(reply.status).toBe(200);
    expect(JSON.parse(leads()[0].payload)).toMatchObject({ BRAND: "ГАЗ", MODEL: "Волга 31105", YEAR: 2008, MILEAGE: 210_000, COMMENT: "Без вложений" });
    const bad = await api.postForm("/api/rrt/form/ManualCarEvaluationForm/create", { NAME: "Мария", PHONE: "+79111234567", AGREE: "on", BRAND: "", MODEL: "Волга", YEAR: "1900", MILEAGE: "много" });
    expect(bad.body.data.arErrors.map((e) => (e as { field?: string }).field)).toEqual(["BRAND", "YEAR", "MILEAGE"]);
  });

  it("carries a trade-in car into a car order, valued by the API, with the amount left to pay", async () => {
    const { id, price } = api.db.prepare("SELECT id, price FROM cars WHERE condition = 'new' LIMIT 1").get() as { id: number; price: number };
    const reply = await api.post("/api/rrt/form/OrderForm/create", { ...contact, CAR_ID: id, TRADE_IN: car });
    expect(reply.status).toBe(200);
    const payload = JSON.parse(leads()[0].payload);
    expect(payload.TRADE_IN).toMatchObject({ brand: "Toyota", model: "Camry", year: 2020 });
    expect(payload.TO_PAY).toBe(price - payload.TRADE_IN.buyout);
    const bad = await api.post("/api/rrt/form/OrderForm/create", { ...contact, CAR_ID: id, TRADE_IN: { ...car, mileage: "x" } });
    expect(bad.body.data.arErrors[0]).toMatchObject({ field: "TRADE_IN" });
  });
});

describe("getPageData", () => {
  it("gives the page's meta and its sections", async () => {
    const reply = await api.get<{ meta: { h1: string }; content: { sections: Array<{ entity: string }> } }>("/api/rrt/tradein/Controller/getPageData");
    expect(reply.body.data.arMessages.meta.h1).toBe("Продать автомобиль");
    expect(reply.body.data.arMessages.content.sections.map((s) => s.entity)).toEqual([
      "tradein_intro", "tradein_evaluation", "steps", "advantages", "faq", "manual_evaluation",
    ]);
  });
});

describe("catalogue cars against the market", () => {
  it("every used car's model and modification is in the trade-in lookups", async () => {
    const orphans = api.db
      .prepare(
        `SELECT c.brand_code, c.model_code, c.modification FROM cars c WHERE c.condition = 'used' AND NOT EXISTS (
           SELECT 1 FROM tradein_models m JOIN tradein_generations g ON g.model_code = m.code
             JOIN tradein_modifications mo ON mo.generation_id = g.id
            WHERE m.brand_code = c.brand_code AND m.catalog_code = c.model_code AND mo.catalog_label = c.modification)`,
      )
      .all();
    expect(orphans).toEqual([]);
  });
});
