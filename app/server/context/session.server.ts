import type { Session } from "@remix-run/node";
import type { FormStateCookie } from "~/services/form-state.server";
import { type Cart, normalizeCart } from "~/utils/cart";
import type { RequestCookies } from "../cookies.server";
import type { AppServices } from "../services.server";
import { SESSION_COOKIE, type SessionData, type SessionFlash } from "../session.server";

export type AppSession = Session<SessionData, SessionFlash>;

/** The session and the cookies: read once when the request arrives, committed once when it leaves. */
export type SessionAndCookies = {
  /** The cookies the browser sent (the header parsed once for the whole request). */
  cookies: Pick<RequestCookies, "get" | "headerOf">;
  /**
   * The signed session, read once for the request. Change it freely: the server commits it
   * once, with the response, when it changed (a flash read counts as a change).
   */
  session: AppSession;
  /** The one-car cart from the session. */
  cart(): Cart;
  /** A cookie for this response; one per name, the last one set wins. */
  setCookie(serialized: string): void;
  /** The browser-session cookie of form state (the newsletter's "already subscribed"). */
  formState: FormStateCookie;
};

export type SessionPart = {
  context: SessionAndCookies;
  /** The session's data as read, less what ADR 055 moved out: the first-visit rule and the HTML cache's key see this. */
  asRead: Record<string, unknown>;
  /** The session among this response's cookies, if it changed. */
  commit(): Promise<void>;
};

export async function readSession(
  services: Pick<AppServices, "sessionStorage" | "formState">,
  cookies: RequestCookies,
): Promise<SessionPart> {
  const { sessionStorage } = services;
  const session = await sessionStorage.getSession(cookies.headerOf(SESSION_COOKIE));
  const readAs = JSON.stringify(session.data);
  // Sessions written before ADR 055 kept the snapshot: it lives in its own cookie now, and
  // this session is written again without it.
  if (session.has("visitor")) session.unset("visitor");
  const setCookie = (serialized: string) => cookies.set(serialized);
  return {
    context: {
      cookies,
      session,
      cart: () => normalizeCart(session.get("cart")),
      setCookie,
      formState: services.formState,
    },
    asRead: session.data as Record<string, unknown>,
    async commit() {
      if (JSON.stringify(session.data) !== readAs) setCookie(await sessionStorage.commitSession(session));
    },
  };
}
