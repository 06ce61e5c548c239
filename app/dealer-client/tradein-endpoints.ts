import { z } from "zod/v4";
import { sectionPageSchema } from "./page-data";

/*
 * The trade-in part of the dealer API (docs/dealer-api.md, "Trade-in"): the page's texts,
 * the lookups, the car data by plate or VIN, the prediction, the market prices of the
 * catalogue's used cars and the two trade-in forms. Lookups that come back empty (or null)
 * are empty lists (docs/product.md §5.2).
 */

function list<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => value ?? [], z.array(item));
}

const id = z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]);
const money = z.number().nonnegative();
/** What a form's `create` answers (the same as endpoints.server.ts's; not imported, that module imports this one). */
const storedLead = z.object({ id, duplicate: z.boolean() });


export const tradeInBrandSchema = z.object({ name: z.string(), code: z.string() });
export type TradeInBrand = z.infer<typeof tradeInBrandSchema>;
export const tradeInModelSchema = z.object({ modelName: z.string(), modelCode: z.string() });
export type TradeInModel = z.infer<typeof tradeInModelSchema>;
export const tradeInSubmodelSchema = z.object({
  name: z.string(),
  code: z.string(),
  yearFrom: z.number().int(),
  yearTo: z.preprocess((v) => v ?? null, z.number().int().nullable()),
  modificationList: list(z.object({ name: z.string(), modificationId: z.string() })),
});
export type TradeInSubmodel = z.infer<typeof tradeInSubmodelSchema>;

/** Mapped to the form's BRAND, MODEL, YEAR, COLOR and STEERING_WHEEL; any of them may be unknown. */
export const carDataSchema = z.object({
  color: z.preprocess((v) => v ?? "", z.string()),
  year: z.preprocess((v) => (v === "" || v === undefined ? null : v), z.coerce.number().int().nullable()),
  steering_wheel: z.preprocess((v) => v ?? "", z.string()),
  mark: z.preprocess((v) => v ?? "", z.string()),
  model: z.preprocess((v) => v ?? "", z.string()),
});
export type CarData = z.infer<typeof carDataSchema>;

export const predictionSchema = z.object({
  found_info: z.object({
    REQUEST_RESULT: z.object({
      tradein_dealer_matrix_buyout: money,
      market_price: money,
      market_price_min: money,
      market_price_max: money,
    }),
  }),
  car: z.object({
    modificationId: z.string(),
    brand: z.string(),
    model: z.string(),
    generation: z.string(),
    modification: z.string(),
    year: z.number().int(),
    mileage: z.number().int(),
    owners: z.number().int(),
    condition: z.string(),
    conditionName: z.string(),
  }),
});
export type Prediction = z.infer<typeof predictionSchema>;

export const marketPricesSchema = z.object({
  items: list(z.object({ id, marketPrice: money, marketMin: money, marketMax: money })),
});
export type MarketPrice = z.infer<typeof marketPricesSchema>["items"][number];

// Lookups are reads sent as POST: retried once like any read (the client decides by `pageData`/method).
export const tradeInEndpoints = {
  getTradeInPageData: {
    method: "GET",
    path: "/api/rrt/tradein/Controller/getPageData",
    pageData: true,
    response: sectionPageSchema,
    cache: { ttlMs: 60_000 },
  },
  getTradeInBrandList: {
    method: "POST",
    effect: "read",
    path: "/api/rrt/tradein/Predict/getBrandList",
    pageData: false,
    response: list(tradeInBrandSchema),
    cache: { ttlMs: 5 * 60_000 },
  },
  getTradeInModelList: {
    method: "POST",
    effect: "read",
    path: "/api/rrt/tradein/Predict/getModelList",
    pageData: false,
    response: list(tradeInModelSchema),
    cache: { ttlMs: 5 * 60_000 },
  },
  getTradeInSubmodelList: {
    method: "POST",
    effect: "read",
    path: "/api/rrt/tradein/Predict/getSubmodelList",
    pageData: false,
    response: list(tradeInSubmodelSchema),
    cache: { ttlMs: 5 * 60_000 },
  },
  getTradeInDataByCar: {
    method: "POST",
    effect: "read",
    path: "/api/rrt/tradein/Predict/getDataByCar",
    pageData: false,
    response: carDataSchema,
  },
  getTradeInPredict: {
    method: "POST",
    effect: "read",
    path: "/api/rrt/tradein/Predict/getPredict",
    pageData: false,
    response: predictionSchema,
  },
  getMarketPrices: {
    method: "POST",
    effect: "read",
    path: "/api/rrt/tradein/Predict/getMarketPrices",
    pageData: false,
    response: marketPricesSchema,
    // Keyed by the ids: a cached catalogue list asks for the same ones again.
    cache: { ttlMs: 60_000 },
  },
  createTradeInRegister: {
    method: "POST",
    path: "/api/rrt/form/TradeInRegisterForm/create",
    // With the visitor's id: the sender of the lead's consents (ADR 067).
    pageData: true,
    response: storedLead,
  },
  createManualCarEvaluation: {
    method: "POST",
    path: "/api/rrt/form/ManualCarEvaluationForm/create",
    // With the visitor's id: the sender of the lead's consents (ADR 067).
    pageData: true,
    response: storedLead,
  },
} as const;
