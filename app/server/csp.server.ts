import type { Config } from "./config.server";

/*
 * The Content-Security-Policy of every answer. A document rendered for one visitor allows its
 * inline scripts by this response's nonce (and what they load, by 'strict-dynamic'); a page
 * that may be shared with other visitors (the HTML cache's) carries no nonce and allows its
 * inline scripts by their hashes, the same header whether it was just rendered or comes from
 * the cache (docs/decisions/026-html-cache.md). Other answers run no script of ours inline.
 */

export type ContentSecurityPolicy = {
  /** For answers that are not documents of ours (static files, refusals). */
  base: string;
  /** A document whose inline scripts carry `nonce`. */
  withNonce(nonce: string): string;
  /** A document whose inline scripts are allowed by their hashes (`'sha256-…'`). */
  withHashes(hashes: readonly string[]): string;
};

export function contentSecurityPolicy(config: Pick<Config, "isProduction" | "mapTilesUrl">): ContentSecurityPolicy {
  const devEval = config.isProduction ? [] : ["'unsafe-eval'"];
  const policy = (scriptSources: readonly string[]) =>
    [
      "default-src 'self'",
      ["script-src", ...scriptSources].join(" "),
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: ${tileOrigin(config.mapTilesUrl)}`,
      "font-src 'self' data:",
      ["connect-src 'self'", ...(config.isProduction ? [] : ["ws:"])].join(" "),
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      // upgrade-insecure-requests is added over HTTPS only, as the answer leaves
      // (http-server.server.ts: policyForScheme).
    ].join(";");
  return {
    base: policy(["'self'", ...devEval]),
    withNonce: (nonce) => policy(["'strict-dynamic'", "'self'", `'nonce-${nonce}'`, ...devEval]),
    // Without a nonce 'strict-dynamic' would refuse the build's modulepreload links: the
    // build's own files are allowed by 'self' instead.
    withHashes: (hashes) => policy(["'self'", ...devEval, ...hashes]),
  };
}

/** The CSP source for map tiles; a `{s}.` subdomain placeholder becomes a wildcard. */
function tileOrigin(tilesUrl: string) {
  try {
    const origin = new URL(tilesUrl.replace("{s}.", "")).origin;
    return tilesUrl.includes("{s}.") ? origin.replace("://", "://*.") : origin;
  } catch {
    return "'self'";
  }
}
