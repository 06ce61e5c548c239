import type { AppLoadContext } from "@remix-run/node";
import type { StoredLead } from "~/dealer-client/endpoints";
import type { ServiceBooking, ServiceCentre, ServicePageData } from "~/dealer-client/service-endpoints";
import type { TyreContract, TyreSlotList } from "~/dealer-client/tyre-endpoints";
import type { TyreValues } from "~/forms/tyres";
import { href } from "~/paths";
import { signInPath } from "./personal.server";
import { chooseCentre } from "./service.server";
import { type ServicePrices, servicePrices } from "./service-prices.server";
import { returningVisitorId, VISITOR_REQUIRED_TEXTS } from "./visitor-required.server";

/**
 * The tyre page (docs/product.md, "Tyre season"; ADR 072): the centres, the tyre bay's free
 * times of the chosen centre and date (`?centre=…&date=…`, the season's days marked), the
 * tyre hotel's prices, and the booking. «Забрать колёса» opens it with `?pickup=` (a contract
 * of the signed-in user), at the centre where the wheels are kept.
 */

/** What the summary after a booking shows besides the visit: the contracts it made or gives back. */
export type KeptTyreBooking = { storage: TyreContract | null; pickup: TyreContract | null };

export type TyrePage = {
  page: ServicePageData;
  centre: ServiceCentre | null;
  slots: TyreSlotList | null;
  /** «Шиномонтаж» and «Хранение шин» of the price list as shown, and the storage rates per wheel. */
  prices: { change: string; storage: string; perWheel: Array<{ rims: boolean; name: string; text: string }> };
  /** The contract whose wheels «Забрать колёса» books back; `signIn` when the visitor must sign in to see it. */
  pickup: { contract: TyreContract | null; signIn: string | null } | null;
  booked: (ServiceBooking & KeptTyreBooking & { priceText: string }) | null;
};

function tyrePrices(prices: ServicePrices): TyrePage["prices"] {
  return {
    change: prices.textOf({ code: "tyres" }),
    storage: prices.textOf({ code: "tyre-storage" }),
    perWheel: prices.storageRates.map((r) => ({ rims: r.rims, name: r.name, text: r.text })),
  };
}

/** The contract of `?pickup=`: the signed-in user's own, still on storage; else none (a sign-in link for a visitor who is not signed in). */
async function pickupOf(context: AppLoadContext, url: URL): Promise<TyrePage["pickup"]> {
  const id = Number(url.searchParams.get("pickup"));
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const visitor = await context.visitor();
  if (!visitor.isAuthorized) return { contract: null, signIn: signInPath(url) };
  const { items } = await context.section("tyre-contracts", context.api.send("personalTyreContracts"), { items: [] });
  return { contract: items.find((c) => c.id === id && c.status === "stored") ?? null, signIn: null };
}

export async function loadTyrePage(context: AppLoadContext, url: URL): Promise<TyrePage> {
  const [page, prices, pickup] = await Promise.all([context.page(context.api.send("getServicePageData")), servicePrices(context), pickupOf(context, url)]);
  const kept = url.searchParams.get("booked") === "1" ? (context.session.get("serviceBooking") ?? null) : null;
  const tyres = context.session.get("tyreBooking");
  const booked = kept && tyres && tyres.id === kept.id ? { ...kept, ...tyres, priceText: prices.textOf({ code: kept.work.code }) } : null;
  const centre = chooseCentre(page, pickup?.contract?.sCode ?? url.searchParams.get("centre"));
  const slots =
    centre && !booked
      ? await context.section("tyre-slots", context.api.send("getTyreSlots", { sCode: centre.sCode, date: url.searchParams.get("date") ?? "" }), null)
      : null;
  return { page, centre, slots, prices: tyrePrices(prices), pickup, booked };
}

/**
 * The booking, for a visitor whose browser sent its id back (ADR 064: a tyre bay's places are
 * scarce too). The dealer API takes the slot's place, makes the contract and books the pickup
 * in one transaction; a full slot comes back on the time field. Done, the visit goes into the
 * session as a service booking is (its summary and `.ics`), with its contracts beside it.
 */
export async function bookTyres(context: AppLoadContext, value: TyreValues): Promise<StoredLead> {
  const FUserId = await returningVisitorId(context, VISITOR_REQUIRED_TEXTS.service);
  const result = await context.api.send("createTyreBooking", { ...value, FUserId });
  context.session.set("serviceBooking", { ...result.booking, quote: null, commentAdded: false });
  context.session.set("tyreBooking", { id: result.id, storage: result.storage, pickup: result.pickup });
  return result;
}

export const tyresHref = (query: Record<string, string | number> = {}) => href("service_tyres", undefined, query);
