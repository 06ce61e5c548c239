import { describe, expect, it } from "vitest";
import type { Vacancy } from "~/dealer-client/company-endpoints";
import { jobPostingJsonLd, newsArticleJsonLd } from "./companyJsonLd";

const company = {
  name: "Меридиан Авто",
  legalName: "ООО «Меридиан Авто»",
  inn: "7805673410",
  kpp: "780501001",
  ogrn: "1167847319420",
  address: "Санкт-Петербург",
  phone: "78003337410",
  email: "info@example.ru",
  personalDataEmail: "pd@example.ru",
};

const vacancy: Vacancy = {
  id: 7,
  slug: "avtomekhanik-kazan",
  title: "Автомеханик",
  city: { fiasId: "x", name: "Казань" },
  dealer: "Автодом Победы",
  salary: { from: 95_000, to: null, currency: "RUB" },
  employment: { code: "part", name: "Частичная занятость" },
  schedule: "2/2",
  experience: "от 1 года",
  publishedOn: "2026-11-12",
  validThrough: "2027-02-12",
  description: "Ремонт <и> обслуживание",
  duties: ["ТО & ремонт"],
  requirements: [],
  conditions: ["оклад"],
  recruitingUrl: "https://career.example.ru/",
};

describe("JobPosting", () => {
  it("carries Google's required fields, the salary in RUB per month and escaped HTML", () => {
    const ld = jobPostingJsonLd(vacancy, "https://x.ru/company/jobs/avtomekhanik-kazan", "https://x.ru", company);
    expect(ld).toMatchObject({
      "@type": "JobPosting",
      title: "Автомеханик",
      datePosted: "2026-11-12",
      validThrough: "2027-02-12T23:59:59+03:00",
      employmentType: "PART_TIME",
      hiringOrganization: { name: "Меридиан Авто", logo: "https://x.ru/icon-512.png" },
      jobLocation: { address: { addressLocality: "Казань", addressCountry: "RU" } },
      baseSalary: { currency: "RUB", value: { unitText: "MONTH", minValue: 95_000 } },
    });
    expect(ld.baseSalary?.value).not.toHaveProperty("maxValue");
    expect(ld.description).toBe(
      "<p>Ремонт &lt;и&gt; обслуживание</p><p><strong>Обязанности</strong></p><ul><li>ТО &amp; ремонт</li></ul><p><strong>Условия</strong></p><ul><li>оклад</li></ul>",
    );
  });

  it("leaves baseSalary out when neither end is known", () => {
    const ld = jobPostingJsonLd({ ...vacancy, salary: { from: null, to: null, currency: "RUB" } }, "u", "https://x.ru", company);
    expect(ld.baseSalary).toBeUndefined();
  });
});

describe("NewsArticle", () => {
  it("names the page, the picture by absolute URL and the publisher", () => {
    const ld = newsArticleJsonLd(
      { title: "Новость", date: "2025-03-03", excerpt: "Коротко", image: { src: "/media/news/a.svg", width: 640, height: 360, alt: "" } },
      "https://x.ru/company/news/a",
      "https://x.ru",
      company,
    );
    expect(ld).toMatchObject({
      "@type": "NewsArticle",
      headline: "Новость",
      datePublished: "2025-03-03",
      image: ["https://x.ru/media/news/a.svg"],
      mainEntityOfPage: { "@id": "https://x.ru/company/news/a" },
      publisher: { "@type": "Organization", name: "Меридиан Авто" },
    });
  });
});
