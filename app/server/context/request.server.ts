import type { Config } from "../config.server";
import type { RequestCookies } from "../cookies.server";
import type { Logger } from "../logger.server";
import type { AppServices } from "../services.server";
import { MarkupOnlyData } from "~/utils/markup-only";

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

/** The request's part of the context: what it is, known when it arrives, and the process's configuration and log. */
export type RequestFacts = {
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
  /**
   * A document is asked for, not a client navigation's or revalidation's data (`.data`): its
   * visitor's lists go into it apart from the routes' data (ADR 081).
   */
  documentRequest: boolean;
  /** What the loaders give a document's markup and not its data (ADR 082), for entry.server.tsx. */
  markupOnly: MarkupOnlyData;
};

export function requestFacts({ config, logger }: Pick<AppServices, "config" | "logger">, incoming: IncomingRequest): RequestFacts {
  const documentRequest = isDocumentUrl(new URL(incoming.url));
  return {
    // The pipeline's to set, once it knows whether the page may be shared.
    nonce: undefined,
    buildVersion: incoming.buildVersion,
    config,
    logger,
    clientIp: incoming.clientIp,
    prefetch: /\bprefetch\b/i.test(incoming.purpose ?? ""),
    documentRequest,
    markupOnly: new MarkupOnlyData(documentRequest),
  };
}

/** Not single fetch's data (`/path.data`, `/_root.data`) nor the older `?_data=`. */
export function isDocumentUrl(url: URL): boolean {
  return !url.pathname.endsWith(".data") && !url.searchParams.has("_data");
}
