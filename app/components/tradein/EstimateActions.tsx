import { Form, useNavigation } from "@remix-run/react";
import { PageLink } from "~/components/PageLink";
import { href } from "~/paths";
import { useTradeInData } from "./trade-in-data";
import { useFeatures } from "~/utils/features";

/**
 * «Учесть при покупке»: keeps this estimate in the session, so the cart shows it against
 * the car's price and the order carries it; «Не учитывать» forgets it. A plain post back to
 * this evaluation, with JS a navigation without a reload.
 */
export function EstimateActions() {
  const { evaluation, kept, hasCar } = useTradeInData();
  const { isEnabled } = useFeatures();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("_form") === "estimate";
  const car = evaluation.prediction!.car;
  const isKept =
    kept !== null &&
    kept.car.modificationId === car.modificationId &&
    kept.car.year === car.year &&
    kept.car.mileage === car.mileage &&
    kept.car.owners === car.owners &&
    kept.car.condition === car.condition;
  const cart = isEnabled("cart");
  const next = cart && hasCar ? { to: href("cart"), label: "Перейти в корзину" } : { to: href("catalog"), label: "Выбрать автомобиль" };

  if (isKept) {
    return (
      <div className="tradein-result__actions">
        <p className="tradein-result__kept">Оценка учтена при покупке.</p>
        <PageLink to={next.to} className="btn btn--primary">
          {next.label}
        </PageLink>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="_form" value="estimate" />
          <input type="hidden" name="intent" value="forget" />
          <button type="submit" className="btn btn--ghost" disabled={busy}>
            Не учитывать
          </button>
        </Form>
      </div>
    );
  }
  return (
    <div className="tradein-result__actions">
      <Form method="post" preventScrollReset>
        <input type="hidden" name="_form" value="estimate" />
        <input type="hidden" name="intent" value="keep" />
        <EvaluatedCarInputs car={car} />
        <button type="submit" className="btn btn--primary" disabled={busy}>
          Учесть при покупке
        </button>
      </Form>
      <a href="#tradein-request" className="btn btn--secondary">
        Записаться на осмотр
      </a>
    </div>
  );
}

/** The evaluated car as hidden fields (app/forms/tradein.ts): the action values it again. */
export function EvaluatedCarInputs({ car }: { car: { modificationId: string; year: number; mileage: number; owners: number; condition: string } }) {
  return (
    <>
      <input type="hidden" name="CAR_MODIFICATION" value={car.modificationId} />
      <input type="hidden" name="CAR_YEAR" value={car.year} />
      <input type="hidden" name="CAR_MILEAGE" value={car.mileage} />
      <input type="hidden" name="CAR_OWNERS" value={car.owners} />
      <input type="hidden" name="CAR_CONDITION" value={car.condition} />
    </>
  );
}
