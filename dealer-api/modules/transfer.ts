import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { endpoint, fail } from "../http";
import { catalogRefs, type CatalogRefs, type DealerCentre } from "./catalog-data";
import { carId, MAX_IDS } from "./catalog";
import { oldestMovableYear, rideIsFree, testDriveAfterTransfer, TRANSFER_REFUSALS, type TransferRefusal } from "./transfer-rules";

/*
 * Six cities, one stock (docs/dealer-api.md, "Transfers between centres"; ADR 075): what it
 * takes to bring a car to the buyer's city, quoted per car from the centre pairs of
 * `dealer_transfers` and the rules of transfer-rules.ts.
 */

/** Road distances between the six cities, km (the seed's matrix is worked out from them). */
const ROAD_KM: Array<[string, string, number]> = [
  ["Санкт-Петербург", "Вологда", 660],
  ["Санкт-Петербург", "Воронеж", 1230],
  ["Санкт-Петербург", "Казань", 1530],
  ["Санкт-Петербург", "Мурманск", 1350],
  ["Санкт-Петербург", "Псков", 290],
  ["Вологда", "Воронеж", 970],
  ["Вологда", "Казань", 1100],
  ["Вологда", "Мурманск", 1600],
  ["Вологда", "Псков", 940],
  ["Воронеж", "Казань", 1050],
  ["Воронеж", "Мурманск", 2570],
  ["Воронеж", "Псков", 1180],
  ["Казань", "Мурманск", 2750],
  ["Казань", "Псков", 1560],
  ["Мурманск", "Псков", 1640],
];

/** «в Казань»: where a car is brought, as a sentence says it. */
const TO_CITY: Record<string, string> = {
  "Санкт-Петербург": "в Санкт-Петербург",
  Вологда: "в Вологду",
  Воронеж: "в Воронеж",
  Казань: "в Казань",
  Мурманск: "в Мурманск",
  Псков: "в Псков",
};

/** A car carrier covers about 500 km a day, and a day goes on loading and papers; about 10 ₽ a kilometre, in whole thousands. */
export function routeOf(km: number): { days: number; price: number } {
  return { days: Math.ceil(km / 500) + 1, price: Math.max(1, Math.round(km / 100)) * 1000 };
}

function seedTransfers(db: DB) {
  const dealers = db.prepare("SELECT id, city_name AS city FROM dealer_centers").all() as Array<{ id: number; city: string }>;
  const km = new Map<string, number>();
  for (const [a, b, d] of ROAD_KM) km.set(`${a}|${b}`, d).set(`${b}|${a}`, d);
  const insert = db.prepare("INSERT INTO dealer_transfers (from_dealer_id, to_dealer_id, days, price) VALUES (?, ?, ?, ?)");
  for (const from of dealers) {
    for (const to of dealers) {
      if (from.id === to.id) continue;
      // Across town: the next day, on the dealer's own truck.
      const route = from.city === to.city ? { days: 1, price: 0 } : km.has(`${from.city}|${to.city}`) ? routeOf(km.get(`${from.city}|${to.city}`)!) : null;
      if (route) insert.run(from.id, to.id, route.days, route.price);
    }
  }
}

export type CentreRef = { sCode: string; sName: string; sCityName: string; sAddressForView: string };

export type TransferQuote = {
  carId: number;
  /** The city the quote is for (the visitor's). */
  city: { fiasId: string; name: string; to: string };
  /** here: the car is at a centre of that city; transfer: it can be brought; unavailable: it cannot. */
  status: "here" | "transfer" | "unavailable";
  /** Where the car is. */
  from: CentreRef;
  /** Where the buyer takes it over: its own centre (here), the city's centre it is brought to (transfer), or null. */
  handover: CentreRef | null;
  /** Days on the road and the price the buyer pays (0 when free); null unless status is transfer. */
  days: number | null;
  price: number | null;
  free: boolean;
  /** A test drive at the handover centre after the transfer (transfer-rules.ts); true when the car is here. */
  testDrive: boolean;
  /** Why not (status unavailable), as the buyer reads it. */
  reason: string | null;
};

type CarRow = { id: number; brand_code: string; condition: "new" | "used"; year: number; price: number; dealer_id: number; reserved: number };

const centre = (d: DealerCentre): CentreRef => ({ sCode: d.sCode, sName: d.sName, sCityName: d.sCityName, sAddressForView: d.sAddressForView });

function cityOf(refs: CatalogRefs, fiasId: unknown) {
  const city = refs.cities.find((c) => c.fiasId === fiasId) ?? refs.cities[0];
  return { ...city, to: TO_CITY[city.name] ?? `в ${city.name}` };
}

/** The centre of a city a car is brought to: the first that sells its brand, else the city's first. */
function receivingCentre(city: { dealers: DealerCentre[] }, brand: string): DealerCentre {
  return city.dealers.find((d) => d.arElements.some((e) => e.sBrandCode === brand)) ?? city.dealers[0];
}

function carRows(db: DB, ids: number[]): CarRow[] {
  if (!ids.length) return [];
  return db
    .prepare(
      `SELECT id, brand_code, condition, year, price, dealer_id,
         id IN (SELECT car_id FROM car_reservations WHERE status IN ('pending', 'paid')) AS reserved
       FROM cars WHERE id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(ids)) as CarRow[];
}

function route(db: DB, from: number, to: number) {
  return db.prepare("SELECT days, price FROM dealer_transfers WHERE from_dealer_id = ? AND to_dealer_id = ?").get(from, to) as
    | { days: number; price: number }
    | undefined;
}

/** Why this car may not go from its centre to `to`, or null when it may. */
function refusalOf(db: DB, car: CarRow, to: DealerCentre, now: number): TransferRefusal | null {
  if (car.reserved) return "reserved";
  if (car.condition === "used" && car.year < oldestMovableYear(now)) return "old";
  return route(db, car.dealer_id, to.id) ? null : "route";
}

function quoteOf(db: DB, refs: CatalogRefs, car: CarRow, city: ReturnType<typeof cityOf>, now: number): TransferQuote {
  const own = refs.dealers.get(car.dealer_id)!;
  const base = { carId: car.id, city: { fiasId: city.fiasId, name: city.name, to: city.to }, from: centre(own) };
  if (own.sCityFiasId === city.fiasId) {
    return { ...base, status: "here", handover: centre(own), days: null, price: null, free: true, testDrive: true, reason: null };
  }
  const to = receivingCentre(city, car.brand_code);
  const refused = refusalOf(db, car, to, now);
  if (refused) {
    return { ...base, status: "unavailable", handover: null, days: null, price: null, free: false, testDrive: false, reason: TRANSFER_REFUSALS[refused] };
  }
  const { days, price } = route(db, car.dealer_id, to.id)!;
  const free = rideIsFree(car);
  return { ...base, status: "transfer", handover: centre(to), days, price: free ? 0 : price, free, testDrive: testDriveAfterTransfer(car), reason: null };
}

/** The quotes of these cars for a visitor of `fiasId` (unknown: the default city), in the order asked; unknown ids left out. */
export function transferQuotes(db: DB, ids: number[], fiasId: unknown, now = Date.now()): { city: TransferQuote["city"]; items: TransferQuote[] } {
  const refs = catalogRefs(db);
  const city = cityOf(refs, fiasId);
  const rows = new Map(carRows(db, ids).map((r) => [r.id, r]));
  return {
    city: { fiasId: city.fiasId, name: city.name, to: city.to },
    items: ids.flatMap((id) => (rows.has(id) ? [quoteOf(db, refs, rows.get(id)!, city, now)] : [])),
  };
}

export const HANDOVER_MESSAGES = {
  unknown: "Выберите дилерский центр, где вы заберёте автомобиль",
} as const;

/**
 * The centre a buyer chose to take a car over at (an order's or a reservation's HANDOVER): the
 * car's own centre (nothing moves), or a centre the car may be brought to, with the transfer
 * as quoted now. Empty: the car's own centre. Anything else is refused with the buyer's reason.
 * A live reservation is not this rule's to judge: the order and the reservation refuse a car
 * held by someone else themselves, and the holder may still have it brought.
 */
export function handoverOf(db: DB, carIdValue: number, code: unknown, now = Date.now()): { dealer: DealerCentre; days: number | null; price: number | null } {
  const refs = catalogRefs(db);
  const [car] = carRows(db, [carIdValue]);
  if (!car) fail(404, "NOT_FOUND", "Автомобиль не найден");
  const own = refs.dealers.get(car.dealer_id)!;
  if (code === undefined || code === null || code === "" || code === own.sCode) return { dealer: own, days: null, price: null };
  const to = typeof code === "string" ? refs.dealersByCode.get(code.trim().toLowerCase()) : undefined;
  if (!to) fail(400, "VALIDATION", HANDOVER_MESSAGES.unknown);
  const refused = refusalOf(db, { ...car, reserved: 0 }, to, now);
  if (refused) fail(409, "TRANSFER_REFUSED", TRANSFER_REFUSALS[refused]);
  const { days, price } = route(db, car.dealer_id, to.id)!;
  return { dealer: to, days, price: rideIsFree(car) ? 0 : price };
}

export const transferModule: DealerApiModule = {
  name: "transfers",
  seed: ({ db }) => seedTransfers(db),
  register(router, { db }) {
    endpoint(router, ["GET", "POST"], "/api/rrt/catalog/Transfer/getQuotes", (input) => {
      const raw = Array.isArray(input.ids) ? input.ids : typeof input.ids === "string" ? input.ids.split(",") : [];
      if (raw.length > MAX_IDS) fail(400, "VALIDATION", `Можно запросить не более ${MAX_IDS} автомобилей`);
      const ids = [...new Set(raw.map(carId).filter((id): id is number => id !== null))];
      // The city asked about, or the visitor's (page-data calls carry sFiasId).
      return transferQuotes(db, ids, input.city ?? input.sFiasId);
    });
  },
};
