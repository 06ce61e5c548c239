import { acceptedDocuments, storeConsents } from "../consents";
import type { DB } from "../db";
import { ApiFailure, fail } from "../http";
import { fieldError, type FieldError } from "./forms";
import { requireVisitor, signedInUser } from "./identity";
import { readBookingForm } from "./service-booking-form";
import { type BookingRow, bookingById, MAX_COMING_SERVICE_BOOKINGS, SERVICE_BOOKING_MESSAGES, type ServiceBooking, toBooking } from "./service-bookings";
import { calendarOf, type ServiceCentre } from "./service-centres";
import { bookableDates, type Calendar, parseTime, zonedToUtc } from "./service-schedule";
import { refuseUnbookableSlot, SLOT_MESSAGES, type SlotDay, type SlotList, slotsOfCalendar } from "./slots";
import { type Climate, currentOrNextSeason, type Season, seasonOf, storageSeason } from "./tyre-season";
import { contractById, contractForBooking, type ContractRow, type TyreContract, toContract, tyreStorageRates } from "./tyre-storage";
import { TYRE_CHANGE_WORK, TYRE_STORAGE_WORK, TYRE_WORK_LIST } from "./tyre-works";

/*
 * Tyre changes (docs/dealer-api.md, "Tyres"; ADR 072): the tyre bay's free times, with the
 * city's change season marked, and the booking, which takes a place of a short slot in one
 * IMMEDIATE transaction (the last place of a season's day goes to one of any number of posts)
 * and makes, in the same transaction, the storage contract and the pickup it was asked for.
 */

export const TYRE_MESSAGES = {
  noBay: "В этом сервисном центре нет шиномонтажа",
  service: "Выберите, что нужно сделать",
  sizes: "Укажите размер шин, например 205/55 R16",
  wheels: "Укажите число колёс от 1 до 8",
  rims: "Укажите, на дисках ли колёса",
  pickup: "Договор хранения не найден",
  pickupChange: "Чтобы забрать колёса с хранения, выберите замену колёс",
  pickupCentre: (centre: string) => `Ваши колёса хранятся в центре «${centre}»: выберите его`,
  pickupIssued: "Эти колёса уже выданы",
  pickupBooked: (date: string, time: string) => `Выдача этих колёс уже записана на ${date} в ${time}. Отмените ту запись, чтобы выбрать другое время`,
} as const;

/** What the visitor asks for: a change, a change leaving the removed set in storage, or only the set brought to be stored. */
export type TyreService = "change" | "change-store" | "store";
const SERVICES: readonly TyreService[] = ["change", "change-store", "store"];

type TyreBay = { posts: number; slotMinutes: number };

function tyreBay(db: DB, centre: Pick<ServiceCentre, "id">): TyreBay | undefined {
  return db.prepare("SELECT posts, slot_minutes AS slotMinutes FROM tyre_centres WHERE dealer_id = ?").get(centre.id) as TyreBay | undefined;
}

export function climateOf(db: DB, cityFiasId: string): Climate | undefined {
  return db.prepare("SELECT first_snow AS firstSnow, snow_gone AS snowGone FROM tyre_climate WHERE city_fias_id = ?").get(cityFiasId) as Climate | undefined;
}

/** The centre's calendar with the tyre bay's short slots. */
function tyreCalendar(db: DB, centre: ServiceCentre): { calendar: Calendar; bay: TyreBay } {
  const bay = tyreBay(db, centre);
  if (!bay) fail(404, "NOT_FOUND", TYRE_MESSAGES.noBay);
  return { calendar: { ...calendarOf(db, centre), slotMinutes: bay.slotMinutes }, bay };
}

export type TyreSlotList = Omit<SlotList, "days"> & {
  /** `season`: a day of the city's change season, when the slots go first. */
  days: Array<SlotDay & { season: boolean }>;
  /** The season the centre's today is in, else the next one. */
  season: Season | null;
  iPosts: number;
  iSlotMinutes: number;
};

/** The tyre bay's bookable days, each marked when it is a season's day, and one date's start times with their free places. */
export function tyreSlotList(db: DB, centre: ServiceCentre, requestedDate: unknown, now = Date.now()): TyreSlotList {
  const { calendar, bay } = tyreCalendar(db, centre);
  const dates = bookableDates(calendar, now);
  const rows = db
    .prepare(
      `SELECT slot_date || ' ' || slot_time AS slot, COUNT(*) AS n FROM service_bookings
       WHERE dealer_id = ? AND status = 'booked' AND work_code IN ${TYRE_WORK_LIST} AND slot_date BETWEEN ? AND ?
       GROUP BY slot_date, slot_time`,
    )
    .all(centre.id, dates[0], dates.at(-1)) as Array<{ slot: string; n: number }>;
  const taken = new Map(rows.map((r) => [r.slot, r.n]));
  const list = slotsOfCalendar(calendar, centre.sCode, (date, time) => Math.max(0, bay.posts - (taken.get(`${date} ${time}`) ?? 0)), bay.posts, requestedDate, now);
  const climate = climateOf(db, centre.sCityFiasId);
  return {
    ...list,
    days: list.days.map((day) => ({ ...day, season: !!climate && seasonOf(climate, day.date) !== null })),
    season: climate ? currentOrNextSeason(climate, list.today) : null,
    iPosts: bay.posts,
    iSlotMinutes: bay.slotMinutes,
  };
}

type StorageRequest = { sizes: string; wheels: number; rims: boolean };
type TyreRequest = { service: TyreService; storage: StorageRequest | null; pickup: number | null };

const SIZE = /^(\d{3})\s*\/\s*(\d{2})\s*(Z?R)\s*(\d{2}(?:[.,]5)?C?)$/i;

/** «205/55 R16», or two sizes (front and rear) separated by a comma, each written the one way. */
function readSizes(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const parts = value.split(/[,;]|\sи\s/).map((p) => p.trim()).filter(Boolean);
  if (parts.length < 1 || parts.length > 2) return null;
  const sizes = parts.map((p) => SIZE.exec(p));
  if (sizes.some((m) => !m)) return null;
  return sizes.map((m) => `${m![1]}/${m![2]} ${m![3].toUpperCase()}${m![4].toUpperCase().replace(",", ".")}`).join(", ");
}

const wholeNumber = (value: unknown) => (typeof value === "number" ? value : typeof value === "string" && /^\s*\d{1,12}\s*$/.test(value) ? Number(value) : NaN);

function readRims(value: unknown): boolean | null {
  if (value === true || value === "1" || value === "true" || value === "yes") return true;
  if (value === false || value === "0" || value === "false" || value === "no") return false;
  return null;
}

/** The tyre fields of the form; `errors` gets one message per field that is wrong. */
function readTyreFields(input: Record<string, unknown>, errors: FieldError[]): TyreRequest {
  const service = SERVICES.find((s) => s === input.SERVICE);
  if (!service) errors.push(fieldError("SERVICE", TYRE_MESSAGES.service));
  const pickupValue = input.PICKUP === undefined || input.PICKUP === null || input.PICKUP === "" ? null : wholeNumber(input.PICKUP);
  if (pickupValue !== null && !Number.isSafeInteger(pickupValue)) errors.push(fieldError("PICKUP", TYRE_MESSAGES.pickup));
  if (pickupValue !== null && service === "store") errors.push(fieldError("SERVICE", TYRE_MESSAGES.pickupChange));
  let storage: StorageRequest | null = null;
  if (service === "change-store" || service === "store") {
    const sizes = readSizes(input.SIZES);
    if (sizes === null) errors.push(fieldError("SIZES", TYRE_MESSAGES.sizes));
    const wheels = wholeNumber(input.WHEELS);
    if (!Number.isInteger(wheels) || wheels < 1 || wheels > 8) errors.push(fieldError("WHEELS", TYRE_MESSAGES.wheels));
    const rims = readRims(input.RIMS);
    if (rims === null) errors.push(fieldError("RIMS", TYRE_MESSAGES.rims));
    if (sizes !== null && rims !== null) storage = { sizes, wheels, rims };
  }
  return { service: service ?? "change", storage, pickup: pickupValue };
}

/** The booking's answer: the visit, the contract made with it, and the contract whose wheels it gives back. */
export type TyreBookingResult = { id: number; duplicate: boolean; booking: ServiceBooking; storage: TyreContract | null; pickup: TyreContract | null };

function resultOf(db: DB, row: BookingRow, duplicate: boolean, now: number): TyreBookingResult {
  const pickup = db.prepare("SELECT * FROM tyre_storage_contracts WHERE pickup_booking_id = ?").get(row.id) as ContractRow | undefined;
  return { id: row.id, duplicate, booking: toBooking(db, row), storage: contractForBooking(db, row.id, now), pickup: pickup ? toContract(db, pickup, now) : null };
}

/** The form read whole: the service form's fields (slot, car, contact, consent) and the tyre fields, every wrong field at once. */
function readTyreForm(db: DB, input: Record<string, unknown>, now: number) {
  const errors: FieldError[] = [];
  const tyre = readTyreFields(input, errors);
  const work = tyre.service === "store" ? TYRE_STORAGE_WORK : TYRE_CHANGE_WORK;
  try {
    const request = readBookingForm(db, { ...input, WORK: work }, now);
    if (errors.length) throw new ApiFailure(400, errors);
    return { ...request, tyre };
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 400) throw new ApiFailure(400, [...error.errors, ...errors]);
    throw error;
  }
}

/**
 * Books a tyre change (or the drop of a set to be stored) in a short slot of the centre's tyre
 * bay. As the service booking (ADR 016, 064): a visitor the API issued, at most
 * MAX_COMING_SERVICE_BOOKINGS coming visits of any kind, the same visit sent again is the
 * booking made, and the place is counted and taken in one IMMEDIATE transaction, with the
 * storage contract and the pickup, so a post either does all of it or nothing.
 */
export function bookTyres(db: DB, input: Record<string, unknown>, now = Date.now()): TyreBookingResult {
  const { form, centre, work, year, tyre } = readTyreForm(db, input, now);
  const visitor = requireVisitor(db, form.FUserId, SERVICE_BOOKING_MESSAGES.visitor);
  const { calendar, bay } = tyreCalendar(db, centre);
  const minutes = parseTime(form.TIME)!;
  refuseUnbookableSlot(calendar, form.DATE, minutes, now);
  const startsAt = zonedToUtc(form.DATE, minutes, calendar.timeZone);
  const accepted = acceptedDocuments(db, "TyreServiceForm", form, now);
  const rates = tyreStorageRates(db);

  return db.transaction((): TyreBookingResult => {
    const same = db
      .prepare(
        `SELECT * FROM service_bookings WHERE dealer_id = ? AND slot_date = ? AND slot_time = ? AND status = 'booked' AND phone = ?
         AND work_code IN ${TYRE_WORK_LIST}`,
      )
      .get(centre.id, form.DATE, form.TIME, form.PHONE) as BookingRow | undefined;
    if (same) return resultOf(db, same, true, now);
    const taken = db
      .prepare(`SELECT COUNT(*) FROM service_bookings WHERE dealer_id = ? AND slot_date = ? AND slot_time = ? AND status = 'booked' AND work_code IN ${TYRE_WORK_LIST}`)
      .pluck()
      .get(centre.id, form.DATE, form.TIME) as number;
    if (taken >= bay.posts) throw new ApiFailure(409, [fieldError("TIME", SLOT_MESSAGES.full, "SLOT_FULL")]);
    const coming = db.prepare("SELECT COUNT(*) FROM service_bookings WHERE fuser_id = ? AND status = 'booked' AND starts_at > ?").pluck().get(visitor, now) as number;
    if (coming >= MAX_COMING_SERVICE_BOOKINGS) fail(429, "TOO_MANY", SERVICE_BOOKING_MESSAGES.tooMany);
    const pickup = tyre.pickup === null ? null : pickupContract(db, tyre.pickup, { centre, phone: form.PHONE, fuserId: visitor }, now);
    const id = Number(
      db
        .prepare(
          `INSERT INTO service_bookings (dealer_id, slot_date, slot_time, starts_at, ends_at, status, work_code, fuser_id, phone, name,
             car_brand, car_model, car_year, car_plate, comment, page, created_at)
           VALUES (?, ?, ?, ?, ?, 'booked', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(centre.id, form.DATE, form.TIME, startsAt, startsAt + calendar.slotMinutes * 60_000, work.code, form.FUserId, form.PHONE, form.NAME,
          form.BRAND, form.MODEL, year, form.PLATE ?? null, form.COMMENT ?? null, form.URL ?? null, now).lastInsertRowid,
    );
    if (tyre.storage) {
      const season = storageSeason(form.DATE);
      const price = tyre.storage.wheels * rates.find((r) => r.rims === tyre.storage!.rims)!.pricePerWheel;
      db.prepare(
        `INSERT INTO tyre_storage_contracts (dealer_id, booking_id, fuser_id, phone, name, sizes, wheels, rims, tyres, season, price, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(centre.id, id, form.FUserId, form.PHONE, form.NAME, tyre.storage.sizes, tyre.storage.wheels, tyre.storage.rims ? 1 : 0, season.tyres, season.code, price, now);
    }
    if (pickup) db.prepare("UPDATE tyre_storage_contracts SET pickup_booking_id = ? WHERE id = ?").run(id, pickup.id);
    storeConsents(db, accepted, { form: "TyreServiceForm", record: "service_booking", id, fuserId: form.FUserId, now });
    return resultOf(db, bookingById(db, id), false, now);
  }).immediate();
}

/**
 * The contract whose wheels this visit gives back: the booker's own (by the phone, the
 * visitor, or the signed-in user's phone), kept at this centre, not given back yet, and
 * without another pickup booked.
 */
function pickupContract(db: DB, id: number, by: { centre: ServiceCentre; phone: string; fuserId: string }, now: number): TyreContract {
  const row = contractById(db, id);
  const user = signedInUser(db, by.fuserId);
  const owned = row && (row.phone === by.phone || row.fuser_id === by.fuserId || (user && row.phone === `+${user.phone}`));
  if (!row || !owned) throw new ApiFailure(404, [fieldError("PICKUP", TYRE_MESSAGES.pickup, "NOT_FOUND")]);
  const contract = toContract(db, row, now);
  if (contract.status === "issued") throw new ApiFailure(409, [fieldError("PICKUP", TYRE_MESSAGES.pickupIssued, "ISSUED")]);
  if (row.dealer_id !== by.centre.id) throw new ApiFailure(400, [fieldError("CENTER", TYRE_MESSAGES.pickupCentre(contract.sName))]);
  if (contract.pickup) {
    const [y, m, d] = contract.pickup.date.split("-");
    throw new ApiFailure(409, [fieldError("PICKUP", TYRE_MESSAGES.pickupBooked(`${d}.${m}.${y}`, contract.pickup.time), "PICKUP_BOOKED")]);
  }
  return contract;
}
