import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type AppLoadContext, data, redirect } from "@remix-run/node";
import type { z } from "zod/v4";
import { callBackSchema } from "~/forms/callback";
import { JS_FIELD, LEAD_FORM_MESSAGES, type LeadFormKey, type LeadFormReply } from "~/forms/reply";
import { safeReturnPath } from "~/utils/safe-redirect";
import type { AbuseRejection } from "./abuse.server";
import { formFailure } from "~/server/api-failures.server";
import type { StoredLead } from "~/dealer-client/endpoints";
import { readFormBody } from "./form-body.server";

type ObjectSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

export type LeadFormOptions<S extends ObjectSchema> = {
  request: Request;
  context: AppLoadContext;
  form: LeadFormKey;
  schema: S;
  /** Sends the validated values to the dealer API. */
  send: (value: z.output<S>) => Promise<StoredLead>;
  /** Where a post without JS goes after success (303), to show the success text there. */
  successPath: (formData: FormData) => string;
  /**
   * The consultation's failures are swallowed for the visitor (docs/product.md §4.7): logged, no message.
   * The typed values still come back, so nothing is lost on the page.
   */
  swallowFailures?: boolean;
  /** What else a success changes (the newsletter's browser-session flag, through context.setCookie). */
  onSuccess?: () => Promise<void>;
  /**
   * For forms with a URL field: the page the lead is about when the post names none (a site
   * path); by default the page posted to.
   */
  page?: string;
};

/**
 * The one path every lead form's action takes: abuse checks, the shared zod schema, the
 * dealer API call, then the answer. Without JS an invalid post is the same page with the
 * messages and typed values (400) and a valid one a 303 with a flash, so a reload never
 * posts again; with JS (a fetcher, marked by JS_FIELD) the answer is data. Nothing here
 * answers 500: a broken dealer API is a Russian message and a 503.
 */
export async function handleLeadForm<S extends ObjectSchema>(options: LeadFormOptions<S>) {
  const { request, context, form, schema } = options;
  const log = context.logger;

  const body = await readFormBody(request);
  if (!body.ok) {
    log.warn("lead form body unreadable", { form, status: body.status });
    const empty = parseWithZod(new FormData(), { schema });
    return reply(empty.reply({ formErrors: [body.message] }), body.status);
  }
  const formData = body.form;
  const submission = parseWithZod(formData, { schema });
  const viaFetcher = formData.get(JS_FIELD) === "1";

  const rejection = await context.abuse.check({ request, clientIp: context.clientIp, form, formData });
  if (rejection) {
    log.warn("lead form post rejected", { form, status: rejection.status, clientIp: context.clientIp });
    return reply(submission.reply({ formErrors: [rejection.message] }), rejection.status, retryAfter(rejection));
  }

  if (submission.status !== "success") return reply(submission.reply(), 400);

  const admission = await context.abuse.admitLead({ clientIp: context.clientIp, form });
  if (admission.rejection) {
    log.warn("lead refused: too many", { form, clientIp: context.clientIp });
    return reply(submission.reply({ formErrors: [admission.rejection.message] }), 429, retryAfter(admission.rejection));
  }

  const value = withAbsolutePageUrl(submission.value, options.page ?? new URL(request.url).pathname, context.config.siteUrl);
  try {
    const stored = await options.send(value);
    log.info("lead stored", { form, id: stored.id, duplicate: stored.duplicate });
  } catch (error) {
    admission.release();
    const fields = Object.keys(submission.payload).concat(fieldNames(schema));
    const failure = formFailure(error, fields, LEAD_FORM_MESSAGES.unavailable);
    if (!failure) throw error;
    log.error("lead form not stored", { form, error: String(error), status: failure.status, swallowed: !!options.swallowFailures });
    if (options.swallowFailures) return reply(submission.reply(), failure.status);
    return reply(submission.reply({ fieldErrors: failure.fieldErrors, formErrors: failure.formErrors }), failure.status);
  }

  await options.onSuccess?.();
  if (viaFetcher) return reply(submission.reply({ resetForm: true }), 200, {}, true);
  context.session.flash("formSuccess", form);
  return redirect(options.successPath(formData), 303);
}

function retryAfter(rejection: AbuseRejection): HeadersInit {
  return rejection.retryAfterSeconds ? { "Retry-After": String(rejection.retryAfterSeconds) } : {};
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

function reply(result: SubmissionResult<string[]>, status: number, headers: HeadersInit = {}, success = false) {
  return data<LeadFormReply>({ result, success }, { status, headers });
}

function fieldNames(schema: ObjectSchema): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
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
export async function callBackAction({ request, context }: ActionFunctionArgs) {
  const path = new URL(request.url).pathname;
  return handleLeadForm({
    request,
    context,
    form: "callback",
    schema: callBackSchema,
    send: (value) => context.api.send("createCallBack", value),
    successPath: () => safeReturnPath(path),
  });
}
