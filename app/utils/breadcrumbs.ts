import type { BreadcrumbList, WithContext } from "schema-dts";
import { href, type RouteName } from "~/paths";
import { routeHandle } from "./route-handle";

/**
 * Breadcrumbs (docs/product.md §3.4). Each matched route adds its own crumbs through its
 * `handle` (app/utils/route-handle.ts), after its layouts' and before its children's:
 *
 *     export const handle = { breadcrumb: "agreement" } satisfies RouteHandle;   // label from the table below
 *     export const handle: RouteHandle<{ item: NewsItem }> = {
 *       breadcrumb: ({ item }) => [crumbOf("news"), { name: item.title, to: href("news_detail", { slug: item.slug }) }],
 *     };
 *
 * so the trail is home, then the crumbs of the matched routes in order: the company layout
 * gives «О компании» to every page under /company, and a page names a parent only where
 * the address does not nest (a car under the catalogue). A page whose matched routes give no
 * crumb (the home page) shows none.
 */
export type Crumb = { name: string; to: string };

/** The labels of named routes, also the personal area's and the company page's menus. */
export const ROUTE_LABELS: Partial<Record<RouteName, string>> = {
  index: "Главная",
  catalog: "Купить автомобиль",
  trade_in: "Продать автомобиль",
  service: "Сервис",
  service_to: "Расчёт стоимости ТО",
  service_tyres: "Шиномонтаж и хранение шин",
  credit: "Автокредит",
  company: "О компании",
  news: "Новости",
  jobs: "Вакансии",
  tenders: "Тендеры",
  contacts: "Контакты",
  cart: "Корзина",
  comparison: "Сравнение",
  favorites: "Избранное",
  personal: "Личный кабинет",
  personal_rating: "Профиль",
  personal_editing: "Редактирование профиля",
  personal_garage: "Гараж",
  personal_garage_add: "Добавить автомобиль",
  personal_garage_edit: "Изменить автомобиль",
  personal_orders: "Мои заказы",
  personal_service: "Мой сервис",
  personal_tyres: "Шинный отель",
  personal_viewed: "Вы смотрели",
  agreement: "Согласие на обработку персональных данных",
  policy: "Политика обработки персональных данных",
  faq: "Вопросы и ответы",
  ui: "Дизайн-система",
  form: "Формы",
  interactive: "Интерактивные элементы",
  typography: "Типографика",
  city: "Выбор города",
  consultation: "Получить консультацию",
  newsletter: "Подписка на новости",
  alerts: "Уведомления",
  alerts_confirm: "Подтверждение подписки",
  alerts_unsubscribe: "Отписка",
  recommendations: "Правила применения рекомендательных технологий",
  consent_withdraw: "Отзыв согласия",
  personal_alerts: "Мои подписки",
};

/** The page name of the error page (docs/product.md §6.1). */
export const ERROR_PAGE_NAME = "Ошибка";

function home(): Crumb {
  return { name: ROUTE_LABELS.index!, to: href("index") };
}

/** A crumb for a route without parameters, labelled from the table. */
export function crumbOf(name: RouteName): Crumb {
  const to = (href as (n: RouteName) => string)(name);
  return { name: ROUTE_LABELS[name] ?? name, to };
}

/** The trail of the error pages: Главная > Ошибка, the last crumb being the current address. */
export function errorTrail(pathname: string): Crumb[] {
  return [home(), { name: ERROR_PAGE_NAME, to: pathname }];
}

/**
 * The trail of the matched routes: home, then each route's crumbs. A crumb made from data
 * that is not there (a loader that did not run) leaves no trail rather than a wrong one.
 */
export function breadcrumbsOf(matches: ReadonlyArray<{ handle?: unknown; data?: unknown }>): Crumb[] {
  const crumbs: Crumb[] = [];
  for (const match of matches) {
    const declared = routeHandle(match)?.breadcrumb;
    if (declared === undefined) continue;
    if (typeof declared === "string") crumbs.push(crumbOf(declared));
    else if (match.data === undefined) return [];
    else crumbs.push(...[declared(match.data)].flat());
  }
  return crumbs.length > 0 ? [home(), ...crumbs] : [];
}

/** schema.org BreadcrumbList for search engines; item URLs must be absolute. */
export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.to, `${siteUrl}/`).href,
    })),
  } satisfies WithContext<BreadcrumbList>;
}
