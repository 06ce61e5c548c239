import { Form } from "@remix-run/react";
import { MonthlyFrom } from "~/components/credit/lazy";
import { href } from "~/paths";
import type { DealPriceView } from "~/view-models/deal-price";

/**
 * A car's итоговая цена (docs/product.md, «Итоговая цена»; ADR 074): the buyer's choices as a GET
 * form (its address is the deal, shareable and printable), every line the dealer API sent with
 * its condition and whether the choices meet it, the two totals side by side, the estimates.
 * A line of a kind not known here (delivery) is shown like the others.
 */
export function DealPriceTable({
  car,
  price,
  action,
}: {
  car: { id: number; condition: "new" | "used" };
  price: DealPriceView;
  action: string;
}) {
  const { choices } = price;
  return (
    <div className="deal-price">
      <Form method="get" action={action} className="deal-form card" preventScrollReset key={JSON.stringify(choices)}>
        <fieldset className="field-choice">
          <legend>Ваши условия</legend>
          <label>
            <input type="checkbox" name="tradein" value="1" defaultChecked={choices.tradein} />
            Сдаю свой автомобиль в трейд-ин
          </label>
          <label>
            <input type="checkbox" name="credit" value="1" defaultChecked={choices.credit} />
            Покупаю в кредит через дилера
          </label>
          {price.lines.some((line) => line.kind === "delivery") ? (
            <label>
              <input type="checkbox" name="delivery" value="1" defaultChecked={choices.delivery} />
              Доставка в мой город
            </label>
          ) : null}
        </fieldset>
        {price.extras.length ? (
          <fieldset className="field-choice">
            <legend>Дополнительное оборудование</legend>
            {price.extras.map((extra) => (
              <label key={extra.code}>
                <input type="checkbox" name="extra" value={extra.code} defaultChecked={extra.chosen} />
                {extra.label}, {extra.price}
              </label>
            ))}
          </fieldset>
        ) : null}
        <button type="submit" className="btn btn--primary">
          Пересчитать
        </button>
      </Form>

      <DealPriceLines price={price} />

      {choices.credit ? (
        <section className="deal-credit" aria-labelledby="deal-credit-title">
          <h2 id="deal-credit-title">Кредит через дилера</h2>
          <p>
            Платёж на сумму «с вашими условиями»: <MonthlyFrom price={price.totals.withChoicesRoubles} condition={car.condition} />
          </p>
          <p>
            <a href={href("credit", undefined, { car: car.id })}>Подобрать программу и срок в кредитном калькуляторе</a>
          </p>
        </section>
      ) : null}

      {price.estimates.length ? (
        <section className="deal-estimates" aria-labelledby="deal-estimates-title">
          <h2 id="deal-estimates-title">Оценка расходов, которые не входят в итог</h2>
          <dl>
            {price.estimates.map((estimate) => (
              <div key={estimate.code}>
                <dt>{estimate.label}</dt>
                <dd>
                  <strong>{estimate.range}</strong> в год. {estimate.basis}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}

/**
 * The итоговая цена's lines and its two totals (ADR 074), as the dealer API sent them: the
 * итоговая цена page and each step of «Собрать сделку» (ADR 078) show the same.
 */
export function DealPriceLines({ price }: { price: Pick<DealPriceView, "lines" | "totals"> }) {
  return (
    <>
      <table className="deal-lines">
        <caption className="visually-hidden">Из чего складывается цена</caption>
        <thead>
          <tr>
            <th scope="col">Статья</th>
            <th scope="col">Условие</th>
            <th scope="col">Учтено</th>
            <th scope="col" className="deal-lines__amount">
              Сумма
            </th>
          </tr>
        </thead>
        <tbody>
          {price.lines.map((line) => (
            <tr key={line.code} className={line.met ? undefined : "deal-lines__unmet"} data-code={line.code}>
              <th scope="row">{line.label}</th>
              <td>{line.condition ?? "без условий"}</td>
              <td>{line.status ?? "да"}</td>
              <td className="deal-lines__amount">{line.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="deal-totals">
        <section className="deal-total deal-total--choices" aria-labelledby="deal-total-choices">
          <h2 id="deal-total-choices">С вашими условиями</h2>
          <p className="deal-total__sum">{price.totals.withChoices}</p>
          <p>Все строки, условия которых выполнены, и выбранное оборудование.</p>
        </section>
        <section className="deal-total" aria-labelledby="deal-total-plain">
          <h2 id="deal-total-plain">Без условий</h2>
          <p className="deal-total__sum">{price.totals.withoutConditions}</p>
          <p>Только то, что не требует трейд-ина, кредита или дополнительного оборудования.</p>
        </section>
      </div>
    </>
  );
}
