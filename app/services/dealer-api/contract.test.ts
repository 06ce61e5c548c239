import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callBackSchema } from "~/forms/callback";
import { consultationSchema } from "~/forms/consultation";
import { newsletterSchema } from "~/forms/newsletter";
import { orderSchema } from "~/forms/order";
import { serviceSchema } from "~/forms/service";
import { routePaths } from "~/paths";
import { FEATURES } from "../../../dealer-api/modules/common";
import { startTestApi, type TestApi } from "../../../dealer-api/testing";
import { createDealerApiClient, type DealerApiClient, type DealerApiPayload, type EndpointName, endpoints } from "./index.server";

/*
 * The contract between the storefront's endpoint table and the reference API: every entry
 * is sent, as the storefront sends it (its own client, path, method, defaults and identity),
 * and the answer is parsed with the entry's own response schema. A schema or a path that
 * drifts from what the API answers fails here, and so does an entry without an example.
 */

/** What the examples need from a running API: a visitor of its own, a city, two cars. */
type Known = { fUserId: string; fiasId: string; carIds: [number, number]; siteUrl: string };

/** A form's fields through the storefront's own schema: its output is the API payload. */
function formPayload<T>(schema: { safeParse: (input: unknown) => { success: true; data: T } | { success: false; error: unknown } }, fields: Record<string, string>): T {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new Error(`example form does not pass its own schema: ${String(parsed.error)}`);
  return parsed.data;
}

const lead = { NAME: "Иван Петров", PHONE: "+7 (911) 123-45-67", AGREE: "on" };

/**
 * A valid payload for every endpoint, as the calling code builds it. A new entry in the
 * table fails the type check here and the test below until it gets one.
 */
const EXAMPLES = {
  getFUser: () => ({}),
  updateFUser: (k) => ({ FUserId: k.fUserId }),
  getLocationList: () => ({}),
  getCurrentLocation: (k) => ({ FUserId: k.fUserId }),
  saveCurrentByFiasId: (k) => ({ FUserId: k.fUserId, sFiasId: k.fiasId }),
  getCommonData: () => ({}),
  getStaticPage: () => ({ code: "policy" }),
  getFaq: () => ({}),
  createConsultation: (k) => ({
    ...formPayload(consultationSchema, { ...lead, COMMENT: "Интересует кредит", URL: `${k.siteUrl}/catalog`, CALLTOUCH: "false" }),
    CITY: "Санкт-Петербург",
  }),
  createNewsSubscription: () => formPayload(newsletterSchema, { EMAIL: "contract@example.ru", AGREEMENT: "on" }),
  createCallBack: (k) => formPayload(callBackSchema, { ...lead, URL: `${k.siteUrl}/` }),
  getCatalogPageData: () => ({}),
  getCatalogList: () => ({ sort: "price_asc", page: 1, pageSize: 24, condition: "new" }),
  getCar: (k) => ({ id: k.carIds[0] }),
  getCarsByIds: (k) => ({ ids: k.carIds }),
  getCarsByIdsFull: (k) => ({ ids: k.carIds }),
  favoritesAdd: (k) => ({ id: k.carIds[0] }),
  favoritesDelete: (k) => ({ id: k.carIds[0] }),
  favoritesClear: () => ({}),
  compareAdd: (k) => ({ id: k.carIds[1] }),
  compareDelete: (k) => ({ id: k.carIds[1] }),
  compareClear: () => ({}),
  orderFormCreate: (k) =>
    formPayload(orderSchema, { ...lead, CAR_ID: String(k.carIds[0]), URL: `${k.siteUrl}/cars/x/y/${k.carIds[0]}`, CALLTOUCH: "false" }),
  getMainPageData: () => ({}),
  getCountCatalogItems: () => ({}),
  getPortfolioBrandAndModels: () => ({}),
  getCatalogMainOffers: () => ({}),
  getSectionForMap: () => ({}),
  getReviews: () => ({}),
  getAllNews: () => ({ page: 2, pageSize: 9, year: 2025 }),
  getNewsItem: () => ({ id: 5 }),
  getPageAbout: () => ({}),
  getJobPage: (k) => ({ city: k.fiasId }),
  getVacancy: () => ({ id: 1 }),
  getTendersPage: () => ({ status: "closed" }),
  getTradeInPageData: () => ({}),
  getTradeInBrandList: () => ({}),
  getTradeInModelList: () => ({ brand: "kia" }),
  getTradeInSubmodelList: () => ({ model: "kia-rio" }),
  getTradeInDataByCar: () => ({ number: "А123ВС178" }),
  getTradeInPredict: () => ({ modificationId: "kia-rio-4-2", year: 2019, mileage: 90_000, owners: 1, condition: "good" }),
  getMarketPrices: (k) => ({ ids: k.carIds }),
  createTradeInRegister: (k) => ({
    ...formPayload(callBackSchema, { ...lead, URL: `${k.siteUrl}/trade-in` }),
    DEALER: "avtodom-pulkovo",
    CAR: { modificationId: "kia-rio-4-2", year: 2019, mileage: 90_000, owners: 1, condition: "good" },
  }),
  createManualCarEvaluation: (k) => ({
    ...formPayload(callBackSchema, { ...lead, URL: `${k.siteUrl}/trade-in` }),
    BRAND: "ГАЗ",
    MODEL: "Волга",
    YEAR: 2008,
    MILEAGE: 210_000,
  }),
  getServicePageData: () => ({}),
  getServiceSlots: () => ({ sCode: SERVICE_CENTRE, date: serviceDate() }),
  createServiceBooking: (k) => ({
    ...formPayload(serviceSchema, {
      ...lead,
      CENTER: SERVICE_CENTRE,
      DATE: serviceDate(),
      TIME: "12:00",
      WORK: "diagnostics",
      BRAND: "Haval",
      MODEL: "Jolion",
      YEAR: "2022",
      PLATE: "А123ВС 78",
      URL: `${k.siteUrl}/service`,
    }),
    FUserId: k.fUserId,
  }),
} satisfies Record<EndpointName, (known: Known) => DealerApiPayload>;

/** A seeded service centre open every day 9–21, and a date two days ahead on its (Moscow) calendar. */
const SERVICE_CENTRE = "avtodom-pulkovo";
function serviceDate(): string {
  const moscowToday = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  return new Date(Date.parse(moscowToday) + 2 * 86_400_000).toISOString().slice(0, 10);
}

const examples: Partial<Record<string, (known: Known) => DealerApiPayload>> = EXAMPLES;

describe("the storefront's endpoint table against the reference API", () => {
  let api: TestApi;
  let client: DealerApiClient;
  let known: Known;

  beforeAll(async () => {
    api = await startTestApi({ seedCars: 30 });
    const anonymous = createDealerApiClient({ baseUrl: api.base, retryDelayMs: 0 });
    const { FUserId } = await anonymous.send("getFUser");
    const [city] = await anonymous.send("getLocationList");
    const { items } = await anonymous.send("getCatalogList", { pageSize: 2 });
    known = { fUserId: FUserId, fiasId: city.fiasId, carIds: [items[0].id, items[1].id], siteUrl: "https://dealer.example.ru" };
    client = anonymous.withIdentity({ fUserId: FUserId, fiasId: city.fiasId });
  });
  afterAll(() => api?.close());

  it("has an example for every endpoint and no example for an endpoint it does not have", () => {
    expect(Object.keys(examples).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(Object.keys(endpoints) as EndpointName[])("%s: the API accepts the example and its answer parses", async (name) => {
    const example = examples[name];
    if (!example) throw new Error(`${name} has no example payload in EXAMPLES`);
    // The client rejects an answer its schema does not accept, an arErrors answer and any failure.
    const result = await client.send(name, example(known));
    expect(result).toBeDefined();
  });

  it("the reference API's feature flags are the storefront's route names", () => {
    // The storefront reads a flag as the switch of the route of that name (app/utils/features.ts).
    expect(FEATURES.filter((name) => !Object.hasOwn(routePaths, name))).toEqual([]);
  });
});
