import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectEnvelopeError, startTestApi, type TestApi } from "../testing";
import { issueVisitor } from "./identity";
import { createProviderPayment, PAYMENT_TIMEOUT_MINUTES, paymentPages, providerPayment } from "./payment-provider";
import {
  applyPayment,
  attachPayment,
  cancelReservation,
  createReservation,
  handleNotification,
  liveReservation,
  reservationOf,
  reservationTerms,
  termsOf,
} from "./reservation";

let api: TestApi;
let carIds: number[];
/** Visitors the API issued (a reservation needs one): a, b, c. */
let visitorA: string;
let visitorB: string;
let visitorC: string;
beforeAll(async () => {
  api = await startTestApi({ seedCars: 20 });
  carIds = api.db.prepare("SELECT id FROM cars ORDER BY id").pluck().all() as number[];
  [visitorA, visitorB, visitorC] = [issueVisitor(api.db), issueVisitor(api.db), issueVisitor(api.db)];
});
afterAll(() => api.close());
beforeEach(() => {
  api.db.exec("DELETE FROM car_reservations; DELETE FROM provider_refunds; DELETE FROM provider_payments; DELETE FROM provider_notifications");
});

const T0 = Date.parse("2026-11-24T10:00:00Z");
const MINUTE = 60_000;
const DAY = 86_400_000;
const ownerOf = (fuserId: string) => ({ fuserIds: [fuserId] });
let owner: { fuserIds: string[] };
beforeEach(() => {
  owner = ownerOf(visitorA);
});
let n = 0;
const key = () => `reservation-key-${String(++n).padStart(6, "0")}`;
const form = (carId: number, extra: Record<string, unknown> = {}) => ({ CAR_ID: carId, NAME: "Иван Петров", PHONE: "+79110000001", AGREE: true, OFFER: true, KEY: key(), FUserId: visitorA, ...extra });

/** The storefront's side: a payment at the provider for the reservation, and its id told to the dealer API. */
function pay(reservation: { id: number; amount: number }, now: number, by = owner) {
  const payment = createProviderPayment(
    api.db,
    { amount: { value: reservation.amount.toFixed(2), currency: "RUB" }, capture: true, confirmation: { type: "redirect", return_url: "https://shop.example.ru/reservation" }, metadata: { reservation_id: reservation.id } },
    `payment-${reservation.id}`,
    {},
    now,
  );
  attachPayment(api.db, reservation.id, payment.id, by, now);
  return payment;
}

/** The hosted page's POST, as the browser sends it. */
async function submitCard(paymentId: string, card: string) {
  const express = (await import("express")).default;
  const app = express();
  app.use("/reference-pay", paymentPages(api.db));
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as { port: number }).port;
  const response = await fetch(`http://127.0.0.1:${port}/reference-pay/checkout/${paymentId}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ card, exp: "12/30", cvc: "123" }).toString(),
    redirect: "manual",
  });
  server.close();
  return response;
}

describe("reservation terms", () => {
  it("asks a prepayment of 10 000–50 000 ₽ and holds three days", () => {
    expect(reservationTerms(1_000_000)).toMatchObject({ amount: 10_000, holdDays: 3 });
    expect(reservationTerms(90_000_000)).toMatchObject({ amount: 50_000 });
  });
});

describe("the reservation's state machine", () => {
  it("pending → paid by the provider's word only, holding the car for its days, then expired", async () => {
    const start = Date.now();
    const made = createReservation(api.db, form(carIds[0]), start);
    expect(made).toMatchObject({ status: "pending", cancellable: true });
    expect(liveReservation(api.db, carIds[0], start)).toMatchObject({ status: "pending" });
    const payment = pay(made, start);
    // A notification claiming success changes nothing: the provider still says pending.
    handleNotification(api.db, { type: "notification", event: "payment.succeeded", object: { id: payment.id } }, start + MINUTE);
    expect(reservationOf(api.db, made.id, owner, start + MINUTE).status).toBe("pending");

    const paid = await submitCard(payment.id, "5555 5555 5555 4477");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe("https://shop.example.ru/reservation");
    const now = Date.now();
    const after = reservationOf(api.db, made.id, owner, now);
    expect(after.status).toBe("paid");
    const holdUntil = Date.parse(after.holdUntil!);
    expect(holdUntil - now).toBeLessThanOrEqual(3 * DAY);
    expect(holdUntil - now).toBeGreaterThan(3 * DAY - MINUTE);
    // The same notification again: nothing changes.
    handleNotification(api.db, { object: { id: payment.id } }, now);
    expect(reservationOf(api.db, made.id, owner, now).holdUntil).toBe(after.holdUntil);
    expect(termsOf(api.db, carIds[0], now)).toMatchObject({ available: false, reservedUntil: after.holdUntil });

    // The hold runs out: the car is free again.
    expect(liveReservation(api.db, carIds[0], holdUntil - 1)).toMatchObject({ status: "paid" });
    expect(liveReservation(api.db, carIds[0], holdUntil)).toBeNull();
    expect(reservationOf(api.db, made.id, owner, holdUntil)).toMatchObject({ status: "expired", cancellable: false });
  });

  it("pending → lapsed when the provider's time-out passes unpaid, and the car is free", () => {
    const made = createReservation(api.db, form(carIds[1]), T0);
    pay(made, T0);
    const timeout = T0 + PAYMENT_TIMEOUT_MINUTES * MINUTE;
    expect(liveReservation(api.db, carIds[1], timeout - 1)).not.toBeNull();
    expect(liveReservation(api.db, carIds[1], timeout)).toBeNull();
    expect(reservationOf(api.db, made.id, owner, timeout).status).toBe("lapsed");
    expect(createReservation(api.db, form(carIds[1], { FUserId: visitorB }), timeout).status).toBe("pending");
  });

  it("pending → declined by a declined card; the car is free", async () => {
    const made = createReservation(api.db, form(carIds[2]), Date.now());
    const payment = pay(made, Date.now());
    await submitCard(payment.id, "5555555555554592");
    expect(providerPayment(api.db, payment.id)).toMatchObject({ status: "canceled", cancellation_details: { reason: "insufficient_funds" } });
    expect(reservationOf(api.db, made.id, owner).status).toBe("declined");
    expect(liveReservation(api.db, carIds[2])).toBeNull();
  });

  it("paid → cancelled within the hold refunds the prepayment once and frees the car", async () => {
    const made = createReservation(api.db, form(carIds[3]), Date.now());
    const payment = pay(made, Date.now());
    await submitCard(payment.id, "5555555555554477");
    const cancelled = cancelReservation(api.db, made.id, owner);
    expect(cancelled).toMatchObject({ status: "cancelled", refunded: true });
    expect(cancelReservation(api.db, made.id, owner)).toMatchObject({ status: "cancelled" });
    expect(api.count("provider_refunds")).toBe(1);
    expect(providerPayment(api.db, payment.id)?.refunded_amount).toEqual({ value: made.amount.toFixed(2), currency: "RUB" });
    expect(liveReservation(api.db, carIds[3])).toBeNull();
  });

  it("refunds a payment that succeeds after its reservation was cancelled", async () => {
    const made = createReservation(api.db, form(carIds[4]), Date.now());
    const payment = pay(made, Date.now());
    expect(cancelReservation(api.db, made.id, owner).status).toBe("cancelled");
    await submitCard(payment.id, "5555555555554477");
    expect(applyPayment(api.db, made.id)).toMatchObject({ status: "cancelled" });
    expect(api.count("provider_refunds")).toBe(1);
  });

  it("refuses another visitor's reservation, cancel or payment of someone else's", () => {
    const made = createReservation(api.db, form(carIds[5]), T0);
    expect(() => createReservation(api.db, form(carIds[5], { FUserId: visitorB }), T0)).toThrow("уже забронирован");
    expect(() => cancelReservation(api.db, made.id, ownerOf(visitorB), T0)).toThrow("не найдено");
    const other = createReservation(api.db, form(carIds[6], { FUserId: visitorC }), T0);
    const payment = pay(other, T0, ownerOf(visitorC));
    expect(() => attachPayment(api.db, made.id, payment.id, owner, T0)).toThrow("Платёж не относится");
  });

  it("tells its owner the name and phone it was made with, so a new try after a declined card starts filled in", () => {
    const made = createReservation(api.db, form(carIds[7], { NAME: "Анна Смирнова", PHONE: "+79110000002" }), T0);
    expect(made).toMatchObject({ name: "Анна Смирнова", phone: "+79110000002" });
    expect(reservationOf(api.db, made.id, owner, T0)).toMatchObject({ name: "Анна Смирнова", phone: "+79110000002" });
  });
});

describe("reservation over HTTP", () => {
  it("lets exactly one of 10 visitors at once reserve a car, and the same key answers its reservation", async () => {
    const visitors = Array.from({ length: 10 }, () => issueVisitor(api.db));
    const replies = await Promise.all(visitors.map((visitor) => api.post("/api/rrt/form/ReservationForm/create", form(carIds[7], { FUserId: visitor }))));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = replies.filter((r) => r.status === 409);
    expect(refused).toHaveLength(9);
    expect(refused[0].body.data.arErrors[0].message).toBe("Этот автомобиль уже забронирован другим покупателем. Выберите другой автомобиль или позвоните нам");
    const again = form(carIds[8]);
    const first = await api.post<{ id: number }>("/api/rrt/form/ReservationForm/create", again);
    const second = await api.post<{ id: number }>("/api/rrt/form/ReservationForm/create", again);
    expect(second.body.data.arMessages.id).toBe(first.body.data.arMessages.id);
    expect(api.count("car_reservations", `car_id = ${carIds[8]}`)).toBe(1);
  });

  it("refuses an order of a car someone else reserved, in Russian, and takes its own buyer's", async () => {
    await api.post("/api/rrt/form/ReservationForm/create", form(carIds[9]));
    const order = { NAME: "Пётр Иванов", PHONE: "+79110000002", AGREE: true, CAR_ID: carIds[9] };
    const refused = await api.post("/api/rrt/form/OrderForm/create", { ...order, FUserId: visitorB });
    expect(refused.status).toBe(409);
    expect(refused.body.data.arErrors[0].message).toMatch(/^Этот автомобиль уже забронирован/);
    expect((await api.post("/api/rrt/form/OrderForm/create", { ...order, FUserId: visitorA })).status).toBe(200);
  });

  it("shows a paid reservation's date on the car's card", async () => {
    const made = createReservation(api.db, form(carIds[10]), Date.now());
    const payment = pay(made, Date.now());
    await submitCard(payment.id, "5555555555554477");
    const { items } = (await api.post<{ items: Array<{ id: number; reservedUntil: string | null }> }>("/api/rrt/catalog/Catalog/getCarsByIds", { ids: [carIds[10], carIds[11]] })).body.data.arMessages;
    expect(items.find((c) => c.id === carIds[10])?.reservedUntil).toBe(reservationOf(api.db, made.id, owner).holdUntil);
    expect(items.find((c) => c.id === carIds[11])?.reservedUntil).toBeNull();
  });
});

describe("no car locked by a stranger", () => {
  const CREATE = "/api/rrt/form/ReservationForm/create";
  const terms = async (carId: number) => (await api.get<{ available: boolean }>("/api/rrt/reservation/Terms/get", { carId: String(carId) })).body.data.arMessages;

  it.each([
    ["no FUserId", { FUserId: undefined }],
    ["an empty one", { FUserId: "" }],
    ["one the API never issued", { FUserId: "0123456789abcdef0123456789abcdef" }],
  ])("refuses a reservation with %s, stores nothing and leaves the car free", async (_what, change) => {
    const reply = await api.post(CREATE, form(carIds[12], change));
    expectEnvelopeError(reply, 400, "VISITOR_REQUIRED");
    expect(reply.body.data.arErrors[0].message).toMatch(/cookie/);
    expect(api.count("car_reservations")).toBe(0);
    expect((await terms(carIds[12])).available).toBe(true);
  });

  it("stores nothing for any refusal", async () => {
    await api.post(CREATE, form(carIds[12], { FUserId: visitorB }));
    const before = api.count("car_reservations");
    expectEnvelopeError(await api.post(CREATE, form(carIds[12])), 409, "CAR_RESERVED");
    expectEnvelopeError(await api.post(CREATE, form(carIds[13], { PHONE: "1" })), 400, "VALIDATION");
    expect(api.count("car_reservations")).toBe(before);
  });

  it("lapses at once a pending hold that no one can pay (no owner to attach its payment)", async () => {
    // As a reservation without a visitor was stored before it was refused.
    api.db
      .prepare(
        `INSERT INTO car_reservations (car_id, request_key, status, amount, hold_days, pay_by, fuser_id, phone, name, created_at)
         VALUES (?, 'ownerless-key-000001', 'pending', 10000, 3, ?, '', '+79110000009', 'Кто-то', ?)`,
      )
      .run(carIds[14], T0 + 15 * MINUTE, T0);
    expect(liveReservation(api.db, carIds[14], T0 + MINUTE)).toBeNull();
    expect(termsOf(api.db, carIds[14], T0 + MINUTE).available).toBe(true);
    expect(createReservation(api.db, form(carIds[14]), T0 + MINUTE).status).toBe("pending");
    expect(api.db.prepare("SELECT status FROM car_reservations WHERE request_key = 'ownerless-key-000001'").pluck().get()).toBe("lapsed");
  });

  it("lets one visitor hold one unpaid reservation at a time: a new one releases the other car", () => {
    const first = createReservation(api.db, form(carIds[15]), T0);
    const second = createReservation(api.db, form(carIds[16]), T0 + MINUTE);
    expect(second.status).toBe("pending");
    expect(reservationOf(api.db, first.id, owner, T0 + MINUTE).status).toBe("cancelled");
    expect(liveReservation(api.db, carIds[15], T0 + MINUTE)).toBeNull();
    expect(api.count("car_reservations", "status = 'pending'")).toBe(1);
    // Its own car again, with a new form: the visitor's pending hold is replaced, not «taken by another buyer».
    const again = createReservation(api.db, form(carIds[16]), T0 + 2 * MINUTE);
    expect(again.id).not.toBe(second.id);
    expect(api.count("car_reservations", "status = 'pending'")).toBe(1);
  });

  it("keeps a paid reservation when the same visitor reserves another car", async () => {
    const made = createReservation(api.db, form(carIds[17]), Date.now());
    const payment = pay(made, Date.now());
    await submitCard(payment.id, "5555555555554477");
    expect(reservationOf(api.db, made.id, owner).status).toBe("paid");
    expect(createReservation(api.db, form(carIds[18])).status).toBe("pending");
    expect(reservationOf(api.db, made.id, owner).status).toBe("paid");
  });

  it("refunds the payment of a replaced hold that succeeds after all", async () => {
    const first = createReservation(api.db, form(carIds[19]), Date.now());
    const payment = pay(first, Date.now());
    createReservation(api.db, form(carIds[0]), Date.now());
    await submitCard(payment.id, "5555555555554477");
    expect(applyPayment(api.db, first.id)).toMatchObject({ status: "cancelled" });
    expect(api.count("provider_refunds")).toBe(1);
  });
});
