import type { JobPosting, NewsArticle, Organization, WithContext } from "schema-dts";
import type { CommonData } from "~/dealer-client/endpoints";
import type { NewsItem } from "~/dealer-client/news-endpoints";
import type { Vacancy } from "~/dealer-client/company-endpoints";

/*
 * schema.org data of the company pages for search engines' rich results: a news item is a
 * NewsArticle, a vacancy a JobPosting (Google's required and recommended fields).
 */

type Company = CommonData["company"];

function organization(company: Company, siteUrl: string) {
  return {
    "@type": "Organization",
    name: company.name,
    legalName: company.legalName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon-512.png`,
  } satisfies Organization;
}

export function newsArticleJsonLd(item: Pick<NewsItem, "title" | "date" | "excerpt" | "image">, pageUrl: string, siteUrl: string, company: Company) {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: item.title,
    description: item.excerpt,
    datePublished: item.date,
    dateModified: item.date,
    image: item.image ? [siteUrl + item.image.src] : undefined,
    mainEntityOfPage: { "@type": "WebPage", "@id": pageUrl },
    url: pageUrl,
    inLanguage: "ru-RU",
    author: organization(company, siteUrl),
    publisher: organization(company, siteUrl),
  } satisfies WithContext<NewsArticle>;
}

const EMPLOYMENT_TYPES: Record<Vacancy["employment"]["code"], string> = {
  full: "FULL_TIME",
  part: "PART_TIME",
  shift: "FULL_TIME",
};

export function jobPostingJsonLd(vacancy: Vacancy, pageUrl: string, siteUrl: string, company: Company) {
  const list = (title: string, items: string[]) =>
    items.length ? `<p><strong>${title}</strong></p><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>` : "";
  const { from, to } = vacancy.salary;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: vacancy.title,
    // Google wants the full description as HTML in this one field.
    description:
      `<p>${escapeHtml(vacancy.description)}</p>` +
      list("Обязанности", vacancy.duties) +
      list("Требования", vacancy.requirements) +
      list("Условия", vacancy.conditions),
    datePosted: vacancy.publishedOn,
    validThrough: `${vacancy.validThrough}T23:59:59+03:00`,
    employmentType: EMPLOYMENT_TYPES[vacancy.employment.code],
    url: pageUrl,
    identifier: { "@type": "PropertyValue", name: company.name, value: String(vacancy.id) },
    hiringOrganization: { ...organization(company, siteUrl), sameAs: `${siteUrl}/` },
    jobLocation: {
      "@type": "Place",
      name: vacancy.dealer,
      address: { "@type": "PostalAddress", addressLocality: vacancy.city.name, addressCountry: "RU" },
    },
    baseSalary:
      from !== null || to !== null
        ? {
            "@type": "MonetaryAmount",
            currency: "RUB",
            value: {
              "@type": "QuantitativeValue",
              unitText: "MONTH",
              ...(from !== null ? { minValue: from } : {}),
              ...(to !== null ? { maxValue: to } : {}),
            },
          }
        : undefined,
    experienceRequirements: vacancy.experience,
  } satisfies WithContext<JobPosting>;
}

function escapeHtml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
