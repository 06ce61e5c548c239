import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { DB } from "../db";
import { ApiFailure } from "../http";

/**
 * The rules of sign-in codes, in one place (docs/dealer-api.md, "Personal area"). 120 and 3
 * are the old site's constants: a new code no sooner than 120 s after the last, and a code
 * dies after 3 wrong tries.
 */
export const CODE_RULES = {
  length: 6,
  ttlMs: 5 * 60_000,
  resendAfterMs: 120_000,
  triesPerCode: 3,
  /** Codes sent to one phone per hour, whoever asks: no SMS bombing, ≤ 15 guesses an hour. */
  perPhonePerHour: 5,
  /**
   * Codes one client may ask for per hour, whatever the phones: no walking through numbers
   * (DEALER_API_CODES_PER_CLIENT changes it; a whole office behind one address may need more).
   */
  perClientPerHour: 10,
} as const;

/** Accepted in demo mode only (DEALER_API_DEMO=1), which the log announces at start. */
export const DEMO_CODE = "000000";

const HOUR_MS = 60 * 60_000;

export type CodePurpose = "sign-in" | "phone-change";

export const AUTH_MESSAGES = {
  tooEarly: (seconds: number) => `Новый код можно запросить через ${seconds} с`,
  phoneLimit: "Слишком много кодов для этого номера. Попробуйте через час.",
  clientLimit: "Слишком много запросов кода. Попробуйте позже.",
  noCode: "Сначала запросите код",
  expired: "Срок действия кода истёк. Запросите новый код.",
  dead: "Код больше не действует: три неверные попытки. Запросите новый код.",
  wrong: (left: number) => `Неверный код. ${left === 1 ? "Осталась 1 попытка" : `Осталось попыток: ${left}`}`,
  codeFormat: "Введите 6 цифр из СМС",
} as const;

/**
 * The HMAC key of stored codes. It lives only in this process: a copy of the database alone
 * cannot be searched for codes (a 6-digit code under a plain hash falls to a million tries),
 * and a restart merely spends the codes in flight.
 */
const codeKey = randomBytes(32);

function hashCode(id: number | bigint, code: string): string {
  return createHmac("sha256", codeKey).update(`${id}:${code}`).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

function refuse(status: number, code: string, message: string, extra: Record<string, unknown> = {}): never {
  throw new ApiFailure(status, [{ code, message, ...extra } as { code: string; message: string }]);
}

const isDevelopment = () => (process.env.NODE_ENV ?? "development") === "development";

/**
 * Sends a code to `phone` (11 digits) for `fuserId`, or refuses with the limits' messages.
 * The answer never says whether the phone belongs to a user.
 */
export function sendCode(
  db: DB,
  input: { purpose: CodePurpose; phone: string; fuserId: string; client: string; perClientPerHour?: number },
  now = Date.now(),
): { resendAfter: number; expiresIn: number; length: number } {
  return db.transaction(() => {
    const last = db
      .prepare("SELECT created_at FROM auth_codes WHERE phone = ? ORDER BY created_at DESC, id DESC LIMIT 1")
      .pluck()
      .get(input.phone) as number | undefined;
    if (last !== undefined && now - last < CODE_RULES.resendAfterMs) {
      const wait = Math.ceil((last + CODE_RULES.resendAfterMs - now) / 1000);
      refuse(429, "TOO_EARLY", AUTH_MESSAGES.tooEarly(wait), { field: "PHONE", retryAfter: wait });
    }
    const perPhone = db
      .prepare("SELECT count(*) FROM auth_codes WHERE phone = ? AND created_at > ?")
      .pluck()
      .get(input.phone, now - HOUR_MS) as number;
    if (perPhone >= CODE_RULES.perPhonePerHour) refuse(429, "TOO_MANY", AUTH_MESSAGES.phoneLimit, { field: "PHONE" });
    const perClient = db
      .prepare("SELECT count(*) FROM auth_codes WHERE client = ? AND created_at > ?")
      .pluck()
      .get(input.client, now - HOUR_MS) as number;
    if (perClient >= (input.perClientPerHour ?? CODE_RULES.perClientPerHour)) refuse(429, "TOO_MANY", AUTH_MESSAGES.clientLimit);

    // A new code replaces the older ones of this phone: only the last message counts.
    db.prepare("UPDATE auth_codes SET spent_at = ? WHERE phone = ? AND spent_at IS NULL").run(now, input.phone);
    const code = String(randomInt(0, 10 ** CODE_RULES.length)).padStart(CODE_RULES.length, "0");
    const row = db
      .prepare(
        `INSERT INTO auth_codes (purpose, phone, fuser_id, client, code_hash, created_at, expires_at, tries_left)
         VALUES (?, ?, ?, ?, '', ?, ?, ?)`,
      )
      .run(input.purpose, input.phone, input.fuserId, input.client, now, now + CODE_RULES.ttlMs, CODE_RULES.triesPerCode);
    db.prepare("UPDATE auth_codes SET code_hash = ? WHERE id = ?").run(hashCode(row.lastInsertRowid, code), row.lastInsertRowid);
    const text =
      input.purpose === "sign-in"
        ? `Код для входа в личный кабинет: ${code}. Никому его не сообщайте.`
        : `Код для смены телефона в личном кабинете: ${code}. Никому его не сообщайте.`;
    db.prepare("INSERT INTO sms_outbox (phone, text, created_at) VALUES (?, ?, ?)").run(input.phone, text, now);
    if (isDevelopment()) {
      console.log(JSON.stringify({ level: "info", msg: "dealer-api: sign-in code (development only)", phone: input.phone, code }));
    }
    return {
      resendAfter: CODE_RULES.resendAfterMs / 1000,
      expiresIn: CODE_RULES.ttlMs / 1000,
      length: CODE_RULES.length,
    };
  }).immediate();
}

/**
 * Spends the visitor's live code for `phone` if `code` is right; otherwise counts a wrong
 * try (committed) and refuses. One immediate transaction, so parallel guesses are counted
 * one by one and a dead code stays dead.
 */
export function verifyCode(
  db: DB,
  input: { purpose: CodePurpose; phone: string; fuserId: string; code: string; demo: boolean },
  now = Date.now(),
): void {
  type Verdict = { ok: true } | { ok: false; status: number; code: string; message: string; extra?: Record<string, unknown> };
  const verdict = db.transaction((): Verdict => {
    const live = db
      .prepare(
        `SELECT id, code_hash AS codeHash, expires_at AS expiresAt, tries_left AS triesLeft FROM auth_codes
         WHERE phone = ? AND fuser_id = ? AND purpose = ? AND spent_at IS NULL
         ORDER BY created_at DESC, id DESC LIMIT 1`,
      )
      .get(input.phone, input.fuserId, input.purpose) as
      | { id: number; codeHash: string; expiresAt: number; triesLeft: number }
      | undefined;
    if (!live) return { ok: false, status: 400, code: "NO_CODE", message: AUTH_MESSAGES.noCode };
    if (live.triesLeft <= 0) return { ok: false, status: 400, code: "CODE_DEAD", message: AUTH_MESSAGES.dead };
    if (live.expiresAt <= now) return { ok: false, status: 400, code: "CODE_EXPIRED", message: AUTH_MESSAGES.expired };
    // A malformed code is a typo, not a guess: it costs no try.
    if (!/^\d{6}$/.test(input.code)) return { ok: false, status: 400, code: "VALIDATION", message: AUTH_MESSAGES.codeFormat };

    const right = sameHash(hashCode(live.id, input.code), live.codeHash) || (input.demo && input.code === DEMO_CODE);
    if (right) {
      db.prepare("UPDATE auth_codes SET spent_at = ? WHERE id = ?").run(now, live.id);
      return { ok: true };
    }
    const left = live.triesLeft - 1;
    db.prepare("UPDATE auth_codes SET tries_left = ? WHERE id = ?").run(left, live.id);
    return left <= 0
      ? { ok: false, status: 400, code: "CODE_DEAD", message: AUTH_MESSAGES.dead, extra: { triesLeft: 0 } }
      : { ok: false, status: 400, code: "WRONG_CODE", message: AUTH_MESSAGES.wrong(left), extra: { triesLeft: left } };
  }).immediate();
  if (!verdict.ok) refuse(verdict.status, verdict.code, verdict.message, { field: "CODE", ...verdict.extra });
}
