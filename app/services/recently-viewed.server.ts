import type { AppLoadContext } from "@remix-run/node";
import { serialize as serializeCookie } from "cookie";
import type { CarCard } from "~/dealer-client/catalog-endpoints";
import { type CardView, toCardView } from "~/view-models/card-view";
import type { Visitor } from "./visitor.server";

/*
 * Recently viewed cars (docs/decisions/043-trust-and-return-visits.md): kept by the dealer API
 * per F_USER_ID, ten, newest first. The car page's own request records the view, in parallel
 * with the car, and is answered with the list as it now is: no second request, nothing sent
 * after the page that could be lost. A visitor without an id yet (a crawler, a first visit)
 * records nothing, nor does a prefetch (a link hovered), which the browser may not reuse for
 * the click (the car page answers it `no-store`). The visitor's snapshot (its own cookie)
 * keeps the ids, so every page knows without asking whether there is a strip to show, and the
 * HTML cache that the page is personal. A car
 * page whose strip is empty (nothing viewed but itself) is everyone's page: the pipeline
 * records the view and may answer it from the HTML cache (docs/decisions/051-first-paint-and-cached-car-pages.md).
 */

/**
 * Records the car's view and answers the strip for its page (the car itself left out): the
 * page is the visitor's own when it is not empty. A failure leaves the strip out and the page
 * as it is.
 */
export function recordCarView(context: AppLoadContext, carId: number): Promise<CarView> {
  // Once a request, whoever asks first: the pipeline, for a page it may answer from the HTML
  // cache (ADR 051), or the page's loader.
  let views = recorded.get(context);
  if (!views) recorded.set(context, (views = new Map()));
  let view = views.get(carId);
  if (!view) views.set(carId, (view = record(context, carId)));
  return view;
}

type CarView = { cars: CardView[] };

const recorded = new WeakMap<AppLoadContext, Map<number, Promise<CarView>>>();

async function record(context: AppLoadContext, carId: number): Promise<CarView> {
  const visitor = await context.visitor();
  if (!visitor.fUserId) return { cars: [] };
  // The car landed on before there was an id is the oldest view: recorded before this one.
  await landingRecorded(context, visitor);
  // A hovered link's page is not a car opened: the strip as it is, and the click records it.
  if (context.prefetch) return { cars: (await recentlyViewed(context)).filter((car) => car.id !== carId) };
  const answer = await context.section("recently viewed", context.api.send("recentlyViewedAdd", { id: carId }), null);
  if (!answer) return { cars: [] };
  context.rememberVisitor({ ...visitor, viewed: answer.items.map((car) => car.id) });
  return { cars: answer.items.filter((car) => car.id !== carId).map(toCardView) };
}

/** The visitor's recently viewed cars; asked only of a visitor the snapshot says has some. */
export async function recentlyViewed(context: AppLoadContext, options: { always?: boolean } = {}): Promise<CardView[]> {
  const visitor = await context.visitor();
  if (!visitor.fUserId) return [];
  const landed = await landingRecorded(context, visitor);
  if (landed) return landed.map(toCardView);
  if (!options.always && visitor.viewed.length === 0) return [];
  const answer = await context.section("recently viewed", context.api.send("recentlyViewedList"), { items: [] });
  return answer.items.map(toCardView);
}

/*
 * The car a visitor lands on from outside (a search engine, a classified) is their first view,
 * which carries no id (ADR 035) and may come from the HTML cache. Its answer names the car in a
 * cookie of its own; the first request that reads or writes «Вы смотрели» once the visitor has
 * an id records it, then expires the cookie (docs/decisions/065-the-landing-car.md).
 */

/** The cookie that remembers the landing car until there is an id to record it under. */
export const LANDED_CAR_COOKIE = "landed";

/** A month: a landing older than that is not what the visitor came back for. */
const LANDED_CAR_MAX_AGE = 60 * 60 * 24 * 30;

/** The landing car's cookie, for a first visit's answer (the pipeline adds it beside the visited mark). */
export function landedCarCookie(carId: number, secure: boolean): string {
  return serializeCookie(LANDED_CAR_COOKIE, String(carId), { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: LANDED_CAR_MAX_AGE });
}

/** The car id the browser sent in the cookie, when it is one. */
export function landedCarOf(sent: string | undefined): number | undefined {
  return sent && /^[1-9]\d{0,9}$/.test(sent) ? Number(sent) : undefined;
}

const landings = new WeakMap<AppLoadContext, Promise<CarCard[] | undefined>>();

/**
 * Records the landing car, once a request, for a visitor with an id: the list as it now is,
 * or undefined when there was none to record (or the call failed: the cookie stays for the
 * next request).
 */
function landingRecorded(context: AppLoadContext, visitor: Visitor): Promise<CarCard[] | undefined> {
  let landing = landings.get(context);
  if (!landing) landings.set(context, (landing = recordLanding(context, visitor)));
  return landing;
}

async function recordLanding(context: AppLoadContext, visitor: Visitor): Promise<CarCard[] | undefined> {
  const id = landedCarOf(context.cookies.get(LANDED_CAR_COOKIE));
  if (id === undefined || !visitor.fUserId) return undefined;
  const answer = await context.section("recently viewed", context.api.send("recentlyViewedAdd", { id }), null);
  if (!answer) return undefined;
  context.setCookie(serializeCookie(LANDED_CAR_COOKIE, "", { httpOnly: true, sameSite: "lax", secure: context.config.isProduction, path: "/", maxAge: 0 }));
  context.rememberVisitor({ ...visitor, viewed: answer.items.map((car) => car.id) });
  return answer.items;
}
