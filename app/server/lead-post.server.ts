import type { ActionFunctionArgs } from "@remix-run/node";
import type { z } from "zod/v4";
import type { StoredLead } from "~/dealer-client/endpoints";
import { callBackSchema } from "~/forms/callback";
import { LEAD_FORM_MESSAGES, type LeadFormKey } from "~/forms/reply";
import { safeReturnPath } from "~/utils/safe-redirect";
import type { Feature } from "~/services/features.server";
import { withAbsolutePageUrl } from "~/services/lead-forms.server";
import { refuse } from "~/services/refusal.server";
import { formFailure, logPostFailure } from "./api-failures.server";
import type { Post, PostSpec } from "./post.server";

export type LeadPostOptions<S extends z.ZodType> = {
  form: LeadFormKey;
  schema: S;
  feature?: Feature;
  /** Sends the validated values to the dealer API (through a service, when it has rules of its own). */
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
        logPostFailure(context.logger, error, { form, answered: failure.status, swallowed: true });
        return refuse(failure.status, {});
      }
      await options.onSuccess?.(post);
      if (!post.viaFetcher) context.session.flash("formSuccess", form);
    },
  };
}

/**
 * The call-back section's «Перезвоните мне» (CallBackSection), the same on every page that
 * shows it (home, about, a vacancy): the lead, then back to the page it was sent from.
 */
export function callBackLead({ request, context }: ActionFunctionArgs) {
  return leadPost({
    form: "callback",
    schema: callBackSchema,
    send: (value) => context.api.send("createCallBack", value),
    success: safeReturnPath(new URL(request.url).pathname),
  });
}
