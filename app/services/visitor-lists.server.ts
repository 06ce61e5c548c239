import type { ActionFunctionArgs } from "@remix-run/node";
import { listPostSchema } from "~/forms/site-posts";
import { href } from "~/paths";
import { handlePost, refuse } from "~/server/post.server";
import { API_UNAVAILABLE_MESSAGE } from "~/server/api-failures.server";

const LISTS_NEED_A_BROWSER = "Избранное и сравнение доступны в браузере: откройте сайт и добавьте автомобиль ещё раз.";

export type ListName = "favorites" | "comparison";

const CALLS = {
  favorites: { add: "favoritesAdd", delete: "favoritesDelete", clear: "favoritesClear" },
  comparison: { add: "compareAdd", delete: "compareDelete", clear: "compareClear" },
} as const;

/**
 * Add, delete or clear in favourites or comparison (kept by the dealer API per FUserId).
 * Adding an id that is there changes nothing (the API ignores it). Without JavaScript the
 * answer is a 303 back to the page the button was on; with it, the reply for the fetcher.
 */
export const listAction = (list: ListName) => (args: ActionFunctionArgs) =>
  handlePost(args, {
    form: list,
    schema: listPostSchema,
    feature: list,
    success: (post) => post.returnTo(href(list)),
    async run(change, { context }) {
      const visitor = await context.visitor();
      // Without an id: the API failed to issue one (503), or a crawler, which is given none (403).
      if (!visitor.fUserId) return visitor.listsKnown ? refuse(403, LISTS_NEED_A_BROWSER) : refuse(503, API_UNAVAILABLE_MESSAGE);
      await context.api.send(CALLS[list][change.intent], change.intent === "clear" ? {} : { id: change.id });
      // The next request asks the dealer API: a post racing this one (a click on the next card)
      // changes the lists too, and the session kept is whichever answer came last (ADR 054).
      context.changedLists();
    },
  });
