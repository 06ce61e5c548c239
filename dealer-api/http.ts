import type { NextFunction, Request, Response, Router } from "express";

/** One business error of the Bitrix D7 envelope. */
export type ApiError = { code: string; message: string };

/** A failure a handler throws on purpose; it becomes `arErrors` with the given HTTP status. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiError[],
  ) {
    super(errors.map((e) => e.message).join("; "));
  }
}

export function fail(status: number, code: string, message: string): never {
  throw new ApiFailure(status, [{ code, message }]);
}

export function envelope(payload: unknown, errors: ApiError[] = []) {
  return {
    status: errors.length ? "error" : "success",
    data: { arMessages: errors.length ? null : payload, arErrors: errors },
    errors: [],
  };
}

/**
 * The request's input: the query string for GET, the body for POST (JSON or form-encoded),
 * merged so that a page-data call may send FUserId/sFiasId either way.
 */
export function input(req: Request): Record<string, unknown> {
  const body = req.body && typeof req.body === "object" && !Array.isArray(req.body) ? req.body : {};
  return { ...(req.query as Record<string, unknown>), ...(body as Record<string, unknown>) };
}

type Handler = (input: Record<string, unknown>, req: Request) => unknown | Promise<unknown>;

/**
 * Registers `handler` for GET/POST at `path` (with or without a trailing slash: the old site
 * called some paths both ways, see docs/dealer-api.md "Requests"). Whatever it returns is wrapped in the envelope; an
 * ApiFailure becomes `arErrors`; anything else is a logged 500 with `arErrors`, never a crash.
 */
export function endpoint(router: Router, methods: Array<"GET" | "POST">, path: string, handler: Handler) {
  const paths = path.endsWith("/") ? [path, path.slice(0, -1)] : [path, `${path}/`];
  const run = async (req: Request, res: Response, _next: NextFunction) => {
    try {
      const payload = await handler(input(req), req);
      res.json(envelope(payload));
    } catch (error) {
      if (error instanceof ApiFailure) {
        res.status(error.status).json(envelope(null, error.errors));
        return;
      }
      // The storefront's request id (X-Request-Id), so this line is found beside its own.
      const requestId = req.get("x-request-id");
      console.error(JSON.stringify({ level: "error", msg: "dealer-api handler failed", path, requestId, error: String(error) }));
      res.status(500).json(envelope(null, [{ code: "INTERNAL", message: "Внутренняя ошибка сервера" }]));
    }
  };
  for (const method of methods) {
    for (const p of paths) {
      if (method === "GET") router.get(p, run);
      else router.post(p, run);
    }
  }
}
