/**
 * The visitor's own live reservation of a car, as its reserve page shows it in place of the
 * form (app/services/reservation.server.ts works it out): waiting for its payment, with the
 * page of the same payment while the provider still takes it, or paid.
 */
export type OwnHold = { status: "pending"; payBy: string; payUrl: string | null } | { status: "paid"; holdUntil: string };
