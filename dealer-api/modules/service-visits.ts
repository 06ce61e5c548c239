import type { Router } from "express";
import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { endpoint, fail } from "../http";
import { userBookings } from "./personal-bookings";
import { requireUser, type User } from "./personal-sign-in";
import type { ServiceBooking } from "./service-bookings";
import { groups } from "./service-regulation-step";
import { type FoundLineStatus, VISIT_STATE_NAMES, VISIT_STATES, visitOf, type VisitState, type VisitView } from "./service-visit-lines";

/*
 * A visit at the workshop (docs/dealer-api.md, "Service visits"; ADR 073): its state, the
 * work found during it, which the owner is told of once per batch (the SMS outbox) and
 * approves or declines line by line in the personal area, and the total. A real dealer's
 * workshop program drives the visit; the reference API has development-only endpoints for
 * it, refused in production.
 */

export const VISIT_MESSAGES = {
  bookingNotFound: "Запись не найдена",
  lineNotFound: "Работа не найдена",
  decision: "Выберите: согласовать работу или отказаться от неё",
  final: "Мастер уже продолжил работу по визиту, и решение изменить нельзя. Позвоните в сервисный центр",
  forbidden: "В рабочем режиме визит ведёт программа сервисного центра: этот адрес только для разработки",
  state: "Неизвестное состояние визита",
  cancelled: "Запись отменена: визита нет",
  lines: "Укажите найденные работы: название, цену в рублях и срочность",
  notInWork: "Найденные работы добавляют, когда автомобиль в работе",
} as const;

/**
 * Where the workshop may move a visit. «Ждёт согласования» is reached by adding found work
 * (addFoundWork) and left for «в работе» once the master goes on.
 */
const NEXT: Record<VisitState, VisitState[]> = {
  accepted: ["in_work"],
  in_work: ["ready"],
  awaiting_approval: ["in_work"],
  ready: ["handed_over"],
  handed_over: [],
};

const MAX_LINES = 20;
const MAX_NAME = 200;
const MAX_PRICE = 10_000_000;

type VisitRow = { id: number; status: "booked" | "cancelled"; visit_state: VisitState; price: number | null; phone: string; page: string | null; car_brand: string; car_model: string };

/** A visit as the workshop's endpoints answer it: the booking's id and its visit part. */
export type Visit = VisitView & { id: number };

function visitRow(db: DB, id: unknown): VisitRow {
  const bookingId = recordId(id);
  const row = bookingId === null ? undefined : (db.prepare("SELECT * FROM service_bookings WHERE id = ?").get(bookingId) as VisitRow | undefined);
  if (!row) fail(404, "NOT_FOUND", VISIT_MESSAGES.bookingNotFound);
  if (row.status === "cancelled") fail(409, "CANCELLED", VISIT_MESSAGES.cancelled);
  return row;
}

function recordId(value: unknown): number | null {
  const id = typeof value === "number" ? value : typeof value === "string" && /^\d{1,12}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}

const visit = (db: DB, id: number): Visit => ({ id, ...visitOf(db, db.prepare("SELECT id, visit_state, price FROM service_bookings WHERE id = ?").get(id) as VisitRow) });

/**
 * Moves the visit to `state` (the same state again changes nothing). Leaving «ждёт
 * согласования» settles its found lines: the master acts on the decisions now.
 */
export function driveVisit(db: DB, id: unknown, state: unknown, now = Date.now()): Visit {
  if (!VISIT_STATES.includes(state as VisitState)) fail(400, "VALIDATION", VISIT_MESSAGES.state);
  const to = state as VisitState;
  return db.transaction(() => {
    const row = visitRow(db, id);
    if (row.visit_state === to) return visit(db, row.id);
    if (!NEXT[row.visit_state].includes(to)) {
      fail(409, "BAD_TRANSITION", `Визит в состоянии «${VISIT_STATE_NAMES[row.visit_state]}» не может перейти в «${VISIT_STATE_NAMES[to]}»`);
    }
    if (row.visit_state === "awaiting_approval") {
      db.prepare("UPDATE service_booking_lines SET settled_at = ? WHERE booking_id = ? AND kind = 'found' AND settled_at IS NULL").run(now, row.id);
    }
    db.prepare("UPDATE service_bookings SET visit_state = ? WHERE id = ?").run(to, row.id);
    return visit(db, row.id);
  }).immediate();
}

export type NewFoundLine = { name: string; price: number; urgent: boolean };

/** `urgent` as JSON or a form sends it; absent is not urgent. */
const URGENT = new Map<unknown, boolean>([[true, true], ["1", true], ["true", true], [false, false], ["0", false], ["false", false], [undefined, false]]);

function readLines(value: unknown): NewFoundLine[] {
  const list = Array.isArray(value) ? value : [];
  const lines = list.map((item: unknown) => {
    const line = (item ?? {}) as Record<string, unknown>;
    const name = typeof line.name === "string" ? line.name.trim() : "";
    const price = typeof line.price === "string" && /^\d+$/.test(line.price) ? Number(line.price) : line.price;
    const urgent = URGENT.get(line.urgent) ?? null;
    if (!name || name.length > MAX_NAME || !Number.isSafeInteger(price) || (price as number) < 1 || (price as number) > MAX_PRICE || urgent === null) return null;
    return { name, price: price as number, urgent };
  });
  if (lines.length === 0 || lines.length > MAX_LINES || lines.some((l) => l === null)) fail(400, "VALIDATION", VISIT_MESSAGES.lines);
  return lines as NewFoundLine[];
}

/**
 * Adds a batch of found work to a visit in the workshop and puts it to «ждёт согласования»;
 * the owner is told of the batch by one SMS, written in the same transaction. The same batch
 * sent again while it still waits (the same names at the same prices) is the one already
 * added: no new lines, no second SMS.
 */
export function addFoundWork(db: DB, id: unknown, input: unknown, now = Date.now()): Visit & { duplicate: boolean } {
  const lines = readLines(input);
  return db.transaction(() => {
    const row = visitRow(db, id);
    if (row.visit_state !== "in_work" && row.visit_state !== "awaiting_approval") fail(409, "NOT_IN_WORK", VISIT_MESSAGES.notInWork);
    const waiting = db
      .prepare("SELECT name, price FROM service_booking_lines WHERE booking_id = ? AND kind = 'found' AND settled_at IS NULL")
      .all(row.id) as Array<{ name: string; price: number }>;
    if (lines.every((l) => waiting.some((w) => w.name === l.name && w.price === l.price))) return { ...visit(db, row.id), duplicate: true };
    const last = db.prepare("SELECT IFNULL(MAX(sort), -1) AS sort, IFNULL(MAX(batch), 0) AS batch FROM service_booking_lines WHERE booking_id = ?").get(row.id) as { sort: number; batch: number };
    const insert = db.prepare(
      "INSERT INTO service_booking_lines (booking_id, kind, name, price, status, sort, urgent, batch) VALUES (?, 'found', ?, ?, 'proposed', ?, ?, ?)",
    );
    lines.forEach((l, i) => insert.run(row.id, l.name, l.price, last.sort + 1 + i, l.urgent ? 1 : 0, last.batch + 1));
    db.prepare("UPDATE service_bookings SET visit_state = 'awaiting_approval' WHERE id = ?").run(row.id);
    db.prepare("INSERT INTO sms_outbox (phone, text, created_at) VALUES (?, ?, ?)").run(row.phone.replace(/\D/g, ""), approvalSms(row, lines), now);
    return { ...visit(db, row.id), duplicate: false };
  }).immediate();
}

/** The owner's SMS of one batch: what was found, for how much, what is urgent, and where to decide. */
export function approvalSms(row: Pick<VisitRow, "id" | "page" | "car_brand" | "car_model">, lines: NewFoundLine[]): string {
  const sum = lines.reduce((total, l) => total + l.price, 0);
  const urgent = lines.filter((l) => l.urgent).length;
  const where = siteOrigin(row.page);
  return [
    `При осмотре ${row.car_brand} ${row.car_model} мастер нашёл дополнительные работы: ${lines.length} на ${groups(sum)} ₽${urgent ? `, из них срочных: ${urgent}` : ""}.`,
    `Согласуйте их или откажитесь в личном кабинете${where ? `: ${where}/personal/service#visit-${row.id}` : ""}`,
  ].join(" ");
}

/** The storefront the booking came from (its page address), for the SMS's link; none for a relative one. */
function siteOrigin(page: string | null): string | null {
  try {
    const url = new URL(page ?? "");
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

const DECISIONS: Record<string, FoundLineStatus> = { approve: "approved", decline: "declined" };

/**
 * The owner's decision on one found line of their visit, or on all of them (`line` "all"):
 * stored once (the same decision again changes nothing), changed freely while the visit waits
 * for it, and final once the master has gone on (409). Another user's visit is not found (404).
 */
export function decideFoundWork(db: DB, user: User, input: Record<string, unknown>, now = Date.now()): ServiceBooking {
  const status = DECISIONS[String(input.decision)];
  if (!status) fail(400, "VALIDATION", VISIT_MESSAGES.decision);
  const bookingId = recordId(input.id);
  const mine = () => userBookings(db, user, now).find((b) => b.id === bookingId);
  const booking = mine();
  if (!booking || booking.found.length === 0) fail(404, "NOT_FOUND", VISIT_MESSAGES.bookingNotFound);
  const all = input.line === "all";
  const lineId = all ? null : recordId(input.line);
  const lines = all ? booking.found : booking.found.filter((l) => l.id === lineId);
  if (lines.length === 0) fail(404, "NOT_FOUND", VISIT_MESSAGES.lineNotFound);
  db.transaction(() => {
    // Read again inside the write lock: the master may have gone on since.
    const rows = db
      .prepare(`SELECT id, status, settled_at FROM service_booking_lines WHERE id IN (${lines.map(() => "?").join(",")})`)
      .all(...lines.map((l) => l.id)) as Array<{ id: number; status: FoundLineStatus; settled_at: number | null }>;
    const open = rows.filter((r) => r.settled_at === null);
    const settledOtherwise = rows.some((r) => r.settled_at !== null && r.status !== status);
    // «Согласовать всё» decides what still may be decided; one line, or all of them settled, must agree with what was done.
    if (settledOtherwise && (!all || open.length === 0)) fail(409, "DECISION_FINAL", VISIT_MESSAGES.final);
    const update = db.prepare("UPDATE service_booking_lines SET status = ?, decided_at = ?, decided_by = ? WHERE id = ? AND status != ?");
    for (const r of open) update.run(status, now, user.id, r.id, status);
  }).immediate();
  return mine()!;
}

/** The personal area's decision endpoint (personal.ts registers it with the area's no-store). */
export function registerVisitDecisions(router: Router, db: DB) {
  endpoint(router, ["POST"], "/api/rrt/personal/Service/decide", (input) => decideFoundWork(db, requireUser(db, input), input));
}

export const serviceVisitsModule: DealerApiModule = {
  name: "service-visits",
  register(router, { db, options }) {
    // The workshop's side, for a developer's or a test's API: in production a dealer's own
    // program drives visits, and anyone reaching these would write to owners' visits and phones.
    const devOnly = () => {
      if (options.production) fail(403, "FORBIDDEN", VISIT_MESSAGES.forbidden);
    };
    endpoint(router, ["POST"], "/api/rrt/service/Visit/setState", (input) => {
      devOnly();
      return driveVisit(db, input.id, input.state);
    });
    endpoint(router, ["POST"], "/api/rrt/service/Visit/addFoundWork", (input) => {
      devOnly();
      return addFoundWork(db, input.id, input.lines);
    });
  },
};
