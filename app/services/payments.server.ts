import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod/v4";

/*
 * The payment provider's API as the storefront calls it (docs/dealer-api.md, "Payment
 * provider"; ADR 042): YooKassa's v3 shape — Basic auth with the shop id and secret key, an
 * Idempotence-Key on every create. The reference dealer API carries a provider with the same
 * API (PAYMENT_API_URL unset); production names the real one.
 */

const paymentSchema = z.object({
  id: z.string().min(1),
  status: z.enum(["pending", "waiting_for_capture", "succeeded", "canceled"]),
  amount: z.object({ value: z.string(), currency: z.string() }),
  confirmation: z.preprocess((v) => v ?? undefined, z.object({ confirmation_url: z.string().optional() }).optional()),
  metadata: z.preprocess((v) => v ?? {}, z.record(z.string(), z.string())),
  cancellation_details: z.object({ reason: z.string() }).optional(),
});
export type Payment = z.infer<typeof paymentSchema>;

export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
}

const TIMEOUT_MS = 5000;

async function call(context: AppLoadContext, method: "GET" | "POST", path: string, body?: unknown, idempotenceKey?: string): Promise<Payment> {
  const { apiUrl, shopId, secretKey } = context.config.payment;
  if (!apiUrl) throw new PaymentProviderError("PAYMENT_API_URL is not set");
  let response: Response;
  try {
    response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        Authorization: `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString("base64")}`,
        ...(body ? { "Content-Type": "application/json" } : {}),
        ...(idempotenceKey ? { "Idempotence-Key": idempotenceKey } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new PaymentProviderError(`payment provider unreachable: ${String(error)}`);
  }
  if (!response.ok) throw new PaymentProviderError(`payment provider answered ${response.status}: ${await response.text().catch(() => "")}`);
  const parsed = paymentSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new PaymentProviderError("payment provider answered an unexpected payment");
  return parsed.data;
}

/** YooKassa's `receipt`: the customer's phone (digits only) and one item, the prepayment in full. */
function receiptOf(amount: number, receipt: { phone: string; item: string }) {
  return {
    customer: { phone: receipt.phone.replace(/\D/g, "") },
    items: [
      {
        description: receipt.item.slice(0, 128),
        quantity: "1.00",
        amount: { value: amount.toFixed(2), currency: "RUB" },
        vat_code: 1,
        payment_mode: "full_prepayment",
        payment_subject: "payment",
      },
    ],
  };
}

/** A payment for `amount` roubles; the same key answers the payment already made (a double submit pays once). */
export function createPayment(
  context: AppLoadContext,
  input: {
    amount: number;
    description: string;
    returnUrl: string;
    metadata: Record<string, string>;
    idempotenceKey: string;
    /** The 54-ФЗ receipt: sent by SMS to this phone, naming this one item. */
    receipt?: { phone: string; item: string };
  },
): Promise<Payment> {
  return call(
    context,
    "POST",
    "/payments",
    {
      amount: { value: input.amount.toFixed(2), currency: "RUB" },
      capture: true,
      confirmation: { type: "redirect", return_url: input.returnUrl },
      description: input.description.slice(0, 128),
      metadata: input.metadata,
      ...(input.receipt ? { receipt: receiptOf(input.amount, input.receipt) } : {}),
    },
    input.idempotenceKey,
  );
}

/** The payment's status, as the provider says it: what the return page believes, never its own URL. */
export function getPayment(context: AppLoadContext, id: string): Promise<Payment> {
  return call(context, "GET", `/payments/${encodeURIComponent(id)}`);
}
