import { describe, expect, it } from "vitest";
import { pageMeta, pageTitle } from "./meta";

describe("page meta", () => {
  it("titles pages '{name} - {site}' and falls back to the site description", () => {
    const matches = [{ id: "root", data: { common: { meta: { title: "Меридиан Авто", description: "Дилер" } } } }];
    expect(pageMeta(matches, "Главная")).toEqual([
      { title: "Главная - Меридиан Авто" },
      { name: "description", content: "Дилер" },
    ]);
    expect(pageMeta(matches, "FAQ", "Ответы")[1]).toEqual({ name: "description", content: "Ответы" });
    expect(pageTitle("Ошибка 404", "X")).toBe("Ошибка 404 - X");
  });

  it("still titles a page when the common data is missing", () => {
    expect(pageMeta([], "Ошибка 503")[0]).toEqual({ title: "Ошибка 503 - Автосалон" });
  });
});
