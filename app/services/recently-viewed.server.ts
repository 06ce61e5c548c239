import type { AppLoadContext } from "@remix-run/node";
import { type CardView, toCardView } from "~/view-models/card-view";

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
  if (!visitor.fUserId || (!options.always && visitor.viewed.length === 0)) return [];
  const answer = await context.section("recently viewed", context.api.send("recentlyViewedList"), { items: [] });
  return answer.items.map(toCardView);
}
