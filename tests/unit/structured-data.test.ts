import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd } from "~/utils/breadcrumbs";
import { scriptJson } from "~/utils/script-json";
import { structuredDataProblems } from "../e2e/structured-data";

const page = (...blocks: unknown[]) =>
  `<html><head>${blocks.map((b) => `<script type="application/ld+json" nonce="x">${typeof b === "string" ? b : scriptJson(b)}</script>`).join("")}</head></html>`;

describe("the JSON-LD check of served documents", () => {
  it("passes the site's breadcrumbs and a complete car offer", () => {
    const crumbs = breadcrumbJsonLd([{ name: "Главная", to: "/" }, { name: "Каталог", to: "/catalog" }], "https://a.ru");
    const car = {
      "@context": "https://schema.org",
      "@type": "Car",
      name: "Haval Jolion",
      url: "https://a.ru/cars/haval/jolion/1",
      image: ["https://a.ru/media/1.jpg"],
      brand: { "@type": "Brand", name: "Haval" },
      model: "Jolion",
      vehicleModelDate: "2024",
      itemCondition: "https://schema.org/NewCondition",
      mileageFromOdometer: { "@type": "QuantitativeValue", value: 0, unitCode: "KMT" },
      bodyType: "Кроссовер",
      fuelType: "Бензин",
      vehicleTransmission: "Робот",
      offers: { "@type": "Offer", price: 2_000_000, priceCurrency: "RUB", availability: "https://schema.org/InStock", url: "https://a.ru/cars/haval/jolion/1" },
    };
    expect(structuredDataProblems(page(crumbs, car))).toEqual([]);
  });

  it("names what is missing or malformed, block by block", () => {
    const problems = structuredDataProblems(
      page(
        "{not json",
        { "@context": "https://schema.org", "@type": "Car", name: "X", offers: { "@type": "Offer", price: "дорого", priceCurrency: "руб" } },
        { "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 2, name: "A", item: "/relative" }, { "@type": "ListItem", position: 3, name: "B" }] },
        { "@context": "https://schema.org", "@type": "JobPosting", title: "Механик", datePosted: "вчера" },
      ),
    );
    expect(problems).toContain("JSON-LD block 1: not valid JSON");
    expect(problems).toContain("JSON-LD block 2 (Car): missing recommended image");
    expect(problems).toContain('JSON-LD block 2.offers (Offer): price "дорого" is not a number');
    expect(problems).toContain("JSON-LD block 2.offers (Offer): priceCurrency is not an ISO 4217 code");
    expect(problems).toContain("JSON-LD block 3 (BreadcrumbList): item 1: position 2, expected 1");
    expect(problems).toContain("JSON-LD block 3.itemListElement (ListItem): item «/relative» is not an absolute URL");
    expect(problems).toContain("JSON-LD block 4 (JobPosting): missing required hiringOrganization");
    expect(problems).toContain("JSON-LD block 4 (JobPosting): datePosted «вчера» is not an ISO 8601 date");
  });
});
