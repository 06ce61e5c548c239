import { createHash } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDealerApi } from "../app";
import { CITIES } from "../seed/catalog-reference";
import type { CarCard, DealerCentre } from "./catalog-data";
import type { CarDetail } from "./catalog";
import type { CatalogList } from "./catalog-query";
import { startTestApi, type TestApi } from "../testing";

const LIST = "/api/rrt/catalog/Catalog/getList";
const SPB = "c2deb16a-0330-4f05-821f-1d09c93331e6";
const KAZAN = "93b3df57-4c89-44df-ac42-96f05e9cd3b9";

type Car = {
  id: number; brand_code: string; model_code: string; body: string; fuel: string; transmission: string; drive: string;
  condition: string; city_fias: string; dealer_code: string; price: number; year: number; mileage: number;
  added_at: number; old_price: number | null; photo_views: string;
};

/** The filters as a test writes them; the brute-force check below reads the same shape. */
type Filters = Partial<Record<"brand" | "model" | "body" | "fuel" | "transmission" | "drive" | "condition" | "city" | "dealer", string[]>> &
  Partial<Record<"priceFrom" | "priceTo" | "yearFrom" | "yearTo" | "mileageTo", number>>;

const FACET_FIELD = {
  brand: "brand_code", body: "body", fuel: "fuel", transmission: "transmission", drive: "drive",
  condition: "condition", city: "city_fias", dealer: "dealer_code",
} as const;

let api: TestApi;
let cars: Car[];
let modelsOf: Map<string, Set<string>>;

beforeAll(async () => {
  api = await startTestApi();
  cars = api.db
    .prepare("SELECT c.*, d.code AS dealer_code FROM cars c JOIN dealer_centers d ON d.id = c.dealer_id")
    .all() as Car[];
  modelsOf = new Map();
  for (const row of api.db.prepare("SELECT brand_code, code FROM models").all() as Array<{ brand_code: string; code: string }>) {
    modelsOf.set(row.brand_code, (modelsOf.get(row.brand_code) ?? new Set()).add(row.code));
  }
});
afterAll(() => api.close());

/** Plain reading of the documented semantics, over every car, with no index or group. */
function passes(car: Car, f: Filters, except?: string): boolean {
  for (const [key, field] of Object.entries(FACET_FIELD)) {
    const values = f[key as keyof typeof FACET_FIELD];
    if (key !== except && values?.length && !values.includes(car[field])) return false;
  }
  if (except !== "model" && f.model?.length && f.brand?.includes(car.brand_code)) {
    const narrows = f.model.some((m) => modelsOf.get(car.brand_code)?.has(m));
    if (narrows && !f.model.includes(car.model_code)) return false;
  }
  if (except !== "price" && f.priceFrom !== undefined && car.price < f.priceFrom) return false;
  if (except !== "price" && f.priceTo !== undefined && car.price > f.priceTo) return false;
  if (except !== "year" && f.yearFrom !== undefined && car.year < f.yearFrom) return false;
  if (except !== "year" && f.yearTo !== undefined && car.year > f.yearTo) return false;
  if (except !== "mileage" && f.mileageTo !== undefined && car.mileage > f.mileageTo) return false;
  return true;
}

function query(f: Filters, extra: Record<string, string> = {}): Record<string, string | string[]> {
  const q: Record<string, string | string[]> = { ...extra };
  for (const [key, value] of Object.entries(f)) q[key] = Array.isArray(value) ? value : String(value);
  return q;
}

async function list(f: Filters, extra: Record<string, string> = {}) {
  const { status, body } = await api.get<CatalogList>(LIST, query(f, extra));
  expect(status).toBe(200);
  expect(body.status).toBe("success");
  return body.data.arMessages!;
}

async function allPages(f: Filters, extra: Record<string, string> = {}) {
  const first = await list(f, { ...extra, pageSize: "60" });
  const items = [...first.items];
  for (let page = 2; page <= first.pageCount; page++) items.push(...(await list(f, { ...extra, pageSize: "60", page: String(page) })).items);
  return { first, items };
}

const CASES: Array<[string, Filters]> = [
  ["nothing", {}],
  ["one brand", { brand: ["haval"] }],
  ["two brands, a model of one", { brand: ["haval", "chery"], model: ["jolion"] }],
  ["used crossovers under 3 million", { condition: ["used"], body: ["crossover"], priceTo: 3_000_000 }],
  ["a city, fuel, gearbox and drive", { city: [SPB], fuel: ["petrol"], transmission: ["robot", "automatic"], drive: ["awd", "fwd"] }],
  ["a dealer and years", { dealer: ["avtodom-pulkovo", "avtodom-pobedy"], yearFrom: 2020, yearTo: 2026 }],
  ["price band and mileage", { priceFrom: 1_000_000, priceTo: 4_000_000, mileageTo: 60_000 }],
  ["nothing matches", { brand: ["bmw"], body: ["pickup"] }],
];

describe("demo data", () => {
  it("seeds 300 cars, about 40% used, with sensible years, mileage and photos", () => {
    expect(cars).toHaveLength(300);
    const used = cars.filter((c) => c.condition === "used");
    expect(used.length / cars.length).toBeGreaterThan(0.3);
    expect(used.length / cars.length).toBeLessThan(0.5);
    for (const car of cars) {
      const views = car.photo_views.split(",");
      expect(views.length).toBeGreaterThanOrEqual(4);
      expect(views.length).toBeLessThanOrEqual(8);
      if (car.condition === "new") {
        expect(car.year).toBe(2026);
        expect(car.mileage).toBeLessThanOrEqual(50);
      } else {
        expect(car.year).toBeGreaterThanOrEqual(2012);
        expect(car.year).toBeLessThanOrEqual(2025);
        expect(car.mileage).toBeGreaterThan(1000);
      }
      expect(car.price).toBeGreaterThanOrEqual(250_000);
      if (car.old_price !== null) expect(car.old_price).toBeGreaterThan(car.price);
    }
    expect(new Set(cars.map((c) => c.brand_code)).size).toBeGreaterThanOrEqual(10);
  });

  it("is the same on every fresh database", () => {
    const digest = (db: typeof api.db) =>
      createHash("sha256")
        .update(JSON.stringify(db.prepare("SELECT * FROM cars JOIN car_details ON car_id = id ORDER BY id").all()))
        .update(JSON.stringify(db.prepare("SELECT * FROM dealer_center_brands ORDER BY guid").all()))
        .digest("hex");
    const other = createDealerApi({ dbFile: ":memory:" });
    try {
      expect(digest(other.db)).toBe(digest(api.db));
    } finally {
      other.close();
    }
  });

  it("honours seedCars", () => {
    const small = createDealerApi({ dbFile: ":memory:", seedCars: 25 });
    try {
      expect((small.db.prepare("SELECT COUNT(*) AS n FROM cars").get() as { n: number }).n).toBe(25);
    } finally {
      small.close();
    }
  });

  it("has 2–3 dealer centres in each of the six cities, with local phones and coordinates", async () => {
    const detail = (await api.get<CarDetail>("/api/rrt/catalog/Catalog/getCar", { id: "1" })).body.data.arMessages!;
    expect(detail.dealer.arElements.length).toBeGreaterThan(0);
    const rows = api.db.prepare("SELECT * FROM dealer_centers").all() as Array<{ city_fias: string; phone: string; coords: string }>;
    const centres: Record<string, [number, number]> = {
      "Санкт-Петербург": [59.94, 30.31], Вологда: [59.22, 39.89], Воронеж: [51.67, 39.2],
      Казань: [55.79, 49.12], Мурманск: [68.97, 33.08], Псков: [57.82, 28.33],
    };
    const areaCodes: Record<string, string> = {
      "Санкт-Петербург": "812", Вологда: "8172", Воронеж: "473", Казань: "843", Мурманск: "8152", Псков: "8112",
    };
    for (const city of CITIES) {
      const here = rows.filter((r) => r.city_fias === city.fiasId);
      expect(here.length).toBeGreaterThanOrEqual(2);
      expect(here.length).toBeLessThanOrEqual(3);
      for (const r of here) {
        expect(r.phone).toMatch(/^7\d{10}$/);
        expect(r.phone.startsWith(`7${areaCodes[city.name]}`)).toBe(true);
        const [lat, lon] = r.coords.split(",").map(Number);
        expect(Math.abs(lat - centres[city.name][0])).toBeLessThan(0.2);
        expect(Math.abs(lon - centres[city.name][1])).toBeLessThan(0.3);
      }
    }
  });

  it("points every photo and logo at a small file in public/", async () => {
    const { items } = await allPages({});
    const ids = items.map((c) => c.id).slice(0, 100);
    const { body } = await api.post<{ items: CarDetail[] }>("/api/rrt/catalog/Catalog/getCarsByIds", { ids, full: true });
    const files = new Set<string>();
    for (const car of body.data.arMessages!.items) {
      for (const photo of car.photos) files.add(photo.src);
      for (const element of car.dealer.arElements) files.add(element.sLogoGrey).add(element.sLogoWhite);
    }
    for (const src of files) {
      const path = join(process.cwd(), "public", src);
      expect(existsSync(path), src).toBe(true);
      // Drawings stay small files; the photographs are camera-sized, so the storefront's
      // image pipeline has real work (ADR 037).
      if (src.startsWith("/media/photos/")) expect(statSync(path).size, src).toBeGreaterThan(500 * 1024);
      else expect(statSync(path).size, src).toBeLessThanOrEqual(8 * 1024);
    }
    // A catalogue reads as one: every car leads with a three-quarter front view or, every tenth
    // one, with real-size photographs, and the models of one body type are drawn in more than one way.
    const cars = body.data.arMessages!.items;
    const photographed = cars.filter((car) => car.photos[0].src.startsWith("/media/photos/"));
    expect(photographed.map((car) => car.id % 10)).toEqual(photographed.map(() => 7));
    expect(photographed.length).toBeGreaterThan(0);
    expect(photographed.every((car) => car.photos.length <= 8 && car.photos[0].width >= 3000)).toBe(true);
    expect(cars.filter((car) => !photographed.includes(car)).every((car) => /-front34\.svg$/.test(car.photos[0].src))).toBe(true);
    const crossovers = new Set(cars.filter((car) => car.photos[0].src.includes("/crossover-")).map((car) => car.photos[0].src.replace(/-[a-z]+-front34\.svg$/, "")));
    expect(crossovers.size).toBeGreaterThan(1);
  });
});

describe("getList", () => {
  it.each(CASES)("returns exactly the matching cars: %s", async (_name, f) => {
    const { first, items } = await allPages(f);
    const expected = cars.filter((c) => passes(c, f)).map((c) => c.id).sort((a, b) => a - b);
    expect(first.total).toBe(expected.length);
    expect(items.map((c) => c.id).sort((a, b) => a - b)).toEqual(expected);
  });

  it.each(CASES)("counts each facet under all the other filters: %s", async (_name, f) => {
    const result = await list(f);
    for (const [key, field] of Object.entries(FACET_FIELD)) {
      const expected = new Map<string, number>();
      for (const car of cars) if (passes(car, f, key)) expected.set(car[field], (expected.get(car[field]) ?? 0) + 1);
      const facet = result.facets[key as keyof typeof FACET_FIELD];
      const got = new Map(facet.filter((o) => o.count > 0).map((o) => [o.code, o.count]));
      expect(got, key).toEqual(expected);
      for (const option of facet) expect(option.selected).toBe(f[key as keyof typeof FACET_FIELD]?.includes(option.code) ?? false);
    }
    const models = new Map<string, number>();
    for (const car of cars) {
      if (!passes(car, f, "model")) continue;
      const key = `${car.brand_code}/${car.model_code}`;
      models.set(key, (models.get(key) ?? 0) + 1);
    }
    expect(new Map(result.facets.model.filter((o) => o.count > 0).map((o) => [`${o.brandCode}/${o.code}`, o.count]))).toEqual(models);

    const spread = (key: "price" | "year" | "mileage") => {
      const values = cars.filter((c) => passes(c, f, key)).map((c) => c[key]);
      return values.length ? { min: Math.min(...values), max: Math.max(...values) } : null;
    };
    expect(result.priceRange).toEqual(spread("price"));
    expect(result.yearRange).toEqual(spread("year"));
    expect(result.mileageRange).toEqual(spread("mileage"));
  });

  it("keeps a model only together with its brand", async () => {
    const alone = await list({ model: ["jolion"] });
    expect(alone.filters.model).toEqual([]);
    expect(alone.total).toBe(300);
    const narrowed = await allPages({ brand: ["haval", "chery"], model: ["jolion", "tiggo-4"] });
    expect(narrowed.first.filters.model).toEqual(["jolion", "tiggo-4"]);
    for (const car of narrowed.items) expect(["jolion", "tiggo-4"]).toContain(car.model.code);
  });

  it("accepts repeated parameters, comma lists and a JSON body alike", async () => {
    const repeated = await list({ brand: ["haval", "chery"] });
    const comma = await list({}, { brand: "haval,chery" });
    const { body } = await api.post<CatalogList>(LIST, { brand: ["haval", "chery"] });
    expect(comma.total).toBe(repeated.total);
    expect(body.data.arMessages!.total).toBe(repeated.total);
    expect(body.data.arMessages!.items.map((c) => c.id)).toEqual(repeated.items.map((c) => c.id));
  });

  it.each([
    ["price_asc", (a: CarCard, b: CarCard) => a.price <= b.price],
    ["price_desc", (a: CarCard, b: CarCard) => a.price >= b.price],
    ["year_desc", (a: CarCard, b: CarCard) => a.year >= b.year],
    ["mileage_asc", (a: CarCard, b: CarCard) => a.mileage <= b.mileage],
  ] as const)("sorts by %s across pages", async (sort, inOrder) => {
    const { items } = await allPages({}, { sort });
    expect(items).toHaveLength(300);
    for (let i = 1; i < items.length; i++) expect(inOrder(items[i - 1], items[i])).toBe(true);
  });

  it("sorts newest arrivals first by default", async () => {
    const { first, items } = await allPages({});
    expect(first.sort).toBe("newest");
    const expected = [...cars].sort((a, b) => b.added_at - a.added_at || b.id - a.id).map((c) => c.id);
    expect(items.map((c) => c.id)).toEqual(expected);
  });

  it("pages without gaps or repeats and clamps out-of-range pages", async () => {
    const { first, items } = await allPages({});
    expect(first.pageCount).toBe(5);
    expect(new Set(items.map((c) => c.id)).size).toBe(300);
    const beyond = await list({}, { page: "99", pageSize: "60" });
    expect(beyond.page).toBe(5);
    expect(beyond.items.map((c) => c.id)).toEqual(items.slice(240).map((c) => c.id));
    for (const page of ["0", "-1", "abc", "1.5"]) expect((await list({}, { page })).page).toBe(1);
    expect((await list({}, { pageSize: "1000" })).pageSize).toBe(60);
    expect((await list({}, { pageSize: "0" })).pageSize).toBe(1);
    const defaults = await list({});
    expect(defaults.pageSize).toBe(24);
    expect(defaults.items).toHaveLength(24);
    const none = await list({ brand: ["bmw"], body: ["pickup"] });
    expect(none).toMatchObject({ total: 0, page: 1, pageCount: 1, items: [], priceRange: null });
  });

  it("ignores unknown codes and bad numbers, and orders reversed ranges, never failing", async () => {
    const result = await list({}, {
      brand: "haval,NOPE,<script>", body: "spaceship", city: "moscow", dealer: "nowhere", condition: "broken",
      priceFrom: "-5", priceTo: "abc", yearFrom: "2025", yearTo: "2019", mileageTo: "1e9", sort: "random",
    });
    expect(result.filters).toMatchObject({
      brand: ["haval"], body: [], city: [], dealer: [], condition: [], priceFrom: null, priceTo: null,
      yearFrom: 2019, yearTo: 2025, mileageTo: null,
    });
    expect(result.sort).toBe("newest");
    expect(result.total).toBe(cars.filter((c) => passes(c, { brand: ["haval"], yearFrom: 2019, yearTo: 2025 })).length);
    const weird = await api.post<CatalogList>(LIST, { brand: { $gt: "" }, page: [1, 2], priceFrom: { a: 1 } });
    expect(weird.status).toBe(200);
    expect(weird.body.data.arMessages!.total).toBe(300);
  });

  it("answers cards with display values and the canonical URL", async () => {
    const { items } = await list({ city: [KAZAN] });
    for (const card of items) {
      expect(card.city).toEqual({ fiasId: KAZAN, name: "Казань" });
      expect(card.url).toBe(`/cars/${card.brand.code}/${card.model.code}/${card.id}`);
      expect(card.name).toBe(`${card.brand.name} ${card.model.name}`);
      expect(card.body.name).toMatch(/^[А-ЯЁ][а-яё]+$/);
      expect(card.photo.alt).toMatch(new RegExp(`^${card.name}, `));
      expect(card.photosCount).toBeGreaterThanOrEqual(4);
      expect(Number.isInteger(card.price)).toBe(true);
    }
  });
});

describe("getCar", () => {
  it("answers the full car with specs, equipment, dealer centre, masked VIN and similar cars", async () => {
    const { status, body } = await api.get<CarDetail>("/api/rrt/catalog/Catalog/getCar", { id: "42", FUserId: "x", sFiasId: SPB });
    expect(status).toBe(200);
    const car = body.data.arMessages!;
    const row = cars.find((c) => c.id === 42)!;
    expect(car).toMatchObject({ id: 42, brandCode: row.brand_code, modelCode: row.model_code, price: row.price });
    expect(car.photos).toHaveLength(car.photosCount);
    expect(car.photos[0]).toEqual(car.photo);
    expect(car.vin).toMatch(/^[A-Z0-9]{4}\*{9}[A-Z0-9]{4}$/);
    const items = car.equipment.flatMap((g) => g.items);
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(items.length).toBeLessThanOrEqual(25);
    expect(car.description.length).toBeGreaterThan(50);
    expect(car.specs.flatMap((g) => g.items).find((i) => i.code === "power")?.value).toBe(`${car.power} л.с.`);
    const dealer: DealerCentre = car.dealer;
    expect(dealer).toMatchObject({ sCode: row.dealer_code });
    expect(Object.keys(dealer)).toEqual(expect.arrayContaining(["sName", "sAddressForView", "sAddress", "sWork", "sPhone", "sCoords", "arElements"]));
    expect(car.similar).toHaveLength(4);
    for (const similar of car.similar) {
      expect(similar.id).not.toBe(42);
      expect(similar.body.code).toBe(car.body.code);
    }
  });

  it("answers NOT_FOUND for an unknown id and VALIDATION for a missing one", async () => {
    const missing = await api.get("/api/rrt/catalog/Catalog/getCar", { id: "999999" });
    expect(missing.status).toBe(404);
    expect(missing.body.data.arErrors[0].code).toBe("NOT_FOUND");
    for (const id of ["", "abc", "-3", "0"]) {
      const bad = await api.get("/api/rrt/catalog/Catalog/getCar", { id });
      expect(bad.status).toBe(400);
      expect(bad.body.data.arErrors[0].code).toBe("VALIDATION");
    }
  });
});

describe("getCarsByIds", () => {
  it("answers cards in the given order, skipping unknown ids and repeats", async () => {
    const { body } = await api.post<{ items: CarCard[] }>("/api/rrt/catalog/Catalog/getCarsByIds", {
      FUserId: "x", sFiasId: SPB, ids: [17, 999999, 3, "250", 17, "junk"],
    });
    expect(body.data.arMessages!.items.map((c) => c.id)).toEqual([17, 3, 250]);
    const comma = await api.post<{ items: CarCard[] }>("/api/rrt/catalog/Catalog/getCarsByIds", { ids: "5,4" });
    expect(comma.body.data.arMessages!.items.map((c) => c.id)).toEqual([5, 4]);
    const none = await api.post<{ items: CarCard[] }>("/api/rrt/catalog/Catalog/getCarsByIds", {});
    expect(none.body.data.arMessages!.items).toEqual([]);
  });

  it("refuses more than 100 ids", async () => {
    const ids = Array.from({ length: 101 }, (_, i) => i + 1);
    const { status, body } = await api.post("/api/rrt/catalog/Catalog/getCarsByIds", { ids });
    expect(status).toBe(400);
    expect(body.data.arErrors[0].code).toBe("VALIDATION");
  });
});

describe("page data and home sections", () => {
  it("describes the catalogue page and its filters, for the visitor's city", async () => {
    type PageData = {
      meta: { title: string; description: string; h1: string };
      filters: {
        brands: Array<{ code: string; count: number; models: Array<{ code: string; count: number }> }>;
        bodies: Array<{ code: string; count: number }>;
        cities: Array<{ fiasId: string; count: number; dealers: Array<{ sCode: string; count: number }> }>;
        price: { min: number; max: number };
        year: { min: number; max: number };
        sorts: Array<{ code: string }>;
      };
    };
    const { body } = await api.get<PageData>("/api/rrt/catalog/Catalog/getPageData", { FUserId: "x", sFiasId: KAZAN });
    const page = body.data.arMessages!;
    expect(page.meta.h1).toBe("Купить автомобиль");
    expect(page.meta.title).toContain("в Казани");
    const sum = (xs: Array<{ count: number }>) => xs.reduce((s, x) => s + x.count, 0);
    expect(sum(page.filters.brands)).toBe(300);
    for (const brand of page.filters.brands) expect(sum(brand.models)).toBe(brand.count);
    expect(sum(page.filters.bodies)).toBe(300);
    expect(sum(page.filters.cities)).toBe(300);
    expect(page.filters.cities).toHaveLength(6);
    expect(page.filters.cities[0].fiasId).toBe(SPB);
    expect(page.filters.price.min).toBe(Math.min(...cars.map((c) => c.price)));
    expect(page.filters.year).toEqual({ min: Math.min(...cars.map((c) => c.year)), max: 2026 });
    expect(page.filters.sorts.map((s) => s.code)).toContain("price_asc");
    const unknownCity = await api.get<PageData>("/api/rrt/catalog/Catalog/getPageData", { sFiasId: "nope" });
    expect(unknownCity.body.data.arMessages!.meta.title).toContain("в Санкт-Петербурге");
  });

  it("counts the stock of the visitor's city, or of the whole group for a city without centres", async () => {
    type Counts = { total: number; new: number; used: number; city: { name: string } | null };
    const path = "/api/rrt/catalog/Properties/getCountCatalogItems";
    const inCity = (await api.post<Counts>(path, { FUserId: "x", sFiasId: SPB })).body.data.arMessages!;
    const spbCars = cars.filter((c) => c.city_fias === SPB);
    const spbUsed = spbCars.filter((c) => c.condition === "used").length;
    expect(inCity).toEqual({ total: spbCars.length, new: spbCars.length - spbUsed, used: spbUsed, city: expect.objectContaining({ name: "Санкт-Петербург" }) });
    const group = (await api.post<Counts>(path, { FUserId: "x", sFiasId: "nope" })).body.data.arMessages!;
    const used = cars.filter((c) => c.condition === "used").length;
    expect(group).toEqual({ total: 300, new: 300 - used, used, city: null });
  });

  it("lists brands with their models and counts", async () => {
    type Brand = { code: string; count: number; priceFrom: number; models: Array<{ code: string; count: number; priceFrom: number }> };
    const { body } = await api.post<{ items: Brand[] }>("/api/rrt/catalog/Properties/getPortfolioBrandAndModels", {});
    const brands = body.data.arMessages!.items;
    expect(brands.reduce((s, b) => s + b.count, 0)).toBe(300);
    for (const brand of brands) {
      expect(brand.count).toBe(cars.filter((c) => c.brand_code === brand.code).length);
      for (const model of brand.models) {
        const mine = cars.filter((c) => c.brand_code === brand.code && c.model_code === model.code);
        expect(model.count).toBe(mine.length);
        expect(model.priceFrom).toBe(Math.min(...mine.map((c) => c.price)));
      }
    }
  });

  it("offers up to 8 discounted cars, the visitor's city first", async () => {
    const { body } = await api.post<{ items: CarCard[] }>("/api/rrt/catalog/CatalogMainOffers/getCatalogMainOffers", {
      FUserId: "x", sFiasId: KAZAN,
    });
    const offers = body.data.arMessages!.items;
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.length).toBeLessThanOrEqual(8);
    for (const car of offers) expect(car.oldPrice).toBeGreaterThan(car.price);
    const inKazan = cars.filter((c) => c.city_fias === KAZAN && c.old_price !== null).length;
    offers.slice(0, Math.min(8, inKazan)).forEach((car) => expect(car.city.fiasId).toBe(KAZAN));
  });
});
