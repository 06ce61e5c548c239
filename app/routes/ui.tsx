import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { href } from "~/paths";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Дизайн-система", "Витрина компонентов сайта для разработчиков.");

const COLORS = [
  ["--color-primary", "Основной"],
  ["--color-primary-hover", "Основной, наведение"],
  ["--color-primary-soft", "Основной, фон"],
  ["--color-text", "Текст"],
  ["--color-text-muted", "Вторичный текст"],
  ["--color-surface-alt", "Фон секций"],
  ["--color-border", "Границы"],
  ["--color-danger", "Ошибка"],
  ["--color-dark", "Подвал"],
] as const;

export default function UiPage() {
  return (
    <div className="page container">
      <h1 className="page__title">Дизайн-система</h1>
      <p className="page__lead">Цвета, кнопки и ссылки на витрины компонентов. Страницы доступны только в режиме разработки.</p>
      <ul className="section-cards">
        {(["form", "interactive", "typography"] as const).map((name) => (
          <li key={name}>
            <Link to={href(name)} className="card card--link">
              <span className="card__title">{{ form: "Формы", interactive: "Интерактивные элементы", typography: "Типографика" }[name]}</span>
              <span className="card__text">{href(name)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="showcase__title">Цвета</h2>
      <ul className="swatches">
        {COLORS.map(([token, label]) => (
          <li key={token} className="swatch">
            <span className="swatch__chip" style={{ background: `var(${token})` }} />
            <span className="swatch__label">{label}</span>
            <code className="swatch__token">{token}</code>
          </li>
        ))}
      </ul>
      <h2 className="showcase__title">Кнопки</h2>
      <div className="showcase__row">
        <button type="button" className="btn btn--primary">Основная</button>
        <button type="button" className="btn btn--secondary">Вторичная</button>
        <button type="button" className="btn btn--ghost">Прозрачная</button>
        <button type="button" className="btn btn--primary btn--small">Маленькая</button>
        <button type="button" className="btn btn--primary btn--large">Большая</button>
        <button type="button" className="btn btn--primary" disabled>Недоступна</button>
      </div>
      <div className="showcase__row showcase__row--dark">
        <button type="button" className="btn btn--light">На тёмном фоне</button>
        <button type="button" className="btn btn--outline-light">Контурная на тёмном</button>
      </div>
    </div>
  );
}
