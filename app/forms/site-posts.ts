import { z } from "zod/v4";
import { carIdField } from "./rules";

/*
 * The schemas of the site's own posts (not leads): favourites and comparison, the cart, the
 * city and the cookie notice. Each comes as a plain form without JavaScript (answered with a
 * 303 back to `returnTo`) or from a fetcher (JS_FIELD=1, answered with data).
 */

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

export const CITY_MESSAGE = "Выберите город из списка";

/** A city of the list, by its FIAS id. */
export const cityPostSchema = z.object({
  fiasId: z.string({ error: CITY_MESSAGE }).trim().min(1, { error: CITY_MESSAGE }).max(64, { error: CITY_MESSAGE }),
});

/** 'Понятно' on the cookie notice carries nothing but where to return. */
export const cookieNoticeSchema = z.object({});
