import { existsSync } from "node:fs";
import { openDatabase } from "./db";
import { dealerApiOptionsFromEnv } from "./env";
import { runAlerts } from "./modules/alerts";

// `npm run alerts:run`: one pass of the alert job now, on the database DEALER_API_DB names,
// beside a running API or without one (the pass is one IMMEDIATE transaction, so a pass of
// the API's own timer at the same moment writes no notice twice).
const { dbFile } = dealerApiOptionsFromEnv(process.env);
if (dbFile !== ":memory:" && !existsSync(dbFile)) {
  console.error(JSON.stringify({ level: "error", msg: `alerts: no database at ${dbFile} (set DEALER_API_DB)` }));
  process.exit(1);
}
const db = openDatabase(dbFile);
try {
  const notices = runAlerts(db);
  console.log(JSON.stringify({ level: "info", msg: "alerts: one pass run", db: dbFile, notices }));
} finally {
  db.close();
}
