import { data, type ServerBuild } from "@remix-run/node";
import { changeRoutes } from "./build-routes.server";

/*
 * A form sent to a page that takes none (an old bookmark of a post, a text browser, a bot)
 * is a 405 (docs/product.md §6.1), drawn in the site's whole frame like the 404 page.
 *
 * Remix refuses such a post before any loader runs, so its 405 has no root data and the root
 * ErrorBoundary could only draw the bare fallback frame. The pipeline therefore draws the
 * page a second time as a GET, marked as refused: the root's loader gives the frame, and the
 * page's own loaders throw the same 405 instead of loading the page (the 404 of an unknown
 * address works the same way: routes/$.tsx). ADR 049.
 */

/** The request contexts of refused posts being drawn again (the context is the one object a loader shares with the pipeline). */
const refused = new WeakSet<object>();

/** What a refused post's answer says it would take. */
export const PAGE_METHODS = "GET, HEAD";

/**
 * The build with every page's loader taught the refusal: the root's loader runs as it is, any
 * other route (one without a loader too) throws the 405 while its request context is marked.
 */
export function withRefusedPosts(build: ServerBuild | (() => Promise<ServerBuild>)): ServerBuild | (() => Promise<ServerBuild>) {
  return changeRoutes(build, (route) => {
    if (route.parentId === undefined) return route;
    const loader = route.module.loader;
    return {
      ...route,
      module: {
        ...route.module,
        loader: (args: Parameters<NonNullable<typeof loader>>[0]) => {
          if (refused.has(args.context)) throw data(null, { status: 405 });
          return loader ? loader(args) : null;
        },
      },
    };
  });
}

/**
 * Whether Remix answered a document post with its own 405 (the page has no action): a page is
 * drawn in HTML; a resource route's or a `.data` request's refusal stays as it is.
 */
export function isRefusedPagePost(request: Request, response: Response): boolean {
  return (
    request.method === "POST" &&
    response.status === 405 &&
    !new URL(request.url).pathname.endsWith(".data") &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html")
  );
}

/** The refused post as the GET that draws its 405 page, its context marked for the loaders. */
export function refusedPostAsGet(request: Request, context: object): Request {
  refused.add(context);
  const headers = new Headers(request.headers);
  for (const name of ["Content-Type", "Content-Length", "Transfer-Encoding"]) headers.delete(name);
  return new Request(request.url, { method: "GET", headers, signal: request.signal });
}
