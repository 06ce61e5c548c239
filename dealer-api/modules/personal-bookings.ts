import type { DB } from "../db";
import { fail } from "../http";
import type { User } from "./personal-sign-in";
import { cancelServiceBooking, type ServiceBooking, serviceBookingsOf } from "./service-bookings";

/*
 * The user's service bookings in the personal area (docs/dealer-api.md, "Personal area"):
 * those made while signed in and those made from the user's phone, and the cancelling of a
 * coming one.
 */

const MESSAGES = {
  bookingNotFound: "Запись не найдена",
  bookingStarted: "Эту запись уже нельзя отменить: время визита наступило",
} as const;

/** Every FUserId the user has signed in with: what the user did while signed in belongs to it. */
function sessionIds(db: DB, user: User): string[] {
  return db.prepare("SELECT fuser_id FROM user_sessions WHERE user_id = ?").pluck().all(user.id) as string[];
}

/** The user's bookings: made while signed in, or from the user's phone; coming ones first. */
export function userBookings(db: DB, user: User, now = Date.now()): ServiceBooking[] {
  const byId = new Map<number, ServiceBooking>();
  for (const booking of serviceBookingsOf(db, { phone: `+${user.phone}` }, now)) byId.set(booking.id, booking);
  for (const fuserId of sessionIds(db, user)) {
    for (const booking of serviceBookingsOf(db, { fuserId }, now)) byId.set(booking.id, booking);
  }
  const upcoming = (b: ServiceBooking) => b.status === "booked" && Date.parse(b.startsAt) >= now;
  return [...byId.values()].sort((a, b) => {
    if (upcoming(a) !== upcoming(b)) return upcoming(a) ? -1 : 1;
    return upcoming(a) ? Date.parse(a.startsAt) - Date.parse(b.startsAt) : Date.parse(b.startsAt) - Date.parse(a.startsAt);
  });
}

/** Visits that took place: booked, not cancelled, and over. */
export function serviceVisits(db: DB, user: User, now = Date.now()): number {
  return userBookings(db, user, now).filter((b) => b.status === "booked" && Date.parse(b.endsAt) <= now).length;
}

/** Cancels the user's coming booking `id`; another user's booking is not found (404). */
export function cancelUserBooking(db: DB, user: User, id: unknown, now = Date.now()): ServiceBooking {
  const bookingId = typeof id === "number" ? id : typeof id === "string" && /^\d{1,12}$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(bookingId)) fail(404, "NOT_FOUND", MESSAGES.bookingNotFound);
  const mine = userBookings(db, user, now).find((b) => b.id === bookingId);
  if (!mine) fail(404, "NOT_FOUND", MESSAGES.bookingNotFound);
  if (mine.status === "cancelled") return mine;
  const cancelled = cancelServiceBooking(db, bookingId, { phone: mine.phone }, now);
  if (!cancelled || cancelled.status !== "cancelled") fail(400, "TOO_LATE", MESSAGES.bookingStarted);
  return cancelled;
}
