import type { MetaFunction } from "@remix-run/node";
import type { RouteHandle } from "~/utils/route-handle";
import { pageMeta } from "~/utils/meta";

export const handle = { breadcrumb: "typography" } satisfies RouteHandle;

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Типографика", "Шкала шрифтов сайта.");

const SCALE = ["--text-4xl", "--text-3xl", "--text-2xl", "--text-xl", "--text-lg", "--text-base", "--text-sm", "--text-xs"];

export default function UiTypographyPage() {
  return (
    <div className="page container">
      <h1 className="page__title">Типографика</h1>
      <ul className="type-scale">
        {SCALE.map((token) => (
          <li key={token} className="type-scale__row">
            <code className="type-scale__token">{token}</code>
            <span style={{ fontSize: `var(${token})`, lineHeight: 1.2 }}>Автомобили в наличии</span>
          </li>
        ))}
      </ul>
      <div className="prose">
        <h2>Заголовок второго уровня</h2>
        <p>
          Основной текст набирается размером 16 px с межстрочным интервалом 1,55. <a href="#top">Ссылки</a> подчёркнуты и
          выделены основным цветом, <strong>важное</strong> — полужирным.
        </p>
        <h3>Заголовок третьего уровня</h3>
        <ul>
          <li>Маркированный список</li>
          <li>Второй пункт</li>
        </ul>
      </div>
    </div>
  );
}
