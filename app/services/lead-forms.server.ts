import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type AppLoadContext, data, type HeadersFunction, redirect } from "@remix-run/node";
import type { z } from "zod/v4";
import { callBackSchema } from "~/forms/callback";
import { JS_FIELD, LEAD_FORM_MESSAGES, type LeadFormKey, type LeadFormReply } from "~/forms/reply";
import { safeBackPath } from "~/forms/rules";
import type { AbuseRejection } from "./abuse.server";
import { currentCity, loadCommonData } from "./common-data.server";
import type { StoredLead } from "./dealer-api/endpoints.server";
import { isDealerApiBusinessError, isDealerApiUnavailable } from "./dealer-api/index.server";

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
   * The consultation's failures are swallowed for the visitor (spec §8): logged, no message.
   * The typed values still come back, so nothing is lost on the page.
   */
  swallowFailures?: boolean;
  /** Extra Set-Cookie values of a success (the newsletter's browser-session flag). */
  onSuccess?: () => Promise<string[]>;
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

  let formData: FormData;
  try {
    formData = await request.formData();
  } catch (error) {
    log.warn("lead form body unreadable", { form, error: String(error) });
    const empty = parseWithZod(new FormData(), { schema });
    return reply(empty.reply({ formErrors: [LEAD_FORM_MESSAGES.unreadable] }), 400);
  }
  const submission = parseWithZod(formData, { schema });
  const viaFetcher = formData.get(JS_FIELD) === "1";

  const rejection = context.abuse.check({ request, clientIp: context.clientIp, form, formData });
  if (rejection) {
    log.warn("lead form post rejected", { form, status: rejection.status, clientIp: context.clientIp });
    return reply(submission.reply({ formErrors: [rejection.message] }), rejection.status, retryAfter(rejection));
  }

  if (submission.status !== "success") return reply(submission.reply(), 400);

  const admission = context.abuse.admitLead({ clientIp: context.clientIp, form });
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
    const unavailable = isDealerApiUnavailable(error);
    const business = isDealerApiBusinessError(error) ? error : undefined;
    log.error("lead form not stored", { form, error: String(error), unavailable, swallowed: !!options.swallowFailures });
    const status = business ? 400 : 503;
    if (options.swallowFailures) return reply(submission.reply(), status);
    if (business) {
      const fields = new Set(Object.keys(submission.payload).concat(fieldNames(schema)));
      const fieldErrors: Record<string, string[]> = {};
      const formErrors: string[] = [];
      for (const item of business.errors) {
        const message = item.message || LEAD_FORM_MESSAGES.unavailable;
        if (item.field && fields.has(item.field)) (fieldErrors[item.field] ??= []).push(message);
        else formErrors.push(message);
      }
      return reply(submission.reply({ fieldErrors, formErrors }), 400);
    }
    return reply(submission.reply({ formErrors: [LEAD_FORM_MESSAGES.unavailable] }), 503);
  }

  const cookies = (await options.onSuccess?.()) ?? [];
  if (viaFetcher) {
    const headers = new Headers();
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    return reply(submission.reply({ resetForm: true }), 200, headers, true);
  }
  const session = await context.sessionStorage.getSession(request.headers.get("Cookie"));
  session.flash("formSuccess", form);
  const headers = new Headers();
  headers.append("Set-Cookie", await context.sessionStorage.commitSession(session));
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirect(options.successPath(formData), { status: 303, headers });
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
    const common = await loadCommonData(context);
    return currentCity(common.locations, context.visitor.fiasId)?.name;
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
    successPath: () => safeBackPath(path),
  });
}

/**
 * The `headers` of a route with a lead form: a refused post's Retry-After reaches the
 * page rendered without JS (document responses take their headers from here).
 */
export const leadFormHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
