import type { AppLoadContext } from "@remix-run/node";
import { DealerApiBusinessError } from "~/dealer-client/errors.server";
import type { Subscription } from "~/dealer-client/alerts-endpoints";
import { ALERT_TEXTS } from "~/forms/alert-texts";
import type { SubscribeValues } from "~/forms/alerts";
import { type Refusal, refuse } from "./refusal.server";

/*
 * The storefront's side of alerts (docs/product.md, «Уведомления»; ADR 044): it sends what
 * the visitor asked to watch to the dealer API and passes the tokens of message links on.
 * When to notify, and the notices themselves, are the API's.
 */

/**
 * «Сохранить поиск» and «Следить за ценой»: the subscription goes to the dealer API, and the
 * page the post lands on says what was sent where (a flash notice).
 */
export async function subscribe(context: AppLoadContext, value: SubscribeValues): Promise<void> {
  const sub = await context.api.send("createSubscription", { ...value, sSiteUrl: context.config.siteUrl });
  const notice =
    sub.status === "active" && sub.channel === "sms"
      ? ALERT_TEXTS.smsActive(sub.address)
      : sub.status === "active"
        ? ALERT_TEXTS.already
        : ALERT_TEXTS.emailSent(sub.address);
  context.session.flash("notice", notice);
}

/** The subscription a link's token names, or null for a token that is forged, expired or of a removed one. */
export async function subscriptionByToken(
  context: AppLoadContext,
  token: string,
  purpose: "confirm" | "unsubscribe",
): Promise<Subscription | null> {
  if (!token) return null;
  try {
    return await context.api.send("getSubscription", { token, purpose });
  } catch (error) {
    if (error instanceof DealerApiBusinessError && error.status < 500) return null;
    throw error;
  }
}

/** The confirmation link's button: the token must still name a subscription (400 otherwise). */
export async function confirmByLink(context: AppLoadContext, token: string): Promise<Refusal | void> {
  if (!(await subscriptionByToken(context, token, "confirm"))) return refuse(400, ALERT_TEXTS.badLink);
  await context.api.send("confirmSubscription", { token });
}

/** The unsubscribe link's button (or a mail client's one-click post): as confirmByLink. */
export async function unsubscribeByLink(context: AppLoadContext, token: string): Promise<Refusal | void> {
  if (!(await subscriptionByToken(context, token, "unsubscribe"))) return refuse(400, ALERT_TEXTS.badLink);
  await context.api.send("unsubscribe", { token });
}

export function tokenOf(request: Request, formData?: FormData): string {
  const posted = formData?.get("token");
  return (typeof posted === "string" && posted ? posted : new URL(request.url).searchParams.get("token") ?? "").slice(0, 100);
}
