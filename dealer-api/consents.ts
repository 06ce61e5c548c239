import { z } from "zod/v4";
import type { DB } from "./db";
import { type ApiError, ApiFailure } from "./http";

/*
 * Consents by purpose and the offer, proven (docs/dealer-api.md, «Согласия и оферта»;
 * docs/decisions/067-consents-and-offer.md). A form posts each accepted document in a field of
 * its own, as `code@version` (what the page showed) or as a plain yes (the version current
 * now, for clients that do not say); whatever stores the request stores, in the same
 * transaction, one `consents` row per accepted document: document, version, time, form and
 * visitor.
 */

/** The documents' codes, as forms and the storefront name them. */
export const DOCUMENTS = {
  processing: "consent-processing",
  banks: "consent-banks",
  insurer: "consent-insurer",
  marketing: "consent-marketing",
  offer: "offer-reservation",
} as const;

export type RecordType = "lead" | "test_drive" | "service_booking" | "reservation" | "alert";

/** The field each document comes in, on every form. */
const FIELDS: Record<string, string> = {
  AGREE: DOCUMENTS.processing,
  AGREE_BANKS: DOCUMENTS.banks,
  AGREE_INSURER: DOCUMENTS.insurer,
  AGREE_ADS: DOCUMENTS.marketing,
  OFFER: DOCUMENTS.offer,
};

/** Forms whose field means another document: the newsletter's AGREEMENT is its marketing consent. */
const FORM_FIELDS: Record<string, Record<string, string>> = {
  NewsSubscribeForm: { AGREEMENT: DOCUMENTS.marketing },
};

/** Fields that carry a consent on some form: what the visitor agreed to, not what the request asks. */
export const CONSENT_FIELDS = new Set([...Object.keys(FIELDS), ...Object.values(FORM_FIELDS).flatMap((fields) => Object.keys(fields))]);

const YES = new Set<unknown>([true, "true", "on", "Y", "1"]);
const NO = new Set<unknown>([false, "false", "off", "N", "0", "", undefined, null]);
const VERSIONED = /^([a-z][a-z-]{0,62})@(\d{1,6})$/;

/** A consent's value as stored in the request: the version the page showed, or true (the current one). */
export type ConsentValue = string | true;

/** A consent the form cannot be sent without; `message` is the refusal, beside the field. */
export function requiredConsent(message: string) {
  return z
    .unknown()
    .refine((value) => YES.has(value) || (typeof value === "string" && VERSIONED.test(value)), { error: message })
    .transform((value): ConsentValue => (typeof value === "string" && VERSIONED.test(value) ? value : true));
}

/** A consent the visitor may leave unticked (marketing beside a request): absent when not given. */
export const optionalConsent = z
  .unknown()
  .refine((value) => YES.has(value) || NO.has(value) || (typeof value === "string" && VERSIONED.test(value)), {
    error: "Некорректное значение согласия",
  })
  .transform((value): ConsentValue | undefined => (typeof value === "string" && VERSIONED.test(value) ? value : YES.has(value) ? true : undefined));

export const CONSENT_OUTDATED = "Документ согласия устарел: обновите страницу и отправьте форму ещё раз";

export type AcceptedDocument = { code: string; version: number };

/** The version in effect now: the newest published on or before today. */
export function currentVersion(db: DB, code: string, now = Date.now()): number | undefined {
  const today = new Date(now).toISOString().slice(0, 10);
  return db
    .prepare("SELECT max(version) FROM legal_documents WHERE code = ? AND published_on <= ?")
    .pluck()
    .get(code, today) as number | undefined ?? undefined;
}

/**
 * The documents a request accepts, by its fields. A version must be one published for that
 * field's document, else the request is refused (400, beside the field): a consent to a text
 * nobody published proves nothing.
 */
export function acceptedDocuments(db: DB, form: string, payload: Record<string, unknown>, now = Date.now()): AcceptedDocument[] {
  const fields = { ...FIELDS, ...FORM_FIELDS[form] };
  const accepted: AcceptedDocument[] = [];
  for (const [field, code] of Object.entries(fields)) {
    const value = payload[field];
    if (value === undefined || value === null || NO.has(value)) continue;
    const match = typeof value === "string" ? VERSIONED.exec(value) : null;
    const version = match ? (match[1] === code ? Number(match[2]) : undefined) : currentVersion(db, code, now);
    const known = version !== undefined && db.prepare("SELECT 1 FROM legal_documents WHERE code = ? AND version = ?").get(code, version);
    if (!known) {
      const error: ApiError & { field: string } = { code: "VALIDATION", message: CONSENT_OUTDATED, field };
      throw new ApiFailure(400, [error]);
    }
    accepted.push({ code, version });
  }
  return accepted;
}

/** Stores the accepted documents with the request they came with. Call inside the request's own transaction. */
export function storeConsents(
  db: DB,
  accepted: AcceptedDocument[],
  at: { form: string; record: RecordType; id: number; fuserId: unknown; now: number },
) {
  const insert = db.prepare(
    "INSERT INTO consents (document_code, document_version, form, record_type, record_id, fuser_id, accepted_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const fuserId = typeof at.fuserId === "string" ? at.fuserId.slice(0, 64) : "";
  for (const doc of accepted) insert.run(doc.code, doc.version, at.form, at.record, at.id, fuserId, at.now);
}

/** What the API answers about a stored request's consents (the personal area, an operator's check). */
export function consentsOf(db: DB, record: RecordType, id: number) {
  return db
    .prepare(
      `SELECT c.document_code AS code, c.document_version AS version, d.title, c.form, c.fuser_id AS fUserId, c.accepted_at AS acceptedAt
       FROM consents c JOIN legal_documents d ON d.code = c.document_code AND d.version = c.document_version
       WHERE c.record_type = ? AND c.record_id = ? ORDER BY c.id`,
    )
    .all(record, id) as Array<{ code: string; version: number; title: string; form: string; fUserId: string; acceptedAt: number }>;
}
