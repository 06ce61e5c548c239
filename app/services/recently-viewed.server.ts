import type { AppLoadContext } from "@remix-run/node";
import { type CardView, toCardView } from "~/components/catalog/card-view";

/*
 * Recently viewed cars (docs/decisions/043-trust-and-return-visits.md): kept by the dealer API
 * per F_USER_ID, ten, newest first. The car page's own request records the view, in parallel
 * with the car, and is answered with the list as it now is: no second request, nothing sent
 * after the page that could be lost. A visitor without an id yet (a crawler, a first visit)
 * records nothing. The session's visitor snapshot keeps the ids, so every page knows without
 * asking whether there is a strip to show, and the HTML cache that the page is personal.
 */

/**
 * Records the car's view and answers the strip for its page (the car itself left out), and
 * whether the view was recorded (the page is then the visitor's own). A failure leaves the strip
 * out and the page as it is.
 */
export async function recordCarView(context: AppLoadContext, carId: number): Promise<{ cars: CardView[]; recorded: boolean }> {
  const visitor = await context.visitor();
  if (!visitor.fUserId) return { cars: [], recorded: false };
  const answer = await context.section("recently viewed", context.api.send("recentlyViewedAdd", { id: carId }), null);
  if (!answer) return { cars: [], recorded: false };
  context.rememberVisitor({ ...visitor, viewed: answer.items.map((car) => car.id) });
  return { cars: answer.items.filter((car) => car.id !== carId).map(toCardView), recorded: true };
}

/** The visitor's recently viewed cars; asked only of a visitor the snapshot says has some. */
export async function recentlyViewed(context: AppLoadContext, options: { always?: boolean } = {}): Promise<CardView[]> {
  const visitor = await context.visitor();
  if (!visitor.fUserId || (!options.always && visitor.viewed.length === 0)) return [];
  const answer = await context.section("recently viewed", context.api.send("recentlyViewedList"), { items: [] });
  return answer.items.map(toCardView);
}
