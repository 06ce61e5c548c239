import type { DB } from "../db";
import { carDetail } from "./catalog";
import type { User } from "./personal-sign-in";
import { RESERVATION_STATUS_NAMES, type ReservationStatus } from "./reservation";

/*
 * The user's car orders and credit applications in the personal area (docs/dealer-api.md,
 * "Personal area"): the leads sent while signed in or from the user's phone, each with its
 * status, its car and its dealer centre.
 */

export const ORDER_STATUS_NAMES = {
  received: "Заявка получена",
  confirmed: "Подтверждён",
  reserved: "Автомобиль забронирован",
  completed: "Автомобиль выдан",
  cancelled: "Отменён",
} as const;
type OrderStatus = keyof typeof ORDER_STATUS_NAMES;

type OrderRow = { id: number; payload: string; createdAt: number; status: OrderStatus | null };

/** What the order and credit forms stored of the car and the loan (modules/order.ts, modules/credit.ts). */
type OrderPayload = {
  CAR_ID?: number;
  CAR?: { name?: string; modification?: string; year?: number; price?: number; dealer?: string };
  /** Where the buyer takes the car over, and the transfer there as quoted (modules/transfer.ts); absent in older orders. */
  HANDOVER?: { dealer?: string; days?: number | null; price?: number | null };
  CREDIT?: { programName: string; bank: string; downPayment: number; term: number; monthly: number };
  /** A deal (modules/deal-form.ts): every line as the buyer was shown it, and both totals. */
  DEAL?: {
    lines: Array<{ kind: string; code: string; label: string; amount: number; condition: { text: string; endsAt: string | null } | null; met: boolean }>;
    totals: { withChoices: number; withoutConditions: number };
  };
};

type DealerRow = { code: string; name: string; address: string; city: string };

/** The user's car orders and credit applications: those sent while signed in (any of its FUserIds) or from its phone. */
export function userOrders(db: DB, user: User) {
  const rows = db
    .prepare(
      `SELECT l.id, l.payload, l.created_at AS createdAt, s.status FROM leads l
       LEFT JOIN order_statuses s ON s.lead_id = l.id
       WHERE l.type IN ('OrderForm', 'CreditApplicationForm', 'DealForm') AND (
         json_extract(l.payload, '$.FUserId') IN (SELECT fuser_id FROM user_sessions WHERE user_id = ?)
         OR json_extract(l.payload, '$.PHONE') = ?)
       ORDER BY l.created_at DESC, l.id DESC LIMIT 100`,
    )
    .all(user.id, `+${user.phone}`) as OrderRow[];
  const dealers = new Map(
    (db.prepare("SELECT code, name, address_view AS address, city_name AS city FROM dealer_centers").all() as DealerRow[]).map((d) => [d.code, d]),
  );
  return rows.map((row) => toOrder(db, row, dealers, user));
}

/**
 * The user's reservation of a deal's car made since the deal was sent (the newest): the deal
 * links to it, whatever became of it (paid, cancelled), so the buyer sees where it went.
 */
function dealReservation(db: DB, user: User, carIdValue: number, since: number) {
  const row = db
    .prepare(
      `SELECT id, status FROM car_reservations WHERE car_id = ? AND created_at >= ? AND (
         fuser_id IN (SELECT fuser_id FROM user_sessions WHERE user_id = ?) OR phone = ?)
       ORDER BY id DESC LIMIT 1`,
    )
    .get(carIdValue, since, user.id, `+${user.phone}`) as { id: number; status: ReservationStatus } | undefined;
  return row ? { id: row.id, status: row.status, statusName: RESERVATION_STATUS_NAMES[row.status] } : null;
}

function dealOf(db: DB, row: OrderRow, payload: OrderPayload, user: User) {
  if (!payload.DEAL) return null;
  return {
    lines: payload.DEAL.lines.map((line) => ({
      code: line.code,
      kind: line.kind,
      label: line.label,
      amount: line.amount,
      condition: line.condition?.text ?? null,
      met: line.met,
    })),
    totals: payload.DEAL.totals,
    reservation: typeof payload.CAR_ID === "number" ? dealReservation(db, user, payload.CAR_ID, row.createdAt) : null,
  };
}

function toOrder(db: DB, row: OrderRow, dealers: Map<string, DealerRow>, user: User) {
  const payload = JSON.parse(row.payload) as OrderPayload;
  const status: OrderStatus = row.status ?? "received";
  const car = typeof payload.CAR_ID === "number" ? carDetail(db, payload.CAR_ID, false) : null;
  const dealer = payload.CAR?.dealer ? dealers.get(payload.CAR.dealer) : undefined;
  const handover = payload.HANDOVER?.dealer ? dealers.get(payload.HANDOVER.dealer) : undefined;
  return {
    id: row.id,
    createdAt: new Date(row.createdAt).toISOString(),
    status,
    statusName: ORDER_STATUS_NAMES[status],
    car: {
      id: payload.CAR_ID ?? null,
      name: payload.CAR?.name ?? "",
      modification: payload.CAR?.modification ?? "",
      year: payload.CAR?.year ?? null,
      price: payload.CAR?.price ?? null,
      // Set while the car is still in the catalogue, so the order can link to it.
      brandCode: car?.brandCode ?? null,
      modelCode: car?.modelCode ?? null,
    },
    dealer: dealer ? { sCode: dealer.code, sName: dealer.name, sAddressForView: dealer.address, sCityName: dealer.city } : null,
    // The centre of handover: null when it is the car's own (or the order predates the choice).
    handover:
      handover && handover.code !== dealer?.code
        ? {
            sCode: handover.code,
            sName: handover.name,
            sAddressForView: handover.address,
            sCityName: handover.city,
            days: payload.HANDOVER?.days ?? null,
            price: payload.HANDOVER?.price ?? null,
          }
        : null,
    // A credit application (modules/credit.ts): the loan the visitor asked for.
    credit: payload.CREDIT
      ? { programName: payload.CREDIT.programName, bank: payload.CREDIT.bank, downPayment: payload.CREDIT.downPayment, term: payload.CREDIT.term, monthly: payload.CREDIT.monthly }
      : null,
    // A deal (modules/deal-form.ts): its lines and totals, and the reservation of its car since.
    deal: dealOf(db, row, payload, user),
  };
}
