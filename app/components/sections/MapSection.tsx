import { z } from "zod/v4";
import { dealerCentreView } from "~/view-models/dealer-view";
import type { MapDealerCentre } from "~/dealer-client/dealer-centers-endpoints";
import { inPlace } from "~/utils/in-place";
import { defineSection, SERVER, serverOnly } from "./registry";

/**
 * The showrooms (MapSectionView.tsx). Far below the first screen of the pages that have it:
 * its markup, the dealer cards and the map's loader are out of their first load, rendered in
 * place (utils/in-place.tsx).
 */
export const mapSection = defineSection({
  schema: SERVER
    ? z.object({
        title: z.string(),
        // What the cards and the map render, and the city to pick the list by (dealer-view.ts).
        items: z
          .array(z.custom<MapDealerCentre>())
          .min(1)
          .transform((items) => items.map((centre) => ({ ...dealerCentreView(centre), sCityFiasId: centre.sCityFiasId }))),
      })
    : serverOnly,
  Component: inPlace(() => import("./MapSectionView").then((m) => m.MapSection)),
});
