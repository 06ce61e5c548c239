import { randomBytes } from "node:crypto";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { allowedOrigins, crossSitePage, isCrossSitePost } from "~/services/abuse.server";
import { COOKIE_NOTICE_COOKIE } from "~/services/cookie-notice.server";
import { FORM_STATE_COOKIE } from "~/services/form-state.server";
import { visitedCookie } from "~/services/visitor.server";
import { LANDED_CAR_COOKIE, landedCarCookie, landedCarOf, recordCarView } from "~/services/recently-viewed.server";
import { withNotFoundPages } from "./api-failures.server";
import { RequestCookies } from "./cookies.server";
import { contentSecurityPolicy } from "./csp.server";
import { documentKind, encodedDocument, encodedStream } from "./document-encoding.server";
import { cachedPageResponse, carAddressId, carPageId, htmlCacheKey, inlineScriptHashes, isStorable, preparePage } from "./html-cache.server";
import { boundedCacheControl, PRIVATE_PAGE_CACHE } from "./http-cache.server";
import { isRefusedPagePost, PAGE_METHODS, refusedPostAsGet, withRefusedPosts } from "./refused-post.server";
import { createRequestContext } from "./request-context.server";
import type { AppServices } from "./services.server";
import { listsToWriteIn, withoutLists, writeVisitorLists } from "./visitor-lists.server";
import { withHeaders } from "./whole-response.server";
import type { VisitorLists } from "~/utils/visitor-lists";
import type { Incoming } from "../../lib/front-door";

/*
 * One request, start to end (docs/decisions/032-one-front-door.md): a request in (its Fetch
 * Request made only if Remix needs it: a cache hit does not), a Response out, no Express.
 * server.ts has already refused what it must (methods, sizes, bad targets) and served the
 * files; everything else comes here.
 *
 *   1. cross-site form posts are refused;
 *   2. the request context: the Cookie header parsed once, the session read once, the
 *      visitor resolved on first use (request-context.server.ts);
 *   3. the HTML cache: a visitor without personal state may get a page another such visitor
 *      caused (docs/decisions/026-html-cache.md);
 *   4. Remix: loaders, actions and the render (entry.server.tsx); a rule's NotFound thrown
 *      by a loader or action is the 404 page (api-failures.server.ts);
 *   5. the commit: the session once if it changed, one Set-Cookie per cookie, and a response
 *      that sets a cookie is never public-cacheable;
 *   6. the document's CSP and encoding (docs/decisions/027-compression.md), and the copy
 *      the HTML cache keeps.
 */

export type PipelineOptions = {
  services: AppServices;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The asset manifest version the browser polls to notice a deployment. */
  buildVersion: string;
  /** Told what the HTML cache did for each request (metrics). */
  observeHtmlCache?: (result: "hit" | "miss" | "bypass") => void;
};

export type Handle = (incoming: Incoming, client: { ip: string }) => Promise<Response>;

export function createPipeline({ services, build, buildVersion, observeHtmlCache }: PipelineOptions): Handle {
  const { config, logger, htmlCache } = services;
  const handleRemix = createRequestHandler(withRefusedPosts(withNotFoundPages(build)), config.isProduction ? "production" : "development");
  const csp = contentSecurityPolicy(config);

  return async function handle(incoming, client) {
    const response = await answer(incoming, client);
    // A page view is what counts as a visit; a first visit's version poll or redirect is not one.
    const pageView = response.firstVisit && (response.response.headers.get("Content-Type") ?? "").startsWith("text/html");
    if (!pageView) return response.response;
    // A car page landed on is remembered until there is an id to record its view under (ADR 065).
    const landedCar = response.response.status === 200 ? carPageId(new URL(incoming.url).pathname) : undefined;
    const marks = [visitedCookie(config.isProduction), ...(landedCar === undefined ? [] : [landedCarCookie(landedCar, config.isProduction)])];
    return markedAsVisited(response.response, marks);
  };

  async function answer(incoming: Incoming, client: { ip: string }): Promise<{ response: Response; firstVisit?: boolean }> {
    // 1. Past this point Remix's own origin check would turn a cross-site post into an
    // empty 500; it gets a Russian 403. Form actions check again (abuse.server.ts).
    if (incoming.method === "POST") {
      const refused = crossSiteRefusal(incoming.request(), config.siteUrl);
      if (refused) {
        logger.warn("cross-site post refused", { path: new URL(incoming.url).pathname, origin: incoming.header("Origin") });
        return { response: refused };
      }
    }

    // 2. The request context.
    const cookies = new RequestCookies(incoming.header("Cookie"));
    const scope = await createRequestContext(services, {
      url: incoming.url,
      method: incoming.method,
      cookies,
      buildVersion,
      clientIp: client.ip,
      userAgent: incoming.header("User-Agent"),
      purpose: incoming.header("Sec-Purpose") ?? incoming.header("Purpose"),
    });
    const { context, firstVisit } = scope;

    // 3. The HTML cache: a key only for a visitor without personal state, or whose only personal
    // state is their lists, which are written into the page kept for everyone (ADR 081).
    const pathname = new URL(incoming.url).pathname;
    const lists = incoming.method === "GET" && !scope.crawler && !firstVisit ? listsToWriteIn(scope.snapshot, pathname) : undefined;
    let cacheKey = htmlCache.enabled
      ? htmlCacheKey({
          method: incoming.method,
          url: incoming.url,
          crawler: scope.crawler,
          firstVisit,
          session: scope.sessionAsRead,
          snapshot: lists ? withoutLists(scope.snapshot!) : scope.snapshot,
          cookieNoticeAccepted: Boolean(cookies.get(COOKIE_NOTICE_COOKIE)),
          formStateCookie: cookies.get(FORM_STATE_COOKIE) !== undefined,
          buildVersion,
          featuresStamp: htmlCache.featuresStamp,
        })
      : undefined;
    // A landing car not yet recorded makes every page the visitor's until one that shows or
    // records «Вы смотрели» records it (ADR 065).
    if (cacheKey !== undefined && !firstVisit && landedCarOf(cookies.get(LANDED_CAR_COOKIE)) !== undefined) cacheKey = undefined;
    // A car page records the view of a visitor with an id whether or not the page is rendered;
    // a strip of other cars viewed makes it theirs (ADR 051, ADR 043).
    const viewedCar = cacheKey !== undefined && !scope.crawler && !firstVisit ? carPageId(pathname) : undefined;
    if (viewedCar !== undefined && (await recordCarView(context, viewedCar)).cars.length > 0) cacheKey = undefined;
    // The routes then see a visitor without lists: what they make is everyone's page.
    const writtenLists = cacheKey === undefined ? undefined : lists;
    if (writtenLists) scope.keepListsApart();
    const cached = cacheKey === undefined ? undefined : htmlCache.get(cacheKey);
    observeHtmlCache?.(cached ? "hit" : cacheKey === undefined ? "bypass" : "miss");
    if (cached) {
      // The view's record is in the visitor's snapshot: the one change a hit commits.
      if (viewedCar !== undefined) await scope.commitSession();
      if (writtenLists) {
        const page = { status: 200, headers: new Headers({ ...cached.headers, "X-Cache": "HIT" }) };
        return { response: committed(await withVisitorLists(page, cached.identity, writtenLists, incoming.header("Accept-Encoding") ?? undefined), cookies), firstVisit };
      }
      return { response: committed(cachedPageResponse(cached, incoming), cookies), firstVisit };
    }

    // 4. Remix. A page that may be shared is rendered without a nonce (whole, allowed by
    // its scripts' hashes); any other gets this response's own.
    context.nonce = cacheKey === undefined ? randomBytes(16).toString("base64") : undefined;
    const request = incoming.request();
    let rendered = await handleRemix(request, context);
    // A post to a page without an action: its 405 drawn again in the site's frame (refused-post.server.ts).
    if (isRefusedPagePost(request, rendered)) {
      rendered = await handleRemix(refusedPostAsGet(request, context), context);
      if (rendered.status === 405) rendered.headers.set("Allow", PAGE_METHODS);
    }
    // An accepted post to a car's address (its reservation above all) may change what its page
    // shows everyone: no visitor gets this instance's older copy after it (ADR 063).
    if (request.method === "POST" && rendered.status < 400) {
      const changedCar = carAddressId(new URL(request.url).pathname);
      if (changedCar !== undefined) htmlCache.forgetCar(changedCar);
    }
    // A page showing what ends at a time (a promotion) is kept by nobody past its end (ADR 074).
    const validUntil = scope.validUntil();
    rendered = lastingUntil(rendered, validUntil);
    // The flags this render saw: pages kept under other flags are never served again.
    const features = scope.commonData()?.features;
    if (features) htmlCache.noteFeatures(features);

    // 5. The commit.
    await scope.commitSession();
    const response = committed(rendered, cookies);

    // 6. The document's CSP and encoding.
    const acceptEncoding = request.headers.get("Accept-Encoding") ?? undefined;
    const kind = documentKind(response);
    if (kind === undefined) return { response, firstVisit };
    if (kind === "streamed") {
      // Streamed scripts cannot be hashed before the header leaves: a streamed document always has a nonce.
      response.headers.set("Content-Security-Policy", csp.withNonce(context.nonce ?? ""));
      return { response: encodedStream(response, acceptEncoding), firstVisit };
    }
    const html = Buffer.from(await response.arrayBuffer());
    response.headers.set(
      "Content-Security-Policy",
      context.nonce ? csp.withNonce(context.nonce) : csp.withHashes(inlineScriptHashes(html.toString("utf8"))),
    );
    // A car's view written into this visitor's snapshot is their cookie, not the page's: the
    // page is kept as its route made it, and their answer is private.
    const asMade = viewedCar !== undefined ? rendered : response;
    if (cacheKey !== undefined && request.method === "GET" && isStorable(asMade.status, asMade.headers)) {
      const kept = new Headers(response.headers);
      kept.set("Cache-Control", asMade.headers.get("Cache-Control") ?? "");
      // This visitor gets the page at once; the copy is kept once it is encoded (off the main thread).
      preparePage(html, kept)
        .then((page) => htmlCache.set(cacheKey, page, validUntil))
        .catch((error: unknown) => logger.error("html cache: page not kept", { path: new URL(request.url).pathname, error: String(error) }));
    }
    if (writtenLists) return { response: await withVisitorLists(response, html, writtenLists, acceptEncoding), firstVisit };
    return { response: await encodedDocument(response, html, acceptEncoding), firstVisit };
  }
}

/**
 * Everyone's page as this visitor's answer: their lists written in (ADR 081), theirs alone to
 * keep, encoded for their Accept-Encoding.
 */
async function withVisitorLists(
  made: Pick<Response, "status" | "headers">,
  page: Buffer,
  lists: VisitorLists,
  acceptEncoding: string | undefined,
): Promise<Response> {
  const headers = new Headers(made.headers);
  headers.set("Cache-Control", PRIVATE_PAGE_CACHE);
  return encodedDocument(new Response(null, { status: made.status, headers }), writeVisitorLists(page, lists), acceptEncoding);
}

/**
 * A first visit's answer, from the cache or rendered, with the mark that makes the next
 * request issue the visitor's id (docs/decisions/035-first-visits-from-the-cache.md). It sets
 * a cookie, so no shared cache may keep it; the HTML cache kept its copy without the mark.
 */
function markedAsVisited(response: Response, marks: readonly string[]): Response {
  let headers = response.headers;
  try {
    for (const mark of marks) headers.append("Set-Cookie", mark);
  } catch {
    // A response with immutable headers (Response.redirect) is copied.
    headers = new Headers(headers);
    for (const mark of marks) headers.append("Set-Cookie", mark);
    response = withHeaders(response, headers);
  }
  if (/\bpublic\b/.test(headers.get("Cache-Control") ?? "")) headers.set("Cache-Control", PRIVATE_PAGE_CACHE);
  return response;
}

/** The response with its Cache-Control bounded by `validUntil` (boundedCacheControl). */
function lastingUntil(response: Response, validUntil: number | undefined): Response {
  const cacheControl = response.headers.get("Cache-Control");
  const bounded = cacheControl === null ? null : boundedCacheControl(cacheControl, validUntil);
  if (bounded === cacheControl) return response;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", bounded!);
  return withHeaders(response, headers);
}

/**
 * The response with the request's cookies, one Set-Cookie per cookie. A response that sets a
 * cookie belongs to one visitor: whatever the route said, no shared cache may keep it.
 */
function committed(response: Response, cookies: RequestCookies): Response {
  let headers = cookies.commit(response.headers);
  if (headers.has("Set-Cookie") && /\bpublic\b/.test(headers.get("Cache-Control") ?? "")) {
    if (headers === response.headers) headers = new Headers(headers);
    headers.set("Cache-Control", PRIVATE_PAGE_CACHE);
  }
  if (headers === response.headers) return response;
  return withHeaders(response, headers);
}

function crossSiteRefusal(request: Request, siteUrl: string): Response | undefined {
  // The address the browser used: this request's scheme and Host header.
  const origin = `${new URL(request.url).protocol}//${request.headers.get("Host") ?? "localhost"}`;
  if (!isCrossSitePost(request.headers, allowedOrigins(origin, siteUrl)) && !originNamesAnotherHost(request.headers)) return undefined;
  return new Response(crossSitePage(), {
    status: 403,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * Remix aborts an action whose Origin names another host than the request's (X-Forwarded-Host,
 * else Host) with a bare 500, even when SITE_URL allows that origin (a proxy that rewrites
 * Host): such a post gets the cross-site refusal's 403 instead.
 */
function originNamesAnotherHost(headers: Headers): boolean {
  const origin = headers.get("Origin");
  if (origin === null) return false;
  const host = headers.get("X-Forwarded-Host")?.split(",")[0]?.trim() || headers.get("Host");
  try {
    return origin === "null" || new URL(origin).host !== host;
  } catch {
    return true;
  }
}
