import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { MapDealerCentre } from "~/dealer-client/dealer-centers-endpoints";
import { whenNearViewport } from "~/utils/near-viewport";
import { useRootData } from "~/utils/root-data";

/** What the map needs of a centre. */
export type MapPoint = Pick<MapDealerCentre, "sCode" | "sName" | "sAddressForView" | "sWork" | "sPhone" | "sCoords">;

// Leaflet touches `window` as it loads: the module is loaded in the browser only, on demand.
const DealerMapClient = lazy(() => import("./DealerMap.client"));

/**
 * The dealer centres on a Leaflet map, in the browser only: without JavaScript (or without
 * tiles) the list beside it carries everything, so nothing is rendered here on the server
 * (`near` turns true in an effect, which the server never runs).
 * Leaflet and its tiles load when the map comes near the screen: on the home page it is far
 * below the first screen, and a phone should not pay for it before the visitor scrolls there.
 */
export function DealerMap({ points, label = "Дилерские центры на карте" }: { points: MapPoint[]; label?: string }) {
  const tilesUrl = useRootData()?.mapTilesUrl;
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => (box.current && !near ? whenNearViewport(box.current, () => setNear(true)) : undefined), [near]);
  if (!tilesUrl || points.length === 0) return null;
  return (
    <div className="dealer-map" ref={box}>
      {near ? (
        <Suspense fallback={null}>
          <DealerMapClient points={points} tilesUrl={tilesUrl} label={label} />
        </Suspense>
      ) : null}
    </div>
  );
}
