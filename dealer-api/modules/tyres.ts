import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { endpoint, fail } from "../http";
import { CITIES } from "../seed/catalog-reference";
import { requireUser } from "./personal-sign-in";
import { SERVICE_MESSAGES } from "./service-booking-form";
import { centreByCode } from "./service-centres";
import { bookTyres, tyreSlotList } from "./tyre-bookings";
import { contractsOf } from "./tyre-storage";
import { TYRE_CHANGE_WORK, TYRE_STORAGE_WORK } from "./tyre-works";

/*
 * Tyre season (docs/dealer-api.md, "Tyres"; ADR 072): each service centre's tyre bay, the
 * cities' change seasons, the tyre hotel's rates, and the three endpoints: the bay's free
 * times, the booking (a change, with storage or a pickup, or a set brought to be stored), and
 * the signed-in user's storage contracts.
 */

/** Places of the seeded centres' tyre bays in turn; a slot is half an hour. */
const SEED_POSTS = [2, 3, 2, 4, 3, 2, 3];
const SLOT_MINUTES = 30;

/**
 * The usual first snow and the day it is gone, by city: the two northern cities (Мурманск,
 * Вологда) change to winter tyres weeks before the others and back later.
 */
const CLIMATE: Record<string, { firstSnow: string; snowGone: string }> = {
  "Мурманск": { firstSnow: "10-01", snowGone: "05-15" },
  "Вологда": { firstSnow: "10-20", snowGone: "04-20" },
  "Казань": { firstSnow: "10-30", snowGone: "04-10" },
  "Санкт-Петербург": { firstSnow: "11-05", snowGone: "04-05" },
  "Псков": { firstSnow: "11-08", snowGone: "04-01" },
  "Воронеж": { firstSnow: "11-15", snowGone: "03-25" },
};

/** Per wheel and season: a wheel on its rim takes more room than a tyre alone. */
const STORAGE_RATES = [
  { rims: 0, name: "Шины без дисков", pricePerWheel: 750 },
  { rims: 1, name: "Колёса в сборе с дисками", pricePerWheel: 1000 },
];

/**
 * Runs once per database, new or not: the service module seeded its works before tyre season
 * existed, so «Шиномонтаж» gets its name here and the tyre hotel its line in the price list.
 */
function seedTyres(db: DB) {
  const centres = db.prepare("SELECT dealer_id FROM service_centers ORDER BY dealer_id").pluck().all() as number[];
  const bay = db.prepare("INSERT OR IGNORE INTO tyre_centres (dealer_id, posts, slot_minutes) VALUES (?, ?, ?)");
  centres.forEach((id, i) => bay.run(id, SEED_POSTS[i % SEED_POSTS.length], SLOT_MINUTES));
  const climate = db.prepare("INSERT OR IGNORE INTO tyre_climate (city_fias_id, first_snow, snow_gone) VALUES (?, ?, ?)");
  for (const city of CITIES) if (CLIMATE[city.name]) climate.run(city.fiasId, CLIMATE[city.name].firstSnow, CLIMATE[city.name].snowGone);
  const rate = db.prepare("INSERT OR IGNORE INTO tyre_storage_rates (rims, name, price_per_wheel) VALUES (?, ?, ?)");
  for (const r of STORAGE_RATES) rate.run(r.rims, r.name, r.pricePerWheel);
  db.prepare("UPDATE service_works SET name = ?, description = ? WHERE code = ?").run(
    "Шиномонтаж",
    "Сезонная замена колёс с балансировкой, по записи на получасовые слоты",
    TYRE_CHANGE_WORK,
  );
  const sort = db.prepare("SELECT sort FROM service_works WHERE code = ?").pluck().get(TYRE_CHANGE_WORK) as number | undefined;
  if (sort === undefined) return;
  db.prepare("UPDATE service_works SET sort = sort + 1 WHERE sort > ?").run(sort);
  db.prepare("INSERT OR IGNORE INTO service_works (code, name, description, price_from, sort) VALUES (?, ?, ?, ?, ?)").run(
    TYRE_STORAGE_WORK,
    "Хранение шин",
    "Шинный отель: мойка, осмотр и хранение комплекта до следующего сезона",
    4 * STORAGE_RATES[0].pricePerWheel,
    sort + 1,
  );
}

export const tyresModule: DealerApiModule = {
  name: "tyres",
  seed: ({ db }) => seedTyres(db),
  register(router, { db }) {
    endpoint(router, ["GET", "POST"], "/api/rrt/service/Tyres/getSlots", (input) => {
      if (typeof input.sCode !== "string" || !input.sCode) fail(400, "VALIDATION", SERVICE_MESSAGES.center);
      const centre = centreByCode(db, input.sCode);
      if (!centre) fail(404, "NOT_FOUND", "Сервисный центр не найден");
      return tyreSlotList(db, centre, input.date);
    });

    endpoint(router, ["POST"], "/api/rrt/form/TyreServiceForm/create", (input) => bookTyres(db, input));

    endpoint(router, ["POST"], "/api/rrt/personal/Tyres/getList", (input) => {
      const user = requireUser(db, input);
      const fuserIds = db.prepare("SELECT fuser_id FROM user_sessions WHERE user_id = ?").pluck().all(user.id) as string[];
      return { items: contractsOf(db, { fuserIds, phone: `+${user.phone}` }) };
    });
  },
};
