import Database from "better-sqlite3";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export type DB = Database.Database;

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Where the SQL migrations live. The production server is bundled into build/, so the
 * folder is found from the source tree's location relative to the working directory
 * when it is not beside this module.
 */
function migrationsDir(): string {
  const candidates = [join(here, "migrations"), join(process.cwd(), "dealer-api", "migrations")];
  for (const dir of candidates) {
    try {
      readdirSync(dir);
      return dir;
    } catch {
      // try the next one
    }
  }
  throw new Error(`dealer-api: no migrations folder in ${candidates.join(" or ")}`);
}

/** Opens (creating if needed) the database, in WAL mode, with every migration applied. */
export function openDatabase(file: string): DB {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  migrate(db);
  keepStatements(db);
  return db;
}

/** How many prepared statements a database keeps (SQL texts with a variable `IN (?, …)` list vary). */
const KEPT_STATEMENTS = 500;

/**
 * `db.prepare(sql)` returns the statement prepared for the same text before. The modules
 * write their SQL where it is used, and compiling it again on every call was a few per cent
 * of a personalised page's CPU (the reference API runs in the storefront's process). A kept
 * statement is handed out with pluck() off, as a new one would be; nothing here binds
 * parameters to a statement (`.bind()`) or iterates one (`.iterate()`), which a shared
 * statement would not allow.
 */
function keepStatements(db: DB) {
  const prepare = db.prepare.bind(db);
  const kept = new Map<string, Database.Statement>();
  db.prepare = ((source: string) => {
    let statement = kept.get(source);
    if (statement) {
      kept.delete(source);
      if (statement.reader) statement.pluck(false);
    } else {
      statement = prepare(source);
      if (kept.size >= KEPT_STATEMENTS) kept.delete(kept.keys().next().value!);
    }
    kept.set(source, statement);
    return statement;
  }) as DB["prepare"];
}

function migrate(db: DB) {
  db.exec("CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)");
  const applied = new Set(
    db.prepare("SELECT name FROM schema_migrations").all().map((row) => (row as { name: string }).name),
  );
  const dir = migrationsDir();
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = readFileSync(join(dir, file), "utf8");
    db.transaction(() => {
      db.exec(sql);
      db.prepare("INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)").run(file, new Date().toISOString());
    })();
  }
}
