import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { incomingOf } from "./incoming.server";
import { createPipeline } from "./pipeline.server";
import { testServices } from "./request-context.testing";

/*
 * The pipeline as a Request → Response function, over a build of two routes: the root page
 * (a document with an inline script, public for a visitor without state) and a resource
 * route that sets cookies from both the context and its own response.
 */

const paragraph = "<p>Автомобили с пробегом и новые, в наличии у официального дилера.</p>".repeat(20);
const inlineScript = "window.__page = 1;";

function document(nonce: string | undefined): string {
  const attribute = nonce ? ` nonce="${nonce}"` : "";
  return `<!DOCTYPE html><html lang="ru"><head><script${attribute}>${inlineScript}</script></head><body>${paragraph}</body></html>`;
}

const build = {
  mode: "production",
  entry: {
    module: {
      default(_request: Request, status: number, headers: Headers, _entry: unknown, context: AppLoadContext) {
        const html = Buffer.from(document(context.nonce));
        headers.set("Content-Type", "text/html; charset=utf-8");
        headers.set("Content-Length", String(html.length));
        return new Response(html, { status, headers });
      },
    },
  },
  routes: {
    root: {
      id: "root",
      path: "",
      module: { default: () => null, loader: () => ({ ok: true }), headers: () => ({ "Cache-Control": "public, max-age=60" }) },
    },
    "routes/set": {
      id: "routes/set",
      parentId: "root",
      path: "set",
      module: {
        loader({ context }: { context: AppLoadContext }) {
          context.setCookie("a=1; Path=/");
          context.setCookie("a=2; Path=/");
          context.session.set("fiasId", "msk");
          const headers = new Headers([
            ["Set-Cookie", "a=0; Path=/"],
            ["Set-Cookie", "b=1; Path=/"],
            ["Cache-Control", "public, max-age=60"],
          ]);
          return new Response("ok", { headers });
        },
      },
    },
  },
  assets: { entry: { imports: [], module: "/entry.js" }, routes: {}, url: "/manifest.js", version: "test" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: { v3_singleFetch: true },
  isSpaMode: false,
} as unknown as ServerBuild;

function storefront() {
  const services = testServices();
  const handle = createPipeline({ services, build, buildVersion: "test" });
  return { services, handle: (request: Request, client: { ip: string }) => handle(incomingOf(request), client) };
}

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)";
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${path}`, { headers: { "User-Agent": BROWSER, ...headers } });
const client = { ip: "127.0.0.1" };

async function text(response: Response): Promise<string> {
  const body = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get("Content-Encoding");
  return (encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body).toString("utf8");
}

describe("the request pipeline", () => {
  it("renders a visitor's page with this response's nonce, on its scripts and in its CSP", async () => {
    const { handle } = storefront();
    const first = await handle(get("/", { Cookie: "visited=1" }), client);
    const nonce = /'nonce-([^']+)'/.exec(first.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(await text(first)).toContain(`<script nonce="${nonce}">`);
    const second = await handle(get("/", { Cookie: "visited=1" }), client);
    expect(second.headers.get("Content-Security-Policy")).not.toContain(nonce);
  });

  it("answers a first visit from the HTML cache, with the visited mark and no identity, and renders the next request for the visitor", async () => {
    const { handle, services } = storefront();
    const rendered = await handle(get("/"), client);
    expect(rendered.headers.get("Content-Security-Policy")).not.toContain("nonce");
    expect(rendered.headers.getSetCookie().map((c) => c.slice(0, c.indexOf("=")))).toEqual(["visited"]);
    expect(rendered.headers.get("Cache-Control")).toBe("private, no-cache");
    await vi.waitFor(() => expect(services.htmlCache.size).toBe(1));

    const hit = await handle(get("/"), client);
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    expect(hit.headers.getSetCookie().map((c) => c.slice(0, c.indexOf("=")))).toEqual(["visited"]);
    expect(hit.headers.get("Cache-Control")).toBe("private, no-cache");

    const again = await handle(get("/", { Cookie: "visited=1" }), client);
    expect(again.headers.get("X-Cache")).toBeNull();
    // Rendered for the visitor, who is given an id once a loader asks (request-context.test.ts).
    expect(again.headers.get("Content-Security-Policy")).toContain("nonce");
    expect(again.headers.getSetCookie().some((c) => c.startsWith("visited="))).toBe(false);
  });

  it("answers a page that may be shared from the HTML cache, with the same bytes and CSP of hashes", async () => {
    const { handle, services } = storefront();
    const rendered = await handle(get("/", { "User-Agent": CRAWLER }), client);
    expect(rendered.headers.get("X-Cache")).toBeNull();
    const csp = rendered.headers.get("Content-Security-Policy") ?? "";
    const hash = createHash("sha256").update(inlineScript).digest("base64");
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toContain(`'sha256-${hash}'`);
    expect(csp).not.toContain("nonce");
    const html = await text(rendered);
    expect(html).toBe(document(undefined));
    await vi.waitFor(() => expect(services.htmlCache.size).toBe(1));

    const hit = await handle(get("/", { "User-Agent": CRAWLER, "Accept-Encoding": "br" }), client);
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    expect(hit.headers.get("Content-Encoding")).toBe("br");
    expect(hit.headers.get("Content-Security-Policy")).toBe(csp);
    expect(hit.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(await text(hit)).toBe(html);
  });

  it("commits each cookie once, the context's over the route's, and never lets a shared cache keep it", async () => {
    const { handle } = storefront();
    const response = await handle(get("/set", { Cookie: "visited=1" }), client);
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((c) => c.slice(0, c.indexOf("=")))).toEqual(["a", "b", "__session"]);
    expect(cookies[0]).toBe("a=2; Path=/");
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(await response.text()).toBe("ok");
  });

  it("encodes a document as its Accept-Encoding asks: brotli first, then gzip, else as it is", async () => {
    const { handle } = storefront();
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["identity", null],
      [undefined, null],
    ] as const) {
      const response = await handle(get("/", accept ? { "Accept-Encoding": accept } : {}), client);
      expect(response.headers.get("Content-Encoding")).toBe(encoding);
      expect(response.headers.get("Vary")).toContain("Accept-Encoding");
      expect(await text(response)).toContain(paragraph);
    }
  });

  it("refuses a cross-site form post with the Russian 403 page", async () => {
    const { handle } = storefront();
    const post = new Request("http://localhost:3000/set", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    const response = await handle(post, client);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Заявка не принята");
  });
});
