import { z } from "zod/v4";
import { cardPromotionSchema } from "./deal-endpoints";

/*
 * The catalogue part of the dealer API (docs/dealer-api.md, "Catalogue"): list with facets,
 * car detail, cars by ids, favourites and comparison lists, the order form. Objects are
 * parsed with z.object, which drops fields we do not render, so the HTML and the client
 * payload stay small.
 */

const id = z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]);
const coded = z.object({ code: z.string(), name: z.string() });
const nullableNumber = z.preprocess((v) => v ?? null, z.number().nullable());

export const photoSchema = z.object({
  src: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});
export type CarPhoto = z.infer<typeof photoSchema>;

export const carCardSchema = z.object({
  id,
  brand: coded,
  model: coded,
  name: z.string(),
  modification: z.string(),
  year: z.number().int(),
  price: z.number().int().nonnegative(),
  oldPrice: nullableNumber,
  condition: z.enum(["new", "used"]),
  mileage: z.number().int().nonnegative(),
  body: coded,
  fuel: coded,
  engineVolume: nullableNumber,
  power: z.number(),
  transmission: coded,
  drive: coded,
  color: z.object({ code: z.string(), name: z.string(), hex: z.string() }),
  city: z.object({ fiasId: z.string(), name: z.string() }),
  dealer: z.object({ sCode: z.string(), sName: z.string() }),
  photo: photoSchema,
  photosCount: z.number().int().nonnegative(),
  /** Until when a live online reservation holds the car (ISO date-time: a paid one's hold, a pending one's time to pay); absent or null: free. */
  reservedUntil: z.preprocess((v) => v ?? null, z.string().nullable()),
  /** False: a car in a visitor's lists that may no longer be sold (a pledge on record); absent: for sale, as every catalogue list is. */
  forSale: z.preprocess((v) => v ?? true, z.boolean()),
  /** A used car whose report's readings fall: the mileage may have been rolled back; absent: false. */
  mileageDoubtful: z.preprocess((v) => v ?? false, z.boolean()),
  /** The current promotion that gives the car the most (docs/dealer-api.md, «Deal»); absent or null: none. */
  promotion: z.preprocess((v) => v ?? null, cardPromotionSchema.nullable()),
});
export type CarCard = z.infer<typeof carCardSchema>;

export const dealerCentreSchema = z.object({
  sName: z.string(),
  sAddressForView: z.string(),
  sAddress: z.string(),
  sWork: z.string(),
  sPhone: z.string(),
  sCoords: z.string(),
  sCode: z.string(),
  sCityName: z.string(),
  /** Messengers: a Telegram user name, a MAX id, a WhatsApp number; empty when the centre has none. */
  sTelegram: z.preprocess((v) => v ?? "", z.string()),
  sMax: z.preprocess((v) => v ?? "", z.string()),
  sWhatsApp: z.preprocess((v) => v ?? "", z.string()),
});
export type DealerCentre = z.infer<typeof dealerCentreSchema>;

const specItem = z.object({ code: z.string(), name: z.string(), value: z.string() });
const equipmentGroup = z.object({ name: z.string(), items: z.array(z.string()) });

export const carDetailSchema = carCardSchema.extend({
  brandCode: z.string(),
  modelCode: z.string(),
  photos: z.array(photoSchema),
  specs: z.array(z.object({ code: z.string(), name: z.string(), items: z.array(specItem) })),
  equipment: z.array(equipmentGroup),
  description: z.string(),
  owners: nullableNumber,
  dealer: dealerCentreSchema,
  similar: z.preprocess((v) => v ?? [], z.array(carCardSchema)),
});
export type CarDetail = z.infer<typeof carDetailSchema>;

const facetOption = z.object({ code: z.string(), name: z.string(), count: z.number().int(), selected: z.boolean() });
export type FacetOption = z.infer<typeof facetOption>;
const range = z.object({ min: z.number(), max: z.number() }).nullable();
const codes = z.array(z.string());

export const catalogListSchema = z.object({
  items: z.array(carCardSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  pageCount: z.number().int().positive(),
  sort: z.string(),
  filters: z.object({
    brand: codes,
    model: codes,
    body: codes,
    fuel: codes,
    transmission: codes,
    drive: codes,
    condition: codes,
    city: codes,
    dealer: codes,
    noAccidents: z.boolean().optional(),
    /** «В моём городе» (city) or «С доставкой в мой город» (delivery), as applied; absent: none (docs/dealer-api.md, "Transfers between centres"). */
    reach: z.preprocess((v) => v ?? null, z.enum(["city", "delivery"]).nullable()),
  }),
  facets: z.object({
    brand: z.array(facetOption),
    model: z.array(facetOption.extend({ brandCode: z.string() })),
    body: z.array(facetOption),
    fuel: z.array(facetOption),
    transmission: z.array(facetOption),
    drive: z.array(facetOption),
    condition: z.array(facetOption),
    city: z.array(facetOption),
    dealer: z.array(facetOption),
    /** The reach filter's two options, counted; a dealer API without it: none. */
    reach: z.preprocess((v) => v ?? [], z.array(facetOption)),
  }),
  priceRange: range,
  yearRange: range,
  mileageRange: range,
});
export type CatalogList = z.infer<typeof catalogListSchema>;

export const catalogPageDataSchema = z.object({
  meta: z.object({ title: z.string(), description: z.string(), h1: z.string() }),
  filters: z.object({
    cities: z.array(
      z.object({
        fiasId: z.string(),
        name: z.string(),
        dealers: z.array(z.object({ sCode: z.string(), sName: z.string() })),
      }),
    ),
    sorts: z.array(coded),
    pageSize: z.object({ default: z.number().int().positive(), max: z.number().int().positive() }),
  }),
});
export type CatalogPageData = z.infer<typeof catalogPageDataSchema>;

const idList = z.object({ items: z.array(id) });

const list = (controller: "Favorites" | "Compare", action: "add" | "delete" | "clear") =>
  ({
    method: "POST",
    path: `/api/rrt/catalog/${controller}/${action}`,
    pageData: true,
    response: idList,
  }) as const;

export const catalogEndpoints = {
  getCatalogPageData: {
    method: "GET",
    path: "/api/rrt/catalog/Catalog/getPageData",
    pageData: true,
    response: catalogPageDataSchema,
    // The same for every visitor of a city; the shared cache keys on sFiasId, not FUserId.
    cache: { ttlMs: 60_000 },
  },
  getCatalogList: {
    method: "GET",
    path: "/api/rrt/catalog/Catalog/getList",
    pageData: true,
    response: catalogListSchema,
    // The same list for every visitor of a city (the key is the filters, sort and page), and the
    // cached pages already show it up to a minute old: a visitor with favourites, whose page is
    // rendered for them, gets the same list without asking the API again (a car page always asks).
    cache: { ttlMs: 60_000 },
  },
  getCar: {
    method: "GET",
    path: "/api/rrt/catalog/Catalog/getCar",
    pageData: true,
    response: carDetailSchema,
  },
  getCarsByIds: {
    method: "POST",
    path: "/api/rrt/catalog/Catalog/getCarsByIds",
    // A read sent as POST (the id list may be long): retried like a GET.
    effect: "read",
    pageData: true,
    response: z.object({ items: z.array(carCardSchema) }),
  },
  getCarsByIdsFull: {
    method: "POST",
    path: "/api/rrt/catalog/Catalog/getCarsByIds",
    effect: "read",
    pageData: true,
    response: z.object({ items: z.array(carDetailSchema) }),
    defaults: { full: "true" },
  },
  favoritesAdd: list("Favorites", "add"),
  favoritesDelete: list("Favorites", "delete"),
  favoritesClear: list("Favorites", "clear"),
  compareAdd: list("Compare", "add"),
  compareDelete: list("Compare", "delete"),
  compareClear: list("Compare", "clear"),
  orderFormCreate: {
    method: "POST",
    path: "/api/rrt/form/OrderForm/create",
    pageData: true,
    response: z.object({ id: z.number().int(), duplicate: z.boolean() }),
  },
} as const;
