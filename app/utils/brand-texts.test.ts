import { describe, expect, it } from "vitest";
import { brandListingText, brandListingTitles, fittingTitle, type StockSummary } from "./brand-texts";

const brandListingTitle = (name: string, summary: StockSummary, page: number, siteTitle: string) =>
  fittingTitle(brandListingTitles(name, summary, page), siteTitle);

const summary: StockSummary = { total: 5, priceRange: { min: 1_080_000, max: 5_379_900 }, newCount: 2, usedCount: 3, cities: ["Санкт-Петербург", "Воронеж"] };

describe("a brand page's words", () => {
  it("titles the page by its name and what the stock offers, within 70 characters with the site's name", () => {
    expect(brandListingTitle("Toyota", summary, 1, "Меридиан Авто")).toBe("Toyota в наличии — купить новый или с пробегом");
    expect(brandListingTitle("Toyota", { ...summary, usedCount: 0 }, 1, "Меридиан Авто")).toBe("Toyota в наличии — купить новый");
    // Past 70 characters with the page number: the shorter name.
    expect(brandListingTitle("Toyota", summary, 3, "Меридиан Авто")).toBe("Toyota в наличии, страница 3");
    const long = brandListingTitle("Chery Tiggo 7 Pro Max Hybrid", summary, 12, "Меридиан Авто");
    expect(long).toBe("Chery Tiggo 7 Pro Max Hybrid в наличии, страница 12");
  });

  it("tells how many cars, the prices from and to, new and used, and the cities", () => {
    const { intro, description } = brandListingText("Toyota RAV4", summary);
    expect(intro).toContain("5\u00a0379\u00a0900\u00a0₽");
    expect(intro.replaceAll("\u00a0", " ")).toBe("В наличии 5 автомобилей Toyota RAV4 по ценам от 1 080 000 до 5 379 900 ₽: новых — 2, с пробегом — 3. Города: Санкт-Петербург, Воронеж.");
    expect(description).toBe("Toyota RAV4 в наличии: 5 автомобилей по ценам от 1 080 000 до 5 379 900 ₽. Города: Санкт-Петербург, Воронеж. Кредит, трейд-ин, тест-драйв.");
  });

  it("says one car's price and one city plainly", () => {
    const one: StockSummary = { total: 1, priceRange: { min: 2_000_000, max: 2_000_000 }, newCount: 0, usedCount: 1, cities: ["Казань"] };
    expect(brandListingText("BMW X5", one).intro.replaceAll("\u00a0", " ")).toBe("В наличии 1 автомобиль BMW X5 по цене 2 000 000 ₽: с пробегом — 1. Город: Казань.");
  });
});
