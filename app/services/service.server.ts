import type { AppLoadContext } from "@remix-run/node";
import type { StoredLead } from "~/dealer-client/endpoints";
import type { ServiceValues } from "~/forms/service";
import type { ServiceBooking, ServiceCentre, ServicePageData, ServiceSlotList } from "~/dealer-client/service-endpoints";
import { returningVisitorId, VISITOR_REQUIRED_TEXTS } from "./visitor-required.server";

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
  /** The booking just made, after `?booked=1`. */
  booked: (ServiceBooking & { commentAdded?: boolean }) | null;
  /** Suggestions for the car's brand: the trade-in brand list, else the brands the centres service. */
  brands: string[];
};

/** The service page's data; its flag is the route's (its handle's, checked by its loader). */
export async function loadServicePage(context: AppLoadContext, url: URL): Promise<ServicePage> {
  const page = await context.page(context.api.send("getServicePageData"));
  const booked = url.searchParams.get("booked") === "1" ? (context.session.get("serviceBooking") ?? null) : null;
  const centre = chooseCentre(page, url.searchParams.get("centre"));
  const [slots, tradeInBrands] = await Promise.all([
    centre
      ? context.section(
          "service-slots",
          context.api.send("getServiceSlots", { sCode: centre.sCode, date: url.searchParams.get("date") ?? "" }),
          null,
        )
      : null,
    // Only suggestions: the field takes any text, so a failing list costs nothing but the hints.
    booked ? [] : context.section("tradein-brands", context.api.send("getTradeInBrandList"), []),
  ]);
  const brands = tradeInBrands.length
    ? tradeInBrands.map((b) => b.name)
    : [...new Set(page.centres.flatMap((c) => c.arBrands.map((b) => b.sBrandName)))].sort((a, b) => a.localeCompare(b, "ru"));
  return { page, centre, slots, booked, brands };
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
  const result = await context.api.send("createServiceBooking", { ...value, FUserId });
  // A repeated visit's new comment was added to the booking made before: the summary says so.
  context.session.set("serviceBooking", { ...result.booking, commentAdded: result.commentAdded });
  return result;
}
