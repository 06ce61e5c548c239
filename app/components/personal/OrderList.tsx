import { Link } from "@remix-run/react";
import type { UserOrder } from "~/dealer-client/personal-endpoints";
import { href } from "~/paths";
import { formatDate, formatPrice } from "~/utils/format";
import { handoverText } from "~/view-models/delivery";
import { signedPrice } from "~/view-models/promotion-note";
import { reservationAnchor } from "~/components/buying/PersonalReservations";

/** The user's car orders and credit applications: car (a link while it is in the catalogue), date, status, dealer centre. */
export function OrderList({ orders, headingLevel = 2 }: { orders: UserOrder[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="personal-list">
      {orders.map((order) => {
        const { car } = order;
        const title = [car.name, car.year].filter(Boolean).join(", ") || "Автомобиль";
        const link =
          car.id !== null && car.brandCode && car.modelCode
            ? href("car_detail", { brand: car.brandCode, model: car.modelCode, id: car.id })
            : undefined;
        return (
          <li key={order.id} className="card personal-item">
            <div className="personal-item__main">
              <Heading className="personal-item__title">{link ? <Link to={link}>{title}</Link> : title}</Heading>
              {car.modification ? <p className="personal-item__text">{car.modification}</p> : null}
              {order.credit ? (
                // What was asked for, without the payment: a payment shown alone is credit advertising
                // (38-ФЗ ст. 28, docs/product.md §11.1), and the bank answers with its own figures.
                <p className="personal-item__text">
                  Заявка на кредит: {order.credit.programName}, {order.credit.bank}. Взнос {formatPrice(order.credit.downPayment)}, срок{" "}
                  {order.credit.term} мес.
                </p>
              ) : null}
              {order.dealer ? (
                <p className="personal-item__text">
                  {order.dealer.sName}, {order.dealer.sAddressForView}
                </p>
              ) : null}
              {order.handover ? <p className="personal-item__text">{handoverText(order.handover)}</p> : null}
              {order.deal ? <DealLines deal={order.deal} /> : null}
            </div>
            <dl className="personal-item__facts">
              <div>
                <dt>{order.deal ? "Сделка" : order.credit ? "Заявка" : "Заказ"}</dt>
                <dd>
                  № {order.id} от {formatDate(order.createdAt)}
                </dd>
              </div>
              {car.price !== null ? (
                <div>
                  <dt>Цена</dt>
                  <dd>{formatPrice(car.price)}</dd>
                </div>
              ) : null}
              <div>
                <dt>Статус</dt>
                <dd>
                  <span className={`status status--${order.status}`}>{order.statusName}</span>
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A deal's lines as they were sent (ADR 078): those its choices met, with their amounts, the
 * total with them, and the reservation of its car made since, when there is one.
 */
function DealLines({ deal }: { deal: NonNullable<UserOrder["deal"]> }) {
  return (
    <>
      <table className="personal-deal">
        <caption>Строки сделки</caption>
        <tbody>
          {deal.lines
            .filter((line) => line.met)
            .map((line) => (
              <tr key={line.code} data-code={line.code}>
                <th scope="row">{line.label}</th>
                <td>{signedPrice(line.amount)}</td>
              </tr>
            ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">С вашими условиями</th>
            <td>{formatPrice(deal.totals.withChoices)}</td>
          </tr>
        </tfoot>
      </table>
      {deal.reservation ? (
        <p className="personal-item__text">
          Бронирование по сделке: <a href={`#${reservationAnchor(deal.reservation.id)}`}>№ {deal.reservation.id}</a>, {deal.reservation.statusName.toLowerCase()}
        </p>
      ) : null}
    </>
  );
}
