import { z } from "zod/v4";
import { catalogEndpoints } from "./catalog-endpoints";
import { dealerCentersEndpoints } from "./dealer-centers-endpoints";
import { homeEndpoints } from "./home-endpoints";

export { pageSectionSchema, sectionPageSchema, type PageSection, type SectionPage } from "./page-data";
import { newsEndpoints } from "./news-endpoints";
import { companyEndpoints } from "./company-endpoints";
import { tradeInEndpoints } from "./tradein-endpoints";
import { serviceEndpoints } from "./service-endpoints";
import { tyreEndpoints } from "./tyre-endpoints";
import { personalEndpoints } from "./personal-endpoints";
import { sitemapEndpoints } from "./sitemap-endpoints";
import { trustEndpoints } from "./trust-endpoints";
import { creditEndpoints } from "./credit-endpoints";
import { testDriveEndpoints } from "./test-drive-endpoints";
import { reservationEndpoints } from "./reservation-endpoints";
import { searchEndpoints } from "./search-endpoints";
import { alertsEndpoints } from "./alerts-endpoints";
import { operatorEndpoints } from "./operator-endpoints";
import { legalEndpoints } from "./legal-endpoints";

/*
 * The dealer API endpoints the storefront calls, by name (docs/dealer-api.md is the contract).
 * Schemas accept harmless gaps (a missing list is empty, a missing flag is absent) so a
 * sloppy but usable answer still renders; anything else of the wrong shape is an error.
 */

/** A list the API may leave out or send as null when empty (PHP habits). */
function list<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => value ?? [], z.array(item));
}

/** Ids may arrive as numbers or numeric strings, depending on the PHP side's typing. */
const id = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

const text = z.string();
const textOrEmpty = z.preprocess((value) => value ?? "", z.string());

export const locationSchema = z.object({
  name: text,
  fiasId: text.min(1),
  /** 11 digits starting with 7; formatting is the storefront's job. */
  phone: text,
});
export type Location = z.infer<typeof locationSchema>;

export type NavItem = {
  name: string;
  /** A site path ('/catalog') or an absolute URL when external. */
  link: string;
  /** Opens in a new tab. */
  external: boolean;
  /** Left out of the footer navigation. */
  isOuter: boolean;
  items: NavItem[];
};

export const navItemSchema: z.ZodType<NavItem> = z.lazy(() =>
  z.object({
    name: text,
    link: text,
    external: z.boolean().default(false),
    isOuter: z.boolean().default(false),
    items: list(navItemSchema),
  }),
);

export const commonDataSchema = z.object({
  meta: z.object({ title: text, description: textOrEmpty }),
  /** A flag that is absent counts as on: read it only through ~/utils/features. */
  features: z.preprocess((value) => value ?? {}, z.record(z.string(), z.boolean())),
  locations: list(locationSchema),
  mainNav: list(navItemSchema),
  consultation: z.object({ title: text, description: text, successTitle: text, successText: text }),
  subscribe: z.object({ title: text, description: text }),
  /** Trusted-source HTML; sanitise before rendering all the same. */
  footerNote: textOrEmpty,
  company: z.object({
    name: text,
    legalName: text,
    inn: text,
    kpp: text,
    ogrn: text,
    address: text,
    phone: text,
    email: text,
    /** The operator's contact for personal-data requests; a dealer API without it: the company e-mail. */
    personalDataEmail: textOrEmpty,
  }),
});
export type CommonData = z.infer<typeof commonDataSchema>;

export const visitorSchema = z.object({
  /** True when the given id was empty or unknown and a new one was issued. */
  NewFUser: z.boolean(),
  FUserId: text.min(1),
  IsAuthorized: z.boolean(),
  FavoritesItems: list(id),
  CompareItems: list(id),
  /** The cars opened last, newest first (Recently viewed). */
  ViewedItems: list(id),
  sUserName: textOrEmpty,
  sUserPhone: textOrEmpty,
  sUserEmail: textOrEmpty,
});
export type Visitor = z.infer<typeof visitorSchema>;

export const staticPageSchema = z.object({
  code: text,
  title: text,
  description: textOrEmpty,
  /** Trusted-source HTML; sanitised before rendering all the same. */
  html: textOrEmpty,
});
export type StaticPage = z.infer<typeof staticPageSchema>;

export const faqSchema = z.object({
  title: text,
  description: textOrEmpty,
  items: list(z.object({ id, question: text, answerHtml: textOrEmpty })),
});
export type Faq = z.infer<typeof faqSchema>;

/** What every form's `create` answers: the lead's id, and whether it was already stored. */
export const storedLeadSchema = z.object({ id, duplicate: z.boolean() });
export type StoredLead = z.infer<typeof storedLeadSchema>;

export type EndpointDefinition = {
  method: "GET" | "POST";
  /**
   * What the call means, which decides whether a failed attempt is sent again: a `read`
   * changes nothing and is retried once; a `write` (a lead, a list change, a sign-in) never
   * is, since a failed one may still have been stored. Unset: GET is a read, POST a write, so
   * a read sent as POST (lists by ids, lookups) must say `effect: "read"`.
   */
  effect?: "read" | "write";
  /** Appended to the client's base URL. */
  path: string;
  /** Page-data calls carry the visitor's FUserId and sFiasId. */
  pageData: boolean;
  /** Validates `data.arMessages` of a successful answer. */
  response: z.ZodType;
  /** Fields every call sends unless the caller gives them. */
  defaults?: Record<string, string>;
  /**
   * Shared across requests for this long; only for answers that are the same for every
   * visitor (the key leaves FUserId out). `everyCity`: the same in every city too, so the key
   * leaves sFiasId out as well. Cached answers are also the last good copy served while the
   * API fails (stale-if-error, DEALER_API_STALE_MS).
   */
  cache?: { ttlMs: number; everyCity?: boolean };
};

/** Whether a call may be sent again after a failed attempt (see `EndpointDefinition.effect`). */
export function isRead(endpoint: Pick<EndpointDefinition, "method" | "effect">): boolean {
  return (endpoint.effect ?? (endpoint.method === "GET" ? "read" : "write")) === "read";
}

export const endpoints = {
  getFUser: {
    method: "GET",
    path: "/api/rrt/main/FUserExport/getFUser",
    // It issues an id: a repeat after a lost answer would issue a second, unused one.
    effect: "write",
    pageData: false,
    response: z.object({ FUserId: text.min(1) }),
  },
  updateFUser: {
    method: "POST",
    path: "/api/rrt/main/FUserExport/updateFUser",
    // Reads the visitor (and notes the visit): sending it twice changes nothing more.
    effect: "read",
    pageData: false,
    response: visitorSchema,
  },
  getLocationList: {
    method: "GET",
    path: "/api/rrt/main/Location/getLocationList",
    pageData: false,
    response: list(locationSchema),
    cache: { ttlMs: 5 * 60_000, everyCity: true },
  },
  getCurrentLocation: {
    method: "POST",
    path: "/api/rrt/main/Location/getCurrentLocation",
    effect: "read",
    pageData: false,
    response: locationSchema,
  },
  saveCurrentByFiasId: {
    method: "POST",
    path: "/api/rrt/main/Location/saveCurrentByFiasId",
    pageData: false,
    response: locationSchema,
  },
  getCommonData: {
    method: "GET",
    path: "/api/rrt/main/Controller/getCommonData",
    pageData: true,
    response: commonDataSchema,
    // The old site's client always sent these two (a getter named 'common'); the API expects them.
    defaults: { name: "common", local: "false" },
    // The frame is the same for every visitor and city (docs/dealer-api.md), so one last good
    // copy serves every visitor while the API fails, whether or not they chose a city.
    cache: { ttlMs: 60_000, everyCity: true },
  },
  getStaticPage: {
    method: "GET",
    path: "/api/rrt/main/Controller/getStaticPage",
    pageData: true,
    response: staticPageSchema,
    cache: { ttlMs: 60_000 },
  },
  getFaq: {
    method: "GET",
    path: "/api/rrt/main/Controller/getFaq",
    pageData: true,
    response: faqSchema,
    cache: { ttlMs: 60_000 },
  },
  // Lead forms carry the visitor's id (and city) as page-data calls do: the API stores the
  // form's fields as the lead and the id as the sender of its consents (ADR 067), never in
  // the lead's fingerprint.
  createConsultation: {
    method: "POST",
    path: "/api/rrt/form/GetConsultationForm/create",
    pageData: true,
    response: storedLeadSchema,
  },
  createNewsSubscription: {
    method: "POST",
    path: "/api/rrt/form/NewsSubscribeForm/create",
    pageData: true,
    response: storedLeadSchema,
  },
  createCallBack: {
    method: "POST",
    path: "/api/rrt/form/CallBackBodyPageForm/create",
    pageData: true,
    response: storedLeadSchema,
  },
  ...catalogEndpoints,
  ...homeEndpoints,
  ...dealerCentersEndpoints,
  ...newsEndpoints,
  ...companyEndpoints,
  ...tradeInEndpoints,
  ...serviceEndpoints,
  ...tyreEndpoints,
  ...personalEndpoints,
  ...sitemapEndpoints,
  ...trustEndpoints,
  ...creditEndpoints,
  ...testDriveEndpoints,
  ...reservationEndpoints,
  ...searchEndpoints,
  ...alertsEndpoints,
  ...operatorEndpoints,
  ...legalEndpoints,
} satisfies Record<string, EndpointDefinition>;

export type EndpointName = keyof typeof endpoints;
export type EndpointResult<N extends EndpointName> = z.infer<(typeof endpoints)[N]["response"]>;

export function isEndpointName(name: string): name is EndpointName {
  return Object.hasOwn(endpoints, name);
}

/**
 * The endpoint a section's `endpoint` path names, if the storefront knows it: a section can
 * only call what this table describes (and validates), never an arbitrary address. A trailing
 * slash is ignored; when two entries share a path, the first one listed is the one.
 */
export function endpointNameByPath(path: string): EndpointName | undefined {
  const wanted = path.replace(/\/+$/, "");
  return (Object.keys(endpoints) as EndpointName[]).find((name) => endpoints[name].path.replace(/\/+$/, "") === wanted);
}

/** The definition of an endpoint, widened so the client can treat every entry alike. */
export function endpointDefinition(name: EndpointName): EndpointDefinition {
  return endpoints[name];
}
