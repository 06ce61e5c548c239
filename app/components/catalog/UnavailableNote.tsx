import { PageLink } from "~/components/PageLink";
import { href } from "~/paths";
import type { NotOnOffer } from "~/view-models/car-offer";

const WHY: Record<NonNullable<NotOnOffer>["reason"], string> = {
  held: "Автомобиль забронирован другим покупателем. Если бронь снимут, его снова можно будет заказать.",
  "not-for-sale": "Этот автомобиль больше нельзя купить.",
};

/**
 * What the order form's place says of a car the visitor may not buy now (the car page, the
 * cart): the state, as on its card, why, and where to go instead.
 */
export function UnavailableNote({ unavailable }: { unavailable: NonNullable<NotOnOffer> }) {
  return (
    <>
      <p>
        <span className="reserved-badge">{unavailable.text}</span>
      </p>
      <p>
        {WHY[unavailable.reason]} Выберите другой автомобиль в{" "}
        <PageLink to={href("catalog")} orText>
          каталоге
        </PageLink>{" "}
        или позвоните нам.
      </p>
    </>
  );
}
