import { describe, expect, it } from "vitest";
import { pageMeta, pageTitle } from "./meta";

const root = { id: "root", data: { siteUrl: "https://auto.example.ru", common: { meta: { title: "Меридиан Авто", description: "Дилер" } } } };
const at = (pathname: string) => [root, { id: "leaf", pathname }];
const tag = (tags: ReturnType<typeof pageMeta>, key: string) =>
  tags.find((t) => ("property" in t && t.property === key) || ("name" in t && t.name === key) || ("rel" in t && t.rel === key));

describe("page meta", () => {
  it("titles pages '{name} - {site}' and falls back to the site description", () => {
    const tags = pageMeta(at("/"), "Главная");
    expect(tags.slice(0, 2)).toEqual([{ title: "Главная - Меридиан Авто" }, { name: "description", content: "Дилер" }]);
    expect(pageMeta(at("/faq"), "FAQ", "Ответы")[1]).toEqual({ name: "description", content: "Ответы" });
    expect(pageTitle("Ошибка 404", "X")).toBe("Ошибка 404 - X");
  });

  it("still titles a page when the common data is missing", () => {
    expect(pageMeta([], "Ошибка 503")).toEqual([{ title: "Ошибка 503 - Автосалон" }, { name: "description", content: "" }]);
  });

  it("gives every page an absolute canonical URL without the query, and Open Graph tags", () => {
    const tags = pageMeta(at("/company/jobs"), "Вакансии", "Работа у нас");
    expect(tag(tags, "canonical")).toEqual({ tagName: "link", rel: "canonical", href: "https://auto.example.ru/company/jobs" });
    expect(tag(tags, "og:url")).toMatchObject({ content: "https://auto.example.ru/company/jobs" });
    expect(tag(tags, "og:title")).toMatchObject({ content: "Вакансии" });
    expect(tag(tags, "og:description")).toMatchObject({ content: "Работа у нас" });
    expect(tag(tags, "og:type")).toMatchObject({ content: "website" });
    expect(tag(tags, "og:site_name")).toMatchObject({ content: "Меридиан Авто" });
    expect(tag(tags, "og:locale")).toMatchObject({ content: "ru_RU" });
    expect(tag(tags, "og:image")).toMatchObject({ content: "https://auto.example.ru/icon-512.png" });
    expect(tag(tags, "twitter:card")).toMatchObject({ content: "summary" });
    expect(tag(tags, "robots")).toBeUndefined();
  });

  it("takes a page's own canonical address, picture and price", () => {
    const tags = pageMeta(at("/cars/haval/jolion/7"), "Haval Jolion", "", {
      canonical: "/cars/haval/jolion/7",
      type: "product",
      image: { src: "/media/cars/7.jpg", width: 1200, height: 800, alt: "Haval Jolion" },
      price: 2_150_000,
    });
    expect(tag(tags, "og:image")).toMatchObject({ content: "https://auto.example.ru/media/cars/7.jpg" });
    expect(tag(tags, "og:image:width")).toMatchObject({ content: "1200" });
    expect(tag(tags, "twitter:card")).toMatchObject({ content: "summary_large_image" });
    expect(tag(tags, "product:price:amount")).toMatchObject({ content: "2150000" });
    expect(tag(tags, "product:price:currency")).toMatchObject({ content: "RUB" });
    expect(tag(tags, "og:type")).toMatchObject({ content: "product" });
  });

  it("asks crawlers not to index the pages whose route or layout says noindex in its handle", () => {
    const under = (pathname: string, ...handles: unknown[]) => [root, ...handles.map((handle, i) => ({ id: `r${i}`, handle })), { id: "leaf", pathname }];
    for (const matches of [under("/cart", { noindex: true }), under("/personal/orders", { noindex: true }, { breadcrumb: "personal_orders" })]) {
      expect(tag(pageMeta(matches, "X"), "robots")).toEqual({ name: "robots", content: "noindex" });
    }
    for (const matches of [at("/"), under("/company/news/x", { feature: "company" }, { feature: "news" })]) {
      expect(tag(pageMeta(matches, "X"), "robots")).toBeUndefined();
    }
    expect(tag(pageMeta(at("/service"), "Сервис", "", { noindex: true }), "robots")).toBeDefined();
  });
});
