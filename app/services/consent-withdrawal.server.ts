import type { AppLoadContext } from "@remix-run/node";
import type { Withdrawal } from "~/dealer-client/operator-endpoints";
import type { WithdrawalValues } from "~/forms/consent-withdrawal";
import { formatPhone } from "~/utils/format";

/*
 * Withdrawing a consent (docs/product.md, «Оператор и отзыв согласия»; ADR 068): the dealer
 * API stores it and stops what it sends to those addresses; the page the post lands on says
 * what happens now (a flash notice, as the alerts' result).
 */

/** The result as the visitor reads it: where nothing will come any more, and for «all» the rest. */
export function withdrawalNotice(withdrawal: Pick<Withdrawal, "scope" | "email" | "phone">): string {
  const addresses = [withdrawal.email, withdrawal.phone ? formatPhone(withdrawal.phone) : null].filter(Boolean).join(" и ");
  const stop = `Мы больше не пришлём рекламу, новости и уведомления о ценах на ${addresses}.`;
  return withdrawal.scope === "all"
    ? `Согласия отозваны. ${stop} Обработку ваших персональных данных мы прекратим, а данные уничтожим в течение 30 дней, кроме тех, что закон обязывает хранить.`
    : `Согласие на рекламу и новости отозвано. ${stop}`;
}

export async function withdrawConsent(context: AppLoadContext, value: WithdrawalValues): Promise<void> {
  const withdrawal = await context.api.send("withdrawConsent", value);
  context.logger.info("consent withdrawn", { id: withdrawal.id, scope: withdrawal.scope, duplicate: withdrawal.duplicate });
  context.session.flash("notice", withdrawalNotice(withdrawal));
}
