import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { endpoint } from "../http";
import { catalogRefs, type Coded } from "./catalog-data";
import { defaultLocation, findLocation } from "./locations";
import { OFFERED } from "./stock";
import { referenceNow } from "./reference-clock";
import { cardPromotionOf, currentPromotions, type CardPromotion } from "./promotion-rules";

/*
 * The dealer's promotions (docs/dealer-api.md, «Promotions»; ADR 074): a discount on the cars a
 * promotion names, until its end. Past its end (the API's clock, reference-clock.ts) it is in
 * no answer: not the list, not a card, not a car's итоговая цена.
 */

export type Promotion = Omit<CardPromotion, "secondsLeft"> & {
  text: string;
  city: { fiasId: string; name: string } | null;
  /** The cars it applies to, as the catalogue's filters, and how many are in stock now. */
  cars: { brand: Coded | null; model: Coded | null; condition: "new" | "used" | null; city: string | null; count: number };
  secondsLeft: number;
};

function promotionList(db: DB, fiasId: string): Promotion[] {
  const refs = catalogRefs(db);
  const now = referenceNow(db);
  const count = db.prepare(
    `SELECT count(*) FROM cars WHERE ${OFFERED} AND (@brand IS NULL OR brand_code = @brand) AND (@model IS NULL OR model_code = @model)
       AND (@condition IS NULL OR condition = @condition) AND (@city IS NULL OR city_fias = @city)`,
  );
  return currentPromotions(db, now)
    .filter((row) => row.city_fias === null || row.city_fias === fiasId)
    .map((row) => {
      const city = row.city_fias ? refs.cities.find((c) => c.fiasId === row.city_fias) : undefined;
      const brand = row.brand_code ? refs.brands.get(row.brand_code) : undefined;
      const model = row.brand_code && row.model_code ? refs.models.get(`${row.brand_code}/${row.model_code}`) : undefined;
      return {
        ...cardPromotionOf(row, now),
        text: row.text,
        city: city ? { fiasId: city.fiasId, name: city.name } : null,
        cars: {
          brand: brand ? { code: brand.code, name: brand.name } : null,
          model: model ? { code: model.code, name: model.name } : null,
          condition: row.condition,
          city: row.city_fias,
          count: count.pluck().get({ brand: row.brand_code, model: row.model_code, condition: row.condition, city: row.city_fias }) as number,
        },
      };
    });
}

const DAY = 86_400_000;

/** The end of a day in Moscow (23:59:59), `days` after `from`: promotions end when the day does. */
function endOfMoscowDay(from: number, days: number): number {
  const moscow = 3 * 3_600_000;
  const dayStart = Math.floor((from + moscow) / DAY) * DAY - moscow;
  return dayStart + (days + 1) * DAY - 1000;
}

function seedPromotions(db: DB) {
  const now = Date.now();
  const top = (condition: string) =>
    db.prepare("SELECT brand_code FROM cars WHERE condition = ? GROUP BY brand_code ORDER BY count(*) DESC, brand_code LIMIT 2").pluck().all(condition) as string[];
  const [firstNew, secondNew] = top("new");
  const model = secondNew
    ? (db.prepare("SELECT model_code FROM cars WHERE brand_code = ? AND condition = 'new' GROUP BY model_code ORDER BY count(*) DESC LIMIT 1").pluck().get(secondNew) as string)
    : null;
  const spb = defaultLocation(db).fiasId;
  // The Saint Petersburg bonus names a brand with new cars in Saint Petersburg: the group's second
  // brand may have none there in a small seed, and a promotion for no car is no offer.
  const spbBrand =
    (db
      .prepare("SELECT brand_code FROM cars WHERE condition = 'new' AND city_fias = ? AND brand_code IS NOT ? GROUP BY brand_code ORDER BY count(*) DESC, brand_code LIMIT 1")
      .pluck()
      .get(spb, firstNew ?? null) as string | undefined) ?? secondNew;
  const kazan = (db.prepare("SELECT fias_id FROM cities WHERE name = 'Казань'").pluck().get() as string | undefined) ?? null;
  const insert = db.prepare(
    `INSERT INTO promotions (code, title, text, amount, requires, brand_code, model_code, condition, city_fias, starts_at, ends_at, sort)
     VALUES (@code, @title, @text, @amount, @requires, @brand, @model, @condition, @city, @startsAt, @endsAt, @sort)`,
  );
  const rows = [
    { code: "black-friday", title: "Чёрная пятница", text: "Скидка на новые автомобили марки в наличии во всех дилерских центрах группы. Не суммируется с другими акциями.", amount: 50_000, requires: null, brand: firstNew ?? null, model: null, condition: "new", city: null, days: 10 },
    { code: "tradein-spb", title: "Бонус за трейд-ин в Санкт-Петербурге", text: "Дополнительная выгода на новый автомобиль марки, если вы сдаёте свой автомобиль в трейд-ин в дилерском центре Санкт-Петербурга.", amount: 100_000, requires: "tradein", brand: spbBrand ?? null, model: null, condition: "new", city: spb, days: 30 },
    { code: "credit-kazan", title: "Выгода в кредит в Казани", text: "Скидка на автомобили с пробегом в Казани при покупке в кредит по программе банка-партнёра, оформленной в дилерском центре.", amount: 70_000, requires: "credit", brand: null, model: null, condition: "used", city: kazan, days: 20 },
    { code: "model-year", title: "Распродажа прошлого модельного года", text: "Скидка на новые автомобили модели из наличия, пока они есть.", amount: 150_000, requires: null, brand: model ? secondNew! : null, model, condition: "new", city: null, days: 45 },
  ];
  rows.forEach((row, sort) => insert.run({ ...row, sort, startsAt: now - DAY, endsAt: endOfMoscowDay(now, row.days) }));
}

/**
 * The dealer's own discounts given only under a condition, on some of the cars; the extras it
 * offers with cars; the registration fee; the territorial coefficients of ОСАГО.
 */
function seedDealTerms(db: DB) {
  const thousands = (share: string) => `CAST(round(price * ${share} / 1000.0) * 1000 AS INTEGER)`;
  db.prepare(`INSERT INTO car_discounts (car_id, requires, amount) SELECT id, 'tradein', ${thousands("0.04")} FROM cars WHERE id % 3 = 0`).run();
  db.prepare(`INSERT INTO car_discounts (car_id, requires, amount) SELECT id, 'credit', ${thousands("0.03")} FROM cars WHERE id % 4 = 0`).run();
  const extra = db.prepare("INSERT INTO deal_extras (code, name, price, condition, sort) VALUES (?, ?, ?, ?, ?)");
  [
    ["winter-tyres", "Комплект зимних шин на дисках", 52_000, null],
    ["crankcase-guard", "Защита картера и КПП", 9_900, null],
    ["mats", "Коврики в салон и багажник", 7_400, null],
    ["alarm", "Охранная система с автозапуском", 34_900, "new"],
  ].forEach(([code, name, price, condition], sort) => extra.run(code, name, price, condition, sort));
  db.prepare("INSERT INTO deal_fees (code, name, amount) VALUES (?, ?, ?)").run("registration", "Регистрация в Госавтоинспекции (госпошлины и услуга дилера)", 9_000);
  // КТ of each city, demo values of the order of the regulator's table (Указание Банка России № 6007-У,
  // приложение 4, as amended by № 7204-У); a production dealer API keeps the table itself.
  const kt = db.prepare("INSERT INTO osago_territories (city_fias, kt) SELECT fias_id, ? FROM cities WHERE name = ?");
  for (const [name, value] of [["Санкт-Петербург", 1.64], ["Вологда", 1.56], ["Воронеж", 1.4], ["Казань", 1.72], ["Мурманск", 1.46], ["Псков", 1.1]] as const) {
    kt.run(value, name);
  }
}

export const promotionsModule: DealerApiModule = {
  name: "promotions",
  seed({ db }) {
    seedPromotions(db);
    seedDealTerms(db);
  },
  register(router, { db }) {
    // The visitor's city's offers and the group's; a city without centres sees the default city's.
    endpoint(router, ["GET", "POST"], "/api/rrt/deal/Promotions/getList", (input) => {
      const fiasId = typeof input.sFiasId === "string" && findLocation(db, input.sFiasId) ? input.sFiasId : defaultLocation(db).fiasId;
      return { items: promotionList(db, fiasId) };
    });
  },
};
