import type { CommonData, Location } from "~/dealer-client/endpoints";
import type { LegalDocumentRef } from "~/forms/consents";
import type { LeadFormKey } from "~/forms/reply";
import type { Cart } from "~/utils/cart";
import type { VisitorLists } from "~/utils/visitor-lists";
import type { CreditTermsTuple } from "./credit-terms-tuple";

/*
 * What the root loader gives every page (app/services/root-data.server.ts) and components read
 * with useRootData() (app/utils/root-data.ts). Written out here rather than inferred from the
 * loader, so that the browser's side names no server module: the loader is held to it.
 */

/** What every page's forms need from the request. */
export type FormFrame = {
  /** A lead form that just succeeded without JS (a flash: shown once). */
  success: LeadFormKey | null;
  /** The newsletter succeeded in this browser session: its form stays disabled. */
  newsletterSubscribed: boolean;
};

/** What the header, the counters and the forms show of the visitor. */
export type RootVisitor = {
  isAuthorized: boolean;
  userName: string;
  /** The signed-in visitor's contact, which forms start filled in with; null for anyone else. */
  contact: { name: string; phone: string; email: string } | null;
  /**
   * Favourites and comparison, after a revalidation; null in a document's data, which is the
   * same for every visitor with these lists or none: components read useVisitorLists() (ADR 081).
   */
  lists: VisitorLists | null;
  cartCount: number;
};

export type RootData = {
  /** Common data, its footer note sanitised. */
  common: CommonData;
  /** The visitor's city: the saved one while it is served, else the first (the default). */
  city: Location | undefined;
  visitor: RootVisitor;
  cart: Cart;
  /** Whether the cookie notice is due. */
  cookieNotice: boolean;
  siteUrl: string;
  /** Leaflet's tile URL template (MAP_TILES_URL), for the dealer-centre maps. */
  mapTilesUrl: string;
  forms: FormFrame;
  /** The car-loan programmes of the visitor's city any buyer may use, for «от N ₽/мес» and its disclosure wherever a car is shown (ADR 040, ADR 066). */
  creditTerms: CreditTermsTuple[];
  /** The current consent documents and offer, which the forms' consent boxes name (ADR 067). */
  legalDocuments: LegalDocumentRef[];
};
