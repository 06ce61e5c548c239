import { z } from "zod/v4";
import { acceptedDocuments, DOCUMENTS, requiredConsent, storeConsents } from "../consents";
import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { ApiFailure, endpoint, fail } from "../http";
import { carDetail, carId } from "./catalog";
import { consultationSchema, fieldErrors, type FieldError } from "./forms";
import {
  createProviderRefund,
  onProviderNotification,
  PAYMENT_TIMEOUT_MINUTES,
  providerPayment,
  type Notification,
  type ProviderPayment,
} from "./payment-provider";
import { requireVisitor } from "./identity";
import { requireUser } from "./personal-sign-in";
import { refuseNotForSale } from "./stock";
import { handoverOf } from "./transfer";
import { userOwner, type TestDriveOwner } from "./test-drive";

/*
 * Online reservation with a refundable prepayment (docs/dealer-api.md, "Reservation";
 * docs/decisions/042-reservation-payments.md). The dealer API says the amount and the hold;
 * the storefront creates the payment at the provider and tells us its id. What we believe
 * about a payment is only what the provider answers us (its status by id, never a body or a
 * URL someone sent): the notification and the storefront's "check" both make us ask.
 *
 *   pending ──paid──▶ paid ──hold ends──▶ expired
 *      │               └──cancelled (refund)──▶ cancelled
 *      ├──declined──▶ declined
 *      ├──time-out──▶ lapsed
 *      └──cancelled──▶ cancelled
 * One live reservation (pending before its time-out, or paid before its date) per car, and
 * one unpaid (pending) reservation per visitor: a new one cancels the visitor's other, so
 * nobody holds a car with a stranger's visitor id, or many cars with one.
 */

export const RESERVATION_MESSAGES = {
  car: "Автомобиль не найден",
  taken: "Этот автомобиль уже забронирован другим покупателем. Выберите другой автомобиль или позвоните нам",
  notFound: "Бронирование не найдено",
  notCancellable: "Это бронирование уже нельзя отменить",
  key: "Обновите страницу и попробуйте ещё раз",
  payment: "Платёж не относится к этому бронированию",
  visitor: "Чтобы забронировать автомобиль, разрешите сайту сохранять cookie и обновите страницу",
  offer: "Чтобы внести предоплату, примите условия оферты о бронировании",
} as const;

export type ReservationStatus = "pending" | "paid" | "expired" | "declined" | "lapsed" | "cancelled";
export const RESERVATION_STATUS_NAMES: Record<ReservationStatus, string> = {
  pending: "Ожидает оплаты",
  paid: "Автомобиль забронирован",
  expired: "Срок брони истёк",
  declined: "Оплата не прошла",
  lapsed: "Не оплачено вовремя",
  cancelled: "Отменено",
};

/** The prepayment and the hold: a tenth of a percent of the price, rounded to 5 000 ₽, 10 000–50 000 ₽; three days. */
export function reservationTerms(price: number) {
  const amount = Math.min(50_000, Math.max(10_000, Math.round(price / 1000 / 5000) * 5000));
  return { amount, holdDays: 3, payMinutes: PAYMENT_TIMEOUT_MINUTES };
}

type Row = {
  id: number; car_id: number; request_key: string; status: ReservationStatus; amount: number; hold_days: number; pay_by: number;
  hold_until: number | null; payment_id: string | null; refund_id: string | null; fuser_id: string; phone: string; name: string;
  created_at: number; paid_at: number | null; closed_at: number | null; offer_code: string | null; offer_version: number | null;
  handover_dealer_id: number | null; handover_days: number | null; handover_price: number | null;
};

export type Reservation = {
  id: number;
  status: ReservationStatus;
  statusName: string;
  car: { id: number; name: string; year: number; price: number; url: string; dealer: string };
  amount: number;
  holdDays: number;
  payBy: string;
  holdUntil: string | null;
  paymentId: string | null;
  refunded: boolean;
  cancellable: boolean;
  createdAt: string;
  /** The buyer's name and phone as made: only ever answered to its owner, whose new try starts with them. */
  name: string;
  phone: string;
  /** The offer the buyer accepted before paying (ЗоЗПП ст. 26.1); null for reservations made before offers were asked. */
  offer: { code: string; version: number } | null;
  /** Where the buyer takes the car over when it is brought to another centre, with the transfer as quoted; null: the car's own centre. */
  handover: { sCode: string; sName: string; sCityName: string; sAddressForView: string; days: number | null; price: number | null } | null;
};

const DAY = 86_400_000;

/**
 * Moves every reservation past its time to where time takes it: unpaid past pay_by → lapsed,
 * paid past hold_until → expired. A pending one without an owner lapses at once: its payment
 * can be attached by nobody (attachPayment asks for the owner's FUserId), so it could only
 * lock the car until its time-out (such rows were stored before a visitor was required).
 */
export function settle(db: DB, now: number) {
  db.prepare("UPDATE car_reservations SET status = 'lapsed', closed_at = ? WHERE status = 'pending' AND fuser_id = ''").run(now);
  db.prepare("UPDATE car_reservations SET status = 'lapsed', closed_at = pay_by WHERE status = 'pending' AND pay_by <= ?").run(now);
  db.prepare("UPDATE car_reservations SET status = 'expired', closed_at = hold_until WHERE status = 'paid' AND hold_until <= ?").run(now);
}

/** The car's live reservation, if any: what refuses another reservation or an order. */
export function liveReservation(db: DB, car: number, now = Date.now()): { status: "pending" | "paid"; holdUntil: number | null; fuserId: string } | null {
  settle(db, now);
  const row = db.prepare("SELECT status, hold_until, fuser_id FROM car_reservations WHERE car_id = ? AND status IN ('pending', 'paid')").get(car) as
    | { status: "pending" | "paid"; hold_until: number | null; fuser_id: string }
    | undefined;
  return row ? { status: row.status, holdUntil: row.hold_until, fuserId: row.fuser_id } : null;
}

function toReservation(db: DB, row: Row, now: number): Reservation {
  const car = carDetail(db, row.car_id, false);
  return {
    id: row.id,
    status: row.status,
    statusName: RESERVATION_STATUS_NAMES[row.status],
    car: car
      ? { id: car.id, name: car.name, year: car.year, price: car.price, url: car.url, dealer: car.dealer.sName }
      : { id: row.car_id, name: "", year: 0, price: 0, url: "", dealer: "" },
    amount: row.amount,
    holdDays: row.hold_days,
    payBy: new Date(row.pay_by).toISOString(),
    holdUntil: row.hold_until === null ? null : new Date(row.hold_until).toISOString(),
    paymentId: row.payment_id,
    refunded: row.refund_id !== null,
    cancellable: row.status === "pending" || (row.status === "paid" && (row.hold_until ?? 0) > now),
    createdAt: new Date(row.created_at).toISOString(),
    name: row.name,
    phone: row.phone,
    offer: row.offer_code && row.offer_version ? { code: row.offer_code, version: row.offer_version } : null,
    handover: handoverView(db, row),
  };
}

function handoverView(db: DB, row: Row): Reservation["handover"] {
  if (row.handover_dealer_id === null) return null;
  const d = db.prepare("SELECT code, name, city_name, address_view FROM dealer_centers WHERE id = ?").get(row.handover_dealer_id) as
    | { code: string; name: string; city_name: string; address_view: string }
    | undefined;
  return d ? { sCode: d.code, sName: d.name, sCityName: d.city_name, sAddressForView: d.address_view, days: row.handover_days, price: row.handover_price } : null;
}

const rowById = (db: DB, id: number) => db.prepare("SELECT * FROM car_reservations WHERE id = ?").get(id) as Row | undefined;

const keyError: FieldError = { code: "VALIDATION", message: RESERVATION_MESSAGES.key, field: "KEY" };

const formFields = z.object({
  NAME: consultationSchema.shape.NAME,
  PHONE: consultationSchema.shape.PHONE,
  AGREE: consultationSchema.shape.AGREE,
  // The offer (offer-reservation@N): no prepayment is taken without it.
  OFFER: requiredConsent(RESERVATION_MESSAGES.offer),
  KEY: z.string({ error: RESERVATION_MESSAGES.key }).regex(/^[A-Za-z0-9-]{16,64}$/, { error: RESERVATION_MESSAGES.key }),
  FUserId: z.unknown().transform((v) => (typeof v === "string" ? v.slice(0, 64) : "")),
});

/**
 * Reserves a car for a visitor the API issued (VISITOR_REQUIRED otherwise): one IMMEDIATE
 * transaction settles what time has ended, refuses a car with a live reservation of anyone
 * else's (exactly one of any number of visitors at once wins), cancels the visitor's other
 * unpaid one, and inserts. The same KEY (the storefront's idempotency key) answers the
 * reservation it made. A refusal changes nothing.
 */
export function createReservation(db: DB, input: Record<string, unknown>, now = Date.now()): Reservation {
  const parsed = formFields.safeParse(input);
  const errors: FieldError[] = parsed.success ? [] : fieldErrors(parsed.error);
  const id = carId(input.CAR_ID);
  if (id === null) errors.push({ code: "VALIDATION", message: "Не указан автомобиль", field: "CAR_ID" });
  if (errors.length || !parsed.success || id === null) throw new ApiFailure(400, errors);
  const visitor = requireVisitor(db, parsed.data.FUserId, RESERVATION_MESSAGES.visitor);
  const car = carDetail(db, id, false);
  if (!car) fail(404, "NOT_FOUND", RESERVATION_MESSAGES.car);
  refuseNotForSale(db, car.id);
  const form = parsed.data;
  const terms = reservationTerms(car.price);
  // Where the buyer takes the car over (transfer.ts): stored only when it is not the car's own centre.
  const handover = handoverOf(db, car.id, input.HANDOVER, now);
  const moved = handover.dealer.id === car.dealer.id ? null : handover;
  const accepted = acceptedDocuments(db, "ReservationForm", form, now);
  const offer = accepted.find((doc) => doc.code === DOCUMENTS.offer)!;
  return db.transaction(() => {
    const same = db.prepare("SELECT * FROM car_reservations WHERE request_key = ?").get(form.KEY) as Row | undefined;
    if (same) {
      if (same.car_id !== car.id) throw new ApiFailure(400, [keyError]);
      return toReservation(db, same, now);
    }
    const live = liveReservation(db, car.id, now);
    const ownUnpaid = live?.status === "pending" && live.fuserId === visitor;
    if (live && !ownUnpaid) throw new ApiFailure(409, [{ code: "CAR_RESERVED", message: RESERVATION_MESSAGES.taken }]);
    // A payment of the cancelled one that still succeeds is refunded (applyPayment).
    db.prepare("UPDATE car_reservations SET status = 'cancelled', closed_at = ? WHERE fuser_id = ? AND status = 'pending'").run(now, visitor);
    const newId = Number(
      db
        .prepare(
          `INSERT INTO car_reservations (car_id, request_key, status, amount, hold_days, pay_by, fuser_id, phone, name, created_at, offer_code, offer_version,
             handover_dealer_id, handover_days, handover_price)
           VALUES (?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(car.id, form.KEY, terms.amount, terms.holdDays, now + terms.payMinutes * 60_000, form.FUserId, form.PHONE, form.NAME, now, offer.code, offer.version,
          moved?.dealer.id ?? null, moved?.days ?? null, moved?.price ?? null)
        .lastInsertRowid,
    );
    storeConsents(db, accepted, { form: "ReservationForm", record: "reservation", id: newId, fuserId: form.FUserId, now });
    return toReservation(db, rowById(db, newId)!, now);
  }).immediate();
}

/** Whether the provider's payment is this reservation's: its id, amount and our metadata. */
function paymentMatches(row: Row, payment: ProviderPayment): boolean {
  return Number(payment.amount.value) === row.amount && payment.amount.currency === "RUB" && payment.metadata.reservation_id === String(row.id);
}

function refund(db: DB, row: Row, now: number): string {
  const made = createProviderRefund(db, { payment_id: row.payment_id, amount: { value: row.amount.toFixed(2), currency: "RUB" } }, `reservation-${row.id}-refund`, now);
  return made.id;
}

/**
 * Applies what the provider says of the reservation's payment. Idempotent: the same status
 * again changes nothing. A payment that succeeded for a reservation that is no longer
 * waiting (cancelled or lapsed meanwhile) is refunded at once.
 */
export function applyPayment(db: DB, id: number, now = Date.now()): Row | undefined {
  return db.transaction(() => {
    settle(db, now);
    const row = rowById(db, id);
    if (!row?.payment_id) return row;
    const payment = providerPayment(db, row.payment_id, now);
    if (!payment || !paymentMatches(row, payment)) return row;
    if (payment.status === "succeeded") {
      if (row.status === "pending") {
        db.prepare("UPDATE car_reservations SET status = 'paid', paid_at = ?, hold_until = ? WHERE id = ?").run(now, now + row.hold_days * DAY, id);
      } else if (row.status !== "paid" && row.status !== "expired" && !row.refund_id) {
        db.prepare("UPDATE car_reservations SET refund_id = ? WHERE id = ?").run(refund(db, row, now), id);
      }
    } else if (payment.status === "canceled" && row.status === "pending") {
      db.prepare("UPDATE car_reservations SET status = ?, closed_at = ? WHERE id = ?").run(
        payment.cancellation_details?.reason === "expired_on_confirmation" ? "lapsed" : "declined", now, id,
      );
    }
    return rowById(db, id);
  }).immediate();
}

/** The webhook: the body names a payment; what happened is asked of the provider. */
export function handleNotification(db: DB, body: unknown, now = Date.now()) {
  const object = (body as Partial<Notification> | undefined)?.object;
  const paymentId = typeof object?.id === "string" ? object.id : undefined;
  if (!paymentId) fail(400, "VALIDATION", "Не указан платёж");
  const id = db.prepare("SELECT id FROM car_reservations WHERE payment_id = ?").pluck().get(paymentId) as number | undefined;
  // A refund's notification, or a payment of no reservation: nothing to do, and said so with 200 (no retries).
  if (id !== undefined) applyPayment(db, id, now);
  return { ok: true };
}

function ownedRow(db: DB, id: unknown, owner: TestDriveOwner): Row {
  const reservationId = carId(id);
  const ids = (owner.fuserIds ?? []).filter(Boolean);
  const row = reservationId === null ? undefined : rowById(db, reservationId);
  if (!row || !(ids.includes(row.fuser_id) || (owner.phone && owner.phone === row.phone))) fail(404, "NOT_FOUND", RESERVATION_MESSAGES.notFound);
  return row;
}

/** The storefront tells us the payment it created for the reservation; the first id stands. */
export function attachPayment(db: DB, id: unknown, paymentId: unknown, owner: TestDriveOwner, now = Date.now()): Reservation {
  const row = ownedRow(db, id, owner);
  if (typeof paymentId !== "string" || !/^[\w-]{1,64}$/.test(paymentId)) fail(400, "VALIDATION", RESERVATION_MESSAGES.payment);
  const payment = providerPayment(db, paymentId, now);
  if (!payment || !paymentMatches(row, payment)) fail(400, "VALIDATION", RESERVATION_MESSAGES.payment);
  if (row.payment_id && row.payment_id !== paymentId) fail(409, "VALIDATION", RESERVATION_MESSAGES.payment);
  db.prepare("UPDATE car_reservations SET payment_id = ? WHERE id = ? AND payment_id IS NULL").run(paymentId, row.id);
  return toReservation(db, applyPayment(db, row.id, now)!, now);
}

/** The reservation as the provider's payment now makes it. */
export function reservationOf(db: DB, id: unknown, owner: TestDriveOwner, now = Date.now()): Reservation {
  const row = ownedRow(db, id, owner);
  return toReservation(db, applyPayment(db, row.id, now)!, now);
}

/** Cancels a live reservation of the owner; a paid one is refunded in full. The car is free at once. */
export function cancelReservation(db: DB, id: unknown, owner: TestDriveOwner, now = Date.now()): Reservation {
  const found = ownedRow(db, id, owner);
  const row = applyPayment(db, found.id, now)!;
  if (row.status === "cancelled") return toReservation(db, row, now);
  if (row.status !== "pending" && row.status !== "paid") fail(400, "TOO_LATE", RESERVATION_MESSAGES.notCancellable);
  db.transaction(() => {
    const refundId = row.status === "paid" ? refund(db, row, now) : null;
    db.prepare("UPDATE car_reservations SET status = 'cancelled', closed_at = ?, refund_id = coalesce(?, refund_id) WHERE id = ?").run(now, refundId, row.id);
  }).immediate();
  return toReservation(db, rowById(db, row.id)!, now);
}

export function reservationsOf(db: DB, owner: TestDriveOwner, now = Date.now()): Reservation[] {
  settle(db, now);
  const ids = (owner.fuserIds ?? []).filter(Boolean);
  const rows = db
    .prepare(`SELECT * FROM car_reservations WHERE fuser_id IN (${ids.map(() => "?").join(",") || "''"}) OR phone = ? ORDER BY id DESC`)
    .all(...ids, owner.phone ?? "") as Row[];
  return rows.map((row) => toReservation(db, applyPayment(db, row.id, now)!, now));
}

/** The reservation terms of a car, and whether it can be reserved now (no live reservation). */
export function termsOf(db: DB, value: unknown, now = Date.now()) {
  const id = carId(value);
  const car = id === null ? null : carDetail(db, id, false);
  if (!car) fail(404, "NOT_FOUND", RESERVATION_MESSAGES.car);
  const live = liveReservation(db, car.id, now);
  return {
    carId: car.id,
    ...reservationTerms(car.price),
    available: !live,
    reservedUntil: live?.holdUntil ? new Date(live.holdUntil).toISOString() : null,
  };
}

const visitorOwner = (input: Record<string, unknown>): TestDriveOwner => ({ fuserIds: typeof input.FUserId === "string" ? [input.FUserId] : [] });

export const reservationModule: DealerApiModule = {
  name: "reservation",
  register(router, { db }) {
    onProviderNotification(db, (notification) => handleNotification(db, notification));
    endpoint(router, ["GET", "POST"], "/api/rrt/reservation/Terms/get", (input) => termsOf(db, input.carId));
    endpoint(router, ["POST"], "/api/rrt/form/ReservationForm/create", (input) => createReservation(db, input));
    endpoint(router, ["POST"], "/api/rrt/reservation/Reservation/attachPayment", (input) => attachPayment(db, input.id, input.paymentId, visitorOwner(input)));
    endpoint(router, ["POST"], "/api/rrt/reservation/Reservation/get", (input) => reservationOf(db, input.id, visitorOwner(input)));
    endpoint(router, ["POST"], "/api/rrt/reservation/Reservation/cancel", (input) => cancelReservation(db, input.id, visitorOwner(input)));
    endpoint(router, ["POST"], "/api/rrt/reservation/Payments/notify", (input) => handleNotification(db, input));
    endpoint(router, ["POST"], "/api/rrt/personal/Reservation/getList", (input) => ({ items: reservationsOf(db, userOwner(db, requireUser(db, input))) }));
    endpoint(router, ["POST"], "/api/rrt/personal/Reservation/cancel", (input) => cancelReservation(db, input.id, userOwner(db, requireUser(db, input))));
  },
};
