import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { href } from "~/paths";
import { formCarId, readForm, safeReturnPath, UNREADABLE_FORM } from "./catalog.server";
import { isDealerApiBusinessError, isDealerApiUnavailable } from "./dealer-api/index.server";
import { requireFeature } from "./features.server";

export type ListName = "favorites" | "comparison";
export type ListActionData = { ok: true } | { ok: false; message: string };

const CALLS = {
  favorites: { add: "favoritesAdd", delete: "favoritesDelete", clear: "favoritesClear" },
  comparison: { add: "compareAdd", delete: "compareDelete", clear: "compareClear" },
} as const;

/** A fetcher post says so (a field added only once the page is hydrated); a plain post gets a 303. */
export function isFetcherPost(form: FormData) {
  return form.get("via") === "fetcher";
}

/**
 * Add, delete or clear in favourites or comparison (kept by the dealer API per FUserId).
 * Adding an id that is there changes nothing (the API ignores it). Without JavaScript the
 * answer is a 303 back to the page the button was on; with it, a small result for the fetcher.
 */
export async function listAction(request: Request, context: AppLoadContext, list: ListName) {
  await requireFeature(context, list);
  const fail = (status: number, message: string) => data<ListActionData>({ ok: false, message }, { status });
  const form = await readForm(request);
  if (!form) return fail(400, UNREADABLE_FORM);
  const intent = form.get("intent");
  const back = safeReturnPath(form.get("redirectTo"), href(list));

  if (intent !== "add" && intent !== "delete" && intent !== "clear") return fail(400, "Неизвестное действие");
  const id = intent === "clear" ? null : formCarId(form.get("id"));
  if (intent !== "clear" && id === null) return fail(400, "Не указан автомобиль");
  if (!context.visitor.fUserId) return fail(503, "Не удалось сохранить: сервис временно недоступен. Попробуйте позже.");

  try {
    await context.api.send(CALLS[list][intent], id === null ? {} : { id });
  } catch (error) {
    if (isDealerApiBusinessError(error)) {
      return fail(error.status >= 400 && error.status < 500 ? error.status : 400, error.errors[0]?.message ?? "Не удалось сохранить");
    }
    if (isDealerApiUnavailable(error)) return fail(503, "Не удалось сохранить: сервис временно недоступен. Попробуйте позже.");
    throw error;
  }
  if (isFetcherPost(form)) return data<ListActionData>({ ok: true });
  throw redirect(back, 303);
}
