import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { firstIssue, formFields, listPostSchema, postRouting } from "~/forms/site-posts";
import { href } from "~/paths";
import { API_UNAVAILABLE_MESSAGE, formFailure } from "~/server/api-failures.server";
import { requireFeature } from "./features.server";
import { readFormBody } from "./form-body.server";
import type { Visitor } from "./visitor.server";

const LISTS_NEED_A_BROWSER = "Избранное и сравнение доступны в браузере: откройте сайт и добавьте автомобиль ещё раз.";

export type ListName = "favorites" | "comparison";
export type ListActionData = { ok: true } | { ok: false; message: string };

const CALLS = {
  favorites: { add: "favoritesAdd", delete: "favoritesDelete", clear: "favoritesClear" },
  comparison: { add: "compareAdd", delete: "compareDelete", clear: "compareClear" },
} as const;

/**
 * Add, delete or clear in favourites or comparison (kept by the dealer API per FUserId).
 * Adding an id that is there changes nothing (the API ignores it). Without JavaScript the
 * answer is a 303 back to the page the button was on; with it, a small result for the fetcher.
 */
export async function listAction(request: Request, context: AppLoadContext, list: ListName) {
  await requireFeature(context, list);
  const fail = (status: number, message: string) => data<ListActionData>({ ok: false, message }, { status });
  const body = await readFormBody(request);
  if (!body.ok) return fail(body.status, body.message);
  const post = listPostSchema.safeParse(formFields(body.form));
  if (!post.success) return fail(400, firstIssue(post.error));
  const { returnTo, viaFetcher } = postRouting(body.form, href(list));

  const visitor = await context.visitor();
  // Without an id: the API failed to issue one (503), or a crawler, which is given none (403).
  if (!visitor.fUserId) return visitor.listsKnown ? fail(403, LISTS_NEED_A_BROWSER) : fail(503, API_UNAVAILABLE_MESSAGE);
  try {
    const { intent } = post.data;
    await context.api.send(CALLS[list][intent], intent === "clear" ? {} : { id: post.data.id });
  } catch (error) {
    const failure = formFailure(error);
    if (!failure) throw error;
    return fail(failure.status, failure.formErrors[0] ?? API_UNAVAILABLE_MESSAGE);
  }
  // The session's copy of the lists follows the change, so the next page needs no updateFUser.
  context.rememberVisitor(changedLists(visitor, list, post.data));
  if (viaFetcher) return data<ListActionData>({ ok: true });
  throw redirect(returnTo, 303);
}

/** The visitor's lists after an add, delete or clear the API accepted. */
export function changedLists(visitor: Visitor, list: ListName, post: { intent: "add" | "delete" | "clear"; id?: number }): Visitor {
  const key = list === "favorites" ? "favorites" : "compare";
  const ids = visitor[key];
  const next =
    post.intent === "clear"
      ? []
      : post.intent === "add"
        ? ids.includes(post.id!) ? ids : [...ids, post.id!]
        : ids.filter((id) => id !== post.id);
  return { ...visitor, [key]: next };
}
