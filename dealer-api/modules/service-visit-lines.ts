import type { DB } from "../db";

/*
 * What a booking shows of its visit (docs/dealer-api.md, "Service visits"; ADR 073): the
 * state at the workshop, the work found during it with the owner's decisions, and the total.
 * Read by every booking answer (service-bookings.ts); driving the visit and deciding are
 * service-visits.ts.
 */

export const VISIT_STATES = ["accepted", "in_work", "awaiting_approval", "ready", "handed_over"] as const;
export type VisitState = (typeof VISIT_STATES)[number];

export const VISIT_STATE_NAMES: Record<VisitState, string> = {
  accepted: "Принят",
  in_work: "В работе",
  awaiting_approval: "Ждёт согласования",
  ready: "Готов",
  handed_over: "Выдан",
};

export type FoundLineStatus = "proposed" | "approved" | "declined";

/** A line of work found during the visit, with the owner's decision. */
export type FoundLine = {
  id: number;
  name: string;
  price: number;
  urgent: boolean;
  status: FoundLineStatus;
  /** The owner may still decide (or change their mind): the visit waits for this line. */
  open: boolean;
  /** ISO instant of the decision; null while proposed. */
  decidedAt: string | null;
};

export type VisitView = {
  state: VisitState;
  stateName: string;
  found: FoundLine[];
  /** The approved found lines' sum, which the visit costs on top of its booked price. */
  extra: number;
  /** The booked fixed price plus `extra`; null for a work booked at its «от …» price. */
  total: number | null;
};

type FoundRow = { id: number; name: string; price: number; urgent: number; status: FoundLineStatus; decided_at: number | null; settled_at: number | null };

/** The found lines of a booking, in the order the workshop added them. */
export function foundLines(db: DB, bookingId: number): FoundLine[] {
  const rows = db
    .prepare("SELECT id, name, price, urgent, status, decided_at, settled_at FROM service_booking_lines WHERE booking_id = ? AND kind = 'found' ORDER BY sort, id")
    .all(bookingId) as FoundRow[];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    price: r.price,
    urgent: r.urgent === 1,
    status: r.status,
    open: r.settled_at === null,
    decidedAt: r.decided_at === null ? null : new Date(r.decided_at).toISOString(),
  }));
}

/** The visit part of a booking's answer. */
export function visitOf(db: DB, booking: { id: number; visit_state: VisitState; price: number | null }): VisitView {
  const found = foundLines(db, booking.id);
  const extra = found.filter((l) => l.status === "approved").reduce((sum, l) => sum + l.price, 0);
  return {
    state: booking.visit_state,
    stateName: VISIT_STATE_NAMES[booking.visit_state],
    found,
    extra,
    total: booking.price === null ? null : booking.price + extra,
  };
}
