import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import type { z } from "zod/v4";
import { callBackSchema } from "~/forms/callback";
import { LEAD_FORM_MESSAGES, type LeadFormKey } from "~/forms/reply";
import { safeReturnPath } from "~/utils/safe-redirect";
import { formFailure } from "~/server/api-failures.server";
import type { StoredLead } from "~/dealer-client/endpoints";
import { handlePost, type Post, type PostSpec, refuse } from "~/server/post.server";
import type { Feature } from "./features.server";

export type LeadPostOptions<S extends z.ZodType> = {
  form: LeadFormKey;
  schema: S;
  feature?: Feature;
  /** Sends the validated values to the dealer API. */
  send: (value: z.output<S>, post: Post) => Promise<StoredLead>;
  /** Where a post without JS goes after success (303), to show the success text there. */
  success: string | ((post: Post) => string);
  /**
   * The consultation's failures are swallowed for the visitor (docs/product.md §4.7): logged, no message.
   * The typed values still come back, so nothing is lost on the page.
   */
  swallowFailures?: boolean;
  /** What else a success changes (the newsletter's browser-session flag, through context.setCookie). */
  onSuccess?: (post: Post) => Promise<void>;
  /**
   * For forms with a URL field: the page the lead is about when the post names none (a site
   * path); by default the page posted to.
   */
  page?: string;
};

/**
 * A lead form's post (docs/decisions/004-lead-forms.md), as the one post pipeline runs it:
 * the post and lead limits, the lead's page as an absolute URL of this site, the dealer API
 * call, and a success flash for the page a post without JS lands on. Nothing here answers
 * 500: a broken dealer API is a Russian message and a 503.
 */
export function leadPost<S extends z.ZodType>(options: LeadPostOptions<S>): PostSpec<S> {
  const { form } = options;
  return {
    form,
    schema: options.schema,
    feature: options.feature,
    limit: "leads",
    unavailable: LEAD_FORM_MESSAGES.unavailable,
    success: options.success,
    async run(value, post) {
      const { context, request } = post;
      const withPage = withAbsolutePageUrl(value, options.page ?? new URL(request.url).pathname, context.config.siteUrl);
      try {
        const stored = await options.send(withPage, post);
        context.logger.info("lead stored", { form, id: stored.id, duplicate: stored.duplicate });
      } catch (error) {
        const failure = options.swallowFailures ? formFailure(error) : undefined;
        if (!failure) throw error;
        context.logger.error("lead form not stored", { form, error: String(error), status: failure.status, swallowed: true });
        return refuse(failure.status, {});
      }
      await options.onSuccess?.(post);
      if (!post.viaFetcher) context.session.flash("formSuccess", form);
    },
  };
}

/**
 * The page a lead is about, as the absolute URL of this site (SITE_URL) that a manager can
 * open: the path of what was posted — a site path without JS, any address from older pages —
 * else `fallbackPath`. Another origin is never stored.
 */
export function absolutePageUrl(posted: unknown, fallbackPath: string, siteUrl: string): string {
  const base = `${siteUrl}/`;
  let page: URL;
  try {
    page = new URL(typeof posted === "string" && posted ? posted : fallbackPath, base);
  } catch {
    page = new URL(fallbackPath, base);
  }
  return new URL(page.pathname + page.search, base).href;
}

function withAbsolutePageUrl<V>(value: V, fallbackPath: string, siteUrl: string): V {
  if (!value || typeof value !== "object" || !("URL" in value)) return value;
  return { ...value, URL: absolutePageUrl(value.URL, fallbackPath, siteUrl) };
}

/** The visitor's city name for a lead; a lead without it is still worth sending. */
export async function visitorCityName(context: AppLoadContext): Promise<string | undefined> {
  try {
    return (await context.city())?.name;
  } catch {
    return undefined;
  }
}

/**
 * The action of any page that places CallBackSection:
 * `export { callBackAction as action } from "~/services/lead-forms.server"`.
 */
export const callBackAction = (args: ActionFunctionArgs) =>
  handlePost(
    args,
    leadPost({
      form: "callback",
      schema: callBackSchema,
      send: (value, { context }) => context.api.send("createCallBack", value),
      success: ({ request }) => safeReturnPath(new URL(request.url).pathname),
    }),
  );
