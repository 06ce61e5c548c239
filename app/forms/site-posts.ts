import { z } from "zod/v4";
import { safeReturnPath } from "~/utils/safe-redirect";
import { JS_FIELD } from "./reply";

/*
 * The schemas of the site's own posts (not leads): favourites and comparison, the cart, the
 * city and the cookie notice. Each comes as a plain form without JavaScript (answered with a
 * 303 back to `returnTo`) or from a fetcher (JS_FIELD=1, answered with data).
 */

/** A car id from a form: a positive whole number. */
export const carIdField = z
  .string({ error: "Не указан автомобиль" })
  .trim()
  .regex(/^\d{1,12}$/, { error: "Не указан автомобиль" })
  .transform(Number)
  .refine((id) => id > 0, { error: "Не указан автомобиль" });

/** Where a plain post returns: a path on this site, else the given page. */
export const returnToField = (fallback: string) => z.unknown().transform((value) => safeReturnPath(value, fallback));

/** The one spelling of "this post came from a fetcher" (a field rendered only once hydrated). */
export const viaFetcherField = z.unknown().transform((value) => value === "1");

const unknownAction = { error: "Неизвестное действие" };

/** Add a car, take one out (favourites and comparison say "delete", the cart "remove"), or clear. */
function carSetChange<Remove extends string>(remove: Remove) {
  return z.discriminatedUnion(
    "intent",
    [
      z.object({ intent: z.literal("add"), id: carIdField }),
      z.object({ intent: z.literal(remove), id: carIdField }),
      z.object({ intent: z.literal("clear") }),
    ],
    unknownAction,
  );
}

/**
 * A card's toggle is one button of its grid's shared form: its name is the intent and its
 * value the car (`add=42`), read here as `{ intent: "add", id: "42" }`. A post that says
 * `intent` itself (the clear buttons, other clients) is read as it is.
 */
function toggleButtonFields(fields: unknown) {
  if (typeof fields !== "object" || fields === null || "intent" in fields) return fields;
  const named = fields as Record<string, unknown>;
  for (const intent of ["add", "delete"] as const) if (intent in named) return { intent, id: named[intent] };
  return fields;
}

/** Add, delete or clear in favourites or comparison. */
export const listPostSchema = z.preprocess(toggleButtonFields, carSetChange("delete"));

/** Add, remove or clear the one-car cart. */
export const cartPostSchema = carSetChange("remove");

/** A city of the list, by its FIAS id. */
export const cityPostSchema = z.object({
  fiasId: z.string({ error: "Выберите город из списка" }).trim().min(1, { error: "Выберите город из списка" }).max(64),
});

/** Where every one of these posts goes next, and whether a fetcher sent it. */
export function postRouting(form: FormData, fallback: string) {
  return {
    returnTo: returnToField(fallback).parse(form.get("returnTo")),
    viaFetcher: viaFetcherField.parse(form.get(JS_FIELD)),
  };
}

/** The fields as zod sees them: one value per name (the first), so a repeated field cannot turn into a list. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = Object.create(null);
  for (const [name, value] of form) if (!Object.hasOwn(fields, name) && typeof value === "string") fields[name] = value;
  return fields;
}

/** The first message of a failed parse, for the visitor. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Неверный запрос";
}
