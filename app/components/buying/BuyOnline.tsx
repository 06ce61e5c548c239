import { Link } from "@remix-run/react";
import { href } from "~/paths";
import { reservedText } from "~/utils/reservation";

/**
 * «Купить онлайн» on the car page: the ways to commit without a call — a test drive by a
 * real slot of the car's dealer centre, and a reservation with a refundable prepayment (or,
 * for everyone, «Забронирован до …» while a reservation, paid or waiting for its payment,
 * holds the car). Links to the pages that
 * do it, so the car page carries no form or script of theirs.
 */
export function BuyOnline({ car }: { car: { id: number; brandCode: string; modelCode: string; reservedUntil: string | null } }) {
  const params = { brand: car.brandCode, model: car.modelCode, id: car.id };
  return (
    <section className="panel buy-online" aria-labelledby="buy-online-title" id="buy-online">
      <h2 id="buy-online-title">Купить онлайн</h2>
      {car.reservedUntil ? (
        <p className="buy-online__reserved">
          <span className="reserved-badge">{reservedText(car.reservedUntil)}</span>
        </p>
      ) : (
        <p className="buy-online__note">Забронируйте автомобиль с возвратной предоплатой — его не продадут другому покупателю.</p>
      )}
      <div className="buy-online__actions">
        {car.reservedUntil ? null : (
          <Link className="btn btn--primary" to={href("car_reserve", params)}>
            Забронировать онлайн
          </Link>
        )}
        <Link className="btn btn--secondary" to={href("car_test_drive", params)}>
          Записаться на тест-драйв
        </Link>
      </div>
    </section>
  );
}
