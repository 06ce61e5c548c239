import { Form, useSubmit } from "@remix-run/react";
import type { FocusEvent, FormEvent } from "react";
import { CreditDisclosure } from "~/components/credit/CreditDisclosure";
import { PageLink } from "~/components/PageLink";
import type { HeldEstimate } from "~/dealer-client/deal-endpoints";
import type { TransferQuote } from "~/dealer-client/delivery-endpoints";
import { href } from "~/paths";
import { formatPrice } from "~/utils/format";
import type { DealChoices } from "~/view-models/deal-choices";
import type { DealPriceView } from "~/view-models/deal-price";
import type { CreditStep, TradeInOption } from "~/view-models/deal-steps";
import { daysText, transferPriceText } from "~/view-models/delivery";
import { untilText } from "~/view-models/promotion-note";

export type DealStepsProps = {
  action: string;
  choices: DealChoices;
  /** `renewed`: «Оценка обновлена: …» when the dealer valued the car again (worked out on the server, with the lines). */
  tradeIn: { options: TradeInOption[]; estimate: HeldEstimate | null; renewed: string | null; lost: boolean };
  credit: CreditStep;
  delivery: TransferQuote | null;
  extras: DealPriceView["extras"];
  carDealer: string;
};

/**
 * The four steps of «Собрать сделку» as one GET form (ADR 078): its address is the deal. Without
 * JavaScript «Пересчитать» sends it; with it, a change sends it at once (a typed amount when
 * the field is left), the same address and the same page, without a reload.
 */
export function DealSteps(props: DealStepsProps) {
  const submit = useSubmit();
  const send = (form: HTMLFormElement) => submit(form, { method: "get", action: props.action, replace: true, preventScrollReset: true });
  const typed = (target: EventTarget) => target instanceof HTMLInputElement && target.type === "text";
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (!typed(event.target)) send(event.currentTarget);
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const target: EventTarget = event.target;
    if (target instanceof HTMLInputElement && typed(target) && target.value !== target.defaultValue) send(event.currentTarget);
  };
  return (
    <Form method="get" action={props.action} className="deal-form deal-steps card" preventScrollReset onChange={onChange} onBlur={onBlur}>
      <TradeInStep {...props} />
      <CreditStepFields {...props} />
      <DeliveryStep {...props} />
      <ExtrasStep {...props} />
      <button type="submit" className="btn btn--secondary">
        Пересчитать
      </button>
    </Form>
  );
}

function TradeInStep({ choices, tradeIn }: DealStepsProps) {
  const { estimate, renewed } = tradeIn;
  return (
    <fieldset className="field-choice deal-step">
      <legend>1. Автомобиль в трейд-ин</legend>
      <label>
        <input type="radio" name="tradein" value="" defaultChecked={!choices.tradeinFrom} />
        Без трейд-ина
      </label>
      {tradeIn.options.map((option) => (
        <label key={option.value}>
          <input type="radio" name="tradein" value={option.value} defaultChecked={choices.tradeinFrom === option.value} />
          {option.label}
        </label>
      ))}
      {estimate ? (
        <p className="deal-step__note" data-testid="deal-estimate">
          Оценка дилера: <strong>{formatPrice(estimate.buyout)}</strong>. Оценка действует {untilText(estimate.endsAt)}.
          {renewed ? <strong className="deal-step__renewed"> {renewed}.</strong> : null}
        </p>
      ) : null}
      {tradeIn.lost ? <p className="deal-step__note">Этого автомобиля больше нет среди ваших: выберите другой.</p> : null}
      {tradeIn.options.length ? null : (
        <p className="deal-step__note">
          <PageLink to={href("trade_in")}>Оцените свой автомобиль</PageLink> — оценку можно учесть в сделке.
        </p>
      )}
    </fieldset>
  );
}

function CreditStepFields({ choices, credit }: DealStepsProps) {
  const { program } = credit;
  return (
    <fieldset className="field-choice deal-step">
      <legend>2. Кредит или наличные</legend>
      <label>
        <input type="radio" name="credit" value="" defaultChecked={!choices.credit} />
        Наличные
      </label>
      <label>
        <input type="radio" name="credit" value="1" defaultChecked={choices.credit} disabled={!program} />
        Кредит через дилера
      </label>
      {choices.credit && program ? (
        <div className="deal-step__credit">
          <label className="deal-step__field">
            Программа
            <select name="program" defaultValue={program.code}>
              {credit.programs.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <label className="deal-step__field">
            Первоначальный взнос, ₽
            <input key={credit.down} type="text" inputMode="numeric" name="down" defaultValue={String(credit.down)} autoComplete="off" />
          </label>
          <label className="deal-step__field">
            Срок
            <select name="term" defaultValue={String(credit.term)}>
              {credit.terms.map((months) => (
                <option key={months} value={months}>
                  {months} мес.
                </option>
              ))}
            </select>
          </label>
          {credit.monthly !== null ? (
            <p className="deal-step__note" data-testid="deal-credit">
              <CreditDisclosure program={program} monthly={credit.monthly} from={false} down={{ roubles: credit.down }} term={credit.term} />
            </p>
          ) : (
            <ul className="deal-step__problems">
              {credit.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {program ? null : <p className="deal-step__note">Для этого автомобиля в вашем городе нет кредитных программ.</p>}
    </fieldset>
  );
}

function DeliveryStep({ choices, delivery, carDealer }: DealStepsProps) {
  const brought = delivery?.status === "transfer" && delivery.handover && delivery.days !== null ? { ...delivery, handover: delivery.handover, days: delivery.days } : null;
  return (
    <fieldset className="field-choice deal-step">
      <legend>3. Доставка или получение</legend>
      {brought ? (
        <>
          <label>
            <input type="radio" name="delivery" value="" defaultChecked={!choices.delivery} />
            Заберу в {carDealer}, {brought.from.sCityName}
          </label>
          <label>
            <input type="radio" name="delivery" value="1" defaultChecked={choices.delivery} />
            Доставка {brought.city.to}: {brought.handover.sName}, за {daysText(brought.days)}, {transferPriceText(brought)}
          </label>
        </>
      ) : (
        <p className="deal-step__note">
          {delivery?.status === "here"
            ? `Автомобиль в вашем городе: получение в ${carDealer}.`
            : `Получение в ${carDealer}${delivery?.reason ? `; доставка недоступна: ${delivery.reason}` : ""}.`}
        </p>
      )}
    </fieldset>
  );
}

function ExtrasStep({ extras }: DealStepsProps) {
  return (
    <fieldset className="field-choice deal-step">
      <legend>4. Дополнительное оборудование</legend>
      {extras.length ? (
        extras.map((extra) => (
          <label key={extra.code}>
            <input type="checkbox" name="extra" value={extra.code} defaultChecked={extra.chosen} />
            {extra.label}, {extra.price}
          </label>
        ))
      ) : (
        <p className="deal-step__note">К этому автомобилю дилер не предлагает дополнительного оборудования.</p>
      )}
    </fieldset>
  );
}
