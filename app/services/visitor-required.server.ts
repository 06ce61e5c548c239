import type { AppLoadContext } from "@remix-run/node";
import { refuse } from "./refusal.server";
import { F_USER_ID_COOKIE, visitorIdOf } from "./visitor.server";

/*
 * What takes a scarce thing (a car's reservation, a test-drive slot, a service bay) is held
 * for a visitor who can come back to it: one whose browser sent back the id it was given
 * (docs/decisions/064-no-hold-without-a-returning-visitor.md). A post without cookies would
 * otherwise be issued a fresh id on the spot (ADR 035: any post gets one) that the dealer API
 * accepts, and a script could take the stock one post at a time, each under a new id. The
 * pages of these forms give the id on their first view (app/server/context/visitor.server.ts),
 * so a buyer who keeps cookies always has one by the time they post.
 */

export const VISITOR_REQUIRED_TEXTS = {
  reservation: "Чтобы забронировать автомобиль, разрешите сайту сохранять cookie и обновите страницу",
  testDrive: "Чтобы записаться на тест-драйв, разрешите сайту сохранять cookie и обновите страницу",
  service: "Чтобы записаться на сервис, разрешите сайту сохранять cookie и обновите страницу",
} as const;

/**
 * The FUserId this browser sent and the visitor resolved to, or a 400 with `message` before
 * anything is asked of the dealer API: no id sent (no cookies, a crawler), or one the dealer
 * API did not take as it was. No id is issued for a refused post.
 */
export async function returningVisitorId(context: AppLoadContext, message: string): Promise<string> {
  const sent = visitorIdOf(context.cookies.get(F_USER_ID_COOKIE));
  if (!sent) throw refuse(400, message);
  const visitor = await context.visitor();
  if (visitor.fUserId !== sent) throw refuse(400, message);
  return sent;
}
