import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { HONEYPOT_FIELD } from "~/forms/honeypot";
import { href } from "~/paths";

/**
 * Abuse protection of public form posts: a honeypot field, a per-client rate limit and a
 * refusal of cross-site posts. Each check is built so that a real visitor, with or without
 * JavaScript, never trips it; a rejected post gets a Russian message and a 4xx, never a 500.
 */

export const ABUSE_MESSAGES = {
  spam: "Заявка не принята: форма заполнена автоматически. Если вы заполняли её сами, обновите страницу и отправьте ещё раз.",
  rateLimited: "Слишком много заявок подряд. Подождите немного и попробуйте снова.",
  crossSite: "Заявка не принята: форма отправлена с другого сайта. Откройте наш сайт и отправьте форму с него.",
} as const;

export type AbuseRejection = { status: 400 | 403 | 429; message: string; retryAfterSeconds?: number };

/**
 * A sliding-window log per key: at most `limit` hits in any `windowMs`. In memory, so per
 * process: several instances share their limits through Redis instead (`redisCounter`).
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    /** Keys kept at most, so a flood of spoofed clients cannot exhaust memory. */
    private readonly maxKeys = 50_000,
  ) {}

  /**
   * Records a hit unless over the limit; says when to try again when it is. A recorded hit
   * can be taken back with `release(key, at)`.
   */
  hit(key: string, now = Date.now()): { allowed: true; at: number } | { allowed: false; retryAfterMs: number } {
    this.sweep(now);
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((time) => time > since);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return { allowed: false, retryAfterMs: recent[0]! + this.windowMs - now };
    }
    recent.push(now);
    if (!this.hits.has(key) && this.hits.size >= this.maxKeys) {
      // Forget the oldest client rather than refuse a new one.
      const oldest = this.hits.keys().next().value;
      if (oldest !== undefined) this.hits.delete(oldest);
    }
    this.hits.delete(key);
    this.hits.set(key, recent);
    return { allowed: true, at: now };
  }

  /** Takes back the hit recorded at `at` (what it stood for did not happen after all). */
  release(key: string, at: number) {
    const times = this.hits.get(key);
    const index = times?.lastIndexOf(at) ?? -1;
    if (index >= 0) times!.splice(index, 1);
  }

  get size() {
    return this.hits.size;
  }

  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    const since = now - this.windowMs;
    for (const [key, times] of this.hits) {
      if (times[times.length - 1]! <= since) this.hits.delete(key);
    }
  }
}

/**
 * Whether a post may come from where it says. `Origin` first: it must be this site (the
 * request's own origin or SITE_URL, for a proxy that rewrites the host). Without a usable
 * Origin, `Sec-Fetch-Site` decides: only `cross-site` is refused. (remix-utils 7's fetchSite
 * reads the wrong header, hence this.) A request with neither
 * header (old browsers, curl, some privacy extensions) is allowed: refusing it would lock
 * out real visitors, and the forms hold nothing a forged post could steal.
 */
export function isCrossSitePost(
  headers: { get(name: string): string | null },
  allowedOrigins: readonly string[],
): boolean {
  const origin = headers.get("origin");
  // An opaque origin ("null") comes from a sandbox, a data: page or a cross-origin redirect:
  // never from our own pages, whose referrer policy always sends the real origin.
  if (origin) return origin === "null" || !allowedOrigins.includes(origin.toLowerCase());
  const site = headers.get("sec-fetch-site");
  if (site) return site === "cross-site";
  return false;
}

/**
 * The page a refused cross-site post gets. Used before Remix too: Remix's own origin check
 * answers an empty 500 to a document post from another origin, so server.ts refuses those
 * first with this 403.
 */
export function crossSitePage(): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Заявка не принята</title></head><body><main><h1>Заявка не принята</h1><p>${ABUSE_MESSAGES.crossSite}</p><p><a href="${href("index")}">Перейти на главную</a></p></main></body></html>`;
}

/** The origins a form may be posted from: this request's and the configured public one. */
export function allowedOrigins(requestUrl: string, siteUrl: string): string[] {
  const origins = new Set<string>();
  for (const url of [requestUrl, siteUrl]) {
    try {
      origins.add(new URL(url).origin.toLowerCase());
    } catch {
      // An unparsable URL adds nothing.
    }
  }
  return [...origins];
}

/**
 * How many posts of one form a client may make per lead it may send: room to correct typos
 * (each invalid post is a post) while a flood of posts is still stopped.
 */
export const POSTS_PER_LEAD = 5;

export type LeadAdmission = { rejection: AbuseRejection } | { rejection?: undefined; release: () => void };

export type AbuseGuard = {
  /**
   * Runs the checks every post gets, cheapest first: the origin, the limit on all posts
   * (FORM_RATE_LIMIT × POSTS_PER_LEAD, valid or not, since each costs a validation) and the
   * honeypot. `limited: false` leaves out the limit, for the site's own small posts (lists,
   * cart, city, cookie notice), which a visitor may make many times a minute.
   */
  check(input: { request: Request; clientIp: string; form: string; formData: FormData; limited?: boolean }): Promise<AbuseRejection | undefined>;
  /**
   * The lead limit (FORM_RATE_LIMIT), for a valid post about to be sent: it counts accepted
   * leads only, so a visitor who corrected a few typos is not locked out. Admitted, the lead
   * counts at once (two posts in flight cannot both take the last place); `release()` takes
   * it back when the lead was not stored after all.
   */
  admitLead(input: { clientIp: string; form: string }): Promise<LeadAdmission>;
};

function tooMany(retryAfterMs: number): AbuseRejection {
  return { status: 429, message: ABUSE_MESSAGES.rateLimited, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}

/** One limit's counter: a hit is allowed (and can be taken back) or refused with a wait. */
export type RateCounter = {
  hit(key: string): Promise<{ allowed: true; release: () => void } | { allowed: false; retryAfterMs: number }>;
};

/** In this process's memory: a sliding window, enough for one instance. */
export function memoryCounter(limit: number, windowMs: number): RateCounter {
  const limiter = new SlidingWindowLimiter(limit, windowMs);
  return {
    async hit(key) {
      const verdict = limiter.hit(key);
      if (!verdict.allowed) return verdict;
      return { allowed: true, release: () => limiter.release(key, verdict.at) };
    },
  };
}

/**
 * In Redis (REDIS_URL), shared by every instance: rate-limiter-flexible's fixed window of
 * `windowMs`. While Redis cannot be reached, a counter in this process's memory stands in
 * (its insurance limiter), so a Redis outage never fails a form.
 */
export function redisCounter(redis: Redis, name: string, limit: number, windowMs: number): RateCounter {
  const duration = Math.max(1, Math.round(windowMs / 1000));
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `storefront:rl:${name}`,
    points: limit,
    duration,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix: `storefront:rl:${name}`, points: limit, duration }),
  });
  return {
    async hit(key) {
      try {
        await limiter.consume(key);
        return { allowed: true, release: () => void limiter.reward(key, 1).catch(() => undefined) };
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterMs: refusal.msBeforeNext };
        throw refusal;
      }
    },
  };
}

/** What the checks need of the configuration (FORM_RATE_LIMIT, SITE_URL): the server's Config has it. */
export type AbuseConfig = { formRateLimit: { limit: number; windowMs: number }; siteUrl: string };

export function createAbuseGuard(
  config: AbuseConfig,
  counter: (name: string, limit: number, windowMs: number) => RateCounter = (_name, limit, windowMs) => memoryCounter(limit, windowMs),
): AbuseGuard {
  const { limit, windowMs } = config.formRateLimit;
  const leads = counter("leads", limit, windowMs);
  const posts = counter("posts", limit * POSTS_PER_LEAD, windowMs);
  return {
    async check({ request, clientIp, form, formData, limited = true }) {
      if (isCrossSitePost(request.headers, allowedOrigins(request.url, config.siteUrl))) {
        return { status: 403, message: ABUSE_MESSAGES.crossSite };
      }
      if (limited) {
        const verdict = await posts.hit(`${clientIp} ${form}`);
        if (!verdict.allowed) return tooMany(verdict.retryAfterMs);
      }
      if (isHoneypotFilled(formData)) return { status: 400, message: ABUSE_MESSAGES.spam };
      return undefined;
    },
    async admitLead({ clientIp, form }) {
      const verdict = await leads.hit(`${clientIp} ${form}`);
      if (!verdict.allowed) return { rejection: tooMany(verdict.retryAfterMs) };
      return { release: verdict.release };
    },
  };
}

/**
 * The trap field was filled in. This is remix-utils' `Honeypot.check` without its "valid
 * from" timestamp: that part needs crypto-js, an optional peer the project does not ship,
 * and its per-process key would refuse pages loaded before a restart. A post without the
 * field passes, as with remix-utils: every page's form has it, so only hand-made posts lack it.
 */
export function isHoneypotFilled(formData: FormData): boolean {
  const values = formData.getAll(HONEYPOT_FIELD);
  return values.some((value) => value !== "");
}
