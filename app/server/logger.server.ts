import { format } from "node:util";
import { pino } from "pino";
import { currentRequestId } from "./request-id.server";

/**
 * One JSON object per line on stdout (`time`, `level`, `msg`, fields), by pino: what log
 * collectors parse without configuration, written fast and synchronously (a line logged just
 * before the process exits is not lost). Every line written while a request runs carries its
 * `requestId` (request-id.server.ts), whoever logs it: our code, the dealer API client,
 * Remix's and React's console output. An Error in a field is written with its name, message
 * and stack.
 */
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
export type Logger = Record<Exclude<LogLevel, "silent">, (msg: string, fields?: Record<string, unknown>) => void>;

export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const base = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { error: errorField, err: errorField },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId === undefined ? {} : { requestId };
      },
    },
    { write },
  );
  const at =
    (l: Exclude<LogLevel, "silent">) =>
    (msg: string, fields: Record<string, unknown> = {}) =>
      base[l](fields, msg);
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}

/** An Error as name, message and stack (a cause by its message); anything else as it is. */
function errorField(value: unknown): unknown {
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
