/**
 * One JSON object per line on stdout: what log collectors parse without configuration.
 * Hand-written because four levels and JSON.stringify are all the site needs.
 */
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
export type Logger = Record<Exclude<LogLevel, "silent">, (msg: string, fields?: Record<string, unknown>) => void>;

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const at =
    (l: Exclude<LogLevel, "silent">) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (rank[l] < rank[level]) return;
      write(`${JSON.stringify({ time: new Date().toISOString(), level: l, msg, ...fields })}\n`);
    };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}
