import type { DB } from "../db";
import { type DealerApiModule } from "../context";
import { endpoint, fail } from "../http";
import { readSetting } from "./common";
import { daysSinceContent, shiftDay } from "../seed/calendar";
import { TENDER_STATUS_NAMES, TENDERS, TENDERS_PAGE, type TenderStatus } from "../seed/tenders-content";

export const TENDER_DOCUMENTS_PATH = "/media/tenders";

export type Tender = {
  id: number;
  number: string;
  subject: string;
  description: string;
  status: { code: TenderStatus; name: string };
  publishedOn: string;
  /** The last day bids are taken. */
  deadline: string;
  contact: { name: string; phone: string; email: string };
  documents: Array<{ title: string; url: string }>;
};
export type TendersPage = {
  title: string;
  description: string;
  intro: string;
  /** The status filter as applied, null for all. */
  status: TenderStatus | null;
  statuses: Array<{ code: TenderStatus; name: string; count: number }>;
  tenders: Tender[];
};

const STATUSES = Object.keys(TENDER_STATUS_NAMES) as TenderStatus[];

type Row = {
  id: number;
  number: string;
  subject: string;
  description: string;
  status: TenderStatus;
  publishedOn: string;
  deadline: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
};

// Open tenders first, the nearest deadline leading; then those being decided; finished ones last, newest first.
const ORDER = `CASE status WHEN 'open' THEN 0 WHEN 'review' THEN 1 ELSE 2 END,
  CASE WHEN status = 'open' THEN deadline END ASC, deadline DESC, id DESC`;

export function tendersPage(db: DB, input: Record<string, unknown>): TendersPage {
  const { status } = input;
  const applied = status === undefined || status === "" ? null : status;
  if (applied !== null && !(typeof applied === "string" && (STATUSES as string[]).includes(applied))) {
    fail(400, "VALIDATION", `Некорректный статус status: ${STATUSES.join(", ")}`);
  }
  const rows = db
    .prepare(
      `SELECT id, number, subject, description, status, published_on AS publishedOn, deadline, contact_name AS contactName,
         contact_phone AS contactPhone, contact_email AS contactEmail
       FROM tenders WHERE ? IS NULL OR status = ? ORDER BY ${ORDER}`,
    )
    .all(applied, applied) as Row[];
  const documents = db.prepare("SELECT title, url FROM tender_documents WHERE tender_id = ? ORDER BY sort, id");
  const counts = new Map(
    (db.prepare("SELECT status, count(*) AS n FROM tenders GROUP BY status").all() as Array<{ status: TenderStatus; n: number }>).map(
      (r) => [r.status, r.n],
    ),
  );
  return {
    title: readSetting(db, "tenders.title"),
    description: readSetting(db, "tenders.description"),
    intro: readSetting(db, "tenders.intro"),
    status: applied as TenderStatus | null,
    statuses: STATUSES.map((code) => ({ code, name: TENDER_STATUS_NAMES[code], count: counts.get(code) ?? 0 })),
    tenders: rows.map((row) => ({
      id: row.id,
      number: row.number,
      subject: row.subject,
      description: row.description,
      status: { code: row.status, name: TENDER_STATUS_NAMES[row.status] },
      publishedOn: row.publishedOn,
      deadline: row.deadline,
      contact: { name: row.contactName, phone: row.contactPhone, email: row.contactEmail },
      documents: documents.all(row.id) as Tender["documents"],
    })),
  };
}

export const tendersModule: DealerApiModule = {
  name: "tenders",
  seed({ db }) {
    const put = db.prepare("INSERT INTO site_settings (key, value) VALUES (?, ?)");
    for (const [key, value] of Object.entries(TENDERS_PAGE)) put.run(`tenders.${key}`, value);
    const insert = db.prepare(
      `INSERT INTO tenders (number, subject, description, status, published_on, deadline, contact_name, contact_phone, contact_email)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const document = db.prepare("INSERT INTO tender_documents (tender_id, sort, title, url) VALUES (?, ?, ?, ?)");
    const shift = daysSinceContent();
    for (const t of [...TENDERS].reverse()) {
      const { lastInsertRowid } = insert.run(
        t.number, t.subject, t.description, t.status, shiftDay(t.publishedOn, shift), shiftDay(t.deadline, shift), t.contact.name, t.contact.phone, t.contact.email,
      );
      t.documents.forEach((d, i) => document.run(lastInsertRowid, i, d.title, `${TENDER_DOCUMENTS_PATH}/${d.file}`));
    }
  },
  register(router, { db }) {
    endpoint(router, ["GET", "POST"], "/api/rrt/main/Controller/getTendersPage", (input) => tendersPage(db, input));
  },
};
