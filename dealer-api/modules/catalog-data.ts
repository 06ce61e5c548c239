import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import {
  BODIES,
  CITIES,
  COLORS,
  CONDITIONS,
  DRIVES,
  EQUIPMENT_POOL,
  FUELS,
  TRANSMISSIONS,
  type Option,
} from "../seed/catalog-reference";
import { brandLogo, familyOf, storedPhoto, type Photo } from "../seed/photo-catalog";
import { seedCatalog } from "../seed/catalog-seed";
import { offered } from "./stock";
import { cardPromotion, type CardPromotion } from "./promotion-rules";

export const DEFAULT_SEED_CARS = 300;

/** Seeds the catalogue: dealer centres, brands, models and the demo cars. */
export const catalogDataModule: DealerApiModule = {
  name: "catalog",
  seed: (ctx) => seedCatalog(ctx.db, ctx.options.seedCars ?? DEFAULT_SEED_CARS),
  register: () => {},
};

// ---- Wire types (docs/dealer-api.md, catalogue sections) -------------------------------------------

export type Coded = { code: string; name: string };
export type ColorValue = Coded & { hex: string };

export type CarCard = {
  id: number;
  /** Canonical page: /cars/{brand.code}/{model.code}/{id}. */
  url: string;
  brand: Coded;
  model: Coded;
  name: string;
  modification: string;
  year: number;
  price: number;
  oldPrice: number | null;
  condition: "new" | "used";
  mileage: number;
  body: Coded;
  fuel: Coded;
  engineVolume: number | null;
  power: number;
  transmission: Coded;
  drive: Coded;
  color: ColorValue;
  city: { fiasId: string; name: string };
  dealer: { sCode: string; sName: string };
  photo: Photo;
  photosCount: number;
  /** Until when a live online reservation holds the car (ISO): a paid one's hold, a pending one's time to pay; else null. */
  reservedUntil: string | null;
  /** False for a car in a visitor's lists that may no longer be sold (stock.ts); every list of the catalogue has only true. */
  forSale: boolean;
  /** The used car's report has readings that fall: the mileage may have been rolled back. */
  mileageDoubtful: boolean;
  /** The current promotion that gives the car the most, with its condition and end (promotion-rules.ts); null when none. */
  promotion: CardPromotion | null;
};

export type DealerBrandElement = {
  sGuid: string;
  sBrandCode: string;
  sBrandName: string;
  bIsUsed: boolean;
  bIsService: boolean;
  sLogoGrey: string;
  sLogoWhite: string;
};

export type DealerCentre = {
  id: number;
  sName: string;
  sAddressForView: string;
  sAddress: string;
  sWork: string;
  sPhone: string;
  sCoords: string;
  sCode: string;
  sCityFiasId: string;
  sCityName: string;
  bIsService: boolean;
  arElements: DealerBrandElement[];
  /** Messengers (modules/messengers.ts): a Telegram user name, a MAX id, a WhatsApp number; "" when none. */
  sTelegram: string;
  sMax: string;
  sWhatsApp: string;
};

// ---- Reference lookups, read once per database -----------------------------------------

type BrandRow = { code: string; name: string; sort: number };
type ModelRow = { brand_code: string; code: string; name: string; body: string; sort: number };
type DealerRow = {
  id: number; code: string; name: string; address_view: string; address: string; work: string; phone: string;
  coords: string; city_fias: string; city_name: string; is_service: number; sort: number;
  telegram: string | null; max: string | null; whatsapp: string | null;
};

/** A car_groups row: one combination of the list's choice filters. */
export type CarGroup = {
  id: number; brand_code: string; model_code: string; body: string; fuel: string; transmission: string;
  drive: string; condition: string; dealer_id: number; dealer_code: string; city_fias: string;
};

export type CatalogRefs = {
  /** The database they were read from: a card also names its car's current promotion. */
  db: DB;
  groupById: Map<number, CarGroup>;
  brands: Map<string, BrandRow>;
  /** Keyed `${brand}/${model}`. */
  models: Map<string, ModelRow>;
  dealers: Map<number, DealerCentre>;
  dealersByCode: Map<string, DealerCentre>;
  /** Cities that have dealer centres, in the order of the locations list. */
  cities: Array<{ fiasId: string; name: string; in: string; dealers: DealerCentre[] }>;
  bodies: Map<string, Option>;
  fuels: Map<string, Option>;
  transmissions: Map<string, Option>;
  drives: Map<string, Option>;
  colors: Map<string, ColorValue>;
  conditions: Map<string, Option>;
};

const cache = new WeakMap<DB, CatalogRefs>();

/**
 * The catalogue's reference tables (brands, models, dealer centres, car groups) are small and
 * do not change after seeding, so they are read once per database and kept in memory.
 */
export function catalogRefs(db: DB): CatalogRefs {
  const cached = cache.get(db);
  if (cached) return cached;
  const brands = new Map((db.prepare("SELECT code, name, sort FROM brands ORDER BY sort").all() as BrandRow[]).map((b) => [b.code, b]));
  const models = new Map(
    (db.prepare("SELECT brand_code, code, name, body, sort FROM models ORDER BY brand_code, sort").all() as ModelRow[]).map((m) => [
      `${m.brand_code}/${m.code}`,
      m,
    ]),
  );
  const elements = db
    .prepare(
      `SELECT e.dealer_id, e.brand_code, e.guid, e.is_used, e.is_service, b.name AS brand_name
       FROM dealer_center_brands e JOIN brands b ON b.code = e.brand_code ORDER BY e.dealer_id, e.sort`,
    )
    .all() as Array<{ dealer_id: number; brand_code: string; guid: string; is_used: number; is_service: number; brand_name: string }>;
  const dealerRows = db
    .prepare("SELECT d.*, m.telegram, m.max, m.whatsapp FROM dealer_centers d LEFT JOIN dealer_center_messengers m ON m.dealer_id = d.id ORDER BY d.sort")
    .all() as DealerRow[];
  const dealers = new Map<number, DealerCentre>(
    dealerRows.map((d) => [
      d.id,
      {
        id: d.id,
        sName: d.name,
        sAddressForView: d.address_view,
        sAddress: d.address,
        sWork: d.work,
        sPhone: d.phone,
        sCoords: d.coords,
        sCode: d.code,
        sCityFiasId: d.city_fias,
        sCityName: d.city_name,
        bIsService: d.is_service === 1,
        sTelegram: d.telegram ?? "",
        sMax: d.max ?? "",
        sWhatsApp: d.whatsapp ?? "",
        arElements: elements
          .filter((e) => e.dealer_id === d.id)
          .map((e) => ({
            sGuid: e.guid,
            sBrandCode: e.brand_code,
            sBrandName: e.brand_name,
            bIsUsed: e.is_used === 1,
            bIsService: e.is_service === 1,
            sLogoGrey: brandLogo(e.brand_code, "grey"),
            sLogoWhite: brandLogo(e.brand_code, "white"),
          })),
      },
    ]),
  );
  const groups = (
    db.prepare("SELECT * FROM car_groups ORDER BY id").all() as Array<Omit<CarGroup, "dealer_code" | "city_fias">>
  ).map((g) => ({ ...g, dealer_code: dealers.get(g.dealer_id)!.sCode, city_fias: dealers.get(g.dealer_id)!.sCityFiasId }));
  const refs: CatalogRefs = {
    db,
    groupById: new Map(groups.map((g) => [g.id, g])),
    brands,
    models,
    dealers,
    dealersByCode: new Map([...dealers.values()].map((d) => [d.sCode, d])),
    cities: CITIES.map((c) => ({
      fiasId: c.fiasId,
      name: c.name,
      in: c.in,
      dealers: [...dealers.values()].filter((d) => d.sCityFiasId === c.fiasId),
    })).filter((c) => c.dealers.length > 0),
    bodies: byCode(BODIES),
    fuels: byCode(FUELS),
    transmissions: byCode(TRANSMISSIONS),
    drives: byCode(DRIVES),
    colors: byCode(COLORS.map(({ code, name, hex }) => ({ code, name, hex }))),
    conditions: byCode(CONDITIONS),
  };
  cache.set(db, refs);
  return refs;
}

function byCode<T extends Option>(options: T[]): Map<string, T> {
  return new Map(options.map((o) => [o.code, o]));
}

// ---- Rows to wire shapes -----------------------------------------------------------------

/** The cars columns a card is built from. */
export const CARD_COLUMNS =
  "id, brand_code, model_code, modification, year, price, old_price, condition, mileage, body, fuel, engine_volume, power, transmission, drive, color, dealer_id, city_fias, photo_views, " +
  // A live reservation's end shows on the card to everyone, so no one is offered a car they
  // cannot buy: a paid one's hold, or a pending one's time to pay (reservation.ts keeps the
  // table, and lapses a pending one without an owner at once: such a row holds nothing here).
  "(SELECT CASE r.status WHEN 'paid' THEN r.hold_until ELSE r.pay_by END FROM car_reservations r WHERE r.car_id = cars.id AND " +
  "((r.status = 'paid' AND r.hold_until > CAST(unixepoch('subsec') * 1000 AS INTEGER)) OR " +
  "(r.status = 'pending' AND r.fuser_id != '' AND r.pay_by > CAST(unixepoch('subsec') * 1000 AS INTEGER)))) AS reserved_until, " +
  `${offered("cars.id")} AS for_sale, ` +
  // Readings that fall in the used car's report (migrations/135_mileage_doubtful.sql).
  "COALESCE((SELECT mileage_doubtful FROM car_reports WHERE car_id = cars.id), 0) AS mileage_doubtful";

export type CarRow = {
  id: number; brand_code: string; model_code: string; modification: string; year: number; price: number;
  old_price: number | null; condition: "new" | "used"; mileage: number; body: string; fuel: string;
  engine_volume: number | null; power: number; transmission: string; drive: string; color: string;
  dealer_id: number; city_fias: string; photo_views: string; reserved_until: number | null; for_sale: number;
  mileage_doubtful: number;
};

const coded = (o: Option | undefined, code: string): Coded => ({ code, name: o?.name ?? code });

export function carName(refs: CatalogRefs, row: Pick<CarRow, "brand_code" | "model_code">): string {
  const brand = refs.brands.get(row.brand_code);
  const model = refs.models.get(`${row.brand_code}/${row.model_code}`);
  return `${brand?.name ?? row.brand_code} ${model?.name ?? row.model_code}`;
}

export function carPhotos(refs: CatalogRefs, row: CarRow): Photo[] {
  const name = carName(refs, row);
  const car = { body: row.body, family: familyOf(row.brand_code, row.model_code), color: row.color, name };
  return row.photo_views
    .split(",")
    .map((entry) => storedPhoto(entry, car))
    .filter((photo): photo is Photo => photo !== null);
}

export function toCard(refs: CatalogRefs, row: CarRow): CarCard {
  const dealer = refs.dealers.get(row.dealer_id)!;
  const photos = carPhotos(refs, row);
  const color = refs.colors.get(row.color);
  return {
    id: row.id,
    url: `/cars/${row.brand_code}/${row.model_code}/${row.id}`,
    brand: coded(refs.brands.get(row.brand_code), row.brand_code),
    model: coded(refs.models.get(`${row.brand_code}/${row.model_code}`), row.model_code),
    name: carName(refs, row),
    modification: row.modification,
    year: row.year,
    price: row.price,
    oldPrice: row.old_price,
    condition: row.condition,
    mileage: row.mileage,
    body: coded(refs.bodies.get(row.body), row.body),
    fuel: coded(refs.fuels.get(row.fuel), row.fuel),
    engineVolume: row.engine_volume,
    power: row.power,
    transmission: coded(refs.transmissions.get(row.transmission), row.transmission),
    drive: coded(refs.drives.get(row.drive), row.drive),
    color: color ?? { code: row.color, name: row.color, hex: "#888888" },
    city: { fiasId: dealer.sCityFiasId, name: dealer.sCityName },
    dealer: { sCode: dealer.sCode, sName: dealer.sName },
    photo: photos[0],
    photosCount: photos.length,
    reservedUntil: row.reserved_until ? new Date(row.reserved_until).toISOString() : null,
    forSale: row.for_sale === 1,
    mileageDoubtful: row.mileage_doubtful === 1,
    promotion: cardPromotion(refs.db, row),
  };
}

export function equipmentGroups(stored: string): Array<{ name: string; items: string[] }> {
  const groups = new Map<string, string[]>();
  for (const index of stored.split(",").filter(Boolean).map(Number)) {
    const entry = EQUIPMENT_POOL[index];
    if (!entry) continue;
    groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry.item]);
  }
  return [...groups].map(([name, items]) => ({ name, items }));
}

// One rule for the reference API and the storefront (lib/vehicle-id.ts).
export { maskVin } from "../../lib/vehicle-id";
