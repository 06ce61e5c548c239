import type { AppLoadContext } from "@remix-run/node";
import type { z } from "zod/v4";
import type { listPostSchema } from "~/forms/site-posts";
import { type Refusal, refuse, refuseUnavailable } from "./refusal.server";

const LISTS_NEED_A_BROWSER = "Избранное и сравнение доступны в браузере: откройте сайт и добавьте автомобиль ещё раз.";

export type ListName = "favorites" | "comparison";

export type ListChange = z.output<typeof listPostSchema>;

const CALLS = {
  favorites: { add: "favoritesAdd", delete: "favoritesDelete", clear: "favoritesClear" },
  comparison: { add: "compareAdd", delete: "compareDelete", clear: "compareClear" },
} as const;

/**
 * Add, delete or clear in favourites or comparison (kept by the dealer API per FUserId).
 * Adding an id that is there changes nothing (the API ignores it).
 */
export async function changeList(context: AppLoadContext, list: ListName, change: ListChange): Promise<Refusal | void> {
  const visitor = await context.visitor();
  // Without an id: the API failed to issue one (503), or a crawler, which is given none (403).
  if (!visitor.fUserId) return visitor.listsKnown ? refuse(403, LISTS_NEED_A_BROWSER) : refuseUnavailable();
  await context.api.send(CALLS[list][change.intent], change.intent === "clear" ? {} : { id: change.id });
  // The next request asks the dealer API: a post racing this one (a click on the next card)
  // changes the lists too, and the session kept is whichever answer came last (ADR 054).
  context.changedLists();
}
