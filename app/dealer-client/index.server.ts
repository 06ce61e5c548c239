export { TtlCache, type TtlCacheOptions } from "~/utils/ttl-cache";
export {
  createDealerApiClient,
  type DealerApiClient,
  type DealerApiCallEvent,
  type DealerApiClientOptions,
  type DealerApiIdentity,
  type DealerApiIdentitySource,
  type SendOptions,
} from "./client.server";
export type { DealerApiLog, DealerApiLogLevel } from "./call.server";
export type { DealerApiPayload } from "./payload.server";
export {
  endpoints,
  type CommonData,
  type Faq,
  type StaticPage,
  type EndpointName,
  type EndpointResult,
  type Location,
  type NavItem,
  type Visitor,
} from "./endpoints";
export {
  DealerApiBusinessError,
  DealerApiTransportError,
  type DealerApiErrorItem,
} from "./errors.server";
export type {
  CarCard,
  CarDetail,
  CarPhoto,
  CatalogList,
  CatalogPageData,
  DealerCentre,
  FacetOption,
} from "./catalog-endpoints";
