import { acceptedDocuments, storeConsents } from "../consents";
import type { DB } from "../db";
import { type ApiError, ApiFailure, fail } from "../http";
import { catalogRefs } from "./catalog-data";
import { fieldError } from "./forms";
import { requireVisitor } from "./identity";
import { type BookingForm, type QuotedMaintenance, readBookingForm, SERVICE_MESSAGES } from "./service-booking-form";
import { calendarOf, type ServiceCentre, serviceWork, type ServiceWork, workshopTimeZone } from "./service-centres";
import { groups } from "./service-regulation-step";
import { maintenanceQuote, type QuoteLine } from "./service-regulations";
import { bookableDates, parseTime, zonedToUtc } from "./service-schedule";
import { TYRE_FORM_MESSAGES, TYRE_WORK_LIST, TYRE_WORKS } from "./tyre-works";
import { visitOf, type VisitState, type VisitView } from "./service-visit-lines";
import { type BookedSlot, bookedSlotOf, COMING_FIRST, ownerWhere, refuseUnbookableSlot, type SlotList, slotsOfCalendar } from "./slots";

/*
 * Service bookings (docs/dealer-api.md, "Service"): a centre's free times, the booking, which
 * takes a place of a slot in one IMMEDIATE transaction so that a slot never holds more
 * bookings than the centre has bays, and an owner's bookings, which the personal area reads
 * and cancels.
 */

/** What a booking was quoted and stores (a regulation's maintenance): its price stays whatever the price list does later. */
export type BookingQuote = {
  price: number;
  step: number;
  title: string;
  mileage: number | null;
  modificationId: string | null;
  lines: QuoteLine[];
  recommended: QuoteLine[];
};

export type ServiceBooking = BookedSlot & VisitView & {
  work: ServiceWork;
  /** The fixed price the booking was made at, with its lines; null for a work at its «от …» price. */
  quote: BookingQuote | null;
  car: { brand: string; model: string; year: number; plate: string | null };
  name: string;
  phone: string;
  /** The comment the booking was made with. */
  comment: string | null;
  /** Every comment of the visit in the order they came: the first, then those sent with the same visit again. */
  comments: string[];
};

/** Coming visits one visitor may hold: a family's few cars, not a centre's bays for a week. */
export const MAX_COMING_SERVICE_BOOKINGS = 3;

export const SERVICE_BOOKING_MESSAGES = {
  visitor: "Чтобы записаться на сервис, разрешите сайту сохранять cookie и обновите страницу",
  tooMany: `У вас уже ${MAX_COMING_SERVICE_BOOKINGS} записи на сервис. Чтобы записаться ещё, отмените одну из них в личном кабинете или позвоните нам`,
} as const;

export type BookingRow = {
  id: number; dealer_id: number; slot_date: string; slot_time: string; starts_at: number; ends_at: number;
  status: "booked" | "cancelled"; work_code: string; fuser_id: string; phone: string; name: string;
  car_brand: string; car_model: string; car_year: number; car_plate: string | null; comment: string | null;
  created_at: number; cancelled_at: number | null;
  price: number | null; regulation_step: number | null; modification_id: string | null; mileage: number | null;
  visit_state: VisitState;
};

type LineRow = { kind: QuoteLine["kind"]; name: string; norm_hours: number | null; quantity: number | null; unit: string | null; price: number; status: string };

function quoteOf(db: DB, row: BookingRow): BookingQuote | null {
  if (row.price === null) return null;
  const lines = db.prepare("SELECT kind, name, norm_hours, quantity, unit, price, status FROM service_booking_lines WHERE booking_id = ? ORDER BY sort").all(row.id) as LineRow[];
  const line = (l: LineRow): QuoteLine => ({ kind: l.kind, name: l.name, normHours: l.norm_hours, quantity: l.quantity, unit: l.unit, price: l.price });
  return {
    price: row.price,
    step: row.regulation_step ?? 0,
    title: row.regulation_step ? `ТО-${row.regulation_step}` : "",
    mileage: row.mileage,
    modificationId: row.modification_id,
    lines: lines.filter((l) => l.status === "included").map(line),
    recommended: lines.filter((l) => l.status === "recommended").map(line),
  };
}

export function toBooking(db: DB, row: BookingRow): ServiceBooking {
  const dealer = catalogRefs(db).dealers.get(row.dealer_id)!;
  return {
    ...bookedSlotOf(dealer, row, workshopTimeZone(db, row.dealer_id)),
    work: serviceWork(db, row.work_code)!,
    quote: quoteOf(db, row),
    car: { brand: row.car_brand, model: row.car_model, year: row.car_year, plate: row.car_plate },
    name: row.name,
    phone: row.phone,
    comment: row.comment,
    comments: [
      ...(row.comment ? [row.comment] : []),
      ...(db.prepare("SELECT comment FROM service_booking_comments WHERE booking_id = ? ORDER BY id").pluck().all(row.id) as string[]),
    ],
    // Its state at the workshop and the work found there (ADR 073).
    ...visitOf(db, row),
  };
}

export const bookingById = (db: DB, id: number) => db.prepare("SELECT * FROM service_bookings WHERE id = ?").get(id) as BookingRow;

/**
 * The centre's bookable days and, for one date, every start time still ahead with its free
 * places: the centre's bays less the visits booked in that slot.
 */
export function slotList(db: DB, centre: ServiceCentre, requestedDate: unknown, now = Date.now()): SlotList {
  const calendar = calendarOf(db, centre);
  const dates = bookableDates(calendar, now);
  const taken = new Map<string, number>();
  const rows = db
    .prepare(
      `SELECT slot_date || ' ' || slot_time AS slot, COUNT(*) AS n FROM service_bookings
       WHERE dealer_id = ? AND status = 'booked' AND work_code NOT IN ${TYRE_WORK_LIST} AND slot_date BETWEEN ? AND ?
       GROUP BY slot_date, slot_time`,
    )
    .all(centre.id, dates[0], dates.at(-1)) as Array<{ slot: string; n: number }>;
  for (const r of rows) taken.set(r.slot, r.n);
  return slotsOfCalendar(calendar, centre.sCode, (date, time) => Math.max(0, centre.iBays - (taken.get(`${date} ${time}`) ?? 0)), centre.iBays, requestedDate, now);
}

/** `commentAdded`: the visit was booked already, and this post's new comment was added to it. */
export type BookingResult = { id: number; duplicate: boolean; commentAdded: boolean; booking: ServiceBooking };

/**
 * Books a place in a slot. Everything from the check of the slot's places to the insert runs in
 * one IMMEDIATE transaction: SQLite takes the write lock first, so two processes on one
 * database cannot both see the last free place. The same visit sent again (same phone,
 * centre and slot, still booked) is the booking already made; a comment it brings that the
 * booking does not have yet is added to it (a visitor who writes more expects it to reach the
 * centre), once. A booking needs a visitor the API issued (VISITOR_REQUIRED), and a visitor
 * holds at most MAX_COMING_SERVICE_BOOKINGS coming ones (TOO_MANY), counted in the same
 * transaction: a script without cookies, or with one id, cannot fill a centre's bays.
 */
export function bookService(db: DB, input: Record<string, unknown>, now = Date.now()): BookingResult {
  const { form, centre, work, year, quoted } = readBookingForm(db, input, now);
  // The tyre bay keeps slots and places of its own (tyre-bookings.ts).
  if (TYRE_WORKS.includes(work.code)) throw new ApiFailure(400, [fieldError("WORK", TYRE_FORM_MESSAGES.notHere)]);
  const visitor = requireVisitor(db, form.FUserId, SERVICE_BOOKING_MESSAGES.visitor);
  const calendar = calendarOf(db, centre);
  const minutes = parseTime(form.TIME)!;
  refuseUnbookableSlot(calendar, form.DATE, minutes, now);
  const startsAt = zonedToUtc(form.DATE, minutes, calendar.timeZone);
  const slot: NewSlot = { dealerId: centre.id, startsAt, endsAt: startsAt + calendar.slotMinutes * 60_000 };
  const accepted = acceptedDocuments(db, "ServiceRegisterForm", form, now);

  return db.transaction((): BookingResult => {
    const same = db
      .prepare(
        `SELECT * FROM service_bookings WHERE dealer_id = ? AND slot_date = ? AND slot_time = ? AND status = 'booked' AND phone = ?
         AND work_code NOT IN ${TYRE_WORK_LIST}`,
      )
      .get(centre.id, form.DATE, form.TIME, form.PHONE) as BookingRow | undefined;
    if (same) {
      const commentAdded = !!form.COMMENT && form.COMMENT !== same.comment && addComment(db, same.id, form.COMMENT, form.FUserId, now);
      return { id: same.id, duplicate: true, commentAdded, booking: toBooking(db, same) };
    }
    const taken = db
      .prepare(
        `SELECT COUNT(*) FROM service_bookings WHERE dealer_id = ? AND slot_date = ? AND slot_time = ? AND status = 'booked'
         AND work_code NOT IN ${TYRE_WORK_LIST}`,
      )
      .pluck()
      .get(centre.id, form.DATE, form.TIME) as number;
    if (taken >= centre.iBays) throw new ApiFailure(409, [fieldError("TIME", SERVICE_MESSAGES.full, "SLOT_FULL")]);
    const coming = db.prepare("SELECT COUNT(*) FROM service_bookings WHERE fuser_id = ? AND status = 'booked' AND starts_at > ?").pluck().get(visitor, now) as number;
    if (coming >= MAX_COMING_SERVICE_BOOKINGS) fail(429, "TOO_MANY", SERVICE_BOOKING_MESSAGES.tooMany);
    const quote = quoted ? agreedQuote(db, quoted, now) : null;
    const id = insertBooking(db, form, slot, { workCode: work.code, year, quote }, now);
    storeConsents(db, accepted, { form: "ServiceRegisterForm", record: "service_booking", id, fuserId: form.FUserId, now });
    return { id, duplicate: false, commentAdded: false, booking: toBooking(db, bookingById(db, id)) };
  }).immediate();
}

type NewSlot = { dealerId: number; startsAt: number; endsAt: number };

type AgreedQuote = BookingQuote & { modificationId: string; mileage: number };

/**
 * The quote a maintenance is booked at: the API's own for the car, now. A price that is not
 * the one the visitor was shown (the price list changed since) is refused with the new one,
 * so nobody is booked at a price they did not see; a car whose regulation is not known is
 * booked at the work's «от …» price, as the calculator offered it.
 */
function agreedQuote(db: DB, quoted: QuotedMaintenance, now: number): AgreedQuote | null {
  const quote = maintenanceQuote(db, quoted.car, new Date(now));
  if (!quote.known) return null;
  if (quote.price !== quoted.price) {
    const message = `Цена ${quote.step.title} изменилась: теперь ${groups(quote.price)} ₽. Проверьте новую цену и запишитесь снова`;
    throw new ApiFailure(409, [{ ...fieldError("PRICE", message, "PRICE_CHANGED"), price: quote.price } as ApiError]);
  }
  const { lines, recommended } = quote;
  return { price: quote.price, step: quote.step.number, title: quote.step.title, mileage: quoted.car.mileage, modificationId: quoted.car.modificationId, lines, recommended };
}

function insertBooking(db: DB, form: BookingForm, slot: NewSlot, checked: { workCode: string; year: number; quote: AgreedQuote | null }, now: number): number {
  const { quote } = checked;
  const inserted = db
    .prepare(
      `INSERT INTO service_bookings (dealer_id, slot_date, slot_time, starts_at, ends_at, status, work_code, fuser_id, phone, name,
         car_brand, car_model, car_year, car_plate, comment, page, created_at, price, regulation_step, modification_id, mileage)
       VALUES (?, ?, ?, ?, ?, 'booked', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      slot.dealerId, form.DATE, form.TIME, slot.startsAt, slot.endsAt, checked.workCode, form.FUserId, form.PHONE, form.NAME,
      form.BRAND, form.MODEL, checked.year, form.PLATE ?? null, form.COMMENT ?? null, form.URL ?? null, now,
      quote?.price ?? null, quote?.step ?? null, quote?.modificationId ?? null, quote?.mileage ?? null,
    );
  const id = Number(inserted.lastInsertRowid);
  if (quote) {
    const line = db.prepare(
      "INSERT INTO service_booking_lines (booking_id, kind, name, norm_hours, quantity, unit, price, status, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    );
    const all = [...quote.lines.map((l) => [l, "included"] as const), ...quote.recommended.map((l) => [l, "recommended"] as const)];
    all.forEach(([l, status], sort) => line.run(id, l.kind, l.name, l.normHours, l.quantity, l.unit, l.price, status, sort));
  }
  return id;
}

/** True when the comment was new to the booking. */
function addComment(db: DB, bookingId: number, comment: string, fuserId: string, now: number): boolean {
  const added = db
    .prepare("INSERT OR IGNORE INTO service_booking_comments (booking_id, comment, fuser_id, created_at) VALUES (?, ?, ?, ?)")
    .run(bookingId, comment, fuserId, now);
  return added.changes > 0;
}

/** Whose bookings: the visitor's FUserId, the signed-in user's phone (+7XXXXXXXXXX), or either. */
export type BookingOwner = { fuserId?: string; phone?: string };

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
    return toBooking(db, bookingById(db, id));
  }).immediate();
}
