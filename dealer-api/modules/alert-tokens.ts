import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { DB } from "../db";

/*
 * The links of alert e-mails and SMS carry a signed token instead of a sign-in: HMAC-SHA-256
 * over the purpose and the subscription's id (and a confirmation's expiry), under a key made
 * on first start and kept in the database (a link in an old message still works after a
 * restart). Tokens are short (an SMS has 70 Cyrillic characters) and say nothing but the id.
 */

export type TokenPurpose = "confirm" | "unsubscribe";

/** A confirmation link is good for this long; an unsubscribe link forever. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const SIGNATURE_BYTES = 16;

export function alertKey(db: DB): Buffer {
  const existing = db.prepare("SELECT key FROM api_keys WHERE name = 'alerts'").pluck().get() as Buffer | undefined;
  if (existing) return existing;
  const key = randomBytes(32);
  db.prepare("INSERT OR IGNORE INTO api_keys (name, key) VALUES ('alerts', ?)").run(key);
  return db.prepare("SELECT key FROM api_keys WHERE name = 'alerts'").pluck().get() as Buffer;
}

function signature(key: Buffer, message: string): Buffer {
  return createHmac("sha256", key).update(message).digest().subarray(0, SIGNATURE_BYTES);
}

/** `12.ab…` (unsubscribe) or `12.1767225600.ab…` (confirm: its expiry in seconds). */
export function signToken(key: Buffer, purpose: TokenPurpose, id: number, now = Date.now()): string {
  const parts = [String(id)];
  if (purpose === "confirm") parts.push(String(Math.floor((now + CONFIRM_TTL_MS) / 1000)));
  return `${parts.join(".")}.${signature(key, `${purpose}:${parts.join(".")}`).toString("base64url")}`;
}

/** The subscription id a token was signed for, or null: forged, of another purpose, expired or malformed. */
export function verifyToken(key: Buffer, purpose: TokenPurpose, token: unknown, now = Date.now()): number | null {
  if (typeof token !== "string" || token.length > 100) return null;
  const parts = token.split(".");
  const expected = purpose === "confirm" ? 3 : 2;
  if (parts.length !== expected || !parts.slice(0, -1).every((p) => /^\d{1,12}$/.test(p))) return null;
  const signed = parts.slice(0, -1).join(".");
  // Compared as text: base64url's last character has bits a decoder ignores, so a changed
  // token could decode to the right bytes; only the one spelling signed is accepted.
  const given = Buffer.from(parts.at(-1)!);
  const right = Buffer.from(signature(key, `${purpose}:${signed}`).toString("base64url"));
  if (given.length !== right.length || !timingSafeEqual(given, right)) return null;
  if (purpose === "confirm" && Number(parts[1]) * 1000 < now) return null;
  const id = Number(parts[0]);
  return id > 0 ? id : null;
}
