import { describe, expect, it } from "vitest";
import { scriptJson } from "~/components/JsonLd";
import { breadcrumb, breadcrumbJsonLd, breadcrumbsOf, errorTrail, trailFor } from "./breadcrumbs";

const names = (crumbs: Array<{ name: string }>) => crumbs.map((c) => c.name);

describe("breadcrumbs", () => {
  it("starts every trail at home and nests pages as docs/product.md §3.4 says", () => {
    expect(names(trailFor("catalog"))).toEqual(["Главная", "Купить автомобиль"]);
    expect(names(trailFor("car_detail", { name: "Haval Jolion", to: "/cars/haval/jolion/7" }))).toEqual([
      "Главная",
      "Купить автомобиль",
      "Haval Jolion",
    ]);
    expect(names(trailFor("tenders"))).toEqual(["Главная", "О компании", "Тендеры"]);
    expect(names(trailFor("news_detail", { name: "Открытие", to: "/company/news/open" }))).toEqual([
      "Главная",
      "О компании",
      "Новости",
      "Открытие",
    ]);
    expect(trailFor("contacts_detail", { name: "Меридиан Авто Юг", to: "/company/contacts/south" }).at(-1)?.name).toBe(
      "Меридиан Авто Юг",
    );
    expect(names(trailFor("typography"))).toEqual(["Главная", "Дизайн-система", "Типографика"]);
    expect(trailFor("faq").map((c) => c.to)).toEqual(["/", "/faq"]);
    expect(names(errorTrail("/nope"))).toEqual(["Главная", "Ошибка"]);
  });

  it("takes the trail of the deepest route that declares one", () => {
    const matches = [
      { handle: undefined, data: {} },
      { handle: breadcrumb("policy"), data: {} },
      { handle: breadcrumb<{ title: string }>("jobs_detail", (d) => ({ name: d.title, to: "/company/jobs/x" })), data: { title: "Механик" } },
    ];
    expect(names(breadcrumbsOf(matches))).toEqual(["Главная", "О компании", "Вакансии", "Механик"]);
    expect(breadcrumbsOf([{ data: {} }])).toEqual([]);
  });

  it("makes BreadcrumbList JSON-LD that cannot break out of its script", () => {
    const ld = breadcrumbJsonLd(trailFor("faq"), "https://example.ru");
    expect(ld.itemListElement[1]).toEqual({ "@type": "ListItem", position: 2, name: "Вопросы и ответы", item: "https://example.ru/faq" });
    expect(scriptJson({ a: "</script><!--" })).not.toMatch(/<|>/);
  });
});
