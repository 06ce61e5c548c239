import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { isRefusal, type Refusal } from "./refusal.server";
import { reserveCar } from "./reservation.server";
import { VISITOR_REQUIRED_TEXTS } from "./visitor-required.server";

const VISITOR = "0123456789abcdef0123456789abcdef";
const FORM = { CAR_ID: 5, KEY: "reservation-key-0001", NAME: "Иван", PHONE: "+79001234567", AGREE: true as const, OFFER: true as const };

/** A request context with only what reserveCar uses: the dealer API's calls are recorded. */
function contextOf(options: { sentId?: string; paymentApi: string }) {
  const calls: Array<{ name: string; input: unknown }> = [];
  const session = new Map<string, unknown>();
  const context = {
    cookies: { get: (name: string) => (name === "F_USER_ID" ? options.sentId : undefined) },
    visitor: async () => ({ fUserId: options.sentId }),
    session: { set: (key: string, value: unknown) => session.set(key, value), get: (key: string) => session.get(key) },
    config: { payment: { apiUrl: options.paymentApi, shopId: "shop", secretKey: "secret" } },
    logger: { error() {}, warn() {}, info() {} },
    api: {
      async send(name: string, input: unknown) {
        calls.push({ name, input });
        if (name === "createReservation") return { id: 7, status: "pending", amount: 10_000, car: { name: "Haval Jolion", year: 2021 } };
        return { id: 7, status: "cancelled" };
      },
    },
  } as unknown as AppLoadContext;
  return { context, calls };
}

async function refusalOf(promise: Promise<unknown>): Promise<Refusal> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isRefusal(outcome)) throw new Error(`expected a refusal, got ${String(outcome)}`);
  return outcome;
}

describe("reserveCar", () => {
  it("refuses a browser that sent no id back, before anything is asked of the dealer API", async () => {
    const { context, calls } = contextOf({ paymentApi: "http://127.0.0.1:9" });
    const refused = await refusalOf(reserveCar(context, FORM, "http://localhost/reservation"));
    expect(refused).toMatchObject({ status: 400, messages: VISITOR_REQUIRED_TEXTS.reservation });
    expect(calls).toEqual([]);
  });

  it("cancels the hold it made when the payment cannot be created, so the car is not locked until the time-out", async () => {
    // Nothing listens on port 9: the provider is unreachable.
    const { context, calls } = contextOf({ sentId: VISITOR, paymentApi: "http://127.0.0.1:9" });
    const refused = await refusalOf(reserveCar(context, FORM, "http://localhost/reservation"));
    expect(refused).toMatchObject({ status: 503, unavailable: true });
    expect(calls.map((c) => c.name)).toEqual(["createReservation", "cancelReservation"]);
    expect(calls[0]!.input).toMatchObject({ FUserId: VISITOR });
    expect(calls[1]!.input).toEqual({ id: 7 });
  });
});
