import express from "express";
import { openDatabase } from "./db";
import type { DealerApiModule, DealerApiOptions, ModuleContext } from "./context";
import { modules } from "./modules";
import { paymentPages } from "./modules/payment-provider";

export type { DealerApiOptions } from "./context";

/**
 * The reference dealer API: an Express router over SQLite that answers in the Bitrix D7
 * envelope (docs/dealer-api.md). Mounted by server.ts when DEALER_API_URL is unset, or run
 * alone by main.ts.
 */
export function createDealerApi(options: DealerApiOptions) {
  const db = openDatabase(options.dbFile);
  const ctx: ModuleContext = { db, options };
  seedOnce(ctx, modules);

  const router = express.Router();
  // The caller's request id comes back on the answer (and names it in our error lines: http.ts).
  router.use((req, res, next) => {
    const requestId = req.get("x-request-id");
    if (requestId && /^[\w.:@=+/-]{1,128}$/.test(requestId)) res.setHeader("X-Request-Id", requestId);
    next();
  });
  router.use(express.json({ limit: "100kb" }));
  router.use(express.urlencoded({ extended: false, limit: "100kb" }));
  for (const module of modules) module.register(router, ctx);
  // A malformed body or an unknown path still answers in the envelope.
  router.use((_req, res) => {
    res.status(404).json({
      status: "error",
      data: { arMessages: null, arErrors: [{ code: "NOT_FOUND", message: "Метод не найден" }] },
      errors: [],
    });
  });
  router.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = typeof error === "object" && error && "status" in error ? Number(error.status) : 500;
    res.status(status >= 400 && status < 500 ? status : 500).json({
      status: "error",
      data: { arMessages: null, arErrors: [{ code: "BAD_REQUEST", message: "Некорректный запрос" }] },
      errors: [],
    });
  });

  return {
    router,
    /** The reference payment provider's hosted pages, for server.ts to mount under /reference-pay on the public host. */
    paymentPages: paymentPages(db),
    db,
    close: () => db.close(),
  };
}

function seedOnce(ctx: ModuleContext, all: DealerApiModule[]) {
  ctx.db.exec("CREATE TABLE IF NOT EXISTS seeds (module TEXT PRIMARY KEY, seeded_at TEXT NOT NULL)");
  const done = new Set(ctx.db.prepare("SELECT module FROM seeds").all().map((r) => (r as { module: string }).module));
  for (const module of all) {
    if (!module.seed || done.has(module.name)) continue;
    ctx.db.transaction(() => {
      module.seed!(ctx);
      ctx.db.prepare("INSERT INTO seeds (module, seeded_at) VALUES (?, ?)").run(module.name, new Date().toISOString());
    })();
  }
}
