import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import type { z } from "zod/v4";
import type { CarDetail } from "~/dealer-client/catalog-endpoints";
import type { Reservation, ReservationTerms } from "~/dealer-client/reservation-endpoints";
import type { reservationSchema } from "~/forms/reservation";
import { carIdField } from "~/forms/rules";
import { href } from "~/paths";
import type { OwnHold } from "~/view-models/own-hold";
import { type HandoverChoice, handoverChoice } from "~/view-models/delivery";
import { deliveryQuote } from "./delivery.server";
import { NotFound } from "./not-found.server";
import { loadLegalDocuments } from "./legal.server";
import { createPayment, getPayment, type Payment, PaymentProviderError } from "./payments.server";
import { type Refusal, refuse, refuseUnavailable } from "./refusal.server";
import { returningVisitorId, VISITOR_REQUIRED_TEXTS } from "./visitor-required.server";

/*
 * Reserving a car online (docs/product.md, "Reservation"; docs/decisions/042-reservation-payments.md):
 * the page with the dealer API's terms and the form; the reservation, with its payment at the
 * provider (one idempotency key per reservation), whose page the visitor is sent to; and the
 * return page, which believes only what the provider
 * and the dealer API answer — never the address it was reached by.
 */

export const RESERVATION_TEXTS = {
  unavailable: "Не удалось перейти к оплате. Попробуйте позже или позвоните нам.",
  cancelled: "Бронирование отменено",
  refunded: "Бронирование отменено, предоплата возвращена на карту",
} as const;

export type ReservePage = {
  car: Pick<CarDetail, "id" | "name" | "year" | "price" | "brandCode" | "modelCode" | "dealer">;
  terms: ReservationTerms;
  /** The idempotency key of this rendering of the form: a double submit makes one reservation. */
  key: string;
  /** This browser's own live reservation of this car: its hold is theirs, not «другой покупатель»'s. */
  own: OwnHold | null;
  /** The name and phone of this browser's last try at this car that was not paid (a declined card): the new try starts with them. */
  again: { NAME: string; PHONE: string } | null;
  /** The centres the car may be taken over at when it can be brought to the visitor's city (ADR 075); null: its own only. */
  handover: HandoverChoice | null;
};


export async function loadReservePage(context: AppLoadContext, request: Request, params: Params): Promise<ReservePage> {
  const url = new URL(request.url);
  const id = carIdField.safeParse(params.id);
  if (!id.success) throw new NotFound("not a car id");
  const [car, terms, kept, quote] = await Promise.all([
    context.page(context.api.send("getCar", { id: id.data })),
    context.page(context.api.send("getReservationTerms", { carId: id.data })),
    keptReservationOf(context, id.data),
    deliveryQuote(context, id.data),
    // The form is posted only with the id this page gives (returningVisitorId).
    context.visitor(),
  ]);
  const canonical = href("car_reserve", { brand: car.brandCode, model: car.modelCode, id: car.id });
  if (url.pathname !== canonical) throw redirect(canonical + url.search, 301);
  const { name, year, price, brandCode, modelCode, dealer } = car;
  const again = kept && (kept.status === "declined" || kept.status === "lapsed") && kept.name ? { NAME: kept.name, PHONE: kept.phone } : null;
  const handover = handoverChoice(quote);
  return { car: { id: car.id, name, year, price, brandCode, modelCode, dealer }, terms, key: randomUUID(), own: await ownHold(context, kept), again, handover };
}

/** The reservation this browser made of this car, if it made one (a failure to read it is no reservation). */
async function keptReservationOf(context: AppLoadContext, carId: number): Promise<Reservation | null> {
  const kept = context.session.get("reservation");
  if (!kept) return null;
  const reservation = await context.api.send("getReservation", { id: kept.id }).catch((error: unknown) => {
    context.logger.warn("kept reservation not read", { reservation: kept.id, error: String(error) });
    return null;
  });
  return reservation?.car.id === carId ? reservation : null;
}

async function ownHold(context: AppLoadContext, kept: Reservation | null): Promise<OwnHold | null> {
  if (kept?.status === "paid" && kept.holdUntil) return { status: "paid", holdUntil: kept.holdUntil };
  if (kept?.status !== "pending") return null;
  return { status: "pending", payBy: kept.payBy, payUrl: await resumablePayment(context, kept) };
}

/**
 * Where the visitor pays a reservation still waiting for its payment: the page of the SAME
 * payment at the provider (one payment per reservation, ADR 042), while the provider still
 * takes it; null once it does not, or when the provider cannot say.
 */
async function resumablePayment(context: AppLoadContext, reservation: Reservation, known?: Payment | null): Promise<string | null> {
  if (reservation.status !== "pending" || !reservation.paymentId) return null;
  const payment =
    known ??
    (await getPayment(context, reservation.paymentId).catch((error: unknown) => {
      context.logger.warn("payment status not read", { reservation: reservation.id, error: String(error) });
      return null;
    }));
  return payment?.status === "pending" ? (payment.confirmation?.confirmation_url ?? null) : null;
}

/**
 * The reservation and its payment, for a visitor whose browser sent its id back (a post
 * without one is refused before anything is held: returningVisitorId). The dealer API refuses
 * a car someone else holds (its message, 400); the payment's Idempotence-Key is the
 * reservation's, so a repeated post pays one payment. What comes back is the provider's page
 * to pay on, or null when the dealer API did not leave the reservation waiting for a payment
 * (the reservation page says why). A payment the provider did not make is refused as
 * unavailable (503), and the hold made for it is cancelled: nobody could pay it, and the car
 * would stay locked until its time-out.
 */
export async function reserveCar(
  context: AppLoadContext,
  value: z.output<typeof reservationSchema>,
  returnUrl: string,
): Promise<{ paymentPage: string | null }> {
  const FUserId = await returningVisitorId(context, VISITOR_REQUIRED_TEXTS.reservation);
  const reservation = await context.api.send("createReservation", { ...value, FUserId });
  context.session.set("reservation", { id: reservation.id });
  if (reservation.status !== "pending") return { paymentPage: null };
  try {
    const payment = await createPayment(context, {
      amount: reservation.amount,
      description: `Бронирование: ${reservation.car.name}, ${reservation.car.year}`,
      returnUrl,
      metadata: { reservation_id: String(reservation.id), ...(reservation.offer ? { offer: `${reservation.offer.code}@${reservation.offer.version}` } : {}) },
      idempotenceKey: `reservation-${reservation.id}`,
      // The receipt names the offer the buyer accepted, as the provider's page does (ADR 067).
      receipt: {
        phone: value.PHONE,
        item: `${await offerName(context, reservation.offer)}: предоплата за ${reservation.car.name}, ${reservation.car.year}`,
      },
    });
    const to = payment.confirmation?.confirmation_url;
    if (!to) throw new PaymentProviderError("payment without a confirmation URL");
    await context.api.send("reservationAttachPayment", { id: reservation.id, paymentId: payment.id });
    return { paymentPage: to };
  } catch (error) {
    await releaseHold(context, reservation.id, error);
    if (!(error instanceof PaymentProviderError)) throw error;
    throw refuseUnavailable();
  }
}

/** The hold of a reservation that cannot be paid, cancelled; a failure to cancel is logged (it lapses at its time-out). */
async function releaseHold(context: AppLoadContext, id: number, cause: unknown): Promise<void> {
  context.logger.error("payment not created, hold released", { reservation: id, error: String(cause) });
  await context.api.send("cancelReservation", { id }).catch((error: unknown) => {
    context.logger.error("hold not released", { reservation: id, error: String(error) });
  });
}

/** «Оферта …, ред. N от ДД.ММ.ГГГГ»: the accepted version, as the receipt and the provider's page name it. */
async function offerName(context: AppLoadContext, offer: Reservation["offer"]): Promise<string> {
  if (!offer) return "Предоплата по оферте о бронировании";
  const current = (await loadLegalDocuments(context)).find((doc) => doc.code === offer.code && doc.version === offer.version);
  const date = current?.publishedOn.split("-").reverse().join(".");
  return current ? `${current.title}, ред. ${offer.version} от ${date}` : `Оферта о бронировании, ред. ${offer.version}`;
}

export type ReservationPage = {
  reservation: Reservation | null;
  /** The page of the same payment at the provider, while the reservation waits for it and the provider takes it. */
  payUrl: string | null;
  /** Why the provider did not take the payment (its reason code), when it did not. */
  declineReason: string | null;
};

/**
 * The return page: the provider is asked for the payment's status, then the dealer API for the
 * reservation (which asks the provider itself before it believes anything).
 */
export async function loadReservationPage(context: AppLoadContext): Promise<ReservationPage> {
  const kept = context.session.get("reservation");
  if (!kept) return { reservation: null, payUrl: null, declineReason: null };
  const before = await context.page(context.api.send("getReservation", { id: kept.id }));
  let payment: Payment | null = null;
  if (before.paymentId) {
    payment = await getPayment(context, before.paymentId).catch((error: unknown) => {
      context.logger.warn("payment status not read", { reservation: before.id, error: String(error) });
      return null;
    });
  }
  // The provider has moved on from what the dealer API last knew: the dealer API checks and follows.
  const moved = payment && before.status === "pending" && payment.status !== "pending";
  const reservation = moved ? await context.page(context.api.send("getReservation", { id: kept.id })) : before;
  return {
    reservation,
    payUrl: payment ? await resumablePayment(context, reservation, payment) : null,
    declineReason: payment?.status === "canceled" ? (payment.cancellation_details?.reason ?? "") : null,
  };
}

/**
 * «Отменить бронирование» on the return page: only the reservation this browser made (404
 * otherwise); a paid one is refunded by the dealer API.
 */
export async function cancelKeptReservation(context: AppLoadContext, id: number): Promise<Refusal | void> {
  const kept = context.session.get("reservation");
  if (kept?.id !== id) return refuse(404, "Бронирование не найдено");
  const cancelled = await context.api.send("cancelReservation", { id });
  context.session.flash("notice", cancelled.refunded ? RESERVATION_TEXTS.refunded : RESERVATION_TEXTS.cancelled);
}
