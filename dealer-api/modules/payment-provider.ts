import { randomUUID } from "node:crypto";
import express, { type Request, type Response, type Router } from "express";
import type { DealerApiModule } from "../context";
import type { DB } from "../db";

/*
 * The reference payment provider (docs/dealer-api.md, "Reference payment provider";
 * docs/decisions/042-reservation-payments.md): what a Russian acquirer's redirect flow does,
 * in the shape of YooKassa's API v3, so the reservation works offline end to end.
 *   POST /reference-pay/api/v3/payments      create (Basic shop:secret, Idempotence-Key) → confirmation_url
 *   GET  /reference-pay/api/v3/payments/:id  the payment's status
 *   POST /reference-pay/api/v3/refunds       a refund (Idempotence-Key)
 *   GET/POST /reference-pay/checkout/:id     the hosted card page (no script), 3-D Secure step
 * The shop is told of every change by a notification ({type, event, object}), delivered to the
 * listener the shop's module registers for this database; a real provider POSTs the same body
 * to the shop's webhook.
 */

export const REFERENCE_SHOP = { shopId: "reference-shop", secretKey: "reference-secret" };
/** A payment not paid within this long is cancelled by the provider (`expired_on_confirmation`). */
export const PAYMENT_TIMEOUT_MINUTES = 15;
export const THREE_DS_CODE = "12345";
export const TEST_CARDS = {
  success: "5555555555554477",
  threeDs: "5555555555554444",
  decline: "5555555555554592",
} as const;

export type ProviderPayment = {
  id: string;
  status: "pending" | "succeeded" | "canceled";
  paid: boolean;
  amount: { value: string; currency: "RUB" };
  description: string;
  metadata: Record<string, string>;
  confirmation: { type: "redirect"; confirmation_url: string; return_url: string };
  cancellation_details?: { party: "payment_network" | "yoo_money" | "merchant"; reason: string };
  refunded_amount?: { value: string; currency: "RUB" };
  created_at: string;
  expires_at: string;
  test: true;
};
export type ProviderRefund = { id: string; payment_id: string; status: "succeeded"; amount: { value: string; currency: "RUB" }; created_at: string };
export type Notification = { type: "notification"; event: "payment.succeeded" | "payment.canceled" | "refund.succeeded"; object: { id: string } };

type PaymentRow = {
  id: string; idempotence_key: string; status: "pending" | "waiting_3ds" | "succeeded" | "canceled"; amount: number; description: string;
  return_url: string; confirmation_url: string; metadata: string; cancellation_reason: string | null; card_last4: string | null;
  refunded_amount: number; created_at: number; expires_at: number; receipt: string | null;
};

/** The 54-ФЗ receipt as YooKassa takes it (`receipt`): whom to send it to and what it names. */
type Receipt = { customer: { phone?: string; email?: string }; items: Array<{ description: string }> };

/** A receipt from a create request's body: a customer to send it to and its items' names, or null. */
function readReceipt(value: unknown): Receipt | null {
  const input = value as { customer?: { phone?: unknown; email?: unknown }; items?: unknown } | undefined;
  const phone = typeof input?.customer?.phone === "string" && /^\+?\d{11}$/.test(input.customer.phone) ? input.customer.phone : undefined;
  const email = typeof input?.customer?.email === "string" && input.customer.email.length <= 254 ? input.customer.email : undefined;
  const items = Array.isArray(input?.items) ? input.items : [];
  const names = items.flatMap((item) => (typeof item?.description === "string" ? [{ description: item.description.slice(0, 128) }] : []));
  if ((!phone && !email) || names.length === 0) throw new ProviderError(400, "invalid_request", "receipt needs customer.phone or customer.email and items[].description");
  return { customer: { phone, email }, items: names };
}

const receiptOf = (row: PaymentRow): Receipt | null => (row.receipt ? (JSON.parse(row.receipt) as Receipt) : null);

/** «Sends» the receipt of a paid payment by SMS (or e-mail): one row per payment, what the payer reads. */
function sendReceipt(db: DB, row: PaymentRow, now: number) {
  const receipt = receiptOf(row);
  if (!receipt) return;
  const channel = receipt.customer.phone ? "sms" : "email";
  const text = `Кассовый чек: ${receipt.items.map((item) => item.description).join("; ")}. Сумма ${rub(row.amount)}. Оплата картой •••• ${row.card_last4 ?? ""}.`;
  db.prepare("INSERT OR IGNORE INTO provider_receipts (payment_id, channel, recipient, text, sent_at) VALUES (?, ?, ?, ?, ?)").run(
    row.id, channel, receipt.customer.phone ?? receipt.customer.email ?? "", text, now,
  );
}

const money = (roubles: number) => ({ value: roubles.toFixed(2), currency: "RUB" as const });

const listeners = new WeakMap<DB, (notification: Notification) => void>();

/** The shop's webhook for this database (the reservation module registers it). */
export function onProviderNotification(db: DB, listener: (notification: Notification) => void) {
  listeners.set(db, listener);
}

function notify(db: DB, event: Notification["event"], id: string, now: number) {
  const row = db.prepare("INSERT INTO provider_notifications (event, object_id, created_at) VALUES (?, ?, ?)").run(event, id, now);
  const listener = listeners.get(db);
  if (!listener) return;
  listener({ type: "notification", event, object: { id } });
  db.prepare("UPDATE provider_notifications SET delivered_at = ? WHERE id = ?").run(now, row.lastInsertRowid);
}

function toPayment(row: PaymentRow): ProviderPayment {
  const status = row.status === "waiting_3ds" ? "pending" : row.status;
  return {
    id: row.id,
    status,
    paid: status === "succeeded",
    amount: money(row.amount),
    description: row.description,
    metadata: JSON.parse(row.metadata) as Record<string, string>,
    confirmation: { type: "redirect", confirmation_url: row.confirmation_url, return_url: row.return_url },
    ...(row.cancellation_reason ? { cancellation_details: { party: row.cancellation_reason === "expired_on_confirmation" ? "yoo_money" : "payment_network", reason: row.cancellation_reason } as const } : {}),
    ...(row.refunded_amount ? { refunded_amount: money(row.refunded_amount) } : {}),
    created_at: new Date(row.created_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
    test: true,
  };
}

/** A payment as it stands at `now`: one left unpaid past its time-out is cancelled first (and the shop told). */
function paymentRow(db: DB, id: string, now: number): PaymentRow | undefined {
  const row = db.prepare("SELECT * FROM provider_payments WHERE id = ?").get(id) as PaymentRow | undefined;
  if (row && (row.status === "pending" || row.status === "waiting_3ds") && row.expires_at <= now) {
    cancel(db, row.id, "expired_on_confirmation", now);
    return db.prepare("SELECT * FROM provider_payments WHERE id = ?").get(id) as PaymentRow;
  }
  return row;
}

export function providerPayment(db: DB, id: string, now = Date.now()): ProviderPayment | undefined {
  const row = paymentRow(db, id, now);
  return row && toPayment(row);
}

function cancel(db: DB, id: string, reason: string, now: number) {
  const changed = db.prepare("UPDATE provider_payments SET status = 'canceled', cancellation_reason = ? WHERE id = ? AND status IN ('pending', 'waiting_3ds')").run(reason, id);
  if (changed.changes) notify(db, "payment.canceled", id, now);
}

function succeed(db: DB, id: string, last4: string, now: number) {
  const changed = db.prepare("UPDATE provider_payments SET status = 'succeeded', card_last4 = ? WHERE id = ? AND status IN ('pending', 'waiting_3ds')").run(last4, id);
  if (!changed.changes) return;
  sendReceipt(db, db.prepare("SELECT * FROM provider_payments WHERE id = ?").get(id) as PaymentRow, now);
  notify(db, "payment.succeeded", id, now);
}

export class ProviderError extends Error {
  constructor(readonly status: number, readonly code: string, readonly description: string) {
    super(description);
  }
}

/** POST /payments. The same Idempotence-Key answers the payment it made, whatever the body. */
export function createProviderPayment(
  db: DB,
  body: unknown,
  idempotenceKey: string | undefined,
  options: { pagesUrl?: string } = {},
  now = Date.now(),
): ProviderPayment {
  if (!idempotenceKey || idempotenceKey.length > 64) throw new ProviderError(400, "invalid_request", "Idempotence-Key header is required (up to 64 characters)");
  const existing = db.prepare("SELECT id FROM provider_payments WHERE idempotence_key = ?").pluck().get(idempotenceKey) as string | undefined;
  if (existing) return providerPayment(db, existing, now)!;
  const input = (body ?? {}) as Record<string, unknown>;
  const amount = input.amount as { value?: unknown; currency?: unknown } | undefined;
  const value = typeof amount?.value === "string" && /^\d{1,9}(\.\d{1,2})?$/.test(amount.value) ? Number(amount.value) : NaN;
  if (!(value > 0) || amount?.currency !== "RUB") throw new ProviderError(400, "invalid_request", "amount.value and amount.currency (RUB) are required");
  const confirmation = input.confirmation as { type?: unknown; return_url?: unknown } | undefined;
  let returnUrl: URL;
  try {
    returnUrl = new URL(String(confirmation?.return_url));
  } catch {
    throw new ProviderError(400, "invalid_request", "confirmation.return_url must be an absolute URL");
  }
  if (confirmation?.type !== "redirect" || !/^https?:$/.test(returnUrl.protocol)) throw new ProviderError(400, "invalid_request", "confirmation.type must be redirect");
  const metadata = input.metadata && typeof input.metadata === "object" ? Object.fromEntries(Object.entries(input.metadata).map(([k, v]) => [k, String(v)])) : {};
  const receipt = input.receipt === undefined ? null : readReceipt(input.receipt);
  const id = randomUUID();
  // The hosted page lives on the provider's host; the reference one, mounted beside the shop, on the shop's.
  const pages = options.pagesUrl ?? `${returnUrl.origin}/reference-pay`;
  db.prepare(
    `INSERT INTO provider_payments (id, idempotence_key, status, amount, description, return_url, confirmation_url, metadata, created_at, expires_at, receipt)
     VALUES (?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id, idempotenceKey, value, String(input.description ?? "").slice(0, 128), returnUrl.href, `${pages}/checkout/${id}`, JSON.stringify(metadata), now,
    now + PAYMENT_TIMEOUT_MINUTES * 60_000, receipt && JSON.stringify(receipt),
  );
  return providerPayment(db, id, now)!;
}

/** POST /refunds: the whole paid amount or a part of what is left; the same Idempotence-Key answers the refund it made. */
export function createProviderRefund(db: DB, body: unknown, idempotenceKey: string | undefined, now = Date.now()): ProviderRefund {
  if (!idempotenceKey) throw new ProviderError(400, "invalid_request", "Idempotence-Key header is required");
  const toRefund = (row: { id: string; payment_id: string; amount: number; created_at: number }): ProviderRefund => ({
    id: row.id, payment_id: row.payment_id, status: "succeeded", amount: money(row.amount), created_at: new Date(row.created_at).toISOString(),
  });
  const existing = db.prepare("SELECT * FROM provider_refunds WHERE idempotence_key = ?").get(idempotenceKey) as Parameters<typeof toRefund>[0] | undefined;
  if (existing) return toRefund(existing);
  const input = (body ?? {}) as { payment_id?: unknown; amount?: { value?: unknown } };
  const payment = typeof input.payment_id === "string" ? paymentRow(db, input.payment_id, now) : undefined;
  if (!payment) throw new ProviderError(404, "not_found", "payment not found");
  if (payment.status !== "succeeded") throw new ProviderError(400, "invalid_request", "only a succeeded payment can be refunded");
  const amount = Number(input.amount?.value);
  if (!(amount > 0) || amount > payment.amount - payment.refunded_amount) throw new ProviderError(400, "invalid_request", "amount exceeds what is left to refund");
  const id = randomUUID();
  db.transaction(() => {
    db.prepare("INSERT INTO provider_refunds (id, idempotence_key, payment_id, amount, status, created_at) VALUES (?, ?, ?, ?, 'succeeded', ?)").run(id, idempotenceKey, payment.id, amount, now);
    db.prepare("UPDATE provider_payments SET refunded_amount = refunded_amount + ? WHERE id = ?").run(amount, payment.id);
  })();
  notify(db, "refund.succeeded", id, now);
  return toRefund(db.prepare("SELECT * FROM provider_refunds WHERE id = ?").get(id) as Parameters<typeof toRefund>[0]);
}

// --- The hosted pages ------------------------------------------------------------------

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const rub = (amount: number) => `${new Intl.NumberFormat("ru-RU").format(amount)}\u00a0₽`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} — Тестовая платёжная страница</title>
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f3f4f6}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.35rem;margin:0 0 .5rem}
.amount{font-size:1.6rem;font-weight:700;margin:.25rem 0 1rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{box-sizing:border-box;width:100%;font:inherit;padding:.6rem .75rem;border:1px solid #6b7280;border-radius:8px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
button{margin-top:1.25rem;width:100%;font:inherit;font-weight:600;padding:.75rem;border:0;border-radius:8px;background:#1d4ed8;color:#fff;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.error{color:#b91c1c;font-weight:600}
.note{color:#4b5563;font-size:.9rem}
table{border-collapse:collapse;width:100%;font-size:.9rem;margin-top:.5rem}
th,td{text-align:left;padding:.25rem .5rem .25rem 0;border-bottom:1px solid #e5e7eb}
a{color:#1d4ed8}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** What the receipt will name, shown before the payer pays: the same words the SMS or e-mail carries. */
function receiptNote(row: PaymentRow): string {
  const receipt = receiptOf(row);
  if (!receipt) return "";
  const to = receipt.customer.phone ? `по СМС на номер ${escape(receipt.customer.phone)}` : `на ${escape(receipt.customer.email ?? "")}`;
  return `<p class="note">В чеке ${to}: ${receipt.items.map((item) => escape(item.description)).join("; ")}.</p>`;
}

function checkoutPage(row: PaymentRow, error?: string): string {
  return page(
    "Оплата картой",
    `<h1>Оплата картой</h1>
<p>${escape(row.description)}</p>
${receiptNote(row)}
<p class="amount">${rub(row.amount)}</p>
${error ? `<p class="error" role="alert" id="card-error">${escape(error)}</p>` : ""}
<form method="post" action="/reference-pay/checkout/${row.id}">
<label for="card">Номер карты</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" type="text" required="" maxlength="23"${error ? ' aria-describedby="card-error" aria-invalid="true"' : ""}>
<div class="row">
<div><label for="exp">Срок действия (ММ/ГГ)</label><input id="exp" name="exp" autocomplete="cc-exp" type="text" required="" maxlength="5"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" type="text" required="" maxlength="4"></div>
</div>
<button type="submit">Оплатить ${rub(row.amount)}</button>
</form>
<p><a href="${escape(row.return_url)}">Вернуться в магазин без оплаты</a></p>
<h2 class="note">Тестовые карты (любой срок в будущем, любой CVC)</h2>
<table>
<thead><tr><th scope="col">Карта</th><th scope="col">Результат</th></tr></thead>
<tbody>
<tr><td>5555 5555 5555 4477</td><td>Успешная оплата</td></tr>
<tr><td>5555 5555 5555 4444</td><td>Подтверждение 3-D Secure (код ${THREE_DS_CODE})</td></tr>
<tr><td>5555 5555 5555 4592</td><td>Отказ: недостаточно средств</td></tr>
</tbody>
</table>`,
  );
}

function threeDsPage(row: PaymentRow, error?: string): string {
  return page(
    "Подтверждение платежа",
    `<h1>Подтверждение платежа</h1>
<p>Банк отправил код подтверждения на телефон владельца карты •••• ${escape(row.card_last4 ?? "")}. Сумма: ${rub(row.amount)}.</p>
${error ? `<p class="error" role="alert" id="code-error">${escape(error)}</p>` : ""}
<form method="post" action="/reference-pay/checkout/${row.id}/3ds">
<label for="code">Код из СМС</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" type="text" required="" maxlength="6"${error ? ' aria-describedby="code-error" aria-invalid="true"' : ""}>
<button type="submit">Подтвердить</button>
</form>
<p class="note">Тестовый код: ${THREE_DS_CODE}.</p>`,
  );
}

function donePage(row: PaymentRow): string {
  const paid = row.status === "succeeded";
  return page(
    paid ? "Платёж выполнен" : "Платёж не выполнен",
    `<h1>${paid ? "Платёж выполнен" : "Платёж не выполнен"}</h1>
<p><a href="${escape(row.return_url)}">Вернуться в магазин</a></p>`,
  );
}

const html = (res: Response, status: number, body: string) =>
  res.status(status).set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" }).send(body);

/** The card page and its 3-D Secure step: forms without script, as a browser without JS walks them. */
export function paymentPages(db: DB): Router {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: "10kb" }));
  const rowOf = (req: Request) => paymentRow(db, String(req.params.id), Date.now());

  router.get("/checkout/:id", (req, res) => {
    const row = rowOf(req);
    if (!row) return html(res, 404, page("Платёж не найден", "<h1>Платёж не найден</h1>"));
    if (row.status === "waiting_3ds") return res.redirect(303, `/reference-pay/checkout/${row.id}/3ds`);
    if (row.status !== "pending") return html(res, 200, donePage(row));
    html(res, 200, checkoutPage(row));
  });

  router.post("/checkout/:id", (req, res) => {
    const row = rowOf(req);
    if (!row) return html(res, 404, page("Платёж не найден", "<h1>Платёж не найден</h1>"));
    if (row.status !== "pending") return res.redirect(303, `/reference-pay/checkout/${row.id}`);
    const card = String(req.body?.card ?? "").replace(/\D/g, "");
    const exp = /^(0[1-9]|1[0-2])\/?(\d{2})$/.exec(String(req.body?.exp ?? "").trim());
    const cvc = /^\d{3,4}$/.test(String(req.body?.cvc ?? "").trim());
    const now = Date.now();
    const expired = exp ? Date.UTC(2000 + Number(exp[2]), Number(exp[1])) <= now : true;
    if (card.length !== 16 || !exp || expired || !cvc) {
      return html(res, 400, checkoutPage(row, "Проверьте номер карты, срок действия и CVC"));
    }
    const last4 = card.slice(-4);
    if (card === TEST_CARDS.threeDs) {
      db.prepare("UPDATE provider_payments SET status = 'waiting_3ds', card_last4 = ? WHERE id = ? AND status = 'pending'").run(last4, row.id);
      return res.redirect(303, `/reference-pay/checkout/${row.id}/3ds`);
    }
    if (card === TEST_CARDS.success) succeed(db, row.id, last4, now);
    else cancel(db, row.id, card === TEST_CARDS.decline ? "insufficient_funds" : "card_expired", now);
    // As the real ones do: back to the shop whatever happened; the shop asks the provider what did.
    res.redirect(303, row.return_url);
  });

  router.get("/checkout/:id/3ds", (req, res) => {
    const row = rowOf(req);
    if (!row) return html(res, 404, page("Платёж не найден", "<h1>Платёж не найден</h1>"));
    if (row.status !== "waiting_3ds") return res.redirect(303, `/reference-pay/checkout/${row.id}`);
    html(res, 200, threeDsPage(row));
  });

  router.post("/checkout/:id/3ds", (req, res) => {
    const row = rowOf(req);
    if (!row) return html(res, 404, page("Платёж не найден", "<h1>Платёж не найден</h1>"));
    if (row.status !== "waiting_3ds") return res.redirect(303, `/reference-pay/checkout/${row.id}`);
    const code = String(req.body?.code ?? "").trim();
    if (!/^\d{4,6}$/.test(code)) return html(res, 400, threeDsPage(row, "Введите код из СМС"));
    if (code === THREE_DS_CODE) succeed(db, row.id, row.card_last4 ?? "", Date.now());
    else cancel(db, row.id, "3d_secure_failed", Date.now());
    res.redirect(303, row.return_url);
  });
  return router;
}

// --- The API --------------------------------------------------------------------------

function authorised(req: Request, shop: { shopId: string; secretKey: string }): boolean {
  const header = req.get("authorization") ?? "";
  const match = /^Basic\s+(.+)$/i.exec(header);
  return !!match && Buffer.from(match[1], "base64").toString() === `${shop.shopId}:${shop.secretKey}`;
}

function api(db: DB, shop: { shopId: string; secretKey: string }, pagesUrl: string | undefined): Router {
  const router = express.Router();
  router.use(express.json({ limit: "20kb" }));
  router.use((req, res, next) => {
    if (!authorised(req, shop)) return res.status(401).json({ type: "error", code: "invalid_credentials", description: "Basic auth with shopId:secretKey required" });
    next();
  });
  const answer = (res: Response, run: () => unknown) => {
    try {
      res.json(run());
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      res.status(error.status).json({ type: "error", code: error.code, description: error.description });
    }
  };
  router.post("/payments", (req, res) => answer(res, () => createProviderPayment(db, req.body, req.get("idempotence-key"), { pagesUrl })));
  router.get("/payments/:id", (req, res) =>
    answer(res, () => providerPayment(db, String(req.params.id)) ?? (() => { throw new ProviderError(404, "not_found", "payment not found"); })()),
  );
  router.post("/refunds", (req, res) => answer(res, () => createProviderRefund(db, req.body, req.get("idempotence-key"))));
  return router;
}

export const paymentProviderModule: DealerApiModule = {
  name: "payment-provider",
  register(router, { db, options }) {
    router.use("/reference-pay/api/v3", api(db, REFERENCE_SHOP, options.paymentPagesUrl));
    router.use("/reference-pay", paymentPages(db));
  },
};
