import { parse } from "cookie";

/**
 * A request's cookies: the Cookie header parsed once, when the request arrives, and the
 * cookies of the response, one per name (the last one set wins), written once when the
 * response leaves (docs/decisions/032-one-front-door.md).
 */
export class RequestCookies {
  private readonly sent: Record<string, string | undefined>;
  private readonly outgoing = new Map<string, string>();

  constructor(cookieHeader: string | null) {
    this.sent = cookieHeader ? parse(cookieHeader) : {};
  }

  /** The value the browser sent, decoded. */
  get(name: string): string | undefined {
    return this.sent[name];
  }

  /**
   * One cookie as a Cookie header of its own, for Remix's signed cookies (session, form
   * state), which read a header: they unsign their own pair, not the whole header again.
   */
  headerOf(name: string): string | null {
    const value = this.sent[name];
    return value === undefined ? null : `${name}=${encodeURIComponent(value)}`;
  }

  /** A cookie for this response (a serialized Set-Cookie value). */
  set(serialized: string): void {
    this.outgoing.set(cookieName(serialized), serialized);
  }

  /**
   * The response's Set-Cookie headers, one per cookie: the route's own, then ours in place
   * of any of the same name. Returns `headers` itself when nothing changes.
   */
  commit(headers: Headers): Headers {
    const fromRoute = headers.getSetCookie();
    if (this.outgoing.size === 0 && fromRoute.length < 2) return headers;
    const merged = new Map<string, string>();
    for (const value of fromRoute) merged.set(cookieName(value), value);
    for (const [name, value] of this.outgoing) merged.set(name, value);
    const committed = new Headers(headers);
    committed.delete("Set-Cookie");
    for (const value of merged.values()) committed.append("Set-Cookie", value);
    return committed;
  }
}

function cookieName(serialized: string): string {
  return serialized.slice(0, serialized.indexOf("=")).trim();
}
