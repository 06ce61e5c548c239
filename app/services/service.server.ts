import type { AppLoadContext } from "@remix-run/node";
import type { StoredLead } from "~/dealer-client/endpoints";
import { DealerApiBusinessError } from "~/dealer-client/index.server";
import type { ServiceValues } from "~/forms/service";
import type { ServiceBooking, ServiceCentre, ServicePageData, ServiceSlotList } from "~/dealer-client/service-endpoints";
import { returningVisitorId, VISITOR_REQUIRED_TEXTS } from "./visitor-required.server";
import type { MaintenancePreset } from "~/view-models/maintenance";
import { maintenancePreset } from "./maintenance.server";
import { refuse } from "./refusal.server";
import { type PricedWork, servicePrices } from "./service-prices.server";

/**
 * The service page's data and its booking (docs/product.md, "Service booking"). The chosen centre
 * and date are the page's query (`?centre=…&date=…`): the no-JS GET form sets them, and with
 * JS a change of either is a client navigation that reloads only the free times.
 */

export type ServicePage = {
  page: ServicePageData;
  centre: ServiceCentre | null;
  /** null when the dealer API could not give the free times: the page says so and keeps the rest. */
  slots: ServiceSlotList | null;
  /** The price list's works, each with its price as shown (service-prices.server.ts). */
  works: PricedWork[];
  /** The booking just made, after `?booked=1`, with its work's price as shown. */
  booked: (ServiceBooking & { commentAdded?: boolean; priceText: string }) | null;
  /** A regulation's maintenance opened from the calculator: the work, the price and the car filled in. */
  preset: MaintenancePreset | null;
  /** Suggestions for the car's brand: the trade-in brand list, else the brands the centres service. */
  brands: string[];
};

/** The service page's data; its flag is the route's (its handle's, checked by its loader). */
export async function loadServicePage(context: AppLoadContext, url: URL): Promise<ServicePage> {
  const [page, prices] = await Promise.all([context.page(context.api.send("getServicePageData")), servicePrices(context)]);
  const kept = url.searchParams.get("booked") === "1" ? (context.session.get("serviceBooking") ?? null) : null;
  // The price as of now, whatever the session's copy of the booking says: the booking's own fixed one, else the list's.
  const booked = kept ? { ...kept, priceText: prices.textOf({ code: kept.work.code, quote: kept.quote }) } : null;
  const centre = chooseCentre(page, url.searchParams.get("centre"));
  const [slots, tradeInBrands, preset] = await Promise.all([
    centre
      ? context.section(
          "service-slots",
          context.api.send("getServiceSlots", { sCode: centre.sCode, date: url.searchParams.get("date") ?? "" }),
          null,
        )
      : null,
    // Only suggestions: the field takes any text, so a failing list costs nothing but the hints.
    booked ? [] : context.section("tradein-brands", context.api.send("getTradeInBrandList"), []),
    booked ? null : maintenancePreset(context, url, prices),
  ]);
  const brands = tradeInBrands.length
    ? tradeInBrands.map((b) => b.name)
    : [...new Set(page.centres.flatMap((c) => c.arBrands.map((b) => b.sBrandName)))].sort((a, b) => a.localeCompare(b, "ru"));
  return { page, centre, slots, works: prices.works, booked, preset, brands };
}

/** The centre asked for, else the first of the visitor's city, else the first of all. */
export function chooseCentre(page: Pick<ServicePageData, "centres" | "sCityFiasId">, code: string | null): ServiceCentre | null {
  return (
    page.centres.find((c) => c.sCode === code) ??
    page.centres.find((c) => c.sCityFiasId === page.sCityFiasId) ??
    page.centres[0] ??
    null
  );
}

/**
 * The booking. The dealer API takes the slot's place atomically; a full slot comes back as
 * a message on the time field, with the visitor's values, and the loader (which runs again
 * after every action) shows the fresh times. On success the booking goes into the session
 * for its summary and calendar file, and the page shows it at `?booked=1`. Only for a visitor
 * whose browser sent its id back (returningVisitorId): bays are scarce.
 */
export async function bookService(context: AppLoadContext, value: ServiceValues): Promise<StoredLead> {
  const FUserId = await returningVisitorId(context, VISITOR_REQUIRED_TEXTS.service);
  const result = await context.api
    .send("createServiceBooking", { ...value, FUserId })
    .catch((error: unknown) => {
      // The maintenance's price changed since the visitor saw it: the API's 409 names the new
      // one; the page that comes back shows it in the form, to book at it or not.
      const changed = error instanceof DealerApiBusinessError ? error.errors.find((e) => e.code === "PRICE_CHANGED") : undefined;
      throw changed ? refuse(409, { formErrors: [changed.message] }) : error;
    });
  // A repeated visit's new comment was added to the booking made before: the summary says so.
  // The quote's lines stay out of the session's cookie: the summary shows its price alone.
  const quote = result.booking.quote ? { ...result.booking.quote, lines: [], recommended: [] } : null;
  context.session.set("serviceBooking", { ...result.booking, quote, commentAdded: result.commentAdded });
  return result;
}
