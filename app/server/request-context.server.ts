import type { Session } from "@remix-run/node";
import { pageFailure } from "./api-failures.server";
import { currentCity } from "~/services/common-data.server";
import type { Config } from "./config.server";
import {
  createDealerApiClient,
  type CommonData,
  type DealerApiClient,
  type Location,
} from "~/dealer-client/index.server";
import type { FormStateCookie } from "~/services/form-state.server";
import type { AbuseGuard } from "~/services/abuse.server";
import { pageCacheControl } from "./http-cache.server";
import type { Logger } from "./logger.server";
import type { RequestCookies } from "./cookies.server";
import { currentRequestId } from "./request-id.server";
import type { AppServices } from "./services.server";
import { SESSION_COOKIE, type SessionData, type SessionFlash, VISITOR_COOKIE } from "./session.server";
import {
  anonymousVisitor,
  F_USER_ID_COOKIE,
  isCrawler,
  isFirstVisit,
  resolveVisitor,
  snapshotOf,
  usableSnapshot,
  type Visitor,
  type VisitorSnapshot,
  visitorFromSnapshot,
  visitorIdOf,
  VISITED_COOKIE,
  visitedMarkOf,
  LISTS_STAMP_COOKIE,
  listsStampCookie,
  listsStampOf,
} from "~/services/visitor.server";
import { href } from "~/paths";
import { type Cart, normalizeCart } from "~/utils/cart";
import type { Features } from "~/utils/features";

export type AppSession = Session<SessionData, SessionFlash>;

declare module "@remix-run/node" {
  // Every loader and action gets the one request context (docs/decisions/008-request-context.md).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}

/** What the pipeline knows of a request before Remix sees it. */
export type IncomingRequest = {
  /** The absolute URL, as Remix will see it. */
  url: string;
  method: string;
  /** The Cookie header, parsed once (cookies.server.ts). */
  cookies: RequestCookies;
  buildVersion: string;
  /** The socket's address unless a trusted proxy says otherwise. */
  clientIp: string;
  /** Crawlers (isCrawler) get no visitor identity: nothing is issued or stored for them. */
  userAgent?: string | null;
  /** What the browser says the request is for (`Sec-Purpose`, or the older `Purpose`). */
  purpose?: string | null;
};

/** What a section's or list's call gave: its data, or the fact that it failed (shown as such, never as empty). */
export type SectionData<T> = { ok: true; data: T } | { ok: false };

export type RequestContext = {
  /**
   * The document's CSP nonce, set by the pipeline for entry.server.tsx (components read
   * NonceContext); undefined when the page may be shared: it is then rendered whole and
   * allowed by its scripts' hashes.
   */
  nonce: string | undefined;
  /** The server build's asset manifest version, polled by the browser to notice deployments. */
  buildVersion: string;
  config: Config;
  logger: Logger;
  clientIp: string;
  /**
   * The browser fetches the page ahead of a click that may never come (a link hovered): what
   * opening it records (a car viewed) is left for the click's own request.
   */
  prefetch: boolean;
  /** Abuse checks of form posts, shared by the whole process (the rate limit's memory). */
  abuse: AbuseGuard;
  /** The browser-session cookie of form state (the newsletter's "already subscribed"). */
  formState: FormStateCookie;
  /** The cookies the browser sent (the header parsed once for the whole request). */
  cookies: Pick<RequestCookies, "get" | "headerOf">;
  /**
   * The signed session, read once for the request. Change it freely: the server commits it
   * once, with the response, when it changed (a flash read counts as a change).
   */
  session: AppSession;
  /** The one-car cart from the session. */
  cart(): Cart;
  /**
   * Who is asking: resolved on first use and only then (identity calls, the visitor's
   * cookie). Never fails: identity failures leave an anonymous visitor (docs/product.md §6.2).
   * The visitor cookie's snapshot of the last answer stands in for updateFUser while it is fresh
   * (VISITOR_REFRESH_MS); `fresh: true` asks the API whatever the snapshot says (personal
   * pages, the lists' own pages).
   */
  visitor(options?: { fresh?: boolean }): Promise<Visitor>;
  /** What the dealer API now says of the visitor (a car viewed): the visitor cookie's snapshot says so. */
  rememberVisitor(visitor: Visitor): void;
  /**
   * After a change to the favourites or the comparison: the snapshot is dropped and the lists'
   * stamp renewed, so the next request asks the dealer API, even if a request that raced this
   * one writes back what it knew before (ADR 054).
   */
  changedLists(): void;
  /** After sign-in or sign-out: the next request asks the API who this is. */
  forgetVisitor(): void;
  /** The dealer API client; page-data calls carry the visitor's FUserId and city, resolving the visitor first. */
  api: DealerApiClient;
  /** Common data (cached across requests); its failure is the maintenance page. */
  common(): Promise<CommonData>;
  /** The feature flags of common data. */
  features(): Promise<Features>;
  /** The visitor's city: the saved one while it is served, else the first (the default). */
  city(): Promise<Location | undefined>;
  /**
   * The page's Cache-Control: shared-cacheable only for a visitor with no personal state
   * (nothing in favourites, comparison or cart, not signed in, the default city); cars viewed
   * count unless the page says it does not show them (`showsViewed: false`).
   */
  cacheControl(options?: { showsViewed: false }): Promise<string>;
  /** A cookie for this response; one per name, the last one set wins. */
  setCookie(serialized: string): void;
  /**
   * A page's fatal dealer API call: a missing entity or a refused request is the 404 page,
   * an unavailable API the 503 maintenance page (docs/decisions/009-dealer-api-failures.md).
   */
  page<T>(call: Promise<T>): Promise<T>;
  /**
   * A call that only feeds a part of the page (a section, a list): its failure is logged and
   * the fallback rendered, and the page stays 200.
   */
  section<T>(name: string, call: Promise<T>, fallback: T): Promise<T>;
  /**
   * A list's or section's call whose failure the page must say (`<SectionFailure>`: «Не
   * удалось загрузить…» with a retry link) rather than show as empty: logged, never thrown.
   */
  sectionData<T>(name: string, call: Promise<T>): Promise<SectionData<T>>;
};

/** A request's context and what the pipeline needs of it beside the routes. */
export type RequestScope = {
  context: RequestContext;
  /** A crawler: no identity, a cache key of its own. */
  crawler: boolean;
  /**
   * A first visit (isFirstVisit): no identity yet, a cache key of its own; its answer
   * carries the visited mark (docs/decisions/035-first-visits-from-the-cache.md).
   */
  firstVisit: boolean;
  /** The visitor cookie's snapshot when it may stand in for the dealer API. */
  snapshot: VisitorSnapshot | undefined;
  /** The session's data as read (flashes included), for the HTML cache's key. */
  sessionAsRead: Record<string, unknown>;
  /** Common data, once some loader asked for it and it came (the HTML cache notes its flags). */
  commonData(): CommonData | undefined;
  /** The session, committed once if it changed, among this response's cookies. */
  commitSession(): Promise<void>;
};

/**
 * The per-request context (docs/decisions/008-request-context.md). Nothing here calls the
 * dealer API until a loader or action asks.
 */
export async function createRequestContext(services: AppServices, incoming: IncomingRequest): Promise<RequestScope> {
  const { config, logger, sessionStorage } = services;
  const { cookies } = incoming;
  const pathname = new URL(incoming.url).pathname;
  const session = await sessionStorage.getSession(cookies.headerOf(SESSION_COOKIE));
  const sessionAsRead = JSON.stringify(session.data);
  // Sessions written before ADR 055 kept the snapshot: it lives in its own cookie now, and
  // this session is written again without it.
  if (session.has("visitor")) session.unset("visitor");
  const sessionData = session.data as Record<string, unknown>;
  const setCookie = (serialized: string) => cookies.set(serialized);

  const baseClient = createDealerApiClient({
    baseUrl: services.dealerApiUrl,
    timeoutMs: config.dealerApiTimeoutMs,
    // One budget for everything this request asks of the API, counted from its arrival: a
    // stalled API costs the visitor this long at most, then the maintenance page or a message.
    deadline: Date.now() + config.dealerApiBudgetMs,
    // Sent with every call, so the dealer API's log lines name the request.
    requestId: currentRequestId(),
    sharedCache: services.sharedCache,
    maxCacheTtlMs: config.dealerApiCacheTtlMs,
    staleIfErrorMs: config.dealerApiStaleMs,
    log: (level, msg, fields) => logger[level](msg, fields),
    observe: services.observeApiCall,
    breaker: services.dealerApiBreaker,
  });

  // A crawler is nobody to remember: no id is issued for it, and no visitor row is written.
  const crawler = isCrawler(incoming.userAgent);
  // Nor, yet, a first visit: most never come again (docs/decisions/035-first-visits-from-the-cache.md).
  const firstVisit = !crawler && isFirstVisit(incoming.method, cookies, sessionData);
  const unidentified = crawler || firstVisit;
  const sentId = cookies.get(F_USER_ID_COOKIE);
  // Requests that race for an id before the browser has one share the one issued to its mark.
  const visitedMark = visitedMarkOf(cookies.get(VISITED_COOKIE));
  const listsStamp = listsStampOf(cookies.get(LISTS_STAMP_COOKIE));
  const cookieId = visitorIdOf(sentId);
  // The snapshot's own cookie (ADR 055): what pages write, kept apart from what posts write.
  const snapshot = crawler
    ? undefined
    : usableSnapshot(
        await services.visitorCookie.parse(cookies.headerOf(VISITOR_COOKIE)).catch(() => undefined),
        cookieId,
        Date.now(),
        config.visitorRefreshMs,
        listsStamp,
      );
  // What the answer writes back: a new snapshot, none (dropped), or the one as read (nothing to write).
  let snapshotKept: VisitorSnapshot | undefined = snapshot;
  const keepSnapshot = (next: VisitorSnapshot | undefined) => void (snapshotKept = next);
  // Once this request has changed the lists, what it knew of them is not written back.
  let listsChanged = false;
  const rememberVisitor = (who: Visitor) => {
    if (listsChanged) return;
    const next = snapshotOf(who, Date.now(), listsStamp);
    if (!next) return keepSnapshot(undefined);
    // The same answer again, not half-way to stale: the cookie is not rewritten for it.
    const kept = snapshotKept;
    const same = kept && JSON.stringify({ ...kept, at: 0 }) === JSON.stringify({ ...next, at: 0 });
    if (same && Date.now() - kept.at < config.visitorRefreshMs / 2) return;
    keepSnapshot(next);
  };
  let freshPromise: Promise<Visitor> | undefined;
  const resolveFresh = () =>
    (freshPromise ??= unidentified
      ? Promise.resolve(anonymousVisitor(session.get("fiasId")))
      : resolveVisitor(baseClient, sentId, session.get("fiasId"), {
          secure: config.isProduction,
          logger,
          issueOnce: visitedMark ? (issue) => services.issuedIds(visitedMark, issue) : undefined,
        }).then((resolved) => {
          if (resolved.setCookie) setCookie(resolved.setCookie);
          // The city the API placed the visitor in is kept: returning visitors need no lookup.
          if (resolved.locatedFiasId) session.set("fiasId", resolved.locatedFiasId);
          rememberVisitor(resolved.visitor);
          return resolved.visitor;
        }));
  // Pages whose content is the visitor's own ask the API for every loader of the request, the
  // root's header included, so the page and its header agree.
  const asksAfresh = FRESH_VISITOR_PAGES.some((page) => pathname === page || pathname === `${page}.data` || pathname.startsWith(`${page}/`));
  let visitorPromise: Promise<Visitor> | undefined;
  const visitor = (options?: { fresh?: boolean }) => {
    if (options?.fresh || asksAfresh) return resolveFresh();
    const fiasId = session.get("fiasId");
    // Once asked afresh in this request, the answer is everyone's.
    if (freshPromise) return freshPromise;
    return (visitorPromise ??= snapshot && fiasId ? Promise.resolve(visitorFromSnapshot(snapshot, fiasId)) : resolveFresh());
  };
  // A first visit or a crawler has chosen no city and has none located for it yet: its page
  // data is the default city's (the first location), as the header says (docs/product.md §4.3).
  // The frame is the same for everyone, so it is asked for without an identity.
  let defaultCityPromise: Promise<string | undefined> | undefined;
  const defaultFiasId = () =>
    (defaultCityPromise ??= baseClient.send("getCommonData").then(
      (data) => data.locations[0]?.fiasId,
      () => undefined,
    ));
  const api = baseClient.withIdentity(async () => {
    const { fUserId, fiasId } = await visitor();
    if (fiasId !== undefined || !unidentified) return { fUserId, fiasId };
    return { fUserId, fiasId: await defaultFiasId() };
  });

  let commonPromise: Promise<CommonData> | undefined;
  let commonData: CommonData | undefined;
  const common = () =>
    (commonPromise ??= api.send("getCommonData").then(
      (data) => (commonData = data),
      (error: unknown) => {
        logger.error("common data unavailable", { error: String(error) });
        // Without common data there is no header, navigation or site title: the whole page fails.
        throw pageFailure(error, pathname, "unavailable");
      },
    ));
  const cart = () => normalizeCart(session.get("cart"));
  const city = async () => currentCity((await common()).locations, (await visitor()).fiasId);

  const context: RequestContext = {
    // The pipeline's to set, once it knows whether the page may be shared.
    nonce: undefined,
    buildVersion: incoming.buildVersion,
    config,
    logger,
    clientIp: incoming.clientIp,
    prefetch: /\bprefetch\b/i.test(incoming.purpose ?? ""),
    abuse: services.abuse,
    formState: services.formState,
    cookies,
    session,
    cart,
    visitor,
    rememberVisitor,
    forgetVisitor: () => keepSnapshot(undefined),
    changedLists() {
      listsChanged = true;
      keepSnapshot(undefined);
      setCookie(listsStampCookie(config.isProduction));
    },
    api,
    common,
    features: async () => (await common()).features,
    city,
    async cacheControl(options) {
      const [who, { locations }] = await Promise.all([visitor(), common()]);
      return pageCacheControl(options ? { ...who, viewed: [] } : who, cart(), locations[0]?.fiasId);
    },
    setCookie,
    page: (call) =>
      call.catch((error: unknown) => {
        throw pageFailure(error, pathname);
      }),
    section: (name, call, fallback) =>
      call.catch((error: unknown) => {
        logger.warn("section failed, left out", { section: name, path: pathname, error: String(error) });
        return fallback;
      }),
    sectionData: <T>(name: string, call: Promise<T>) =>
      call.then(
        (data): SectionData<T> => ({ ok: true, data }),
        (error: unknown): SectionData<T> => {
          // Not the API's failure: a bug, which stays a 500 so that it is seen.
          if (pageFailure(error, pathname) === error) throw error;
          logger.warn("section failed, shown as failed", { section: name, path: pathname, error: String(error) });
          return { ok: false };
        },
      ),
  };

  return {
    context,
    crawler,
    firstVisit,
    snapshot,
    sessionAsRead: sessionData,
    commonData: () => commonData,
    async commitSession() {
      if (JSON.stringify(session.data) !== sessionAsRead) setCookie(await sessionStorage.commitSession(session));
      // A dropped snapshot expires the cookie; one the browser sent but that was no longer usable
      // (stale, another id's, an old lists stamp) is simply replaced by the next one written.
      if (snapshotKept !== snapshot) {
        setCookie(await services.visitorCookie.serialize(snapshotKept ?? "", snapshotKept ? undefined : { maxAge: 0 }));
      }
    },
  };
}

/** The personal area and the lists' own pages: their visitor is always the dealer API's answer. */
const FRESH_VISITOR_PAGES = [href("personal"), href("favorites"), href("comparison")];
