import { z } from "zod/v4";
import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { ApiFailure, endpoint, fail } from "../http";
import { catalogRefs, type DealerCentre } from "./catalog-data";
import { consultationSchema, fieldErrors, type FieldError } from "./forms";
import {
  bookableDates,
  type Calendar,
  DAYS_AHEAD,
  formatTime,
  isBookable,
  isIsoDate,
  parseTime,
  parseWorkHours,
  slotProblem,
  startTimes,
  zonedToUtc,
} from "./service-schedule";

/*
 * Service booking (docs/dealer-api.md, "Service"): the page data, the free times of a centre
 * and the booking form, which takes a place of a slot in one IMMEDIATE transaction so that a
 * slot never holds more bookings than the centre has bays. The personal area reads and
 * cancels bookings through serviceBookingsOf() and cancelServiceBooking() below.
 */

export const SERVICE_WORKS = [
  { code: "maintenance", name: "Плановое техническое обслуживание", description: "Замена масла и фильтров, проверка по регламенту производителя", priceFrom: 6900 },
  { code: "diagnostics", name: "Компьютерная диагностика", description: "Проверка электронных систем и считывание кодов ошибок", priceFrom: 1500 },
  { code: "tyres", name: "Шиномонтаж и хранение шин", description: "Сезонная замена колёс, балансировка, хранение комплекта", priceFrom: 2400 },
  { code: "brakes", name: "Ремонт тормозной системы", description: "Замена колодок, дисков и тормозной жидкости", priceFrom: 3200 },
  { code: "suspension", name: "Ремонт подвески", description: "Диагностика и замена амортизаторов, сайлентблоков, рычагов", priceFrom: 4500 },
  { code: "alignment", name: "Развал-схождение", description: "Регулировка углов установки колёс на 3D-стенде", priceFrom: 2500 },
  { code: "air-conditioning", name: "Обслуживание кондиционера", description: "Заправка, проверка герметичности, антибактериальная обработка", priceFrom: 3000 },
  { code: "bodywork", name: "Кузовной ремонт и покраска", description: "Оценка повреждений, локальный ремонт, покраска элементов", priceFrom: 8000 },
] as const;

/** Bays of the seeded centres in turn: the first centre has 2, so a slot with 2 places always exists. */
const SEED_BAYS = [2, 4, 3, 5, 3, 2, 4];
/** Every centre is closed on these days every year. */
const SEED_DAYS_OFF = [
  { day: "01-01", reason: "Новый год" },
  { day: "01-02", reason: "Новогодние каникулы" },
  { day: "01-07", reason: "Рождество Христово" },
];
/** All six cities of the group keep Moscow time (no daylight saving since 2014). */
const DEFAULT_TIME_ZONE = "Europe/Moscow";

export const SERVICE_MESSAGES = {
  center: "Выберите сервисный центр",
  work: "Выберите вид работ",
  date: `Выберите дату в ближайшие ${DAYS_AHEAD} дней`,
  closed: "В этот день сервисный центр не работает. Выберите другую дату",
  time: "Выберите время",
  past: "Это время уже прошло. Выберите другое время",
  full: "На это время мест уже нет. Выберите другое время",
  brand: "Укажите марку автомобиля",
  model: "Укажите модель автомобиля",
  year: (max: number) => `Укажите год выпуска от 1950 до ${max}`,
  plate: "Госномер: только буквы и цифры, не длиннее 12 символов",
} as const;

export type ServiceCentre = {
  id: number;
  sCode: string;
  sName: string;
  sAddressForView: string;
  sWork: string;
  sPhone: string;
  sCoords: string;
  sCityFiasId: string;
  sCityName: string;
  iBays: number;
  iSlotMinutes: number;
  sTimeZone: string;
  /** The brands serviced here. */
  arBrands: Array<{ sBrandCode: string; sBrandName: string }>;
};

type CentreRow = { dealer_id: number; bays: number; slot_minutes: number; time_zone: string };

/** The dealer centres whose brands are serviced (`arElements[].bIsService`) and that have a workshop row. */
export function serviceCentres(db: DB): ServiceCentre[] {
  const refs = catalogRefs(db);
  const rows = db.prepare("SELECT dealer_id, bays, slot_minutes, time_zone FROM service_centers").all() as CentreRow[];
  const byDealer = new Map(rows.map((r) => [r.dealer_id, r]));
  return [...refs.dealers.values()]
    .filter((d) => byDealer.has(d.id) && d.arElements.some((e) => e.bIsService))
    .map((d) => toServiceCentre(d, byDealer.get(d.id)!));
}

function toServiceCentre(d: DealerCentre, row: CentreRow): ServiceCentre {
  return {
    id: d.id,
    sCode: d.sCode,
    sName: d.sName,
    sAddressForView: d.sAddressForView,
    sWork: d.sWork,
    sPhone: d.sPhone,
    sCoords: d.sCoords,
    sCityFiasId: d.sCityFiasId,
    sCityName: d.sCityName,
    iBays: row.bays,
    iSlotMinutes: row.slot_minutes,
    sTimeZone: row.time_zone,
    arBrands: d.arElements.filter((e) => e.bIsService).map((e) => ({ sBrandCode: e.sBrandCode, sBrandName: e.sBrandName })),
  };
}

function centreByCode(db: DB, code: unknown): ServiceCentre | undefined {
  return typeof code === "string" ? serviceCentres(db).find((c) => c.sCode === code) : undefined;
}

export function calendarOf(db: DB, centre: Pick<ServiceCentre, "id" | "sWork" | "iSlotMinutes" | "sTimeZone">): Calendar {
  const daysOff = db
    .prepare("SELECT day FROM service_days_off WHERE dealer_id IS NULL OR dealer_id = ?")
    .pluck()
    .all(centre.id) as string[];
  return {
    week: parseWorkHours(centre.sWork),
    slotMinutes: centre.iSlotMinutes,
    timeZone: centre.sTimeZone,
    daysOff: new Set(daysOff),
  };
}

/**
 * The calendar of any dealer centre: its workshop's slots and zone when it has one, else its
 * opening hours in one-hour slots on Moscow time (a showroom without a workshop still takes
 * test drives).
 */
export function dealerCalendar(db: DB, dealer: DealerCentre): Calendar {
  const row = db.prepare("SELECT slot_minutes, time_zone FROM service_centers WHERE dealer_id = ?").get(dealer.id) as
    | { slot_minutes: number; time_zone: string }
    | undefined;
  return calendarOf(db, { id: dealer.id, sWork: dealer.sWork, iSlotMinutes: row?.slot_minutes ?? 60, sTimeZone: row?.time_zone ?? DEFAULT_TIME_ZONE });
}

export type SlotDay = { date: string; open: boolean; free: number };
export type Slot = { time: string; places: number; free: number };
export type SlotList = { sCode: string; sTimeZone: string; today: string; date: string; days: SlotDay[]; slots: Slot[] };

/**
 * The centre's bookable days (today and DAYS_AHEAD after, closed days marked) and, for one
 * date, every start time still ahead with its free places. A date that is not bookable
 * (gone, too far, not a date) falls back to the first day with a free place.
 */
export function slotList(db: DB, centre: ServiceCentre, requestedDate: unknown, now = Date.now()): SlotList {
  const calendar = calendarOf(db, centre);
  const dates = bookableDates(calendar, now);
  const taken = new Map<string, number>();
  const rows = db
    .prepare(
      `SELECT slot_date || ' ' || slot_time AS slot, COUNT(*) AS n FROM service_bookings
       WHERE dealer_id = ? AND status = 'booked' AND slot_date BETWEEN ? AND ? GROUP BY slot_date, slot_time`,
    )
    .all(centre.id, dates[0], dates.at(-1)) as Array<{ slot: string; n: number }>;
  for (const r of rows) taken.set(r.slot, r.n);
  return slotsOfCalendar(calendar, centre.sCode, (date, time) => Math.max(0, centre.iBays - (taken.get(`${date} ${time}`) ?? 0)), centre.iBays, requestedDate, now);
}

/**
 * The slot engine itself, for any calendar and any rule of free places (`freeOf` a slot
 * `YYYY-MM-DD`, `HH:MM`): service bookings count bays, test drives count the centre's cars
 * out at once and the one car.
 */
export function slotsOfCalendar(
  calendar: Calendar,
  sCode: string,
  freeOf: (date: string, time: string) => number,
  places: number,
  requestedDate: unknown,
  now = Date.now(),
): SlotList {
  const dates = bookableDates(calendar, now);
  const slotsOf = (date: string): Slot[] =>
    startTimes(calendar, date)
      .filter((t) => isBookable(calendar, date, t, now))
      .map((t) => {
        const time = formatTime(t);
        return { time, places, free: freeOf(date, time) };
      });
  const perDay = dates.map((date) => ({ date, slots: slotsOf(date), open: startTimes(calendar, date).length > 0 }));
  const days = perDay.map(({ date, open, slots }) => ({ date, open, free: slots.reduce((sum, s) => sum + s.free, 0) }));
  const chosen =
    (isIsoDate(requestedDate) && perDay.find((d) => d.date === requestedDate)) ||
    perDay.find((d) => d.slots.some((s) => s.free > 0)) ||
    perDay[0];
  return { sCode, sTimeZone: calendar.timeZone, today: dates[0], date: chosen.date, days, slots: chosen.slots };
}

const bookingFields = z.object({
  CENTER: z.string({ error: SERVICE_MESSAGES.center }).trim().min(1, { error: SERVICE_MESSAGES.center }),
  WORK: z.string({ error: SERVICE_MESSAGES.work }).trim().min(1, { error: SERVICE_MESSAGES.work }),
  DATE: z.string({ error: SERVICE_MESSAGES.date }).refine(isIsoDate, { error: SERVICE_MESSAGES.date }),
  TIME: z.string({ error: SERVICE_MESSAGES.time }).refine((v) => parseTime(v) !== null, { error: SERVICE_MESSAGES.time }),
  BRAND: z.string({ error: SERVICE_MESSAGES.brand }).trim().min(1, { error: SERVICE_MESSAGES.brand }).max(50, { error: SERVICE_MESSAGES.brand }),
  MODEL: z.string({ error: SERVICE_MESSAGES.model }).trim().min(1, { error: SERVICE_MESSAGES.model }).max(50, { error: SERVICE_MESSAGES.model }),
  YEAR: z.unknown(),
  PLATE: z
    .union([z.string(), z.null(), z.undefined()], { error: SERVICE_MESSAGES.plate })
    .transform((v) => (v ?? "").toUpperCase().replace(/[\s-]+/g, ""))
    .refine((v) => v.length <= 12 && /^[0-9A-ZА-ЯЁ]*$/.test(v), { error: SERVICE_MESSAGES.plate })
    .transform((v) => v || undefined),
  NAME: consultationSchema.shape.NAME,
  PHONE: consultationSchema.shape.PHONE,
  COMMENT: consultationSchema.shape.COMMENT,
  AGREE: consultationSchema.shape.AGREE,
  URL: consultationSchema.shape.URL,
  FUserId: z
    .unknown()
    .transform((v) => (typeof v === "string" ? v.slice(0, 64) : "")),
});

// Control characters are refused in every text field; the comment keeps its line breaks.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/;

function yearOf(value: unknown, now: number): number | null {
  const max = new Date(now).getUTCFullYear() + 1;
  const year = typeof value === "number" ? value : typeof value === "string" && /^\s*\d{4}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(year) && year >= 1950 && year <= max ? year : null;
}

/** A booked slot of a centre, a service visit's or a test drive's (both come from the one slot engine). */
export type BookedSlot = {
  id: number;
  status: "booked" | "cancelled";
  sCode: string;
  sName: string;
  sAddressForView: string;
  sPhone: string;
  sCityName: string;
  /** The slot on the centre's wall clock, and as UTC instants (ISO 8601). */
  date: string;
  time: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  sTimeZone: string;
  createdAt: string;
  cancelledAt: string | null;
};

export type ServiceBooking = BookedSlot & {
  work: { code: string; name: string; priceFrom: number };
  car: { brand: string; model: string; year: number; plate: string | null };
  name: string;
  phone: string;
  /** The comment the booking was made with. */
  comment: string | null;
  /** Every comment of the visit in the order they came: the first, then those sent with the same visit again. */
  comments: string[];
};

type BookingRow = {
  id: number; dealer_id: number; slot_date: string; slot_time: string; starts_at: number; ends_at: number;
  status: "booked" | "cancelled"; work_code: string; fuser_id: string; phone: string; name: string;
  car_brand: string; car_model: string; car_year: number; car_plate: string | null; comment: string | null;
  created_at: number; cancelled_at: number | null;
};

function toBooking(db: DB, row: BookingRow): ServiceBooking {
  const dealer = catalogRefs(db).dealers.get(row.dealer_id)!;
  const work = db.prepare("SELECT code, name, price_from AS priceFrom FROM service_works WHERE code = ?").get(row.work_code) as ServiceBooking["work"];
  const zone = (db.prepare("SELECT time_zone FROM service_centers WHERE dealer_id = ?").pluck().get(row.dealer_id) as string | undefined) ?? DEFAULT_TIME_ZONE;
  return {
    ...bookedSlotOf(dealer, row, zone),
    work,
    car: { brand: row.car_brand, model: row.car_model, year: row.car_year, plate: row.car_plate },
    name: row.name,
    phone: row.phone,
    comment: row.comment,
    comments: [
      ...(row.comment ? [row.comment] : []),
      ...(db.prepare("SELECT comment FROM service_booking_comments WHERE booking_id = ? ORDER BY id").pluck().all(row.id) as string[]),
    ],
  };
}

/** What a booking's row says of its slot (service_bookings and test_drives alike). */
export type SlotRow = {
  id: number; slot_date: string; slot_time: string; starts_at: number; ends_at: number;
  status: "booked" | "cancelled"; created_at: number; cancelled_at: number | null;
};

/** A booking's slot at its centre, as both booking forms and the personal area answer it. */
export function bookedSlotOf(dealer: DealerCentre, row: SlotRow, timeZone: string): BookedSlot {
  return {
    id: row.id,
    status: row.status,
    sCode: dealer.sCode,
    sName: dealer.sName,
    sAddressForView: dealer.sAddressForView,
    sPhone: dealer.sPhone,
    sCityName: dealer.sCityName,
    date: row.slot_date,
    time: row.slot_time,
    endTime: formatTime(parseTime(row.slot_time)! + Math.round((row.ends_at - row.starts_at) / 60_000)),
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    sTimeZone: timeZone,
    createdAt: new Date(row.created_at).toISOString(),
    cancelledAt: row.cancelled_at === null ? null : new Date(row.cancelled_at).toISOString(),
  };
}

/** `commentAdded`: the visit was booked already, and this post's new comment was added to it. */
export type BookingResult = { id: number; duplicate: boolean; commentAdded: boolean; booking: ServiceBooking };

/**
 * Books a place in a slot. Everything from the check of the slot's places to the insert runs in
 * one IMMEDIATE transaction: SQLite takes the write lock first, so two processes on one
 * database cannot both see the last free place. The same visit sent again (same phone,
 * centre and slot, still booked) is the booking already made; a comment it brings that the
 * booking does not have yet is added to it (a visitor who writes more expects it to reach the
 * centre), once.
 */
export function bookService(db: DB, input: Record<string, unknown>, now = Date.now()): BookingResult {
  const errors: FieldError[] = [];
  const parsed = bookingFields.safeParse(input);
  if (!parsed.success) errors.push(...fieldErrors(parsed.error));
  const year = yearOf(input.YEAR, now);
  if (year === null) errors.push({ code: "VALIDATION", message: SERVICE_MESSAGES.year(new Date(now).getUTCFullYear() + 1), field: "YEAR" });
  if (parsed.success) {
    const textFields = { CENTER: SERVICE_MESSAGES.center, WORK: SERVICE_MESSAGES.work, BRAND: SERVICE_MESSAGES.brand, MODEL: SERVICE_MESSAGES.model };
    for (const [field, message] of Object.entries(textFields) as Array<[keyof typeof textFields, string]>) {
      if (CONTROL.test(parsed.data[field])) errors.push(fieldError(field, message));
    }
  }
  const centre = parsed.success ? centreByCode(db, parsed.data.CENTER) : undefined;
  if (parsed.success && !centre) errors.push({ code: "VALIDATION", message: SERVICE_MESSAGES.center, field: "CENTER" });
  const work = parsed.success
    ? (db.prepare("SELECT code, name, price_from AS priceFrom FROM service_works WHERE code = ?").get(parsed.data.WORK) as ServiceBooking["work"] | undefined)
    : undefined;
  if (parsed.success && !work) errors.push({ code: "VALIDATION", message: SERVICE_MESSAGES.work, field: "WORK" });
  if (errors.length || !parsed.success || !centre || !work || year === null) throw new ApiFailure(400, dedupe(errors));

  const form = parsed.data;
  const calendar = calendarOf(db, centre);
  const minutes = parseTime(form.TIME)!;
  refuseUnbookableSlot(calendar, form.DATE, minutes, now);
  const startsAt = zonedToUtc(form.DATE, minutes, calendar.timeZone);
  const endsAt = startsAt + calendar.slotMinutes * 60_000;

  const result = db.transaction((): BookingResult => {
    const same = db
      .prepare(
        `SELECT * FROM service_bookings WHERE dealer_id = ? AND slot_date = ? AND slot_time = ? AND status = 'booked' AND phone = ?`,
      )
      .get(centre.id, form.DATE, form.TIME, form.PHONE) as BookingRow | undefined;
    if (same) {
      const commentAdded = !!form.COMMENT && form.COMMENT !== same.comment && addComment(db, same.id, form.COMMENT, form.FUserId, now);
      return { id: same.id, duplicate: true, commentAdded, booking: toBooking(db, same) };
    }
    const taken = db
      .prepare(`SELECT COUNT(*) FROM service_bookings WHERE dealer_id = ? AND slot_date = ? AND slot_time = ? AND status = 'booked'`)
      .pluck()
      .get(centre.id, form.DATE, form.TIME) as number;
    if (taken >= centre.iBays) throw new ApiFailure(409, [fieldError("TIME", SERVICE_MESSAGES.full, "SLOT_FULL")]);
    const id = Number(
      db
        .prepare(
          `INSERT INTO service_bookings (dealer_id, slot_date, slot_time, starts_at, ends_at, status, work_code, fuser_id, phone, name,
             car_brand, car_model, car_year, car_plate, comment, page, created_at)
           VALUES (?, ?, ?, ?, ?, 'booked', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          centre.id, form.DATE, form.TIME, startsAt, endsAt, work.code, form.FUserId, form.PHONE, form.NAME,
          form.BRAND, form.MODEL, year, form.PLATE ?? null, form.COMMENT ?? null, form.URL ?? null, now,
        ).lastInsertRowid,
    );
    const row = db.prepare("SELECT * FROM service_bookings WHERE id = ?").get(id) as BookingRow;
    return { id, duplicate: false, commentAdded: false, booking: toBooking(db, row) };
  }).immediate();
  return result;
}

/** True when the comment was new to the booking. */
function addComment(db: DB, bookingId: number, comment: string, fuserId: string, now: number): boolean {
  const added = db
    .prepare("INSERT OR IGNORE INTO service_booking_comments (booking_id, comment, fuser_id, created_at) VALUES (?, ?, ?, ?)")
    .run(bookingId, comment, fuserId, now);
  return added.changes > 0;
}

const fieldError = (field: string, message: string, code = "VALIDATION"): FieldError => ({ code, message, field });

function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => !seen.has(e.field) && seen.add(e.field));
}

/** Whose bookings: the visitor's FUserId, the signed-in user's phone (+7XXXXXXXXXX), or either. */
export type BookingOwner = { fuserId?: string; phone?: string };

/**
 * The SQL condition for a visit's owner (a service booking's, a test drive's): any of the
 * FUserIds, or the phone; null when there is neither, so nothing is anybody's by default.
 */
export function ownerWhere(owner: { fuserIds?: string[]; phone?: string }): { sql: string; params: string[] } | null {
  const ids = (owner.fuserIds ?? []).filter(Boolean);
  const parts = [...(ids.length ? [`fuser_id IN (${ids.map(() => "?").join(",")})`] : []), ...(owner.phone ? ["phone = ?"] : [])];
  return parts.length ? { sql: `(${parts.join(" OR ")})`, params: [...ids, ...(owner.phone ? [owner.phone] : [])] } : null;
}

/** Visits in the order an owner reads them: coming ones first (soonest first), then the past and cancelled ones; binds `now` twice. */
export const COMING_FIRST = `ORDER BY (status = 'booked' AND starts_at >= ?) DESC,
                CASE WHEN status = 'booked' AND starts_at >= ? THEN starts_at END ASC, starts_at DESC`;

const ownerClause = (owner: BookingOwner) => ownerWhere({ fuserIds: owner.fuserId ? [owner.fuserId] : [], phone: owner.phone });

/** A visitor's or user's bookings, the coming ones first (soonest first), then the past and cancelled ones. */
export function serviceBookingsOf(db: DB, owner: BookingOwner, now = Date.now()): ServiceBooking[] {
  const where = ownerClause(owner);
  if (!where) return [];
  const rows = db
    .prepare(
      `SELECT * FROM service_bookings WHERE ${where.sql}
       ${COMING_FIRST}`,
    )
    .all(...where.params, now, now) as BookingRow[];
  return rows.map((row) => toBooking(db, row));
}

/**
 * Cancels a coming booking of this owner; its place is free again at once (only 'booked' rows
 * count against a slot). Returns the booking as it now is, or null when the owner has no such
 * booking or the visit has already started.
 */
export function cancelServiceBooking(db: DB, id: number, owner: BookingOwner, now = Date.now()): ServiceBooking | null {
  const where = ownerClause(owner);
  if (!where) return null;
  return db.transaction(() => {
    const row = db.prepare(`SELECT * FROM service_bookings WHERE id = ? AND ${where.sql}`).get(id, ...where.params) as BookingRow | undefined;
    if (!row) return null;
    if (row.status === "booked") {
      if (row.starts_at <= now) return null;
      db.prepare("UPDATE service_bookings SET status = 'cancelled', cancelled_at = ? WHERE id = ?").run(now, id);
    }
    return toBooking(db, db.prepare("SELECT * FROM service_bookings WHERE id = ?").get(id) as BookingRow);
  }).immediate();
}

function pageData(db: DB, input: Record<string, unknown>) {
  const centres = serviceCentres(db);
  const refs = catalogRefs(db);
  const city = refs.cities.find((c) => c.fiasId === input.sFiasId) ?? refs.cities[0];
  const works = db
    .prepare("SELECT code, name, description, price_from AS priceFrom FROM service_works ORDER BY sort, code")
    .all() as Array<{ code: string; name: string; description: string; priceFrom: number }>;
  return {
    meta: {
      title: `Запись на сервис ${city.in}`,
      description: `Запишитесь на техническое обслуживание, диагностику или ремонт в сервисный центр ${city.in}: свободное время онлайн, цены на работы.`,
      h1: "Запись на сервис",
    },
    intro:
      "Выберите сервисный центр, вид работ и удобное время — мы забронируем для вас место на подъёмнике. Менеджер перезвонит, чтобы подтвердить визит и уточнить детали.",
    works,
    centres,
    sCityFiasId: city.fiasId,
    iDaysAhead: DAYS_AHEAD,
  };
}

export const serviceModule: DealerApiModule = {
  name: "service",
  seed({ db }) {
    const work = db.prepare("INSERT INTO service_works (code, name, description, price_from, sort) VALUES (?, ?, ?, ?, ?)");
    SERVICE_WORKS.forEach((w, i) => work.run(w.code, w.name, w.description, w.priceFrom, i));
    const centre = db.prepare("INSERT INTO service_centers (dealer_id, bays, slot_minutes, time_zone) VALUES (?, ?, 60, ?)");
    [...catalogRefs(db).dealers.values()]
      .filter((d) => d.arElements.some((e) => e.bIsService))
      .forEach((d, i) => centre.run(d.id, SEED_BAYS[i % SEED_BAYS.length], DEFAULT_TIME_ZONE));
    const dayOff = db.prepare("INSERT INTO service_days_off (dealer_id, day, reason) VALUES (NULL, ?, ?)");
    for (const d of SEED_DAYS_OFF) dayOff.run(d.day, d.reason);
  },
  register(router, { db }) {
    endpoint(router, ["GET", "POST"], "/api/rrt/service/Controller/getPageData", (input) => pageData(db, input));

    endpoint(router, ["GET", "POST"], "/api/rrt/service/Slots/getList", (input) => {
      if (typeof input.sCode !== "string" || !input.sCode) fail(400, "VALIDATION", SERVICE_MESSAGES.center);
      const centre = centreByCode(db, input.sCode);
      if (!centre) fail(404, "NOT_FOUND", "Сервисный центр не найден");
      return slotList(db, centre, input.date);
    });

    endpoint(router, ["POST"], "/api/rrt/form/ServiceRegisterForm/create", (input) => bookService(db, input));
  },
};

/** A booking's date and time must be a free slot of the centre's calendar: else the field's 400 (service and test drive alike). */
export function refuseUnbookableSlot(calendar: Parameters<typeof slotProblem>[0], date: string, minutes: number, now: number): void {
  const problem = slotProblem(calendar, date, minutes, now);
  if (!problem) return;
  const [field, message] =
    problem === "date" ? ["DATE", SERVICE_MESSAGES.date] :
    problem === "closed" ? ["DATE", SERVICE_MESSAGES.closed] :
    problem === "past" ? ["TIME", SERVICE_MESSAGES.past] : ["TIME", SERVICE_MESSAGES.time];
  throw new ApiFailure(400, [fieldError(field, message, problem === "past" ? "SLOT_PAST" : "VALIDATION")]);
}
