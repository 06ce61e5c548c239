import { createHash } from "node:crypto";
import { acceptedDocuments, CONSENT_FIELDS, storeConsents } from "./consents";
import type { DB } from "./db";
import { fail } from "./http";

/** Deeper payloads are refused: nobody's form nests this far, and recursion must stay bounded. */
const MAX_PAYLOAD_DEPTH = 32;

/** A repeated identical submission within this window is the same lead (double click, re-post). */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Who sent a lead, not what it asks: stored with it, left out of its fingerprint. A client
 * without cookies is issued a new FUserId on every post, and a visitor may switch cities
 * between two clicks; either made every copy a new lead.
 */
const SENDER_FIELDS = new Set(["FUserId", "sFiasId"]);

export type StoredLead = { id: number; duplicate: boolean };

/**
 * Stores a lead exactly once: an identical (type, payload but its sender) stored within the
 * window is returned instead of a new row, whoever sent it. Runs in one transaction so two
 * concurrent posts of the same body cannot both insert. The consents the lead's fields
 * accept (consents.ts) are stored with a new lead, for its sender (`visitor`, else the
 * payload's FUserId); a repeat keeps the first one's.
 */
export function storeLead(
  db: DB,
  lead: { type: string; payload: Record<string, unknown>; page?: string | null; visitor?: unknown },
  now = Date.now(),
): StoredLead {
  const accepted = acceptedDocuments(db, lead.type, lead.payload, now);
  const payload = canonicalJson(lead.payload);
  // The consents are not what the lead asks either: the same request with a box posted as
  // 'on' or as the version it named is the same lead (it keeps the first one's consents).
  const asked = Object.fromEntries(Object.entries(lead.payload).filter(([key]) => !SENDER_FIELDS.has(key) && !CONSENT_FIELDS.has(key)));
  const fingerprint = createHash("sha256").update(`${lead.type}\n${canonicalJson(asked)}`).digest("hex");
  return db.transaction((): StoredLead => {
    const existing = db
      .prepare("SELECT id FROM leads WHERE fingerprint = ? AND created_at >= ? ORDER BY id DESC LIMIT 1")
      .get(fingerprint, now - DUPLICATE_WINDOW_MS) as { id: number } | undefined;
    if (existing) return { id: existing.id, duplicate: true };
    const result = db
      .prepare("INSERT INTO leads (type, payload, page, fingerprint, created_at) VALUES (?, ?, ?, ?, ?)")
      .run(lead.type, payload, lead.page ?? null, fingerprint, now);
    const id = Number(result.lastInsertRowid);
    storeConsents(db, accepted, { form: lead.type, record: "lead", id, fuserId: lead.visitor ?? lead.payload.FUserId, now });
    return { id, duplicate: false };
  }).immediate();
}

/** JSON with keys sorted, so that the same fields in another order are the same lead. */
function canonicalJson(value: unknown, depth = 0): string {
  if (depth > MAX_PAYLOAD_DEPTH) fail(400, "VALIDATION", "Слишком глубокая вложенность данных");
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item, depth + 1)).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v, depth + 1)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}
