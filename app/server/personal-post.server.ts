import type { z } from "zod/v4";
import { PERSONAL_MESSAGES, unknownIntentSchema } from "~/forms/personal";
import { href } from "~/paths";
import { personalHeaders } from "~/services/personal.server";
import { type Refusal, refuse } from "~/services/refusal.server";
import { formFailure } from "./api-failures.server";
import type { PostSpec } from "./post.server";

/*
 * The personal area's posts (docs/product.md §4.16) as the one post pipeline runs them
 * (docs/decisions/034-one-post-pipeline.md). The rules of the area (who is signed in, the
 * codes) are app/services/personal.server.ts.
 */

type PersonalSpec<S extends z.ZodType> = Omit<PostSpec<S>, "limit" | "headers" | "unavailable"> & {
  /** What the page a post without JS lands on says was done (a flash notice); a fetcher is answered with data. */
  notice?: string;
};

/**
 * A personal-area form's post: the one pipeline with the public forms' limit on posts (the
 * sign-in is public), the personal area's no-store on every answer and its own unavailable
 * message. Each intent is a form of its own (its schema, its reply's `form`).
 */
export function personalPost<S extends z.ZodType>({ notice, ...spec }: PersonalSpec<S>): PostSpec<S> {
  const success: PostSpec<S>["success"] =
    notice === undefined
      ? spec.success
      : (post) => {
          post.context.session.flash("notice", notice);
          return typeof spec.success === "string" ? spec.success : spec.success(post);
        };
  return { ...spec, success, limit: "posts", headers: personalHeaders, unavailable: PERSONAL_MESSAGES.unavailable };
}

/** A post whose intent the page does not know: 400 «Неизвестное действие». */
export function unknownIntent(formData: FormData): PostSpec<typeof unknownIntentSchema> {
  return personalPost({
    form: String(formData.get("intent") ?? ""),
    schema: unknownIntentSchema,
    run: () => undefined,
    success: href("personal"),
  });
}

/**
 * A code the API refused: its messages on the code field or above the form (400), or the
 * unavailable message (503), without the code typed (it cannot be right). Anything that is
 * not the API's is a bug and is rethrown.
 */
export function codeRefused(error: unknown): Refusal {
  const failure = formFailure(error, ["CODE"], PERSONAL_MESSAGES.unavailable);
  if (!failure) throw error;
  return refuse(failure.status, { fieldErrors: failure.fieldErrors, formErrors: failure.formErrors }, { hideFields: ["CODE"] });
}
