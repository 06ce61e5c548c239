import { href, type RouteName } from "~/paths";

/**
 * Breadcrumbs (docs/product.md §3.4). A route declares only its own place in the site:
 *
 *     export const handle = breadcrumb("agreement");                  // label from the table below
 *     export const handle = breadcrumb<typeof loader>("news_detail", (data) => ({
 *       name: data.item.title,
 *       to: href("news_detail", { slug: data.item.slug }),
 *     }));
 *
 * The trail above it (home, then the parents in PARENTS) is derived here, so a page added
 * later gets the right trail from one line. The frame renders the trail of the deepest
 * matched route that has one; a route without a breadcrumb handle (the home page) shows none.
 */
export type Crumb = { name: string; to: string };

export const ROUTE_LABELS: Partial<Record<RouteName, string>> = {
  index: "Главная",
  catalog: "Купить автомобиль",
  trade_in: "Продать автомобиль",
  service: "Сервис",
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
};

/** Where a page sits; every trail starts at the home page, which is nobody's child here. */
const PARENTS: Partial<Record<RouteName, RouteName>> = {
  car_detail: "catalog",
  news: "company",
  news_detail: "news",
  jobs: "company",
  jobs_detail: "jobs",
  tenders: "company",
  contacts: "company",
  contacts_detail: "contacts",
  personal_rating: "personal",
  personal_editing: "personal",
  personal_garage: "personal",
  personal_garage_add: "personal_garage",
  personal_garage_edit: "personal_garage",
  personal_orders: "personal",
  personal_service: "personal",
  form: "ui",
  interactive: "ui",
  typography: "ui",
};

/** The page name of the error page (docs/product.md §6.1). */
export const ERROR_PAGE_NAME = "Ошибка";

function home(): Crumb {
  return { name: ROUTE_LABELS.index!, to: href("index") };
}

/** A crumb for a route without parameters, labelled from the table. */
function crumbOf(name: RouteName): Crumb {
  const to = (href as (n: RouteName) => string)(name);
  return { name: ROUTE_LABELS[name] ?? name, to };
}

/** Home, the parents of `name`, then `last` (or the route's own labelled crumb). */
export function trailFor(name: RouteName, last?: Crumb): Crumb[] {
  const parents: Crumb[] = [];
  for (let parent = PARENTS[name]; parent; parent = PARENTS[parent]) parents.unshift(crumbOf(parent));
  return [home(), ...parents, last ?? crumbOf(name)];
}

/** The trail of the error pages: Главная > Ошибка, the last crumb being the current address. */
export function errorTrail(pathname: string): Crumb[] {
  return [home(), { name: ERROR_PAGE_NAME, to: pathname }];
}

export type BreadcrumbHandle = { breadcrumb: (data: unknown) => Crumb[] };

export function breadcrumb<Loader = unknown>(
  name: RouteName,
  last?: (data: Loader extends (...args: never[]) => unknown ? Awaited<ReturnType<Loader>> : Loader) => Crumb,
): BreadcrumbHandle {
  return { breadcrumb: (data) => trailFor(name, last ? last(data as never) : undefined) };
}

export function isBreadcrumbHandle(handle: unknown): handle is BreadcrumbHandle {
  return typeof handle === "object" && handle !== null && typeof (handle as BreadcrumbHandle).breadcrumb === "function";
}

/** The trail of the deepest route that declares one, or none (the home page). */
export function breadcrumbsOf(matches: Array<{ handle?: unknown; data?: unknown }>): Crumb[] {
  for (let i = matches.length - 1; i >= 0; i--) {
    const { handle, data } = matches[i];
    if (isBreadcrumbHandle(handle)) return data === undefined ? [] : handle.breadcrumb(data);
  }
  return [];
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
  };
}
