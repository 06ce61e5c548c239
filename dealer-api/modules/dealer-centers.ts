import { createHash } from "node:crypto";
import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { endpoint } from "../http";
import { seedHomeSections } from "../seed/home-seed";
import { catalogRefs, type DealerCentre } from "./catalog-data";

/*
 * Dealer centres for the map and the contacts pages, and the home page's page data
 * (docs/dealer-api.md, "Dealer centres" and "Home page"); their reviews are
 * dealer-reviews.ts's. The centres themselves are the catalogue's rows (catalog-data.ts);
 * this module only reads them.
 */

export type Review = {
  id: number;
  author: string;
  /** YYYY-MM-DD */
  date: string;
  rating: number;
  text: string;
  answer: { text: string; date: string } | null;
  dealer: { sCode: string; sName: string; sCityName: string };
};

export type MapDealerCentre = Omit<DealerCentre, "arElements"> & {
  /** The centre's own guid (reviews are asked for by it). */
  sGuid: string;
  arElements: Array<DealerCentre["arElements"][number]>;
  rating: { average: number; count: number };
};

/** A stable guid per centre code: the same on every fresh database. */
export function dealerGuid(code: string): string {
  const hex = createHash("sha1").update(`dealer-center:${code}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function ratings(db: DB): Map<number, { average: number; count: number }> {
  const rows = db
    .prepare("SELECT dealer_id AS id, AVG(rating) AS average, COUNT(*) AS count FROM dealer_reviews GROUP BY dealer_id")
    .all() as Array<{ id: number; average: number; count: number }>;
  return new Map(rows.map((r) => [r.id, { average: Math.round(r.average * 10) / 10, count: r.count }]));
}

/** Every centre, in the order of the locations list and then the dealer's own order. */
function mapCentres(db: DB): MapDealerCentre[] {
  const refs = catalogRefs(db);
  const stats = ratings(db);
  return refs.cities.flatMap((city) =>
    city.dealers.map((d) => ({ ...d, sGuid: dealerGuid(d.sCode), rating: stats.get(d.id) ?? { average: 0, count: 0 } })),
  );
}

/** The centre a guid names: its own guid or that of one of its brands (arElements). */
export function centreByGuid(db: DB, guid: string): DealerCentre | undefined {
  for (const centre of catalogRefs(db).dealers.values()) {
    if (dealerGuid(centre.sCode) === guid || centre.arElements.some((e) => e.sGuid === guid)) return centre;
  }
  return undefined;
}

export type ReviewRow = {
  id: number; author: string; created_on: string; rating: number; text: string; answer: string | null; answered_on: string | null;
  dealer_id: number;
};

export function toReview(db: DB, row: ReviewRow): Review {
  const dealer = catalogRefs(db).dealers.get(row.dealer_id)!;
  return {
    id: row.id,
    author: row.author,
    date: row.created_on,
    rating: row.rating,
    text: row.text,
    answer: row.answer ? { text: row.answer, date: row.answered_on ?? row.created_on } : null,
    dealer: { sCode: dealer.sCode, sName: dealer.sName, sCityName: dealer.sCityName },
  };
}

export const dealerCentersModule: DealerApiModule = {
  name: "dealer-centers",
  // The reviews are dealer-reviews.ts's.
  seed({ db }) {
    seedHomeSections(db);
  },
  register(router, { db }) {
    endpoint(router, ["POST"], "/api/rrt/dealercenters/Controller/getSectionForMap", () => ({ items: mapCentres(db) }));

    endpoint(router, ["POST"], "/api/rrt/main/Controller/getMainPageData", () => ({
      meta: {
        title: "Главная",
        description: "Новые автомобили и автомобили с пробегом в наличии, сервис и трейд-ин в дилерских центрах группы.",
        h1: "Автомобили в наличии",
      },
      entity: "main",
      content: {
        sections: (
          db.prepare("SELECT entity, content, endpoint, endpoint_content_property FROM home_sections ORDER BY sort, id").all() as Array<{
            entity: string; content: string; endpoint: string | null; endpoint_content_property: string | null;
          }>
        ).map((s) => ({
          entity: s.entity,
          content: JSON.parse(s.content) as unknown,
          ...(s.endpoint ? { endpoint: s.endpoint } : {}),
          ...(s.endpoint_content_property ? { endpointContentProperty: s.endpoint_content_property } : {}),
        })),
      },
    }));
  },
};
