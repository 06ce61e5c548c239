import { z } from "zod/v4";
import { type CreditProgram, creditProblems, creditResult } from "../../lib/credit";
import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { ApiFailure, endpoint, fail, type ApiError } from "../http";
import { requiredConsent } from "../consents";
import { storeLead } from "../leads";
import { carDetail, carId } from "./catalog";
import { defaultLocation, findLocation } from "./locations";
import { orderSchema } from "./order";
import { refuseNotForSale } from "./stock";

/**
 * Car loans (docs/dealer-api.md, «Credit»): the banks' programmes offered in the visitor's
 * city, and the credit application, a lead whose payment the API works out again with the
 * same formula the storefront shows (lib/credit.ts).
 */

type Seed = Omit<CreditProgram, "bank" | "psk" | "eligibility"> & {
  bank: string;
  psk: [number, number];
  cities: "all" | string[];
  /** Who may use it; any buyer when not given. */
  eligibility?: string;
};

export const BANKS = [
  { code: "sber", name: "ПАО Сбербанк", license: "Генеральная лицензия Банка России № 1481" },
  { code: "vtb", name: "Банк ВТБ (ПАО)", license: "Генеральная лицензия Банка России № 1000" },
  { code: "alfa", name: "АО «Альфа-Банк»", license: "Генеральная лицензия Банка России № 1326" },
  { code: "gpb", name: "Газпромбанк (АО)", license: "Генеральная лицензия Банка России № 354" },
  { code: "sovcom", name: "ПАО «Совкомбанк»", license: "Генеральная лицензия Банка России № 963" },
];

// Plausible terms of late 2026: market loans near 20 %, the dealer's partner programme and
// the state programmes below it, a short interest-free loan on new cars with half down.
const PROGRAMS: Seed[] = [
  { code: "sber-new", bank: "sber", name: "Автокредит на новый автомобиль", rate: 19.9, minDownPercent: 20, termMin: 12, termMax: 84, carCondition: "new", priceMin: 300_000, priceMax: null, isState: false, psk: [20.132, 25.46], cities: "all" },
  { code: "sber-used", bank: "sber", name: "Автомобиль с пробегом", rate: 22.9, minDownPercent: 20, termMin: 12, termMax: 84, carCondition: "used", priceMin: 200_000, priceMax: null, isState: false, psk: [23.214, 28.705], cities: "all" },
  { code: "vtb-light", bank: "vtb", name: "Автокредит Лёгкий", rate: 18.5, minDownPercent: 30, termMin: 12, termMax: 60, carCondition: "any", priceMin: 300_000, priceMax: 10_000_000, isState: false, psk: [18.917, 24.103], cities: "all" },
  { code: "vtb-first", bank: "vtb", name: "Первый автомобиль", rate: 14.9, minDownPercent: 20, termMin: 12, termMax: 60, carCondition: "new", priceMin: null, priceMax: 5_000_000, isState: true, psk: [15.212, 20.4], cities: "all", eligibility: "Только для тех, у кого ещё не было своего автомобиля" },
  { code: "gpb-family", bank: "gpb", name: "Семейный автомобиль", rate: 14.5, minDownPercent: 20, termMin: 12, termMax: 60, carCondition: "new", priceMin: null, priceMax: 5_000_000, isState: true, psk: [14.823, 19.911], cities: "all", eligibility: "Только для семей с двумя и более детьми младше 18 лет" },
  { code: "gpb-any", bank: "gpb", name: "Автокредит на любые автомобили", rate: 21.5, minDownPercent: 10, termMin: 12, termMax: 84, carCondition: "any", priceMin: 150_000, priceMax: null, isState: false, psk: [21.934, 27.318], cities: "all" },
  { code: "alfa-partner", bank: "alfa", name: "Партнёрская программа дилера", rate: 15.9, minDownPercent: 20, termMin: 12, termMax: 60, carCondition: "new", priceMin: 1_000_000, priceMax: 8_000_000, isState: false, psk: [16.104, 22.815], cities: ["Санкт-Петербург", "Воронеж", "Казань"] },
  { code: "alfa-zero", bank: "alfa", name: "0 % на год", rate: 0, minDownPercent: 50, termMin: 6, termMax: 12, carCondition: "new", priceMin: 1_000_000, priceMax: null, isState: false, psk: [0, 7.934], cities: ["Санкт-Петербург"] },
  { code: "sovcom-used", bank: "sovcom", name: "Авто с пробегом без КАСКО", rate: 24.9, minDownPercent: 0, termMin: 12, termMax: 84, carCondition: "used", priceMin: 100_000, priceMax: 5_000_000, isState: false, psk: [25.413, 31.207], cities: ["Санкт-Петербург", "Вологда", "Воронеж", "Казань"] },
];

type ProgramRow = {
  code: string;
  name: string;
  bankCode: string;
  bankName: string;
  bankLicense: string;
  rate: number;
  minDownPercent: number;
  termMin: number;
  termMax: number;
  carCondition: CreditProgram["carCondition"];
  priceMin: number | null;
  priceMax: number | null;
  isState: number;
  eligibility: string | null;
  pskMin: number;
  pskMax: number;
};

/** The programmes offered in a city, state programmes first, then by rate. */
export function creditPrograms(db: DB, cityFiasId: string): CreditProgram[] {
  const rows = db
    .prepare(
      `SELECT p.code, p.name, b.code AS bankCode, b.name AS bankName, b.license AS bankLicense, p.rate,
         p.min_down_percent AS minDownPercent, p.term_min AS termMin, p.term_max AS termMax, p.car_condition AS carCondition,
         p.price_min AS priceMin, p.price_max AS priceMax, p.is_state AS isState, p.eligibility, p.psk_min AS pskMin, p.psk_max AS pskMax
       FROM credit_programs p
       JOIN credit_banks b ON b.code = p.bank_code
       JOIN credit_program_cities c ON c.program_code = p.code AND c.city_fias_id = ?
       ORDER BY p.is_state DESC, p.rate, p.sort`,
    )
    .all(cityFiasId) as ProgramRow[];
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    bank: { code: row.bankCode, name: row.bankName, license: row.bankLicense },
    rate: row.rate,
    minDownPercent: row.minDownPercent,
    termMin: row.termMin,
    termMax: row.termMax,
    carCondition: row.carCondition,
    priceMin: row.priceMin,
    priceMax: row.priceMax,
    isState: row.isState === 1,
    eligibility: row.eligibility,
    psk: { min: row.pskMin, max: row.pskMax },
  }));
}

/** The city a request is about: its sFiasId when we serve it, else the default city. */
function cityOf(db: DB, input: Record<string, unknown>): string {
  const given = typeof input.sFiasId === "string" ? findLocation(db, input.sFiasId) : undefined;
  return (given ?? defaultLocation(db)).fiasId;
}

const CREDIT_FIELDS = {
  program: "Выберите программу кредитования",
  down: "Укажите первоначальный взнос в рублях",
  term: "Укажите срок кредита в месяцах",
};

const wholeNumber = (message: string) =>
  z.union([z.number(), z.string().trim()], { error: message }).transform((value, ctx) => {
    const text = String(value);
    if (!/^\d{1,10}$/.test(text)) {
      ctx.issues.push({ code: "custom", message, input: value });
      return z.NEVER;
    }
    return Number(text);
  });

/** The credit application: the order form's contact fields (same rules) and the loan's terms. */
export const creditApplicationSchema = orderSchema.omit({ COMMENT: true }).extend({
  // The buyer's data goes to the partner banks: a purpose of its own, with its own consent (consent-banks).
  AGREE_BANKS: requiredConsent("Необходимо согласие на передачу данных банкам-партнёрам"),
  PROGRAM: z.string({ error: CREDIT_FIELDS.program }).trim().min(1, { error: CREDIT_FIELDS.program }).max(64, { error: CREDIT_FIELDS.program }),
  DOWN_PAYMENT: wholeNumber(CREDIT_FIELDS.down),
  TERM: wholeNumber(CREDIT_FIELDS.term),
});

function applyForCredit(db: DB, input: Record<string, unknown>) {
  const errors: Array<ApiError & { field: string }> = [];
  const push = (field: string, message: string) => {
    if (!errors.some((e) => e.field === field)) errors.push({ code: "VALIDATION", message, field });
  };
  const parsed = creditApplicationSchema.safeParse(input);
  if (!parsed.success) for (const issue of parsed.error.issues) push(String(issue.path[0] ?? ""), issue.message);
  const id = carId(input.CAR_ID);
  if (id === null) push("CAR_ID", "Не указан автомобиль");
  if (errors.length || !parsed.success || id === null) throw new ApiFailure(400, errors);

  const car = carDetail(db, id, false);
  if (!car) fail(404, "NOT_FOUND", "Автомобиль не найден");
  refuseNotForSale(db, car.id);
  const form = parsed.data;
  const program = creditPrograms(db, cityOf(db, input)).find((p) => p.code === form.PROGRAM);
  if (!program) push("PROGRAM", "Эта программа в вашем городе не действует");
  if (!program) throw new ApiFailure(400, errors);
  const problems = creditProblems(program, car, { down: form.DOWN_PAYMENT, term: form.TERM });
  const fields = { program: "PROGRAM", down: "DOWN_PAYMENT", term: "TERM" } as const;
  for (const [key, message] of Object.entries(problems)) push(fields[key as keyof typeof fields], message);
  if (errors.length) throw new ApiFailure(400, errors);

  const result = creditResult(program, { price: car.price, down: form.DOWN_PAYMENT, term: form.TERM });
  const payload = {
    NAME: form.NAME,
    PHONE: form.PHONE,
    AGREE: form.AGREE,
    AGREE_BANKS: form.AGREE_BANKS,
    AGREE_ADS: form.AGREE_ADS,
    CAR_ID: car.id,
    // What the visitor saw when applying, in case the car's price or the programme changes later.
    CAR: { name: car.name, modification: car.modification, year: car.year, price: car.price, dealer: car.dealer.sCode },
    CREDIT: {
      program: program.code,
      programName: program.name,
      bank: program.bank.name,
      rate: program.rate,
      downPayment: form.DOWN_PAYMENT,
      term: form.TERM,
      monthly: result.monthly,
    },
    URL: form.URL,
    CALLTOUCH: form.CALLTOUCH,
    CALLTOUCHDATA: form.CALLTOUCHDATA ?? "",
    FUserId: typeof input.FUserId === "string" ? input.FUserId.slice(0, 64) : "",
    sFiasId: typeof input.sFiasId === "string" ? input.sFiasId.slice(0, 64) : "",
  };
  return storeLead(db, { type: "CreditApplicationForm", payload, page: form.URL || null, visitor: input.FUserId });
}

export const creditModule: DealerApiModule = {
  name: "credit",
  seed({ db }) {
    const insertBank = db.prepare("INSERT INTO credit_banks (code, name, license, sort) VALUES (?, ?, ?, ?)");
    BANKS.forEach((bank, index) => insertBank.run(bank.code, bank.name, bank.license, index));
    const insertProgram = db.prepare(
      `INSERT INTO credit_programs (code, bank_code, name, rate, min_down_percent, term_min, term_max, car_condition,
         price_min, price_max, is_state, eligibility, psk_min, psk_max, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertCity = db.prepare("INSERT INTO credit_program_cities (program_code, city_fias_id) VALUES (?, ?)");
    const cities = db.prepare("SELECT fias_id AS fiasId, name FROM cities").all() as Array<{ fiasId: string; name: string }>;
    PROGRAMS.forEach((p, index) => {
      insertProgram.run(p.code, p.bank, p.name, p.rate, p.minDownPercent, p.termMin, p.termMax, p.carCondition, p.priceMin, p.priceMax, p.isState ? 1 : 0, p.eligibility ?? null, p.psk[0], p.psk[1], index);
      for (const city of cities) if (p.cities === "all" || p.cities.includes(city.name)) insertCity.run(p.code, city.fiasId);
    });
  },
  register(router, { db }) {
    endpoint(router, ["GET", "POST"], "/api/rrt/credit/Programs/getList", (input) => ({ items: creditPrograms(db, cityOf(db, input)) }));
    endpoint(router, ["POST"], "/api/rrt/form/CreditApplicationForm/create", (input) => applyForCredit(db, input));
  },
};
