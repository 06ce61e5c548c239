import L from "leaflet";
// With the map's code, not the page's: it only matters once the map is drawn (near the screen,
// with JS), so it is not one more stylesheet blocking the first paint of every page with a map.
import "leaflet/dist/leaflet.css";
import { useMemo } from "react";
import { AttributionControl, MapContainer, Marker, Popup, TileLayer, ZoomControl } from "react-leaflet";
import { PageLink } from "~/components/PageLink";
import { href } from "~/paths";
import { formatPhone, phoneHref } from "~/utils/format";
import { parseCoords, type LatLon } from "~/utils/geo";
import type { MapPoint } from "./DealerMap";

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">участники OpenStreetMap</a>';

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Our own marker (no image files to resolve), named for screen readers. */
function markerIcon(name: string) {
  return L.divIcon({
    className: "map-marker",
    html: `<span class="map-marker__pin" aria-hidden="true"></span><span class="visually-hidden">${escapeHtml(name)}</span>`,
    iconSize: [30, 40],
    iconAnchor: [15, 40],
    popupAnchor: [0, -36],
  });
}

/** The Leaflet map: a marker per centre with a popup; only ever rendered in the browser. */
export default function DealerMapClient({ points, tilesUrl, label }: { points: MapPoint[]; tilesUrl: string; label: string }) {
  const placed = useMemo(
    () => points.flatMap((p) => {
      const at = parseCoords(p.sCoords);
      return at ? [{ ...p, at }] : [];
    }),
    [points],
  );
  const bounds = useMemo(() => (placed.length > 1 ? L.latLngBounds(placed.map((p) => p.at)) : undefined), [placed]);
  const center: LatLon = placed[0]?.at ?? [59.94, 30.31];
  return (
    <MapContainer
      className="dealer-map__canvas"
      bounds={bounds}
      boundsOptions={{ padding: [32, 32] }}
      center={bounds ? undefined : center}
      zoom={bounds ? undefined : 15}
      scrollWheelZoom={false}
      // Leaflet's own controls speak English («Zoom in», its "A JavaScript library…" prefix): ours are Russian.
      zoomControl={false}
      attributionControl={false}
      aria-label={label}
    >
      <ZoomControl zoomInTitle="Приблизить" zoomOutTitle="Отдалить" />
      <AttributionControl prefix={false} />
      <TileLayer url={tilesUrl} attribution={ATTRIBUTION} />
      {placed.map((p) => (
        <Marker key={p.sCode} position={p.at} icon={markerIcon(p.sName)} title={p.sName}>
          <Popup>
            <div className="map-popup">
              <p className="map-popup__name">
                <PageLink to={href("contacts_detail", { code: p.sCode })} orText>
                  {p.sName}
                </PageLink>
              </p>
              <p>{p.sAddressForView}</p>
              <p>{p.sWork}</p>
              <p>
                <a href={phoneHref(p.sPhone)}>{formatPhone(p.sPhone)}</a>
              </p>
            </div>
          </Popup>
        </Marker>
      ))}
    </MapContainer>
  );
}
