import type { LeadFormKey } from "~/forms/reply";
import { createCookie, createCookieSessionStorage } from "@remix-run/node";
import type { Cart } from "~/utils/cart";
import type { ServiceBooking } from "~/dealer-client/service-endpoints";
import type { TestDrive } from "~/dealer-client/test-drive-endpoints";
import type { TyreContract } from "~/dealer-client/tyre-endpoints";
import type { KeptEstimate } from "~/services/tradein.server";
import type { PendingCode } from "~/services/personal-code.server";
import type { Config } from "./config.server";

/** What the signed session cookie keeps: the chosen city and, later, the one-car cart. */
export type SessionData = {
  fiasId: string;
  /** The one-car cart (app/utils/cart.ts); read it with normalizeCart. */
  cart: Cart;
  /** A personal-area code sent to a phone and not yet typed in (personal-code.server.ts). */
  pendingCode: PendingCode;
  /** The visitor's last service booking, for its summary and .ics file (no name or phone in it). */
  serviceBooking: ServiceBooking & { commentAdded?: boolean };
  /** The storage contract and the pickup of the last booking when it was a tyre change (`id`: that booking's), for its summary. */
  tyreBooking: { id: number; storage: TyreContract | null; pickup: TyreContract | null };
  /** The visitor's last test drive booking, for its summary and .ics file (no name or phone in it). */
  testDrive: TestDrive;
  /** The visitor's last online reservation: the payment's return page shows it (its id only; the dealer API checks the owner). */
  reservation: { id: number };
  /** The trade-in estimate «Учесть при покупке» kept for the cart and the order (tradein.server.ts). */
  tradeIn: KeptEstimate;
  /**
   * Where sessions written before ADR 055 kept the visitor's snapshot: dropped when read. It
   * has a cookie of its own now (VISITOR_COOKIE).
   */
  visitor: unknown;
};

export type SessionFlash = {
  /** A one-time notice shown after a redirect (e.g. a form's success text). */
  notice: string;
  /** Which lead form just succeeded without JS, so the page it returns to shows its success text. */
  formSuccess: LeadFormKey;
};

/** The signed session cookie's name. */
export const SESSION_COOKIE = "__session";

export type AppSessionStorage = ReturnType<typeof createAppSessionStorage>;

export function createAppSessionStorage(config: Pick<Config, "sessionSecrets" | "isProduction">) {
  return createCookieSessionStorage<SessionData, SessionFlash>({
    cookie: { name: SESSION_COOKIE, ...signedCookieOptions(config) },
  });
}

/** The session's and the visitor cookie's attributes: signed with SESSION_SECRET, a year, first-party. */
function signedCookieOptions(config: Pick<Config, "sessionSecrets" | "isProduction">) {
  return {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: config.isProduction,
    secrets: config.sessionSecrets,
    maxAge: 60 * 60 * 24 * 365,
  } as const;
}

/**
 * The signed cookie of the dealer API's last answer about the visitor (`VisitorSnapshot`,
 * visitor.server.ts), standing in for updateFUser while fresh. It is apart from the session
 * because pages write it (a car viewed, a snapshot renewed): a page answered after a post it
 * raced then overwrites only what it knew of the visitor, never the cart or the city the post
 * wrote into the session (docs/decisions/055-the-visitor-snapshot-in-a-cookie-of-its-own.md).
 */
export const VISITOR_COOKIE = "__visitor";

export type VisitorCookie = ReturnType<typeof createVisitorCookie>;

export function createVisitorCookie(config: Pick<Config, "sessionSecrets" | "isProduction">) {
  return createCookie(VISITOR_COOKIE, signedCookieOptions(config));
}
