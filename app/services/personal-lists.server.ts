import { type AppLoadContext, data } from "@remix-run/node";
import { takeNotice } from "./notice.server";
import { personalHeaders } from "./personal.server";

/*
 * The personal area's list pages (the garage, the service visits, the subscriptions) are one
 * kind of page: the user's items from one dealer API call, each with one action that posts its
 * id and, done, shows the page again with a notice (the route's action, a personalPost).
 */

/**
 * A list page's answer: its items (the page fails without them) as `shape` puts them, the notice
 * of the last action, never kept by a cache.
 */
export async function personalList<T, D extends object>(context: AppLoadContext, call: Promise<{ items: T[] }>, shape: (items: T[]) => D) {
  const { items } = await context.page(call);
  return data({ ...shape(items), notice: takeNotice(context) }, { headers: personalHeaders });
}

