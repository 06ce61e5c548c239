import { describe, expect, it } from "vitest";
import { scriptJson } from "~/utils/script-json";
import type { RouteName } from "~/paths";
import { breadcrumbJsonLd, breadcrumbsOf, crumbOf, errorTrail } from "./breadcrumbs";
import type { RouteHandle } from "./route-handle";

const names = (crumbs: Array<{ name: string }>) => crumbs.map((c) => c.name);

type Match = { handle?: unknown; data?: unknown };
const layout = (breadcrumb: RouteName): Match => ({ handle: { breadcrumb } satisfies RouteHandle });
const page = (breadcrumb: RouteName): Match => ({ handle: { breadcrumb } satisfies RouteHandle, data: {} });
const root: Match = { data: {} };

describe("breadcrumbs", () => {
  it("starts every trail at home and nests pages as docs/product.md §3.4 says, from the matched routes' handles", () => {
    expect(names(breadcrumbsOf([root, page("catalog")]))).toEqual(["Главная", "Купить автомобиль"]);
    const car: RouteHandle<{ name: string }> = { breadcrumb: (d) => [crumbOf("catalog"), { name: d.name, to: "/cars/haval/jolion/7" }] };
    expect(names(breadcrumbsOf([root, { handle: car, data: { name: "Haval Jolion" } }]))).toEqual(["Главная", "Купить автомобиль", "Haval Jolion"]);
    expect(names(breadcrumbsOf([root, layout("company"), page("tenders")]))).toEqual(["Главная", "О компании", "Тендеры"]);
    // The section's own page adds nothing to its layout's crumb.
    expect(breadcrumbsOf([root, layout("company"), { data: {} }]).map((c) => c.to)).toEqual(["/", "/company"]);
    const item: RouteHandle<{ title: string }> = { breadcrumb: (d) => [crumbOf("news"), { name: d.title, to: "/company/news/open" }] };
    expect(names(breadcrumbsOf([root, layout("company"), { handle: item, data: { title: "Открытие" } }]))).toEqual([
      "Главная",
      "О компании",
      "Новости",
      "Открытие",
    ]);
    expect(names(breadcrumbsOf([root, layout("ui"), page("typography")]))).toEqual(["Главная", "Дизайн-система", "Типографика"]);
    expect(names(breadcrumbsOf([root, layout("personal"), page("personal_orders")]))).toEqual(["Главная", "Личный кабинет", "Мои заказы"]);
    expect(breadcrumbsOf([root, page("faq")]).map((c) => c.to)).toEqual(["/", "/faq"]);
    expect(names(errorTrail("/nope"))).toEqual(["Главная", "Ошибка"]);
  });

  it("shows no trail where no route gives a crumb (the home page), nor one made from missing data", () => {
    expect(breadcrumbsOf([root, { data: {} }])).toEqual([]);
    const item: RouteHandle<{ title: string }> = { breadcrumb: (d) => ({ name: d.title, to: "/x" }) };
    expect(breadcrumbsOf([root, layout("company"), { handle: item }])).toEqual([]);
  });

  it("makes BreadcrumbList JSON-LD that cannot break out of its script", () => {
    const ld = breadcrumbJsonLd(breadcrumbsOf([root, page("faq")]), "https://example.ru");
    expect(ld.itemListElement[1]).toEqual({ "@type": "ListItem", position: 2, name: "Вопросы и ответы", item: "https://example.ru/faq" });
    expect(scriptJson({ a: "</script><!--" })).not.toMatch(/<|>/);
  });
});
