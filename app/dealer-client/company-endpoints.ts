import { z } from "zod/v4";
import { sectionPageSchema } from "./page-data";

/*
 * The company section of the dealer API (docs/dealer-api.md, "About page", "Jobs" and "Tenders"):
 * the about page's page data, the vacancies with their city filter, one vacancy, and the tenders with their status filter.
 */

const id = z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const textList = z.preprocess((v) => v ?? [], z.array(z.string()));
const nullableMoney = z.preprocess((v) => v ?? null, z.number().int().positive().nullable());

export const vacancyCardSchema = z.object({
  id,
  slug: z.string().min(1),
  title: z.string(),
  city: z.object({ fiasId: z.string(), name: z.string() }),
  dealer: z.preprocess((v) => v ?? "", z.string()),
  salary: z.object({ from: nullableMoney, to: nullableMoney, currency: z.literal("RUB").default("RUB") }),
  employment: z.object({ code: z.enum(["full", "part", "shift"]), name: z.string() }),
  schedule: z.string(),
  experience: z.string(),
  publishedOn: day,
  validThrough: day,
});
export type VacancyCard = z.infer<typeof vacancyCardSchema>;

export const vacancySchema = vacancyCardSchema.extend({
  description: z.string(),
  duties: textList,
  requirements: textList,
  conditions: textList,
  recruitingUrl: z.string(),
});
export type Vacancy = z.infer<typeof vacancySchema>;

export const jobPageSchema = z.object({
  title: z.string(),
  description: z.preprocess((v) => v ?? "", z.string()),
  recruitingUrl: z.string(),
  recruitingTitle: z.string(),
  city: z.string().nullable().default(null),
  cities: z.preprocess((v) => v ?? [], z.array(z.object({ fiasId: z.string(), name: z.string(), count: z.number().int() }))),
  vacancies: z.preprocess((v) => v ?? [], z.array(vacancyCardSchema)),
});
export type JobPage = z.infer<typeof jobPageSchema>;

export const TENDER_STATUSES = ["open", "review", "closed"] as const;
export type TenderStatus = (typeof TENDER_STATUSES)[number];

export const tenderSchema = z.object({
  id,
  number: z.string(),
  subject: z.string(),
  description: z.preprocess((v) => v ?? "", z.string()),
  status: z.object({ code: z.enum(TENDER_STATUSES), name: z.string() }),
  publishedOn: day,
  deadline: day,
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  documents: z.preprocess((v) => v ?? [], z.array(z.object({ title: z.string(), url: z.string() }))),
});
export type Tender = z.infer<typeof tenderSchema>;

export const tendersPageSchema = z.object({
  title: z.string(),
  description: z.preprocess((v) => v ?? "", z.string()),
  intro: z.preprocess((v) => v ?? "", z.string()),
  status: z.enum(TENDER_STATUSES).nullable().default(null),
  statuses: z.preprocess(
    (v) => v ?? [],
    z.array(z.object({ code: z.enum(TENDER_STATUSES), name: z.string(), count: z.number().int() })),
  ),
  tenders: z.preprocess((v) => v ?? [], z.array(tenderSchema)),
});
export type TendersPage = z.infer<typeof tendersPageSchema>;

export const companyEndpoints = {
  // The about page: page data whose sections the one section mechanism renders (ADR 010).
  getPageAbout: {
    method: "GET",
    path: "/api/rrt/aboutcompany/Controller/getPageAbout",
    pageData: true,
    response: sectionPageSchema,
    cache: { ttlMs: 60_000 },
  },
  getJobPage: {
    method: "GET",
    path: "/api/rrt/aboutcompany/JobPage/getPage",
    pageData: true,
    response: jobPageSchema,
    cache: { ttlMs: 60_000 },
  },
  getVacancy: {
    method: "GET",
    path: "/api/rrt/aboutcompany/JobPage/getVacancy",
    pageData: true,
    response: vacancySchema,
    cache: { ttlMs: 60_000 },
  },
  getTendersPage: {
    method: "GET",
    path: "/api/rrt/main/Controller/getTendersPage",
    pageData: true,
    response: tendersPageSchema,
    cache: { ttlMs: 60_000 },
  },
} as const;
