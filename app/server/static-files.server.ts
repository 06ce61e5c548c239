import { existsSync, readdirSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { NextFunction, Request, Response } from "express";

/** The encodings precompressed at build time (scripts/precompress.mjs), the preferred first. */
const ENCODINGS = [
  { name: "br", ext: ".br" },
  { name: "gzip", ext: ".gz" },
] as const;
type Encoding = (typeof ENCODINGS)[number]["name"];
/** What scripts/precompress.mjs compresses. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|webmanifest|ico)$/;

/**
 * Which of the encodings we have the client accepts, the preferred first; `identity` is
 * always acceptable to us (the plain file is there too). Q-values of 0 refuse an encoding;
 * other weights are not ranked: brotli is smaller whenever both are accepted.
 */
export function acceptedEncoding(acceptEncoding: string | undefined, available: readonly Encoding[] = ["br", "gzip"]): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(token!.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get("*");
  return available.find((name) => (accepted.get(name) ?? wildcard ?? 0) > 0);
}

/**
 * Serves the build's precompressed copies (`file.br`, `file.gz`) in place of the file for
 * clients that accept them, through the static handler that follows (so HEAD, ETag/304 and
 * the cache lifetimes stay its own): the request is pointed at the copy, and the headers say
 * the copy's encoding and the original's type. The files are listed once, at start-up: the
 * build output does not change under a running server.
 */
export function precompressedFiles(root: string) {
  const variants = new Map<string, Encoding[]>();
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      for (const { name, ext } of ENCODINGS) {
        if (!entry.isFile() || !entry.name.endsWith(ext)) continue;
        const original = "/" + relative(root, path.slice(0, -ext.length)).split(sep).join("/");
        variants.set(original, [...(variants.get(original) ?? []), name].sort((a, b) => rank(a) - rank(b)));
      }
    }
  };
  walk(root);
  // Files written after start-up (a deployment's extra files, the bench's) are looked for
  // when asked, only for the types the build compresses: page addresses have no extension.
  const laterVariants = (path: string): Encoding[] | undefined => {
    if (!COMPRESSIBLE.test(path) || path.includes("\0") || path.includes("..")) return undefined;
    const found = ENCODINGS.filter(({ ext }) => existsSync(join(root, path + ext))).map((e) => e.name);
    if (found.length === 0) return undefined;
    variants.set(path, found);
    return found;
  };

  return {
    /** Before the static handler: points the request at the copy the client accepts. */
    select(req: Request, res: Response, next: NextFunction) {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      let path: string;
      try {
        path = decodeURIComponent(req.path);
      } catch {
        return next();
      }
      const available = variants.get(path) ?? laterVariants(path);
      if (!available) return next();
      // Caches must keep one copy per encoding, whichever this client gets.
      res.vary("Accept-Encoding");
      const encoding = acceptedEncoding(req.get("accept-encoding"), available);
      if (!encoding) return next();
      const { ext } = ENCODINGS.find((e) => e.name === encoding)!;
      const query = req.url.indexOf("?");
      req.url = req.path + ext + (query === -1 ? "" : req.url.slice(query));
      res.locals.precompressed = { encoding, type: res.type(extname(path)).get("Content-Type") };
      res.removeHeader("Content-Type");
      next();
    },
    /** The static handler's `setHeaders`: the copy's encoding, the original's type. */
    setHeaders(res: Response) {
      const chosen = res.locals.precompressed as { encoding: string; type: string | undefined } | undefined;
      if (!chosen) return;
      res.setHeader("Content-Encoding", chosen.encoding);
      if (chosen.type) res.setHeader("Content-Type", chosen.type);
    },
  };
}

function rank(encoding: Encoding) {
  return ENCODINGS.findIndex((e) => e.name === encoding);
}
