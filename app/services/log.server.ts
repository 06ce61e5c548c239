/**
 * What the site's rules need of a logger: a line at a level, with fields. Services own this
 * type rather than naming the server's Logger, so they depend on nothing in app/server/; the
 * process's logger (app/server/logger.server.ts) has this shape and is passed in as it is.
 */
export type Log = Record<"debug" | "info" | "warn" | "error", (msg: string, fields?: Record<string, unknown>) => void>;
