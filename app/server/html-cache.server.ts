import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { Incoming } from "../../lib/front-door";
import { snapshotIsStateless, type VisitorSnapshot } from "~/services/visitor.server";
import { routePaths } from "~/paths";
import { acceptedEncoding } from "./static-files.server";
import { isDocumentUrl } from "./context/request.server";
import { wholeResponse } from "./whole-response.server";

/*
 * The in-memory cache of whole pages for visitors without personal state (docs/decisions/
 * 026-html-cache.md): keyed by all that changes the HTML, bounded in entries and bytes, with
 * a short lifetime, the bodies kept encoded (brotli, gzip, and plain for clients that accept
 * neither). A page that may be kept is rendered without a nonce and sent with a CSP of its
 * inline scripts' hashes (csp.server.ts), so its copy is the very bytes and header the first
 * visitor got: no nonce is shared between visitors.
 */

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** The car page's address (app/paths.ts), any brand and model; the id is captured. */
const CAR_PAGE = new RegExp(`^${routePaths.car_detail.replace(":id", "(\\d{1,12})").replace(/:[a-z]+/g, "[^/]+")}/?$`);

/** The car a car page's address names (its id as written: the page redirects other spellings), if it is one. */
export function carPageId(pathname: string): number | undefined {
  const id = CAR_PAGE.exec(pathname)?.[1];
  return id === undefined ? undefined : Number(id);
}

/** An address of a car's own: its page or one of its pages (reservation, test drive), a `.data` request's included; the id is captured. */
const CAR_ADDRESS = new RegExp(
  `^${routePaths.car_detail.replace(":id", "(\\d{1,12})").replace(/:[a-z]+/g, "[^/]+")}(?:/[^/.]+)?(?:\\.data)?/?$`,
);

/** The car an address of its own names, if it is one: a post there may change what its page shows (ADR 063). */
export function carAddressId(pathname: string): number | undefined {
  const id = CAR_ADDRESS.exec(pathname)?.[1];
  return id === undefined ? undefined : Number(id);
}

/** Session keys that say nothing personal: the city (the visitor snapshot, checked apart, has its own cookie). */
const NEUTRAL_SESSION_KEYS = new Set(["fiasId"]);

export type CacheableRequest = {
  method: string;
  /** The absolute URL, host included (absolute links are made from it). */
  url: string;
  crawler: boolean;
  /** A first visit: no cookies, no identity yet (isFirstVisit). */
  firstVisit: boolean;
  /** The session's data as read, flashes included. */
  session: Record<string, unknown>;
  /** The visitor's snapshot (its own cookie), when it may stand in for the dealer API (usableSnapshot). */
  snapshot: VisitorSnapshot | undefined;
  cookieNoticeAccepted: boolean;
  /** The browser-session form state cookie (the newsletter's "already subscribed"). */
  formStateCookie: boolean;
  buildVersion: string;
  /** What the cache knows of the feature flags (HtmlCache.featuresStamp). */
  featuresStamp: string;
};

/**
 * The cache key of a request, or undefined when its page must be rendered for it: anything
 * but a document GET/HEAD, anything personal in the session (lists, sign-in, cart, a pending
 * code, a booking, a trade-in estimate, a flash), a snapshot too old to trust (the render
 * refreshes it), or the form state cookie. Crawlers get no identity and may be answered from
 * the cache under a key of their own (they get the whole document at once); so may first
 * visits, which have no identity yet (docs/decisions/035-first-visits-from-the-cache.md).
 */
export function htmlCacheKey(request: CacheableRequest): string | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const url = new URL(request.url);
  if (!isDocumentUrl(url)) return undefined;
  if (request.formStateCookie) return undefined;
  if (Object.keys(request.session).some((key) => !NEUTRAL_SESSION_KEYS.has(key))) return undefined;
  const fiasId = request.session.fiasId;
  if (fiasId !== undefined && typeof fiasId !== "string") return undefined;
  if (!request.crawler && !request.firstVisit) {
    if (!request.snapshot || fiasId === undefined) return undefined;
    // A car page shows the cars viewed before it, itself left out: to a visitor who has viewed
    // only this car it is everyone's page. The pipeline records the view, hit or not (ADR 051).
    const carId = carPageId(url.pathname);
    const seen = carId === undefined ? request.snapshot.seen : request.snapshot.seen.filter((id) => id !== carId);
    if (!snapshotIsStateless({ ...request.snapshot, seen })) return undefined;
  } else if (request.session.visitor !== undefined) {
    return undefined;
  }
  const who = request.crawler ? "crawler" : request.firstVisit ? "first-visit" : "visitor";
  return [request.buildVersion, request.featuresStamp, who, fiasId ?? "", request.cookieNoticeAccepted ? "notice-answered" : "notice-due", url.href].join("\n");
}

export type CachedPage = {
  /** Content-Type, Cache-Control, Vary and the CSP (its scripts' hashes), as the render said. */
  headers: Record<string, string>;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  storedAt: number;
  expiresAt: number;
  bytes: number;
};

export type HtmlCacheOptions = { ttlMs: number; maxEntries: number; maxBytes: number; now?: () => number };

export class HtmlCache {
  readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  private readonly entries = new Map<string, CachedPage>();
  private totalBytes = 0;
  /** The last feature flags common data showed, so pages of other flags are never served. */
  featuresStamp = "";

  constructor(options: HtmlCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries;
    this.maxBytes = options.maxBytes;
    this.now = options.now ?? Date.now;
  }

  get enabled() {
    return this.ttlMs > 0;
  }

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.totalBytes;
  }

  private lastFeatures: unknown;

  /**
   * The flags a render saw in common data, noted by the pipeline once the page is out; a
   * change of flags makes every page kept under the old ones unreachable.
   */
  noteFeatures(features: unknown) {
    // Common data comes from the shared cache: the same object until it is fetched again.
    if (features === this.lastFeatures) return;
    this.lastFeatures = features;
    this.featuresStamp = JSON.stringify(features);
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.totalBytes -= entry.bytes;
      return undefined;
    }
    // Least recently used goes first: a hit moves the entry to the end.
    this.entries.set(key, entry);
    return entry;
  }

  /** Keeps a page for the TTL, or only until `validUntil` when something on it ends sooner (a promotion: ADR 074). */
  set(key: string, page: Omit<CachedPage, "storedAt" | "expiresAt" | "bytes">, validUntil = Infinity): void {
    if (!this.enabled) return;
    const bytes = page.identity.length + page.br.length + page.gzip.length + key.length;
    if (bytes > this.maxBytes) return;
    this.delete(key);
    const now = this.now();
    const expiresAt = Math.min(now + this.ttlMs, validUntil);
    if (expiresAt <= now) return;
    this.entries.set(key, { ...page, storedAt: now, expiresAt, bytes });
    this.totalBytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.totalBytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.totalBytes -= entry.bytes;
    }
  }

  /**
   * Forgets every kept copy of a car's page (any visitor kind, city, query), so the next
   * visitor gets it as it is now: a post to the car's address may have changed it (a
   * reservation that holds it). Other instances' copies live out their time (ADR 063).
   */
  forgetCar(carId: number): void {
    for (const key of [...this.entries.keys()]) {
      if (carPageId(new URL(key.slice(key.lastIndexOf("\n") + 1)).pathname) === carId) this.delete(key);
    }
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}

/** Whether a document rendered whole may be kept: 200 HTML, public, setting no cookie. */
export function isStorable(status: number, headers: Headers): boolean {
  return (
    status === 200 &&
    !headers.has("Set-Cookie") &&
    (headers.get("Content-Type") ?? "").startsWith("text/html") &&
    /\bpublic\b/.test(headers.get("Cache-Control") ?? "")
  );
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The page as the cache keeps it: the bytes the visitor got, its headers, and its brotli and
 * gzip encodings, made once (off the main thread) at strong levels.
 */
export async function preparePage(identity: Buffer, headers: Headers): Promise<Omit<CachedPage, "storedAt" | "expiresAt" | "bytes">> {
  const [br, gz] = await Promise.all([
    compressBrotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    compressGzip(identity, { level: 9 }),
  ]);
  const kept: Record<string, string> = {};
  for (const name of ["Content-Type", "Cache-Control", "Vary", "Content-Security-Policy"]) {
    const value = headers.get(name);
    if (value) kept[name] = value;
  }
  return { headers: kept, identity, br, gzip: gz };
}

/** The CSP sources (`'sha256-…'`) of a document's inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** A kept page as this request's answer: the copy its Accept-Encoding takes, and its age. */
export function cachedPageResponse(page: CachedPage, request: Pick<Incoming, "method" | "header">, now = Date.now()): Response {
  const headers = new Headers(page.headers);
  headers.append("Vary", "Accept-Encoding");
  const encoding = acceptedEncoding(request.header("Accept-Encoding") ?? undefined);
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  headers.set("Age", String(Math.max(0, Math.floor((now - page.storedAt) / 1000))));
  headers.set("X-Cache", "HIT");
  return wholeResponse(body, { status: 200, headers }, request.method);
}
