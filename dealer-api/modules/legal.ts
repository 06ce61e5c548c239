import type { DealerApiModule } from "../context";
import { currentVersion } from "../consents";
import type { DB } from "../db";
import { endpoint, fail } from "../http";
import { LEGAL_DOCUMENTS, type LegalDocumentKind } from "./legal-content";

/*
 * The versioned legal documents (docs/dealer-api.md, «Согласия и оферта»): the consents by
 * purpose and the reservation's offer, each its own page on the site. Which of them a request
 * accepted is stored with it (../consents.ts).
 */

export type LegalDocumentRef = { code: string; version: number; kind: LegalDocumentKind; title: string; publishedOn: string };
export type LegalDocument = LegalDocumentRef & { html: string; versions: Array<{ version: number; publishedOn: string }> };

/** Writes every published version that is not in the database yet; a stored text is never replaced. */
function publish(db: DB) {
  const insert = db.prepare(
    "INSERT OR IGNORE INTO legal_documents (code, version, kind, title, published_on, html) VALUES (?, ?, ?, ?, ?, ?)",
  );
  db.transaction(() => {
    for (const doc of LEGAL_DOCUMENTS) insert.run(doc.code, doc.version, doc.kind, doc.title, doc.publishedOn, doc.html);
  })();
}

const COLUMNS = "code, version, kind, title, published_on AS publishedOn";

/** Every document in its current version. */
export function currentDocuments(db: DB, now = Date.now()): LegalDocumentRef[] {
  const codes = db.prepare("SELECT DISTINCT code FROM legal_documents ORDER BY code").pluck().all() as string[];
  return codes.flatMap((code) => {
    const version = currentVersion(db, code, now);
    if (version === undefined) return [];
    return [db.prepare(`SELECT ${COLUMNS} FROM legal_documents WHERE code = ? AND version = ?`).get(code, version) as LegalDocumentRef];
  });
}

/** One document: the version asked for, or the current one, with the list of its versions. */
export function legalDocument(db: DB, code: unknown, version: unknown, now = Date.now()): LegalDocument {
  if (typeof code !== "string" || !/^[a-z][a-z-]{0,62}$/.test(code)) fail(400, "VALIDATION", "Не указан документ");
  const asked = typeof version === "string" && /^\d{1,6}$/.test(version) ? Number(version) : typeof version === "number" ? version : undefined;
  const wanted = asked ?? currentVersion(db, code, now);
  const row = wanted === undefined ? undefined : (db.prepare(`SELECT ${COLUMNS}, html FROM legal_documents WHERE code = ? AND version = ?`).get(code, wanted) as
    | (LegalDocumentRef & { html: string })
    | undefined);
  if (!row) fail(404, "NOT_FOUND", "Документ не найден");
  const versions = db
    .prepare("SELECT version, published_on AS publishedOn FROM legal_documents WHERE code = ? ORDER BY version DESC")
    .all(code) as LegalDocument["versions"];
  return { ...row, versions };
}

export const legalModule: DealerApiModule = {
  name: "legal",
  register(router, { db }) {
    publish(db);
    endpoint(router, ["GET"], "/api/rrt/legal/Documents/getList", () => ({ items: currentDocuments(db) }));
    endpoint(router, ["GET"], "/api/rrt/legal/Documents/get", (input) => legalDocument(db, input.code, input.version));
  },
};
