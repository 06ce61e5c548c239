import { createHash } from "node:crypto";

/**
 * The inline scripts of a served document that its CSP would block: each must carry the
 * response's nonce, or (a page that may be shared, ADR 032) have its hash in `script-src`.
 */
export function blockedInlineScripts(csp: string, html: string): string[] {
  const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
  return scripts
    .filter(([, attrs, body]) => {
      if (nonce && attrs.includes(`nonce="${nonce}"`)) return false;
      const hash = createHash("sha256").update(body).digest("base64");
      return !scriptSrc.includes(`'sha256-${hash}'`);
    })
    .map(([script]) => script.slice(0, 120));
}
