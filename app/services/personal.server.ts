import { type AppLoadContext, redirect } from "@remix-run/node";
import { href } from "~/paths";
import { safeReturnPath } from "~/utils/safe-redirect";
import { DealerApiBusinessError } from "~/dealer-client/index.server";
import { requireFeature } from "./features.server";
import type { PendingCode } from "./personal-code.server";
import { fUserIdCookie, type Visitor } from "./visitor.server";

/*
 * The personal area's rules on the storefront side (docs/product.md §4.16). Whether a visitor
 * is signed in is the dealer API's answer for its FUserId, asked afresh on every personal page
 * (other pages' headers use the snapshot of it in its own cookie: visitor.server.ts).
 */

/** Nothing of a personal page may be kept by a browser's history cache or a proxy. */
export const PERSONAL_CACHE_CONTROL = "private, no-store";
export const personalHeaders = { "Cache-Control": PERSONAL_CACHE_CONTROL };

/** Where the sign-in returns to: a page of this site, else the profile home. */
export function returnPath(value: string | null | undefined): string {
  return value ? safeReturnPath(value, href("personal_rating")) : href("personal_rating");
}

/**
 * The longest `?back=` the sign-in screen is sent: what safeReturnPath would accept at the
 * end, so a long query is dropped here instead of being copied into the Location header.
 */
const MAX_BACK = 2000;

/**
 * The sign-in screen, with the way back to `url` when that is short enough to keep. A client
 * navigation's data request carries single fetch's `_routes`, which is no part of the page.
 */
export function signInPath(url: URL): string {
  let search = url.search;
  if (url.searchParams.has("_routes")) {
    const query = new URLSearchParams(url.search);
    query.delete("_routes");
    search = query.size > 0 ? `?${query}` : "";
  }
  for (const back of [url.pathname + search, url.pathname]) {
    const path = href("personal", undefined, { back });
    if (path.length - href("personal").length <= MAX_BACK) return path;
  }
  return href("personal");
}

/**
 * The signed-in visitor of a personal page or post; anyone else is sent to the sign-in screen,
 * which brings them back here afterwards (docs/product.md §4.16). The personal layout's loader
 * calls it for every page under it, and every personal action, which runs no loader, calls it
 * too: the dealer API also refuses a signed-out call (401), but the visitor should land on the
 * sign-in screen, not on an error.
 */
export async function requireSignedIn(request: Request, context: AppLoadContext): Promise<Visitor> {
  await requireFeature(context, "personal");
  const visitor = await context.visitor({ fresh: true });
  if (!visitor.isAuthorized) throw redirect(signInPath(new URL(request.url)), { headers: personalHeaders });
  return visitor;
}

/** The sign-in screen's own rule: a visitor already signed in goes on (`?back=`, else the profile). */
export async function requireSignedOut(request: Request, context: AppLoadContext): Promise<void> {
  await requireFeature(context, "personal");
  const back = new URL(request.url).searchParams.get("back");
  if ((await context.visitor({ fresh: true })).isAuthorized) throw redirect(returnPath(back), { headers: personalHeaders });
}

/** The browser's new F_USER_ID after sign-in or sign-out. */
export function setVisitorId(context: AppLoadContext, fUserId: string) {
  context.setCookie(fUserIdCookie(fUserId, context.config.isProduction));
  // Signed in or out: the next page asks the API afresh (name, lists, authorisation).
  context.forgetVisitor();
}

/** The code waiting for this purpose, unless it has expired. */
export function pendingCode(context: AppLoadContext, purpose: PendingCode["purpose"], now = Date.now()): PendingCode | undefined {
  const pending = context.session.get("pendingCode");
  if (!pending || pending.purpose !== purpose || typeof pending.phone !== "string") return undefined;
  return pending.expiresAt > now ? pending : undefined;
}

/** What the page shows of a waiting code: the phone and the seconds until another may be sent. */
export function pendingView(pending: PendingCode | undefined, now = Date.now()) {
  return pending ? { phone: pending.phone, resendIn: Math.max(0, Math.ceil((pending.resendAt - now) / 1000)) } : null;
}

/** Remembers the code the API just sent, with the API's own timings. */
export function rememberCode(
  context: AppLoadContext,
  purpose: PendingCode["purpose"],
  phone: string,
  sent: { resendAfter: number; expiresIn: number },
  now = Date.now(),
) {
  context.session.set("pendingCode", { purpose, phone, resendAt: now + sent.resendAfter * 1000, expiresAt: now + sent.expiresIn * 1000 });
}

/**
 * A «send a code» the API refused for being too early still tells when the next may go:
 * the waiting code's countdown follows the API, not our guess.
 */
export function rememberRetryAfter(context: AppLoadContext, error: unknown, now = Date.now()) {
  if (!(error instanceof DealerApiBusinessError)) return;
  const retryAfter = error.errors.find((item) => item.retryAfter !== undefined)?.retryAfter;
  const pending = context.session.get("pendingCode");
  if (retryAfter !== undefined && pending) context.session.set("pendingCode", { ...pending, resendAt: now + retryAfter * 1000 });
}

/** Sends a sign-in or phone-change code; a refusal for being too early still moves the countdown. */
export async function sendCode(context: AppLoadContext, send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    rememberRetryAfter(context, error);
    throw error;
  }
}
