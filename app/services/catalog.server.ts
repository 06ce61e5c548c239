import type { AppLoadContext } from "@remix-run/node";
import { isDealerApiBusinessError, isDealerApiUnavailable } from "./dealer-api/index.server";

/**
 * Runs a page's dealer API calls: a transport failure is the maintenance page (503), a
 * NOT_FOUND answer is our 404, anything else the API refuses is a 400 with its message.
 * Never a 500 for something the visitor typed.
 */
export async function pageCall<T>(context: AppLoadContext, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isDealerApiBusinessError(error)) {
      if (error.status === 404 || error.errors.some((e) => e.code === "NOT_FOUND")) {
        throw new Response("Страница не найдена", { status: 404 });
      }
      throw new Response(error.errors[0]?.message ?? "Неверный запрос", { status: 400 });
    }
    if (!isDealerApiUnavailable(error)) context.logger.error("catalogue call failed", { error: String(error) });
    throw new Response("Dealer API unavailable", { status: 503 });
  }
}

/** A local path to return to after a form post: same origin only, never '//' or '/\\'. */
export function safeReturnPath(value: FormDataEntryValue | null, fallback: string): string {
  if (typeof value !== "string" || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20)) return fallback;
  return value;
}

/** A car id from a form: a positive whole number or null. */
export function formCarId(value: FormDataEntryValue | null): number | null {
  if (typeof value !== "string" || !/^\d{1,12}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** The posted form, or null when the body is not a form at all (a hand-made post): a 400, not a 500. */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

export const UNREADABLE_FORM = "Не удалось прочитать форму. Обновите страницу и попробуйте ещё раз.";
