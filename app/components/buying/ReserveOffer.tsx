import { CONSENT_DOCUMENTS, documentOf } from "~/forms/consents";
import { href } from "~/paths";
import { formatDate, formatDay, formatPrice } from "~/utils/format";
import { useRootData } from "~/utils/root-data";

/**
 * What a buyer is told before a prepayment is taken (ЗоЗПП ст. 26.1; docs/product.md,
 * «Предоплата и оферта»): the seller and its details, the car, its price, the prepayment and
 * what it buys, the hold's end, how to get the money back, and the versioned offer, which the
 * form's own box accepts. The seller's details are the dealer API's company data.
 */
export function ReserveOffer({
  car,
  amount,
  holdDays,
  holdUntil,
}: {
  car: { name: string; year: number; price: number };
  amount: number;
  holdDays: number;
  /** When the hold would end if paid now (ISO), worked out by the loader so both renders agree. */
  holdUntil: string;
}) {
  const root = useRootData();
  const company = root?.common.company;
  const offer = documentOf(root?.legalDocuments ?? [], "offer");
  return (
    <section className="reserve-offer" aria-labelledby="reserve-offer-title">
      <h3 id="reserve-offer-title">Продавец и условия предоплаты</h3>
      <dl className="reserve-offer__facts">
        {company ? (
          <>
            <dt>Продавец</dt>
            <dd>
              {company.legalName}, ИНН {company.inn}, ОГРН {company.ogrn}
            </dd>
            <dt>Адрес продавца</dt>
            <dd>{company.address}</dd>
          </>
        ) : null}
        <dt>Автомобиль</dt>
        <dd>
          {car.name}, {car.year}
        </dd>
        <dt>Цена автомобиля</dt>
        <dd>{formatPrice(car.price)}</dd>
        <dt>Предоплата</dt>
        <dd>{formatPrice(amount)}: засчитывается в цену; за неё автомобиль снимают с продажи на время брони</dd>
        <dt>Срок брони</dt>
        <dd>
          {holdDays} дня после оплаты. Бронь действует до {formatDate(holdUntil)}, если оплатить сейчас
        </dd>
      </dl>
      <h4>Как вернуть предоплату</h4>
      <p>
        Отказаться от брони можно в любой момент до заключения договора купли-продажи, предоплата возвращается полностью. Отмените бронь на
        странице бронирования или в личном кабинете — деньги вернутся на карту сразу; или напишите
        {company ? (
          <>
            {" "}
            на <a href={`mailto:${company.email}`}>{company.email}</a>
          </>
        ) : null}{" "}
        либо обратитесь в дилерский центр — вернём в течение десяти дней. Если срок брони истёк, а договор не заключён, предоплата
        возвращается по заявлению в тот же срок.
      </p>
      <p>
        Условия бронирования — в оферте:{" "}
        <a href={href("legal_document", { code: CONSENT_DOCUMENTS.offer })}>
          {offer ? `${offer.title}, ред. ${offer.version} от ${formatDay(offer.publishedOn)}` : "оферта о бронировании автомобиля"}
        </a>
        . Предоплату можно внести, только приняв её.
      </p>
    </section>
  );
}
