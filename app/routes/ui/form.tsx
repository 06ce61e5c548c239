import type { MetaFunction } from "@remix-run/node";
import { useSearchParams } from "@remix-run/react";
import { useRootData } from "~/utils/root-data";
import { useState } from "react";
import type { City } from "~/components/city-choice";
import { CityField } from "~/components/CityField";
import type { RouteHandle } from "~/utils/route-handle";
import { pageMeta } from "~/utils/meta";

export const handle = { breadcrumb: "form" } satisfies RouteHandle;

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Формы", "Поля ввода и выбор города в режиме 'get'.");

export default function UiFormPage() {
  const root = useRootData();
  const [params] = useSearchParams();
  const [emitted, setEmitted] = useState<City | undefined>();
  if (!root) return null;
  return (
    <div className="page container">
      <h1 className="page__title">Формы</h1>
      <form method="get" className="showcase__form" noValidate>
        <div className="field">
          <label className="field__label" htmlFor="ui-name">
            Имя
          </label>
          <input id="ui-name" name="name" className="input" autoComplete="name" defaultValue={params.get("name") ?? ""} />
          <span className="field__hint">От 2 до 50 букв русского алфавита</span>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="ui-phone">
            Телефон
          </label>
          <input id="ui-phone" name="phone" type="tel" className="input" placeholder="+7 (___) ___-__-__" aria-invalid="true" aria-describedby="ui-phone-error" />
          <span id="ui-phone-error" className="field__error">
            Введите номер телефона
          </span>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="ui-comment">
            Комментарий
          </label>
          <textarea id="ui-comment" name="comment" className="textarea" />
        </div>
        <CityField
          name="city"
          label="Город"
          locations={root.common.locations}
          current={root.city}
          onChange={setEmitted}
          className="showcase__city"
        />
        <p className="field__hint" aria-live="polite">
          {emitted ? `Выбран город: ${emitted.name}` : ""}
          {params.get("city") ? ` Отправлено: ${params.get("city")}` : ""}
        </p>
        <label className="checkbox">
          <input type="checkbox" name="agree" />
          <span>Я согласен на обработку персональных данных</span>
        </label>
        <button type="submit" className="btn btn--primary">
          Отправить
        </button>
      </form>
    </div>
  );
}
