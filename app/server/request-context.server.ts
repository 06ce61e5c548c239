import type { AppLoadContext } from "@remix-run/node";
import type { CommonData } from "~/dealer-client/index.server";
import type { VisitorSnapshot } from "~/services/visitor.server";
import type { AppServices } from "./services.server";
import { type AbuseChecks, abuseChecks } from "./context/abuse.server";
import { type CityContext, commonDataOf } from "./context/city.server";
import { type DealerClientContext, requestDealerClient, visitorsClient } from "./context/dealer-client.server";
import { type FailureHelpers, failureHelpers } from "./context/failures.server";
import { type PageCaching, pageCaching } from "./context/page-cache.server";
import { type IncomingRequest, type RequestFacts, requestFacts } from "./context/request.server";
import { readSession, type SessionAndCookies } from "./context/session.server";
import { readVisitorSnapshot, type VisitorMemory } from "./context/visitor-snapshot.server";
import { type ListsApart, lazyVisitor, unidentified, type Unidentified, type VisitorContext } from "./context/visitor.server";

export type { IncomingRequest } from "./context/request.server";
export type { AppSession } from "./context/session.server";
export type { SectionData } from "./context/failures.server";

declare module "@remix-run/node" {
  /**
   * Every loader and action gets the one request context (docs/decisions/008-request-context.md),
   * made of these parts, each in its module under ./context/.
   */
  interface AppLoadContext
    extends RequestFacts,
      SessionAndCookies,
      VisitorContext,
      VisitorMemory,
      DealerClientContext,
      CityContext,
      AbuseChecks,
      PageCaching,
      FailureHelpers {}
}

export type RequestContext = AppLoadContext;

/** A request's context and what the pipeline needs of it beside the routes. */
export type RequestScope = Unidentified & ListsApart & {
  context: RequestContext;
  /** The visitor cookie's snapshot when it may stand in for the dealer API. */
  snapshot: VisitorSnapshot | undefined;
  /** The session's data as read (flashes included), for the HTML cache's key. */
  sessionAsRead: Record<string, unknown>;
  /** Common data, once some loader asked for it and it came (the HTML cache notes its flags). */
  commonData(): CommonData | undefined;
  /** The session, committed once if it changed, among this response's cookies. */
  commitSession(): Promise<void>;
  /** When the earliest thing the request's answers held ends (a promotion), if any did: its page lasts no longer (ADR 074). */
  validUntil(): number | undefined;
};

/**
 * The per-request context (docs/decisions/008-request-context.md): its parts, in the order
 * each needs the ones before. Nothing here calls the dealer API until a loader or action asks.
 */
export async function createRequestContext(services: AppServices, incoming: IncomingRequest): Promise<RequestScope> {
  const { cookies } = incoming;
  const pathname = new URL(incoming.url).pathname;
  const session = await readSession(services, cookies);
  const { setCookie } = session.context;
  let validUntil: number | undefined;
  const client = requestDealerClient(services, (until) => {
    validUntil = Math.min(validUntil ?? Infinity, until);
  });
  const { crawler, firstVisit } = unidentified(incoming, session.asRead);
  const anonymous = crawler || firstVisit;
  const memory = await readVisitorSnapshot(services, cookies, crawler, setCookie);
  const { snapshot } = memory;
  const { visitor, documentLists, keepListsApart, withKeptLists } = lazyVisitor({
    services,
    client,
    cookies,
    pathname,
    session: session.context.session,
    setCookie,
    anonymous,
    snapshot,
    rememberVisitor: memory.context.rememberVisitor,
  });
  const dealer = visitorsClient(client, visitor, anonymous);
  const city = commonDataOf(dealer.api, visitor, services.logger, pathname);

  const context: RequestContext = {
    ...requestFacts(services, incoming),
    ...session.context,
    visitor,
    documentLists,
    ...memory.context,
    rememberVisitor: (who) => memory.context.rememberVisitor(withKeptLists(who)),
    ...dealer,
    ...city.context,
    ...abuseChecks(services),
    ...pageCaching(visitor, city.context.common, session.context.cart),
    ...failureHelpers(services.logger, pathname),
  };

  return {
    context,
    crawler,
    firstVisit,
    snapshot,
    keepListsApart,
    sessionAsRead: session.asRead,
    commonData: city.commonData,
    validUntil: () => validUntil,
    async commitSession() {
      await session.commit();
      await memory.commit();
    },
  };
}
