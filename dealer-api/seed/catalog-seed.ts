import type { DB } from "../db";
import {
  BODIES,
  BRANDS,
  CATALOG_YEAR,
  CITIES,
  COLORS,
  DEALERS,
  DRIVES,
  EQUIPMENT_POOL,
  parseModification,
  type BrandSpec,
  type ModelSpec,
} from "./catalog-reference";
import { PHOTO_VIEWS, storedPhotoList } from "./photo-catalog";
import { createRandom, type Random } from "./random";

/** Fixed, so every fresh database gets the same stock, ids, prices and dates. */
const SEED = 20_260_101;
/** "Now" for the stock's arrival dates; fixed for the same reason. */
const STOCK_DATE = Date.UTC(2026, 10, 15);
const DAY_MS = 24 * 60 * 60 * 1000;
const USED_SHARE = 0.4;
const OFFER_SHARE = 0.12;
const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
/** The VIN's tenth character encodes the model year; 2012 is C, I/O/Q/U/Z are skipped. */
const VIN_YEARS = "CDEFGHJKLMNPRST";

const COLOR_WEIGHTS: Record<string, number> = {
  white: 20, black: 18, silver: 14, grey: 16, blue: 8, red: 6, brown: 5, green: 3, beige: 4, orange: 2,
};

const number = new Intl.NumberFormat("ru-RU");

/** Fills the catalogue tables with `carCount` deterministic demo cars. */
export function seedCatalog(db: DB, carCount: number) {
  const rnd = createRandom(SEED);

  const insertBrand = db.prepare("INSERT INTO brands (code, name, sort) VALUES (?, ?, ?)");
  const insertModel = db.prepare("INSERT INTO models (brand_code, code, name, body, sort) VALUES (?, ?, ?, ?, ?)");
  BRANDS.forEach((brand, i) => {
    insertBrand.run(brand.code, brand.name, i);
    brand.models.forEach((model, j) => insertModel.run(brand.code, model.code, model.name, model.body, j));
  });

  const insertDealer = db.prepare(
    `INSERT INTO dealer_centers (code, name, address_view, address, work, phone, coords, city_fias, city_name, is_service, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertElement = db.prepare(
    "INSERT INTO dealer_center_brands (dealer_id, brand_code, guid, is_used, is_service, sort) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const dealerIds = new Map<string, number>();
  DEALERS.forEach((d, i) => {
    const city = CITIES.find((c) => c.name === d.city);
    if (!city) throw new Error(`catalogue: unknown city ${d.city}`);
    const id = Number(
      insertDealer.run(
        d.code,
        d.name,
        `${city.name}, ${d.street}`,
        `${d.postcode}, г. ${city.name}, ${d.street}`,
        d.work,
        `7${city.areaCode}${d.phone}`,
        d.coords,
        city.fiasId,
        city.name,
        d.isService ? 1 : 0,
        i,
      ).lastInsertRowid,
    );
    dealerIds.set(d.code, id);
    [...d.newBrands.map((b) => [b, 0] as const), ...d.usedBrands.map((b) => [b, 1] as const)].forEach(([brand, used], j) =>
      insertElement.run(id, brand, guid(rnd), used, d.isService && !used ? 1 : 0, j),
    );
  });

  const insertCar = db.prepare(
    `INSERT INTO cars (id, brand_code, model_code, modification, year, price, old_price, condition, mileage, body, fuel,
       engine_volume, power, transmission, drive, color, dealer_id, city_fias, photo_views, added_at, group_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertGroup = db.prepare(
    `INSERT INTO car_groups (brand_code, model_code, body, fuel, transmission, drive, condition, dealer_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const groupIds = new Map<string, number>();
  const groupOf = (...values: Array<string | number>) => {
    const key = values.join("|");
    let id = groupIds.get(key);
    if (id === undefined) groupIds.set(key, (id = Number(insertGroup.run(...values).lastInsertRowid)));
    return id;
  };
  const insertDetails = db.prepare(
    "INSERT INTO car_details (car_id, vin, owners, equipment, description) VALUES (?, ?, ?, ?, ?)",
  );

  const newBrands = BRANDS.filter((b) => b.soldNew && b.models.some((m) => m.to === null));
  const dealersSelling = (brand: string, used: boolean) =>
    DEALERS.filter((d) => d.newBrands.includes(brand) || (used && d.usedBrands.includes(brand)));
  const cityOf = new Map(DEALERS.map((d) => [d.code, CITIES.find((c) => c.name === d.city)!]));

  for (let id = 1; id <= carCount; id++) {
    const used = rnd.chance(USED_SHARE);
    let brand: BrandSpec;
    let model: ModelSpec;
    let year: number;
    if (used) {
      brand = rnd.weighted(BRANDS, (b) => (b.soldNew ? b.weight : b.weight * 1.5));
      model = rnd.pick(brand.models.filter((m) => m.from < CATALOG_YEAR));
      year = rnd.int(Math.max(2012, model.from), Math.min(CATALOG_YEAR - 1, model.to ?? CATALOG_YEAR - 1));
    } else {
      brand = rnd.weighted(newBrands, (b) => b.weight);
      model = rnd.pick(brand.models.filter((m) => m.to === null));
      year = CATALOG_YEAR;
    }
    const modIndex = rnd.int(0, model.mods.length - 1);
    const mod = parseModification(model.mods[modIndex]);
    const sellers = dealersSelling(brand.code, used);
    const dealer = sellers.length ? rnd.pick(sellers) : rnd.pick(DEALERS);
    const city = cityOf.get(dealer.code)!;
    const color = rnd.weighted(COLORS, (c) => COLOR_WEIGHTS[c.code] ?? 1);

    const listPrice = model.price * (1 + 0.12 * modIndex);
    const age = CATALOG_YEAR - year;
    const mileage = used
      ? age <= 1
        ? rnd.int(3_000, 25_000)
        : age * rnd.int(7_000, 22_000) + rnd.int(0, 5_000)
      : rnd.int(0, 50);
    const price = used
      ? Math.max(
          250_000,
          roundTo(listPrice * 0.91 ** age * (1 - Math.min(0.15, mileage / 1_500_000)) * (0.92 + rnd.next() * 0.16), 5_000),
        )
      : roundTo(listPrice * (0.97 + rnd.next() * 0.07), 10_000) - 100;
    const oldPrice = rnd.chance(OFFER_SHARE)
      ? used
        ? roundTo(price * (1.05 + rnd.next() * 0.1), 5_000)
        : roundTo(price * (1.05 + rnd.next() * 0.1), 10_000) - 100
      : null;
    const owners = used ? rnd.weighted([1, 2, 3], (n) => [50, 35, 15][n - 1]) : null;
    const photos = storedPhotoList(id, PHOTO_VIEWS.slice(0, rnd.int(4, 8)));
    const addedAt = STOCK_DATE - Math.floor(rnd.next() * 180 * DAY_MS / 1000) * 1000;
    const name = `${brand.name} ${model.name}`;

    const dealerId = dealerIds.get(dealer.code)!;
    const condition = used ? "used" : "new";
    insertCar.run(
      id, brand.code, model.code, mod.label, year, price, oldPrice, condition, mileage, model.body, mod.fuel,
      mod.engineVolume, mod.power, mod.transmission, mod.drive, color.code, dealerId, city.fiasId, photos, addedAt,
      groupOf(brand.code, model.code, model.body, mod.fuel, mod.transmission, mod.drive, condition, dealerId),
    );
    insertDetails.run(
      id,
      vin(rnd, brand.wmi, year),
      owners,
      equipment(rnd, listPrice, model.body).join(","),
      description(rnd, {
        name, year, used, mileage, owners, modification: mod.label,
        drive: DRIVES.find((d) => d.code === mod.drive)!.name.toLowerCase(),
        color: color.name.toLowerCase(),
        body: BODIES.find((b) => b.code === model.body)!.name.toLowerCase(),
        dealer: dealer.name,
        city: city.name,
      }),
    );
  }
  // Statistics let the planner tell a selective filter (one dealer) from a broad one (new
  // cars, 60% of the stock) and scan the covering index instead of seeking the table.
  db.exec("ANALYZE");
}

function roundTo(value: number, step: number) {
  return Math.round(value / step) * step;
}

function guid(rnd: Random) {
  const hex = Array.from({ length: 32 }, () => rnd.int(0, 15).toString(16)).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

function vin(rnd: Random, wmi: string, year: number) {
  const chars = (n: number) => Array.from({ length: n }, () => rnd.pick(VIN_CHARS.split(""))).join("");
  const serial = String(rnd.int(0, 999_999)).padStart(6, "0");
  return `${wmi}${chars(5)}${rnd.pick("0123456789X".split(""))}${VIN_YEARS[year - 2012] ?? "T"}${chars(1)}${serial}`;
}

/** Indexes into EQUIPMENT_POOL: the basics every car has, and more the dearer the car. */
function equipment(rnd: Random, listPrice: number, body: string): number[] {
  const always = ["Антиблокировочная система (ABS)", "Система курсовой устойчивости (ESP)", "Фронтальные подушки безопасности", "ЭРА-ГЛОНАСС"];
  const roomy = body === "suv" || body === "minivan" || body === "crossover";
  const indexes = EQUIPMENT_POOL.map((_, i) => i);
  const base = indexes.filter((i) => always.includes(EQUIPMENT_POOL[i].item));
  const optional = indexes.filter(
    (i) => !always.includes(EQUIPMENT_POOL[i].item) && (roomy || EQUIPMENT_POOL[i].item !== "Третий ряд сидений"),
  );
  const total = Math.max(10, Math.min(25, 10 + Math.floor(listPrice / 700_000) + rnd.int(-2, 2)));
  return [...base, ...rnd.sample(optional, total - base.length)].sort((a, b) => a - b);
}

function description(
  rnd: Random,
  car: {
    name: string; year: number; used: boolean; mileage: number; owners: number | null; modification: string;
    drive: string; color: string; body: string; dealer: string; city: string;
  },
): string {
  if (!car.used) {
    const extras = [
      "Автомобиль можно осмотреть и записаться на тест-драйв в удобное время.",
      "Доступна покупка в кредит и лизинг, а также обмен вашего автомобиля по программе трейд-ин.",
      "Гарантия производителя, первое техническое обслуживание — по специальной цене.",
      "Поможем оформить страховку и поставить автомобиль на учёт в день покупки.",
    ];
    return [
      `Новый ${car.name} ${car.year} года в наличии в дилерском центре «${car.dealer}» (${car.city}).`,
      `${car.body[0].toUpperCase()}${car.body.slice(1)}, ${car.modification}, ${car.drive} привод, цвет — ${car.color}.`,
      ...rnd.sample(extras, 2),
    ].join(" ");
  }
  const owners = car.owners === 1 ? "1 владелец" : `${car.owners} владельца`;
  const extras = [
    "Автомобиль прошёл диагностику по 120 пунктам, юридическая чистота проверена.",
    "Сервисная книжка, обслуживание у официального дилера.",
    "Два комплекта ключей, комплект зимних шин в подарок.",
    "Возможен обмен по программе трейд-ин и покупка в кредит.",
    "Пробег подтверждён историей обслуживания.",
  ];
  return [
    `${car.name} ${car.year} года с пробегом ${number.format(car.mileage)} км, ${owners} по ПТС.`,
    `${car.modification}, ${car.drive} привод, цвет — ${car.color}.`,
    ...rnd.sample(extras, 2),
    `Автомобиль находится в дилерском центре «${car.dealer}» (${car.city}).`,
  ].join(" ");
}
