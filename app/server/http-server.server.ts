import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import { href } from "~/paths";

/*
 * What the HTTP server does before Remix sees a request, and how it stops
 * (docs/decisions/020-bounded-requests-and-shutdown.md): server.ts reaches them through
 * the storefront (storefront.server.ts).
 */

/** The only methods a page or form needs; anything else is a 405 on every path. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

/**
 * Server timeouts, so a slow or silent client holds a socket for a bounded time: the
 * headers within 20 s, the whole request within 30 s, and a kept-alive socket idles 5 s
 * (below the 60 s nginx and load balancers keep theirs, so they never reuse one we closed).
 */
export const SERVER_TIMEOUTS = { headersTimeoutMs: 20_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000 } as const;

function plainPage(title: string, text: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="${href("index")}">Перейти на главную</a></p></main></body></html>`;
}

export const HTTP_REFUSALS = {
  methodNotAllowed: {
    status: 405,
    title: "Метод не поддерживается",
    text: "Сайт принимает только обычные запросы страниц и отправку форм. Откройте страницу в браузере.",
  },
  tooLarge: {
    status: 413,
    title: "Слишком большой запрос",
    text: "Отправленные данные слишком велики. Сократите текст и отправьте форму ещё раз.",
  },
  badRequest: {
    status: 400,
    title: "Неверный адрес",
    text: "Адрес страницы записан с ошибкой. Проверьте его или начните с главной страницы.",
  },
  misdirected: {
    status: 421,
    title: "Неизвестный адрес сайта",
    text: "Этот сервер не отвечает на адрес, по которому пришёл запрос. Откройте сайт по его обычному адресу.",
  },
  notFound: {
    status: 404,
    title: "Страница не найдена",
    text: "К сожалению, запрашиваемая страница не найдена",
  },
  serverError: {
    status: 500,
    title: "Технические работы",
    text: "На сайте в данный момент проводятся технические работы.",
  },
} as const;

export type HttpRefusal = keyof typeof HTTP_REFUSALS;

export function refusalPage(kind: HttpRefusal): string {
  return plainPage(HTTP_REFUSALS[kind].title, HTTP_REFUSALS[kind].text);
}

/**
 * Why a request is refused before anything reads its body, or undefined: a method the site
 * does not answer, or a body larger than `maxBodyBytes` by its declared length (a body of
 * unknown length is counted as it arrives: `countBody`).
 */
export function refusalOf(method: string, contentLength: string | undefined, maxBodyBytes: number): HttpRefusal | undefined {
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) return "methodNotAllowed";
  if (contentLength !== undefined && Number(contentLength) > maxBodyBytes) return "tooLarge";
  return undefined;
}

/**
 * Features no page of the site uses, refused to the page and to anything it embeds (a map's
 * tiles, a third-party script that slipped in).
 */
export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

/*
 * HTTPS-only parts of an answer, added where the request came over HTTPS and only there
 * (server.ts decides: SITE_URL's scheme or a trusted proxy's X-Forwarded-Proto). Over plain
 * HTTP a browser keeps no Secure cookie and upgrade-insecure-requests sends every file,
 * link and form to an https:// that does not answer.
 */

/** A Content-Security-Policy with `upgrade-insecure-requests` over HTTPS, without it otherwise. */
export function policyForScheme(policy: string, https: boolean): string {
  const directives = policy.split(";").filter((d) => d.trim() !== "" && d.trim() !== "upgrade-insecure-requests");
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join(";");
}

/** A Set-Cookie value with the Secure attribute over HTTPS, without it otherwise. */
export function cookieForScheme(setCookie: string, https: boolean): string {
  const parts = setCookie.split(";").filter((part, i) => i === 0 || part.trim().toLowerCase() !== "secure");
  if (https) parts.push(" Secure");
  return parts.join(";");
}

/**
 * The request target with every percent-escape that does not decode (`%FF%FE`, a lone `%`)
 * escaped itself, so routing sees the literal text and answers the site's 404 page; the
 * target as it is when it decodes, and undefined when it is no path at all.
 */
export function repairedTarget(target: string): string | undefined {
  if (!target.startsWith("/")) return undefined;
  const queryAt = target.indexOf("?");
  // A path that decodes to `/\…` is read by the router's URL parser as `//…`, a host
  // (Invalid URL, a 500): its backslash stays literal text, so routing answers the 404 page.
  const path = (queryAt < 0 ? target : target.slice(0, queryAt)).replace(/^\/%5C/i, "/%255C");
  const query = withoutDataParameter(queryAt < 0 ? "" : target.slice(queryAt));
  if (decodes(path)) return path + query;
  // Escape the `%` of every escape run that does not decode as UTF-8 on its own.
  const repaired = path.replace(/(?:%[0-9A-Fa-f]{2})+|%/g, (run) => (decodes(run) ? run : run.replace(/%/g, "%25")));
  return decodes(repaired) ? repaired + query : undefined;
}

/**
 * The query without `_data`: with single fetch no client of ours sends it, and Remix answers
 * it with a warning logged as an error, or a 500 where the loader returns null. Without it
 * the request is the page's own.
 */
function withoutDataParameter(query: string): string {
  if (!/[?&]_data(=|&|$)/.test(query)) return query;
  const rest = query
    .slice(1)
    .split("&")
    .filter((pair) => pair !== "_data" && !pair.startsWith("_data="));
  return rest.length ? `?${rest.join("&")}` : "";
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

type Tracked = { busy: number; idleSince: number; bytesAtIdle: number; seenIdle: boolean };

/**
 * Graceful shutdown of an HTTP server under keep-alive load, without resetting a single
 * request: `begin()` stops accepting connections, every response from then on carries
 * `Connection: close` (so clients stop reusing their sockets), requests in flight finish,
 * and a socket idle for `idleCloseMs` is closed (a client sending on it at that very moment
 * is the one race left, hence the wait rather than closing idle sockets at once as Node's
 * own `server.close()` does). `done` resolves when the last socket has gone.
 */
export function createGracefulShutdown(server: Server, options: { idleCloseMs?: number; now?: () => number } = {}) {
  const idleCloseMs = options.idleCloseMs ?? 500;
  const now = options.now ?? Date.now;
  const sockets = new Map<Socket, Tracked>();
  let stopping = false;
  let resolveDone!: () => void;
  const done = new Promise<void>((resolve) => (resolveDone = resolve));
  let sweepTimer: NodeJS.Timeout | undefined;

  const settle = () => {
    if (stopping && sockets.size === 0) {
      clearInterval(sweepTimer);
      resolveDone();
    }
  };

  server.on("connection", (socket: Socket) => {
    sockets.set(socket, { busy: 0, idleSince: now(), bytesAtIdle: 0, seenIdle: false });
    socket.once("close", () => {
      sockets.delete(socket);
      settle();
    });
  });
  // Before the application's own listener, which may answer at once.
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    const tracked = sockets.get(req.socket);
    if (tracked) tracked.busy++;
    if (stopping && !res.headersSent) res.setHeader("Connection", "close");
    res.once("close", () => {
      if (!tracked) return;
      tracked.busy--;
      tracked.idleSince = now();
      tracked.bytesAtIdle = req.socket.bytesRead;
    });
  });

  return {
    get stopping() {
      return stopping;
    },
    /** Every response from now on closes its connection; call before writing headers. */
    begin() {
      if (stopping) return done;
      stopping = true;
      // Stop listening, but without the http server's close(), which also ends idle sockets at once.
      NetServer.prototype.close.call(server);
      // A socket is ended only when two sweeps apart it was idle and received nothing, and
      // after the I/O phase (setImmediate): a request sent just as the process stalled is read,
      // and counted, before its socket could be taken for idle.
      const sweep = () => {
        const at = now();
        for (const [socket, tracked] of sockets) {
          const idle = tracked.busy === 0 && socket.bytesRead === tracked.bytesAtIdle && at - tracked.idleSince >= idleCloseMs;
          if (idle && tracked.seenIdle) socket.end();
          tracked.seenIdle = idle;
        }
      };
      sweepTimer = setInterval(() => setImmediate(sweep), Math.max(10, Math.floor(idleCloseMs / 5)));
      sweepTimer.unref();
      settle();
      return done;
    },
    /** Ends whatever is left (the forced stop after a timeout). */
    destroyAll() {
      for (const socket of sockets.keys()) socket.destroy();
    },
    get openSockets() {
      return sockets.size;
    },
  };
}

export type GracefulShutdown = ReturnType<typeof createGracefulShutdown>;
