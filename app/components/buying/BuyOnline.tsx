import { Link } from "@remix-run/react";
import { href } from "~/paths";

/**
 * «Купить онлайн» on the car page: the ways to commit without a call — a test drive by a
 * real slot of the car's dealer centre. Links to the pages that do it, so the car page
 * carries no form or script of theirs.
 */
export function BuyOnline({ car }: { car: { id: number; brandCode: string; modelCode: string } }) {
  const params = { brand: car.brandCode, model: car.modelCode, id: car.id };
  return (
    <section className="panel buy-online" aria-labelledby="buy-online-title" id="buy-online">
      <h2 id="buy-online-title">Купить онлайн</h2>
      <div className="buy-online__actions">
        <Link className="btn btn--secondary" to={href("car_test_drive", params)}>
          Записаться на тест-драйв
        </Link>
      </div>
    </section>
  );
}
