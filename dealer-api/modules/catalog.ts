import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { endpoint, fail } from "../http";
import { SORTS } from "../seed/catalog-reference";
import { brandLogo, type Photo } from "../seed/photo-catalog";
import {
  CARD_COLUMNS,
  carPhotos,
  catalogRefs,
  equipmentGroups,
  maskVin,
  toCard,
  type CarCard,
  type CarRow,
  type CatalogRefs,
  type DealerCentre,
} from "./catalog-data";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, listCars, parseListRequest } from "./catalog-query";
import { searchOf } from "./search";
import { similarCars } from "./similar-cars";
import { OFFERED } from "./stock";

/** getCarsByIds answers at most this many cars; favourites and comparison lists are shorter. */
export const MAX_IDS = 100;
const MAIN_OFFERS = 8;

export type SpecItem = { code: string; name: string; value: string };
export type CarDetail = Omit<CarCard, "dealer"> & {
  brandCode: string;
  modelCode: string;
  photos: Photo[];
  specs: Array<{ code: string; name: string; items: SpecItem[] }>;
  equipment: Array<{ name: string; items: string[] }>;
  description: string;
  vin: string;
  owners: number | null;
  dealer: DealerCentre;
  similar: CarCard[];
};

const number = new Intl.NumberFormat("ru-RU");

/** A car id from the request: a positive whole number, or null. */
export function carId(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,12}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

export function carExists(db: DB, id: number): boolean {
  return db.prepare("SELECT 1 FROM cars WHERE id = ?").get(id) !== undefined;
}

function carRow(db: DB, id: number) {
  return db
    .prepare(`SELECT ${CARD_COLUMNS}, d.vin, d.owners, d.equipment, d.description FROM cars JOIN car_details d ON d.car_id = cars.id WHERE cars.id = ?`)
    .get(id) as (CarRow & { vin: string; owners: number | null; equipment: string; description: string }) | undefined;
}

function specs(refs: CatalogRefs, card: CarCard, owners: number | null, vin: string): CarDetail["specs"] {
  const general: SpecItem[] = [
    { code: "year", name: "Год выпуска", value: String(card.year) },
    { code: "condition", name: "Состояние", value: refs.conditions.get(card.condition)?.name ?? card.condition },
    { code: "mileage", name: "Пробег", value: `${number.format(card.mileage)} км` },
    { code: "body", name: "Кузов", value: card.body.name },
    { code: "color", name: "Цвет", value: card.color.name },
    { code: "steering", name: "Руль", value: "Левый" },
  ];
  if (owners !== null) general.push({ code: "owners", name: "Владельцев по ПТС", value: String(owners) });
  general.push({ code: "vin", name: "VIN", value: vin });
  const engine: SpecItem[] = [
    { code: "modification", name: "Модификация", value: card.modification },
    { code: "fuel", name: "Тип двигателя", value: card.fuel.name },
  ];
  if (card.engineVolume !== null) {
    engine.push({ code: "engineVolume", name: "Объём двигателя", value: `${card.engineVolume.toFixed(1).replace(".", ",")} л` });
  }
  engine.push(
    { code: "power", name: "Мощность", value: `${card.power} л.с.` },
    { code: "transmission", name: "Коробка передач", value: card.transmission.name },
    { code: "drive", name: "Привод", value: card.drive.name },
  );
  return [
    { code: "general", name: "Основные характеристики", items: general },
    { code: "engine", name: "Двигатель и трансмиссия", items: engine },
  ];
}

/** The car page's car; its similar cars chosen for a visitor of `visitorFiasId` (similar-cars.ts). */
export function carDetail(db: DB, id: number, withSimilar = true, visitorFiasId?: unknown): CarDetail | null {
  const row = carRow(db, id);
  if (!row) return null;
  const refs = catalogRefs(db);
  const card = toCard(refs, row);
  const vin = maskVin(row.vin);
  return {
    ...card,
    brandCode: row.brand_code,
    modelCode: row.model_code,
    photos: carPhotos(refs, row),
    specs: specs(refs, card, row.owners, vin),
    equipment: equipmentGroups(row.equipment),
    description: row.description,
    vin,
    owners: row.owners,
    dealer: refs.dealers.get(row.dealer_id)!,
    similar: withSimilar ? similarCars(db, refs, row, visitorFiasId) : [],
  };
}

export function cardsByIds(db: DB, ids: number[]): CarCard[] {
  if (!ids.length) return [];
  const refs = catalogRefs(db);
  const rows = db.prepare(`SELECT ${CARD_COLUMNS} FROM cars WHERE id IN (${ids.map(() => "?").join(",")})`).all(...ids) as CarRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(refs, row)] : [];
  });
}

function cityFor(refs: CatalogRefs, fiasId: unknown) {
  return refs.cities.find((c) => c.fiasId === fiasId) ?? refs.cities[0];
}

/** The catalogue page: its texts and every filter with what it can be set to, counted over the whole stock. */
export function pageData(db: DB, input: Record<string, unknown>) {
  const refs = catalogRefs(db);
  const city = cityFor(refs, input.sFiasId);
  const all = listCars(db, parseListRequest(refs, { pageSize: 1 }));
  const { facets } = all;
  const count = (options: Array<{ code: string; count: number }>) => new Map(options.map((o) => [o.code, o.count]));
  const dealerCounts = count(facets.dealer);
  const plain = ({ code, name, count }: { code: string; name: string; count: number }) => ({ code, name, count });
  return {
    meta: {
      title: `Купить автомобиль ${city.in} — новые и с пробегом в наличии`,
      description: `Новые автомобили и автомобили с пробегом в наличии у официального дилера ${city.in}: цены, комплектации, фото. Кредит, трейд-ин, тест-драйв.`,
      h1: "Купить автомобиль",
    },
    filters: {
      brands: facets.brand.map((b) => ({
        ...plain(b),
        models: facets.model.filter((m) => m.brandCode === b.code).map(plain),
      })),
      bodies: facets.body.map(plain),
      fuels: facets.fuel.map(plain),
      transmissions: facets.transmission.map(plain),
      drives: facets.drive.map(plain),
      conditions: facets.condition.map(plain),
      cities: refs.cities.map((c) => ({
        fiasId: c.fiasId,
        name: c.name,
        count: c.dealers.reduce((sum, d) => sum + (dealerCounts.get(d.sCode) ?? 0), 0),
        dealers: c.dealers.map((d) => ({ sCode: d.sCode, sName: d.sName, count: dealerCounts.get(d.sCode) ?? 0 })),
      })),
      price: all.priceRange,
      year: all.yearRange,
      mileage: all.mileageRange,
      sorts: SORTS,
      pageSize: { default: DEFAULT_PAGE_SIZE, max: MAX_PAGE_SIZE },
    },
  };
}

function portfolio(db: DB) {
  const refs = catalogRefs(db);
  const rows = db
    .prepare(`SELECT brand_code AS b, model_code AS m, COUNT(*) AS n, MIN(price) AS p FROM cars WHERE ${OFFERED} GROUP BY brand_code, model_code`)
    .all() as Array<{ b: string; m: string; n: number; p: number }>;
  return [...refs.brands.values()]
    .map((brand) => {
      const models = rows
        .filter((r) => r.b === brand.code)
        .map((r) => ({
          code: r.m,
          name: refs.models.get(`${r.b}/${r.m}`)?.name ?? r.m,
          count: r.n,
          priceFrom: r.p,
          url: `/catalog?brand=${r.b}&model=${encodeURIComponent(r.m)}`,
        }))
        .sort((x, y) => x.name.localeCompare(y.name, "ru"));
      return {
        code: brand.code,
        name: brand.name,
        logo: { grey: brandLogo(brand.code, "grey"), white: brandLogo(brand.code, "white") },
        count: models.reduce((s, m) => s + m.count, 0),
        priceFrom: models.length ? Math.min(...models.map((m) => m.priceFrom)) : 0,
        url: `/catalog?brand=${brand.code}`,
        models,
      };
    })
    .filter((b) => b.count > 0)
    .sort((x, y) => y.count - x.count || x.name.localeCompare(y.name));
}

/** Cars with a reduced price, the visitor's city first, the biggest discount first. */
function mainOffers(db: DB, fiasId: unknown): CarCard[] {
  const refs = catalogRefs(db);
  const city = typeof fiasId === "string" ? fiasId : "";
  const rows = db
    .prepare(
      `SELECT ${CARD_COLUMNS} FROM cars WHERE old_price IS NOT NULL AND ${OFFERED}
       ORDER BY city_fias = ? DESC, CAST(old_price - price AS REAL) / old_price DESC, id LIMIT ?`,
    )
    .all(city, MAIN_OFFERS) as CarRow[];
  return rows.map((r) => toCard(refs, r));
}

export const catalogModule: DealerApiModule = {
  name: "catalog-endpoints",
  register(router, { db }) {
    endpoint(router, ["GET", "POST"], "/api/rrt/catalog/Catalog/getPageData", (input) => ({
      ...pageData(db, input),
      // The header search's words, as the brand and model they name (docs/dealer-api.md, "Search").
      ...searchOf(db, input.q),
    }));

    endpoint(router, ["GET", "POST"], "/api/rrt/catalog/Catalog/getList", (input) =>
      listCars(db, parseListRequest(catalogRefs(db), input)),
    );

    endpoint(router, ["GET", "POST"], "/api/rrt/catalog/Catalog/getCar", (input) => {
      const id = carId(input.id);
      if (id === null) fail(400, "VALIDATION", "Не указан автомобиль");
      const car = carDetail(db, id, true, input.sFiasId);
      // A car with a pledge or a restriction on record is not for sale (modules/car-report.ts).
      const encumbered = db.prepare("SELECT 1 FROM car_reports WHERE car_id = ? AND encumbered = 1").get(id) !== undefined;
      if (!car || encumbered) fail(404, "NOT_FOUND", "Автомобиль не найден");
      return car;
    });

    endpoint(router, ["POST"], "/api/rrt/catalog/Catalog/getCarsByIds", (input) => {
      const raw = Array.isArray(input.ids) ? input.ids : typeof input.ids === "string" ? input.ids.split(",") : [];
      if (raw.length > MAX_IDS) fail(400, "VALIDATION", `Можно запросить не более ${MAX_IDS} автомобилей`);
      const ids = [...new Set(raw.map(carId).filter((id): id is number => id !== null))];
      const full = input.full === true || input.full === "true" || input.full === "1";
      if (!full) return { items: cardsByIds(db, ids) };
      return { items: ids.map((id) => carDetail(db, id, false)).filter((car): car is CarDetail => car !== null) };
    });

    endpoint(router, ["GET", "POST"], "/api/rrt/catalog/Properties/getCountCatalogItems", (input) => {
      // The visitor's city when it has dealer centres; otherwise the whole group's stock.
      const city = catalogRefs(db).cities.find((c) => c.fiasId === input.sFiasId);
      const rows = (
        city
          ? db.prepare(`SELECT condition AS c, COUNT(*) AS n FROM cars WHERE city_fias = ? AND ${OFFERED} GROUP BY condition`).all(city.fiasId)
          : db.prepare(`SELECT condition AS c, COUNT(*) AS n FROM cars WHERE ${OFFERED} GROUP BY condition`).all()
      ) as Array<{ c: string; n: number }>;
      const of = (c: string) => rows.find((r) => r.c === c)?.n ?? 0;
      return {
        total: of("new") + of("used"),
        new: of("new"),
        used: of("used"),
        city: city ? { fiasId: city.fiasId, name: city.name, in: city.in } : null,
      };
    });

    endpoint(router, ["GET", "POST"], "/api/rrt/catalog/Properties/getPortfolioBrandAndModels", () => ({ items: portfolio(db) }));

    endpoint(router, ["GET", "POST"], "/api/rrt/catalog/CatalogMainOffers/getCatalogMainOffers", (input) => ({
      items: mainOffers(db, input.sFiasId),
    }));
  },
};
