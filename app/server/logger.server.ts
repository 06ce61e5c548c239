import { format } from "node:util";

/**
 * One JSON object per line on stdout: what log collectors parse without configuration.
 * Hand-written because four levels and JSON.stringify are all the site needs. An Error in
 * the fields is written with its name, message and stack (JSON.stringify would give `{}`).
 */
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
export type Logger = Record<Exclude<LogLevel, "silent">, (msg: string, fields?: Record<string, unknown>) => void>;

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const at =
    (l: Exclude<LogLevel, "silent">) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (rank[l] < rank[level]) return;
      write(`${JSON.stringify({ time: new Date().toISOString(), level: l, msg, ...fields }, serializeErrors)}\n`);
    };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}

function serializeErrors(_key: string, value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  return {
    name: value.name,
    message: value.message,
    stack: value.stack,
    ...(value.cause !== undefined ? { cause: value.cause instanceof Error ? value.cause.message : String(value.cause) } : {}),
  };
}

/**
 * Sends what libraries write with `console.*` (Remix's warnings, React's) through the logger,
 * so that every line of the process is one JSON object.
 */
export function routeConsoleToLogger(logger: Logger, target: Console = console) {
  const levels = { debug: "debug", log: "info", info: "info", warn: "warn", error: "error" } as const;
  for (const [method, level] of Object.entries(levels) as Array<[keyof typeof levels, keyof Logger]>) {
    target[method] = (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const rest = args.filter((arg) => arg !== error);
      logger[level](rest.length ? format(...rest) : (error?.message ?? ""), { source: "console", ...(error ? { error } : {}) });
    };
  }
}
