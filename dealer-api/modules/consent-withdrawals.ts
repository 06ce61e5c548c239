import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { ApiFailure, endpoint, fail, type ApiError } from "../http";
import { DUPLICATE_WINDOW_MS } from "../leads";
import { BRAND } from "./brand";
import { isFUserId } from "./identity";
import { RECOMMENDATIONS } from "./recommendations-content";

/*
 * The operator's side of 152-ФЗ that is not a consent's acceptance (docs/dealer-api.md,
 * "Operator and consent withdrawals"; ADR 068): the contact for personal-data requests in the
 * company data, the rules of recommendations (149-ФЗ ст. 10.2-2) as a legal page, and
 * withdrawals of consent. A withdrawal is kept by address; whatever sends advertising or news
 * asks marketingWithdrawn() before it writes to that address.
 */

export const WITHDRAWAL_MESSAGES = {
  scope: "Выберите, какое согласие вы отзываете",
  email: "Введите корректный email",
  emailCyrillic: "Email не должен содержать русские буквы",
  phone: "Введите номер телефона",
  address: "Укажите email или телефон, на которые вы давали согласие",
  visitor: "Не указан посетитель",
} as const;

export type WithdrawalScope = "marketing" | "all";
export type Withdrawal = {
  id: number;
  duplicate: boolean;
  scope: WithdrawalScope;
  email: string | null;
  phone: string | null;
  /** Subscriptions (saved searches, price watches) to these addresses that were stopped. */
  stopped: number;
  createdAt: string;
};

type Row = { id: number; scope: WithdrawalScope; email: string | null; phone: string | null; created_at: number };

function fieldFailure(field: string, message: string): never {
  throw new ApiFailure(400, [{ code: "VALIDATION", message, field } as ApiError]);
}

function optional(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

function emailOf(value: unknown): string | null {
  const address = optional(value);
  if (address === undefined) return null;
  if (/[а-яё]/i.test(address)) fieldFailure("EMAIL", WITHDRAWAL_MESSAGES.emailCyrillic);
  if (address.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) fieldFailure("EMAIL", WITHDRAWAL_MESSAGES.email);
  return address.toLowerCase();
}

/** `+7XXXXXXXXXX` as the storefront sends it, or 11 digits: kept as subscriptions keep phones. */
function phoneOf(value: unknown): string | null {
  const phone = optional(value);
  if (phone === undefined) return null;
  const digits = phone.replace(/^\+/, "");
  if (!/^7\d{10}$/.test(digits)) fieldFailure("PHONE", WITHDRAWAL_MESSAGES.phone);
  return digits;
}

/**
 * Whether advertising or news to `address` by `channel` is withdrawn: a withdrawal (of either
 * scope) made at or after `consentedAt`, the time the consent to it was given. Every sender of
 * marketing asks this before it writes a message.
 */
export function marketingWithdrawn(db: DB, channel: "email" | "sms", address: string, consentedAt: number): boolean {
  const column = channel === "email" ? "email" : "phone";
  const key = channel === "email" ? address.toLowerCase() : address.replace(/^\+/, "");
  return db.prepare(`SELECT 1 FROM consent_withdrawals WHERE ${column} = ? AND created_at >= ? LIMIT 1`).get(key, consentedAt) !== undefined;
}

/**
 * Stores a withdrawal once (the same one again within the leads' duplicate window is the
 * first), and stops the subscriptions to its addresses, so «Мои подписки» shows them gone and
 * subscribing again is a new consent, not the old subscription.
 */
export function withdrawConsent(db: DB, input: Record<string, unknown>, now = Date.now()): Withdrawal {
  const scope = input.SCOPE === "marketing" || input.SCOPE === "all" ? input.SCOPE : fieldFailure("SCOPE", WITHDRAWAL_MESSAGES.scope);
  const email = emailOf(input.EMAIL);
  const phone = phoneOf(input.PHONE);
  if (email === null && phone === null) fieldFailure("EMAIL", WITHDRAWAL_MESSAGES.address);
  if (!isFUserId(input.FUserId)) fail(400, "VALIDATION", WITHDRAWAL_MESSAGES.visitor);
  const fuserId = input.FUserId;
  return db.transaction((): Withdrawal => {
    const same = db
      .prepare(
        `SELECT id, scope, email, phone, created_at FROM consent_withdrawals
          WHERE scope = ? AND email IS ? AND phone IS ? AND created_at >= ? ORDER BY id DESC LIMIT 1`,
      )
      .get(scope, email, phone, now - DUPLICATE_WINDOW_MS) as Row | undefined;
    if (same) return view(same, true, 0);
    const id = Number(
      db
        .prepare("INSERT INTO consent_withdrawals (scope, email, phone, fuser_id, created_at) VALUES (?, ?, ?, ?, ?)")
        .run(scope, email, phone, fuserId, now).lastInsertRowid,
    );
    const stopped = db
      .prepare(
        `UPDATE subscriptions SET status = 'removed', removed_at = ?
          WHERE status != 'removed' AND ((channel = 'email' AND address = ?) OR (channel = 'sms' AND address = ?))`,
      )
      .run(now, email, phone).changes;
    return view({ id, scope, email, phone, created_at: now }, false, stopped);
  }).immediate();
}

function view(row: Row, duplicate: boolean, stopped: number): Withdrawal {
  return { id: row.id, duplicate, scope: row.scope, email: row.email, phone: row.phone, stopped, createdAt: new Date(row.created_at).toISOString() };
}

export const consentWithdrawalsModule: DealerApiModule = {
  name: "operator",
  // Runs once on every database, new or seeded before these existed: OR IGNORE keeps an editor's copy.
  seed({ db }) {
    db.prepare("INSERT OR IGNORE INTO site_settings (key, value) VALUES ('company.personalDataEmail', ?)").run(BRAND.personalDataEmail);
    const page = RECOMMENDATIONS;
    db.prepare("INSERT OR IGNORE INTO static_pages (code, title, description, html) VALUES (?, ?, ?, ?)").run(
      page.code,
      page.title,
      page.description,
      page.html,
    );
  },
  register(router, { db }) {
    endpoint(router, ["POST"], "/api/rrt/consent/Withdrawal/create", (input) => withdrawConsent(db, input));
  },
};
