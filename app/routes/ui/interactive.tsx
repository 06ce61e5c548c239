import type { MetaFunction } from "@remix-run/node";
import { Link, useLocation, useSearchParams } from "@remix-run/react";
import { Dialog } from "~/components/Dialog";
import { href } from "~/paths";
import type { RouteHandle } from "~/utils/route-handle";
import { pageMeta } from "~/utils/meta";

export const handle = { breadcrumb: "interactive" } satisfies RouteHandle;

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Интерактивные элементы", "Диалог, аккордеон и карточки.");

export default function UiInteractivePage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  return (
    <div className="page container">
      <h1 className="page__title">Интерактивные элементы</h1>
      <h2 className="showcase__title">Диалог</h2>
      <Link to={href("interactive", undefined, { dialog: "demo" })} className="btn btn--primary" preventScrollReset>
        Открыть диалог
      </Link>
      <Dialog open={params.get("dialog") === "demo"} title="Cпасибо, Ваша заявка успешно отправлена!" closeTo={pathname}>
        <p>Наш менеджер проконсультирует вас по модельному ряду</p>
        <Link to={pathname} replace preventScrollReset className="btn btn--primary">
          Хорошо
        </Link>
      </Dialog>
      <h2 className="showcase__title">Аккордеон</h2>
      <div className="accordion">
        <details className="accordion__item">
          <summary className="accordion__summary">Можно ли купить автомобиль в кредит?</summary>
          <div className="accordion__body">Да, условия подбираются индивидуально с банками-партнёрами.</div>
        </details>
        <details className="accordion__item">
          <summary className="accordion__summary">Сколько длится оценка по трейд-ин?</summary>
          <div className="accordion__body">Предварительная оценка онлайн занимает несколько минут.</div>
        </details>
      </div>
      <h2 className="showcase__title">Карточки</h2>
      <ul className="section-cards">
        <li>
          <div className="card">
            <span className="card__title">Обычная карточка</span>
            <span className="card__text">Рамка, тень и отступы из токенов.</span>
          </div>
        </li>
        <li>
          <Link to={href("ui")} className="card card--link">
            <span className="card__title">Карточка-ссылка</span>
            <span className="card__text">Поднимается при наведении.</span>
          </Link>
        </li>
      </ul>
      <h2 className="showcase__title">Уведомления</h2>
      <p className="alert">Информационное сообщение.</p>
      <p className="alert alert--error">Сообщение об ошибке.</p>
    </div>
  );
}
