import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type AppLoadContext, data, redirect } from "@remix-run/node";
import type { z } from "zod/v4";
import { JS_FIELD, type PostReply } from "~/forms/reply";
import { type AbuseRejection } from "~/services/abuse.server";
import { type Feature, requireFeature } from "~/services/features.server";
import { isRefusal, type Refusal, refuse } from "~/services/refusal.server";
import { safeReturnPath } from "~/utils/safe-redirect";
import { API_UNAVAILABLE_MESSAGE, formFailure, logPostFailure } from "./api-failures.server";
import { readFormBody } from "./form-body.server";

/*
 * The one post pipeline (docs/decisions/034-one-post-pipeline.md). Every action of the site
 * is `handlePost(args, spec)`: the body read once (readFormBody), the abuse checks, the
 * form's one zod schema, the form's work, and one answer:
 * - refused (unreadable body, cross-site, honeypot, too many posts, invalid values, a refusal
 *   of the work, the dealer API's errors or its absence): a PostReply with the Russian
 *   messages and the refusal's own 4xx/503, on page and resource routes alike;
 * - accepted: with JS (a fetcher, JS_FIELD=1) a PostReply whose result is "success"; without
 *   JS a 303 to the spec's `success` page, so a reload never posts again.
 */

/** What a form's work is given besides the valid values. */
export type Post = {
  request: Request;
  context: AppLoadContext;
  formData: FormData;
  /** A fetcher sent it: it wants data back, not a redirect. */
  viaFetcher: boolean;
  /** Where a plain post goes back to: the form's or the action query's `returnTo` (a path of this site), else `fallback`. */
  returnTo(fallback: string): string;
};

/**
 * What a form's work ends with: nothing (accepted), a refusal (the services' rules say why,
 * app/services/refusal.server.ts), or a response of its own (a redirect).
 */
export type PostOutcome = void | Refusal | Response;

export type PostSpec<S extends z.ZodType> = {
  /** The posted form's name: the reply's `form`, the logs' and the rate limits' key. */
  form: string;
  /** The form's one zod schema, the same conform checks in the browser. */
  schema: S;
  /** A switched-off feature's post changes nothing: a redirect home, before the body is read. */
  feature?: Feature;
  /**
   * Posts anyone may flood (leads, sign-in): the per-client limit on posts; "leads" also the
   * limit on accepted leads, counted once the values are valid and taken back if the work
   * fails. Every post, limited or not, gets the origin and honeypot checks.
   */
  limit?: "posts" | "leads";
  /** The Russian message when the dealer API cannot be reached (503). */
  unavailable?: string;
  /** Headers of every answer (the personal area's no-store). */
  headers?: HeadersInit;
  /**
   * The form's work on the valid values. A refusal it throws is answered as one it returns;
   * a dealer API error it throws is the visitor's message (its `arErrors` on the named fields,
   * 400; unreachable, 503); anything else is a bug.
   */
  run(value: z.output<S>, post: Post): Promise<PostOutcome> | PostOutcome;
  /** Where a post without JS goes after success (303). */
  success: string | ((post: Post) => string);
};

type Answer = { reply: PostReply; status: number; headers: HeadersInit } | Response;

/**
 * What an action posts through: one form's spec, or, for a page with several forms, a choice
 * of spec by the posted fields (`_form`, `intent`).
 */
export type PostSpecs<S extends z.ZodType> = PostSpec<S> | ((formData: FormData) => PostSpec<z.ZodType>);

/** The action of a page route: refusals and fetcher answers are route data with their status. */
export async function handlePost<S extends z.ZodType>(args: ActionFunctionArgs, spec: PostSpecs<S>) {
  const answer = await answerPost(args, spec);
  if (answer instanceof Response) return answer;
  return data(answer.reply, { status: answer.status, headers: answer.headers });
}

/**
 * The action of a resource route: the same answers as a Response of its own (Remix would
 * send a resource route's data as 200 whatever its status).
 */
export async function handleResourcePost<S extends z.ZodType>(args: ActionFunctionArgs, spec: PostSpecs<S>) {
  const answer = await answerPost(args, spec);
  if (answer instanceof Response) return answer;
  return Response.json(answer.reply, { status: answer.status, headers: answer.headers });
}

async function answerPost<S extends z.ZodType>({ request, context }: ActionFunctionArgs, specOrChoice: PostSpecs<S>): Promise<Answer> {
  const choose: (formData: FormData) => PostSpec<z.ZodType> = typeof specOrChoice === "function" ? specOrChoice : () => specOrChoice as PostSpec<z.ZodType>;
  const fixed = typeof specOrChoice === "function" ? undefined : specOrChoice;
  if (fixed?.feature) await requireFeature(context, fixed.feature);
  const log = context.logger;

  const body = await readFormBody(request);
  // A page with several forms chooses by a field; an unreadable body is answered on the form an empty one chooses.
  const formData = body.ok ? body.form : new FormData();
  const spec = choose(formData);
  if (!fixed && spec.feature) await requireFeature(context, spec.feature);
  if (!body.ok) {
    log.warn("post body unreadable", { form: spec.form, status: body.status });
    return refusal(spec.form, { status: "error", error: { "": [body.message] } }, body.status, spec.headers);
  }
  const { form, schema } = spec;
  const submission = parseWithZod(formData, { schema });
  const reply = (result: SubmissionResult<string[]>, status: number, headers: HeadersInit = {}): Answer =>
    refusal(form, result, status, { ...spec.headers, ...headers });

  const rejection = await context.abuse.check({ request, clientIp: context.clientIp, form, formData, limited: spec.limit !== undefined });
  if (rejection) {
    log.warn("post rejected", { form, status: rejection.status, clientIp: context.clientIp });
    return reply(submission.reply({ formErrors: [rejection.message] }), rejection.status, retryAfter(rejection));
  }

  if (submission.status !== "success") return reply(submission.reply(), 400);

  let release = () => {};
  if (spec.limit === "leads") {
    const admission = await context.abuse.admitLead({ clientIp: context.clientIp, form });
    if (admission.rejection) {
      log.warn("lead refused: too many", { form, clientIp: context.clientIp });
      return reply(submission.reply({ formErrors: [admission.rejection.message] }), 429, retryAfter(admission.rejection));
    }
    release = admission.release;
  }

  const post: Post = {
    request,
    context,
    formData,
    viaFetcher: formData.get(JS_FIELD) === "1",
    // A form posts it as a field, or, where a page repeats the form (a grid's list toggles),
    // in its action's query, which costs a page less (ADR 045).
    returnTo: (fallback) => safeReturnPath(formData.get("returnTo") ?? new URL(request.url).searchParams.get("returnTo"), fallback),
  };
  const outcome = await runWork(spec, submission.value, post, Object.keys(submission.payload).concat(fieldNames(schema)));
  if (isRefusal(outcome)) {
    release();
    const messages = outcome.unavailable ? spec.unavailable ?? API_UNAVAILABLE_MESSAGE : outcome.messages;
    const byPlace = typeof messages === "string" ? { formErrors: [messages] } : messages;
    return reply(submission.reply({ ...byPlace, hideFields: outcome.hideFields ? [...outcome.hideFields] : undefined }), outcome.status, outcome.headers);
  }
  if (outcome instanceof Response) return outcome;
  if (post.viaFetcher) {
    return { reply: { form, result: { ...submission.reply({ resetForm: true }), status: "success" } }, status: 200, headers: spec.headers ?? {} };
  }
  const to = typeof spec.success === "string" ? spec.success : spec.success(post);
  return redirect(to, { status: 303, headers: spec.headers });
}

/**
 * The form's work, its thrown refusals as returned ones and the dealer API's failures as the
 * refusals the one mapping makes of them (ADR 009). A thrown response (a redirect) and
 * anything else (a bug) are thrown on.
 */
async function runWork<S extends z.ZodType>(spec: PostSpec<S>, value: z.output<S>, post: Post, fields: string[]): Promise<PostOutcome> {
  try {
    return await spec.run(value, post);
  } catch (error) {
    if (isRefusal(error)) return error;
    if (error instanceof Response) throw error;
    const failure = formFailure(error, fields, spec.unavailable ?? API_UNAVAILABLE_MESSAGE);
    if (!failure) throw error;
    logPostFailure(post.context.logger, error, { form: spec.form, answered: failure.status });
    return refuse(failure.status, { fieldErrors: failure.fieldErrors, formErrors: failure.formErrors });
  }
}

/** A refused post's answer: an error even when it says nothing (the consultation's swallowed failures). */
function refusal(form: string, result: SubmissionResult<string[]>, status: number, headers: HeadersInit = {}): Answer {
  return { reply: { form, result: { ...result, status: "error" } }, status, headers };
}

function retryAfter(rejection: AbuseRejection): HeadersInit {
  return rejection.retryAfterSeconds ? { "Retry-After": String(rejection.retryAfterSeconds) } : {};
}

function fieldNames(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}
