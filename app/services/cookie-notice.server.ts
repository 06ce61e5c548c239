import { serialize as serializeCookie } from "cookie";

/** The cookie notice is answered once a year, for the whole site (docs/product.md §4.6). */
export const COOKIE_NOTICE_COOKIE = "messages_cookies";
const MAX_AGE_SECONDS = 31556926;

/**
 * Not httpOnly: the notice is the visitor's own answer, and a script may read it (the old
 * site did). SameSite=Lax and Secure in production like every other cookie of ours.
 */
export function acceptCookieNotice(secure: boolean): string {
  return serializeCookie(COOKIE_NOTICE_COOKIE, "Y", { maxAge: MAX_AGE_SECONDS, path: "/", sameSite: "lax", secure });
}
