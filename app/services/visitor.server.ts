import { randomBytes } from "node:crypto";
import { serialize as serializeCookie } from "cookie";
import { createIsbotFromList, list as botPatterns } from "isbot";
import type { DealerApiClient } from "~/dealer-client/index.server";
import type { Log } from "./log.server";

export const F_USER_ID_COOKIE = "F_USER_ID";
/**
 * Set on a first visit in place of an id (docs/decisions/035-first-visits-from-the-cache.md):
 * a browser that sends it back has come again, and gets its F_USER_ID then. Its value is the
 * browser's own random mark: requests that race for the id share one (ADR 054).
 */
export const VISITED_COOKIE = "visited";

// isbot's list also names headless browsers and automation (Playwright, node clients): they
// keep cookies like any browser, so they count as visitors; crawlers that say so do not.
const BROWSER_LIKE = new Set(["headless", "playwright", "node\\b"]);
const crawlerTest = createIsbotFromList(botPatterns.filter((pattern) => !BROWSER_LIKE.has(pattern)));

/**
 * The answers for the User-Agents seen lately. Every request asks, and a visitor's browser
 * sends the same string each time: the list's expression was 1 % of a cache hit's CPU. At
 * most this many strings are kept; the memory starts over when full.
 */
const crawlerAnswers = new Map<string, boolean>();
const CRAWLER_ANSWERS_KEPT = 500;

/** A crawler by its User-Agent (Googlebot, YandexBot, curl…): it gets no visitor identity. */
export function isCrawler(userAgent: string | null | undefined): boolean {
  const agent = userAgent ?? "";
  let answer = crawlerAnswers.get(agent);
  if (answer === undefined) {
    answer = crawlerTest(agent);
    if (crawlerAnswers.size >= CRAWLER_ANSWERS_KEPT) crawlerAnswers.clear();
    // A User-Agent is a client's to choose: a long one is tested every time rather than kept.
    if (agent.length <= 512) crawlerAnswers.set(agent, answer);
  }
  return answer;
}

/** Who is asking: the anonymous id, the chosen city and what the dealer API knows of them. */
export type Visitor = {
  /** Undefined only when the dealer API could not issue one; the page still renders. */
  fUserId: string | undefined;
  /** The chosen city; undefined means the default (the first location). */
  fiasId: string | undefined;
  isAuthorized: boolean;
  userName: string;
  /** 11 digits starting with 7, empty when not signed in (or not known from the snapshot of an older session). */
  userPhone: string;
  userEmail: string;
  favorites: number[];
  compare: number[];
  /** The cars opened last, newest first (Recently viewed): a page showing them is personal. */
  viewed: number[];
  /**
   * Whether the dealer API told us this visitor's lists: false when it failed (or for a
   * crawler), and then empty `favorites`/`compare` mean "unknown", not "none".
   */
  listsKnown: boolean;
};

/**
 * A visitor without an id, in the session's city or the default: a crawler (`listsKnown`:
 * it has no lists), or the start of resolving one.
 */
export function anonymousVisitor(fiasId: string | undefined, listsKnown = true): Visitor {
  return { fUserId: undefined, fiasId, isAuthorized: false, userName: "", userPhone: "", userEmail: "", favorites: [], compare: [], viewed: [], listsKnown };
}

/**
 * Resolves the visitor, once per request and only when something asks (the request
 * context's `visitor()`, or a page-data call, which needs FUserId and sFiasId). Failures of identity and location calls are ignored (docs/product.md §6.2): the page renders for an
 * anonymous visitor in the default city. Returns the Set-Cookie header to send, if any.
 */
export async function resolveVisitor(
  api: DealerApiClient,
  /** The F_USER_ID cookie as the browser sent it. */
  known: string | undefined,
  sessionFiasId: string | undefined,
  options: {
    secure: boolean;
    logger: Log;
    /**
     * How a new id is issued when the browser has none: by default one `getFUser` call; the
     * request context shares one call among a marked browser's racing requests (ADR 054).
     */
    issueOnce?: (issue: () => Promise<string | undefined>) => Promise<string | undefined>;
  },
): Promise<{ visitor: Visitor; setCookie?: string; locatedFiasId?: string }> {
  const cookieId = visitorIdOf(known);
  const visitor: Visitor = { ...anonymousVisitor(sessionFiasId, false), fUserId: cookieId };
  let locatedFiasId: string | undefined;

  const ignore = (call: string) => (error: unknown) => {
    options.logger.warn("visitor call failed, ignored", { call, error: String(error) });
    return undefined;
  };

  let issued = false;
  if (!visitor.fUserId) {
    const issue = () => api.send("getFUser").then((answer) => answer.FUserId, ignore("getFUser"));
    visitor.fUserId = await (options.issueOnce ? options.issueOnce(issue) : issue());
    // A new id has nothing yet: no lists, not signed in; updateFUser would only say so.
    issued = visitor.fUserId !== undefined;
    visitor.listsKnown = issued;
  }
  if (visitor.fUserId) {
    const user = issued ? undefined : await api.send("updateFUser", { FUserId: visitor.fUserId }).catch(ignore("updateFUser"));
    if (user) {
      visitor.fUserId = user.FUserId;
      visitor.isAuthorized = user.IsAuthorized;
      visitor.userName = user.sUserName;
      visitor.userPhone = user.sUserPhone;
      visitor.userEmail = user.sUserEmail;
      visitor.favorites = user.FavoritesItems;
      visitor.compare = user.CompareItems;
      visitor.viewed = user.ViewedItems;
      visitor.listsKnown = true;
    }
    if (!visitor.fiasId) {
      const location = await api
        .send("getCurrentLocation", { FUserId: visitor.fUserId })
        .catch(ignore("getCurrentLocation"));
      visitor.fiasId = location?.fiasId;
      locatedFiasId = location?.fiasId;
    }
  }
  if (!visitor.fiasId) {
    // A failed location lookup means the default city (docs/product.md §6.2), named as such:
    // page data then asks for the same city, and finds the same last good copies, as for a
    // visitor whose city lookup worked.
    const locations = await api.send("getLocationList").catch(ignore("getLocationList"));
    visitor.fiasId = locations?.[0]?.fiasId;
  }

  // The cookie is written only when its value changes (docs/product.md §4.2).
  const setCookie = visitor.fUserId && visitor.fUserId !== known ? fUserIdCookie(visitor.fUserId, options.secure) : undefined;
  return { visitor, setCookie, locatedFiasId };
}

/** The F_USER_ID the browser sent, if it is well formed. */
export function visitorIdOf(known: string | undefined): string | undefined {
  return known && /^[A-Za-z0-9_-]{1,64}$/.test(known) ? known : undefined;
}

/**
 * What the visitor cookie (ADR 055) keeps of the dealer API's answer about a visitor, so that pages need not
 * ask it again (updateFUser) until it is `VISITOR_REFRESH_MS` old: whose it is (it counts only
 * with the same F_USER_ID), when it was asked, sign-in, name, phone and e-mail (the forms
 * start filled in with them), and the lists. A list changed, a sign-in or a sign-out drops
 * it, and the next request asks afresh; personal pages and the lists' own pages always ask
 * afresh (docs/decisions/026-html-cache.md). It counts only under the lists' stamp it was
 * asked under (`ls`): a request that raced a list's change may write back a snapshot from
 * before it, and the change's new stamp makes that one void (ADR 054).
 */
export type VisitorSnapshot = {
  id: string;
  at: number;
  /** The lists' stamp (LISTS_STAMP_COOKIE) it was asked under; none before any change. */
  ls?: string;
  auth: boolean;
  name: string;
  /** Only while signed in; a snapshot written before they were kept has neither. */
  tel?: string;
  mail?: string;
  fav: number[];
  cmp: number[];
  seen: number[];
};

/** Above this many ids a snapshot would crowd the session cookie: such a visitor is always asked. */
const MAX_SNAPSHOT_IDS = 200;

export function snapshotOf(visitor: Visitor, now: number, listsStamp = ""): VisitorSnapshot | undefined {
  if (!visitor.fUserId || !visitor.listsKnown) return undefined;
  if (visitor.favorites.length + visitor.compare.length > MAX_SNAPSHOT_IDS) return undefined;
  const contact = visitor.isAuthorized ? { tel: visitor.userPhone, mail: visitor.userEmail } : {};
  return { id: visitor.fUserId, at: now, ...(listsStamp ? { ls: listsStamp } : {}), auth: visitor.isAuthorized, name: visitor.userName, ...contact, fav: visitor.favorites, cmp: visitor.compare, seen: visitor.viewed };
}

/**
 * The visitor cookie's snapshot when it may stand in for the API: this browser's id, its lists'
 * stamp as the browser sent it, not too old, well formed.
 */
export function usableSnapshot(value: unknown, cookieId: string | undefined, now: number, maxAgeMs: number, listsStamp = ""): VisitorSnapshot | undefined {
  const s = value as Partial<VisitorSnapshot> | null | undefined;
  if (!s || typeof s !== "object" || !cookieId || s.id !== cookieId) return undefined;
  if ((s.ls ?? "") !== listsStamp) return undefined;
  if (typeof s.at !== "number" || !(now - s.at < maxAgeMs) || s.at > now + 60_000) return undefined;
  const ids = (list: unknown) => Array.isArray(list) && list.every((id) => Number.isInteger(id));
  if (typeof s.auth !== "boolean" || typeof s.name !== "string" || !ids(s.fav) || !ids(s.cmp) || !ids(s.seen)) return undefined;
  if (!optionalText(s.tel) || !optionalText(s.mail)) return undefined;
  return s as VisitorSnapshot;
}

const optionalText = (value: unknown) => value === undefined || typeof value === "string";

export function visitorFromSnapshot(snapshot: VisitorSnapshot, fiasId: string | undefined): Visitor {
  return {
    fUserId: snapshot.id,
    fiasId,
    isAuthorized: snapshot.auth,
    userName: snapshot.name,
    userPhone: snapshot.tel ?? "",
    userEmail: snapshot.mail ?? "",
    favorites: snapshot.fav,
    compare: snapshot.cmp,
    viewed: snapshot.seen,
    listsKnown: true,
  };
}

/** Whether a snapshot says nothing personal: no lists, no cars viewed, not signed in. */
export function snapshotIsStateless(snapshot: VisitorSnapshot): boolean {
  return !snapshot.auth && snapshot.fav.length === 0 && snapshot.cmp.length === 0 && snapshot.seen.length === 0;
}

/** The F_USER_ID cookie; also written when sign-in or sign-out hands the visitor a new id. */
/**
 * A first visit: a page view (GET or HEAD) from a browser that sends neither an id, nor the
 * mark of an earlier visit, nor a session. It is given no id and no visitor row; it sees the
 * default city and no lists, as every new visitor would, and may be answered from the HTML
 * cache. Its answer carries the mark (`visitedCookie`): the next request issues the id.
 */
export function isFirstVisit(
  method: string,
  cookies: { get(name: string): string | undefined },
  sessionData: Record<string, unknown>,
): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (cookies.get(F_USER_ID_COOKIE) !== undefined || cookies.get(VISITED_COOKIE) !== undefined) return false;
  return Object.keys(sessionData).length === 0;
}

/** A first visit's mark, random: 128 bits, as unguessable as the id it stands in for until then. */
export function visitedCookie(secure: boolean): string {
  return serializeCookie(VISITED_COOKIE, randomBytes(16).toString("base64url"), { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 60 * 60 * 24 * 365 });
}

/**
 * Changed with every change to the visitor's lists (and sent with it), so that a snapshot
 * asked for before the change is void whatever order the browser kept the responses' session
 * cookies in (ADR 054).
 */
export const LISTS_STAMP_COOKIE = "lists";

export function listsStampCookie(secure: boolean): string {
  return serializeCookie(LISTS_STAMP_COOKIE, randomBytes(8).toString("base64url"), { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 60 * 60 * 24 * 365 });
}

/** The lists' stamp as the browser sent it; "" before any change (or for one not ours). */
export function listsStampOf(sent: string | undefined): string {
  return sent && /^[A-Za-z0-9_-]{11}$/.test(sent) ? sent : "";
}

/** The browser's mark as sent, when it is one of ours (an older mark was "1", shared by all). */
export function visitedMarkOf(sent: string | undefined): string | undefined {
  return sent && /^[A-Za-z0-9_-]{22}$/.test(sent) ? sent : undefined;
}

export function fUserIdCookie(fUserId: string, secure: boolean): string {
  return serializeCookie(F_USER_ID_COOKIE, fUserId, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: 60 * 60 * 24 * 365,
  });
}
