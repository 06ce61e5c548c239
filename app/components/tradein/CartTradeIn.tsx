import { Form } from "@remix-run/react";
import { PageLink } from "~/components/PageLink";
import { href } from "~/paths";
import type { KeptEstimate } from "~/forms/tradein";
import { formatPrice } from "~/utils/format";

/**
 * The cart's trade-in block: with a kept estimate, the car's price, the estimate and the
 * amount left to pay (the order carries the estimate); without one, an offer to evaluate a
 * car. Rendered only while trade-in is switched on (the loader gives null otherwise).
 */
export function CartTradeIn({ estimate, price }: { estimate: KeptEstimate | null; price: number }) {
  if (!estimate) {
    return (
      <section className="cart-tradein" aria-labelledby="cart-tradein-title">
        <h3 id="cart-tradein-title">Автомобиль в зачёт</h3>
        <p>Есть автомобиль на обмен? Оцените его онлайн — учтём оценку в заказе.</p>
        <div className="cart-tradein__actions">
          <PageLink to={href("trade_in")} className="btn btn--secondary btn--small">
            Оценить автомобиль
          </PageLink>
        </div>
      </section>
    );
  }
  return (
    <section className="cart-tradein" aria-labelledby="cart-tradein-title">
      <h3 id="cart-tradein-title">Автомобиль в зачёт</h3>
      <p>
        {estimate.title}; {estimate.modification}
      </p>
      <dl className="cart-tradein__rows">
        <div>
          <dt>Цена автомобиля</dt>
          <dd>{formatPrice(price)}</dd>
        </div>
        <div>
          <dt>Оценка вашего автомобиля</dt>
          <dd>−{formatPrice(estimate.buyout)}</dd>
        </div>
        <div className="cart-tradein__pay">
          <dt>К оплате</dt>
          <dd>{formatPrice(Math.max(0, price - estimate.buyout))}</dd>
        </div>
      </dl>
      <p className="field__hint">Оценка предварительная: окончательную сумму менеджер назовёт после осмотра. Мы передадим её вместе с заказом.</p>
      <div className="cart-tradein__actions">
        <PageLink to={estimate.evaluationPath} className="btn btn--ghost btn--small">
          Изменить оценку
        </PageLink>
        <Form method="post" action={href("trade_in")}>
          <input type="hidden" name="_form" value="estimate" />
          <input type="hidden" name="intent" value="forget" />
          <input type="hidden" name="returnTo" value={href("cart")} />
          <button type="submit" className="btn btn--ghost btn--small">
            Не учитывать
          </button>
        </Form>
      </div>
    </section>
  );
}
