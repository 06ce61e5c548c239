import { type ActionFunctionArgs, type AppLoadContext, data } from "@remix-run/node";
import type { z } from "zod/v4";
import { handlePost } from "~/server/post.server";
import { takeNotice } from "./cart.server";
import { personalHeaders, personalPost, requireSignedIn } from "./personal.server";

/*
 * The personal area's list pages (the garage, the service visits, the subscriptions) are one
 * kind of page: the user's items from one dealer API call, each with one action that posts its
 * id and, done, shows the page again with a notice.
 */

/**
 * A list page's answer: its items (the page fails without them) as `shape` puts them, the notice
 * of the last action, never kept by a cache.
 */
export async function personalList<T, D extends object>(context: AppLoadContext, call: Promise<{ items: T[] }>, shape: (items: T[]) => D) {
  const { items } = await context.page(call);
  return data({ ...shape(items), notice: takeNotice(context) }, { headers: personalHeaders });
}

/**
 * A list page's action, for the signed-in user only (an action runs no layout loader): the
 * item's form, its work, and after it the page (`page`) with `notice`.
 */
export async function personalItemAction<S extends z.ZodType>(
  args: ActionFunctionArgs,
  spec: { form: string; schema: S; run: (value: z.output<S>) => Promise<unknown>; notice: string; page: string },
) {
  const { request, context } = args;
  await requireSignedIn(request, context);
  return handlePost(
    args,
    personalPost({
      form: spec.form,
      schema: spec.schema,
      run: async (value) => void (await spec.run(value)),
      success: () => {
        context.session.flash("notice", spec.notice);
        return spec.page;
      },
    }),
  );
}
