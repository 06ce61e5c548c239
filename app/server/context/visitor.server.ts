import type { DealerApiClient } from "~/dealer-client/index.server";
import { href, routeNameOf, type RouteName } from "~/paths";
import {
  anonymousVisitor,
  F_USER_ID_COOKIE,
  isCrawler,
  isFirstVisit,
  resolveVisitor,
  type Visitor,
  type VisitorSnapshot,
  visitorFromSnapshot,
  VISITED_COOKIE,
  visitedMarkOf,
} from "~/services/visitor.server";
import { NO_LISTS, type VisitorLists } from "~/utils/visitor-lists";
import type { RequestCookies } from "../cookies.server";
import type { AppServices } from "../services.server";
import type { IncomingRequest } from "./request.server";
import type { AppSession } from "./session.server";

export type VisitorContext = {
  /**
   * Who is asking: resolved on first use and only then (identity calls, the visitor's
   * cookie). Never fails: identity failures leave an anonymous visitor (docs/product.md §6.2).
   * The visitor cookie's snapshot of the last answer stands in for updateFUser while it is fresh
   * (VISITOR_REFRESH_MS); `fresh: true` asks the API whatever the snapshot says (personal
   * pages, the lists' own pages).
   */
  visitor(options?: { fresh?: boolean }): Promise<Visitor>;
  /**
   * The lists the document is rendered with (entry.server.tsx): the visitor's, or none when the
   * page is made for everyone and the pipeline writes the visitor's into it (ADR 081).
   */
  documentLists(): Promise<VisitorLists>;
};

/** What the pipeline may say of the visitor before the routes run. */
export type ListsApart = {
  /**
   * The page is made as for a visitor without lists, to be kept for everyone; the pipeline
   * writes this visitor's lists into it (ADR 081). Loaders then see no lists.
   */
  keepListsApart(): void;
};

/** What lazyVisitor gives the request context beside the visitor. */
export type KeptLists = {
  /** The visitor to remember with the lists the routes were not shown (their snapshot's). */
  withKeptLists(visitor: Visitor): Visitor;
};

/** Requests that get no identity (docs/decisions/035-first-visits-from-the-cache.md). */
export type Unidentified = {
  /** A crawler: no identity, a cache key of its own. */
  crawler: boolean;
  /**
   * A first visit (isFirstVisit): no identity yet, a cache key of its own; its answer
   * carries the visited mark.
   */
  firstVisit: boolean;
};

export function unidentified(incoming: IncomingRequest, sessionAsRead: Record<string, unknown>): Unidentified {
  // A crawler is nobody to remember: no id is issued for it, and no visitor row is written.
  const crawler = isCrawler(incoming.userAgent);
  // Nor, yet, a first visit: most never come again (docs/decisions/035-first-visits-from-the-cache.md).
  const firstVisit = !crawler && isFirstVisit(incoming.method, incoming.cookies, sessionAsRead) && !issuesIdAtOnce(new URL(incoming.url).pathname);
  return { crawler, firstVisit };
}

/**
 * The pages of forms that hold something scarce (a car's reservation, a test-drive time, a
 * service bay): their post is taken only from a browser that sends its id back
 * (app/services/visitor-required.server.ts), so even a first view of them gets its id, and a
 * buyer who lands on one straight from a link can post it (ADR 064).
 */
const ID_AT_ONCE: ReadonlySet<RouteName> = new Set<RouteName>(["car_reserve", "car_test_drive", "service", "service_tyres"]);

function issuesIdAtOnce(pathname: string): boolean {
  const route = routeNameOf(pathname);
  return route !== undefined && ID_AT_ONCE.has(route);
}

/** What resolving the visitor needs of the request's other parts. */
export type VisitorSources = {
  services: Pick<AppServices, "config" | "logger" | "issuedIds">;
  /** The dealer API client without an identity: identity calls carry none. */
  client: DealerApiClient;
  cookies: Pick<RequestCookies, "get">;
  pathname: string;
  session: AppSession;
  setCookie(serialized: string): void;
  /** A crawler or a first visit: an anonymous visitor, no call made. */
  anonymous: boolean;
  snapshot: VisitorSnapshot | undefined;
  rememberVisitor(visitor: Visitor): void;
};

/** The visitor, resolved lazily: nothing is asked of the dealer API until a loader or action asks who this is. */
export function lazyVisitor(sources: VisitorSources): VisitorContext & ListsApart & KeptLists {
  const { services, client, session, snapshot } = sources;
  const sentId = sources.cookies.get(F_USER_ID_COOKIE);
  // Requests that race for an id before the browser has one share the one issued to its mark.
  const visitedMark = visitedMarkOf(sources.cookies.get(VISITED_COOKIE));
  let freshPromise: Promise<Visitor> | undefined;
  const resolveFresh = () =>
    (freshPromise ??= sources.anonymous
      ? Promise.resolve(anonymousVisitor(session.get("fiasId")))
      : resolveVisitor(client, sentId, session.get("fiasId"), {
          secure: services.config.isProduction,
          logger: services.logger,
          issueOnce: visitedMark ? (issue) => services.issuedIds(visitedMark, issue) : undefined,
        }).then((resolved) => {
          if (resolved.setCookie) sources.setCookie(resolved.setCookie);
          // The city the API placed the visitor in is kept: returning visitors need no lookup.
          if (resolved.locatedFiasId) session.set("fiasId", resolved.locatedFiasId);
          sources.rememberVisitor(resolved.visitor);
          return resolved.visitor;
        }));
  // Pages whose content is the visitor's own ask the API for every loader of the request, the
  // root's header included, so the page and its header agree.
  const asksAfresh = FRESH_VISITOR_PAGES.some(
    (page) => sources.pathname === page || sources.pathname === `${page}.data` || sources.pathname.startsWith(`${page}/`),
  );
  let visitorPromise: Promise<Visitor> | undefined;
  let listsApart = false;
  const visitor = (options?: { fresh?: boolean }): Promise<Visitor> => {
    if (options?.fresh || asksAfresh) return resolveFresh();
    const fiasId = session.get("fiasId");
    // Once asked afresh in this request, the answer is everyone's.
    if (freshPromise) return freshPromise;
    return (visitorPromise ??= snapshot && fiasId ? Promise.resolve(visitorFromSnapshot(snapshot, fiasId)) : resolveFresh());
  };
  return {
    visitor: (options) => (listsApart ? visitor(options).then(withoutLists) : visitor(options)),
    async documentLists() {
      if (listsApart) return NO_LISTS;
      const { favorites, compare } = await visitor();
      return { favorites, compare };
    },
    keepListsApart() {
      listsApart = true;
    },
    // Lists are kept apart only for a visitor the snapshot stands in for: what a route remembers
    // of them (a car viewed) keeps the snapshot's lists, not the none it was shown.
    withKeptLists: (who) => (listsApart && snapshot ? { ...who, favorites: snapshot.fav, compare: snapshot.cmp } : who),
  };
}

const withoutLists = (visitor: Visitor): Visitor => ({ ...visitor, favorites: [], compare: [] });

/** The personal area and the lists' own pages: their visitor is always the dealer API's answer. */
const FRESH_VISITOR_PAGES = [href("personal"), href("favorites"), href("comparison")];
