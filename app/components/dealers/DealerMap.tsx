import { lazy, Suspense } from "react";
import { ClientOnly } from "remix-utils/client-only";
import type { MapDealerCentre } from "~/services/dealer-api/dealer-centers-endpoints.server";
import { useRootData } from "~/utils/root-data";

/** What the map needs of a centre. */
export type MapPoint = Pick<MapDealerCentre, "sCode" | "sName" | "sAddressForView" | "sWork" | "sPhone" | "sCoords">;

// Leaflet touches `window` as it loads: the module is loaded in the browser only, on demand.
const DealerMapClient = lazy(() => import("./DealerMap.client"));

/**
 * The dealer centres on a Leaflet map, in the browser only: without JavaScript (or without
 * tiles) the list beside it carries everything, so nothing is rendered here on the server.
 */
export function DealerMap({ points, label = "Дилерские центры на карте" }: { points: MapPoint[]; label?: string }) {
  const tilesUrl = useRootData()?.mapTilesUrl;
  if (!tilesUrl || points.length === 0) return null;
  return (
    <div className="dealer-map">
      <ClientOnly>
        {() => (
          <Suspense fallback={null}>
            <DealerMapClient points={points} tilesUrl={tilesUrl} label={label} />
          </Suspense>
        )}
      </ClientOnly>
    </div>
  );
}
