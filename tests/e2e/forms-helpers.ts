import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { Page, Request } from "@playwright/test";
import { expect, freePort } from "./fixtures";

/** The shared test server's port (playwright.config.ts) and its reference database. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const DB_PATH = `.e2e/${E2E_PORT}/dealer.sqlite`;
/** The shared test server's SITE_URL: its default, since playwright.config.ts sets none. Leads' pages are addresses on it. */
export const SITE_URL = `http://localhost:${E2E_PORT}`;

export type Lead = { id: number; type: string; payload: Record<string, unknown>; page: string | null };

/** Leads of one type whose payload matches, read-only from the reference API's database. */
export function leadsWhere(type: string, match: (payload: Record<string, unknown>) => boolean, dbPath = DB_PATH): Lead[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("SELECT id, type, payload, page FROM leads WHERE type = ? ORDER BY id").all(type) as Array<{
      id: number;
      type: string;
      payload: string;
      page: string | null;
    }>;
    return rows.map((r) => ({ ...r, payload: JSON.parse(r.payload) as Record<string, unknown> })).filter((r) => match(r.payload));
  } finally {
    db.close();
  }
}

export function countLeads(dbPath: string): number {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS n FROM leads").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** A phone no other test uses: tests share one database and identical leads are duplicates. */
export function uniquePhone(): { typed: string; api: string } {
  const digits = `9${String(Date.now() % 1e6).padStart(6, "0")}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;
  return { typed: digits, api: `+7${digits}` };
}

/**
 * A name no other run uses (the form takes Russian letters only): a test that runs again,
 * with --repeat-each or a retry, must not count the leads of the run before it.
 */
export function uniqueName(first: string): string {
  const letters = "абвгдежзиклмнопрстуфхцчшэюя";
  let n = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  let tail = "";
  while (n > 0) {
    tail += letters[n % letters.length];
    n = Math.floor(n / letters.length);
  }
  return `${first} ${tail[0]!.toUpperCase()}${tail.slice(1)}`;
}

export function uniqueEmail(): string {
  return `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ru`;
}

/** Waits until the reference API has at least `count` such leads (the fetcher's answer may be a moment late). */
export async function waitForLeads(read: () => Lead[], count: number): Promise<Lead[]> {
  await expect.poll(() => read().length, { message: "leads stored" }).toBeGreaterThanOrEqual(count);
  return read();
}

/**
 * Records the POST requests a page sends from now on. `settled()` waits until each has its
 * answer (or was dropped by the browser), so what they stored can be counted without
 * guessing how long the server takes: a double submit's second post included.
 */
export function trackPosts(page: Page) {
  const pending = new Set<Request>();
  page.on("request", (request) => {
    if (request.method() === "POST") pending.add(request);
  });
  const done = (request: Request) => pending.delete(request);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    async settled() {
      await expect.poll(() => pending.size, { message: "posts still waiting for an answer" }).toBe(0);
    },
  };
}

export { freePort };

export type OwnServer = {
  url: string;
  dbPath: string;
  stop: () => Promise<void>;
  output: () => string;
  /** Sends the process a signal; `exited` resolves with its exit code. */
  signal: (signal: NodeJS.Signals) => void;
  exited: Promise<number | null>;
};

/** A server of its own (the production build), for settings the shared ones must not have. */
export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "forms-e2e-"));
  const dbPath = join(dir, "dealer.sqlite");
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
      DEALER_API_DB: dbPath,
      DEALER_API_SEED_CARS: "20",
      // Production with a real dealer API refuses to start without its public origin.
      ...(env.DEALER_API_URL ? { SITE_URL: `http://127.0.0.1:${port}` } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const exited = once(child, "exit").then(([code]) => code as number | null);
  const signal = (name: NodeJS.Signals) => void child.kill(name);
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await once(child, "exit");
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return { url, dbPath, stop, output: () => output, signal, exited };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`server did not start:\n${output}`);
}

/**
 * Opens a page and, with JS, waits until React has hydrated it: the forms' `_js` marker is
 * rendered only then. On a busy machine a click before that is a plain post, which is a
 * different test.
 */
export async function openPage(page: Page, url: string, noJs: boolean) {
  const response = await page.goto(url);
  if (!noJs) await page.locator('input[name="_js"]').first().waitFor({ state: "attached" });
  return response;
}
