// The finder's map (decision 203), loaded only when asked for: Leaflet with the business's tile
// address (OpenStreetMap's by default) and its credit. Nearby shops are drawn as one numbered
// cluster (supercluster) until the map is close enough to tell them apart, so a search of
// thousands never draws thousands of markers; a shop's marker opens its name and its link.
import { useEffect, useRef } from "react";
import Supercluster from "supercluster";
import { baseMap, escape, L, type Tiles } from "../ui/leaflet-base";
import type { FinderShop } from "./shop-card";

type Located = FinderShop & { localisation?: { coordonate: { lat: number; lng: number } } };

export default function FinderMap({ shops, tiles, label }: { shops: Located[]; tiles: Tiles; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const placed = shops.filter((s) => s.localisation && (s.localisation.coordonate.lat !== 0 || s.localisation.coordonate.lng !== 0));
    const map = baseMap(box.current, tiles);
    const index = new Supercluster<{ shop: Located }>({ radius: 60, maxZoom: 16 });
    index.load(placed.map((shop) => ({ type: "Feature", properties: { shop }, geometry: { type: "Point", coordinates: [shop.localisation!.coordonate.lng, shop.localisation!.coordonate.lat] } })));
    const layer = L.layerGroup().addTo(map);
    const draw = () => {
      layer.clearLayers();
      const b = map.getBounds();
      for (const f of index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], Math.round(map.getZoom()))) {
        const [lng, lat] = f.geometry.coordinates as [number, number];
        const props = f.properties as { cluster?: boolean; point_count?: number; cluster_id?: number; shop?: Located };
        if (props.cluster) {
          const icon = L.divIcon({ html: `<span>${props.point_count}</span>`, className: "vt-map-cluster", iconSize: [40, 40] });
          L.marker([lat, lng], { icon, keyboard: true, title: String(props.point_count) })
            .on("click", () => map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(props.cluster_id!), 18)))
            .addTo(layer);
        } else if (props.shop) {
          const s = props.shop;
          const link = s.href ? `<a href="${escape(s.href)}">${escape(s.publicInfo.name)}</a>` : `<strong>${escape(s.publicInfo.name)}</strong>`;
          L.circleMarker([lat, lng], { radius: 9, color: "#ffffff", weight: 2, fillColor: "#243b53", fillOpacity: 1 })
            .bindPopup(`${link}<br>${escape(s.publicInfo.address.city)}`)
            .addTo(layer);
        }
      }
    };
    if (placed.length > 0) map.fitBounds(L.latLngBounds(placed.map((s) => [s.localisation!.coordonate.lat, s.localisation!.coordonate.lng] as [number, number])), { padding: [30, 30], maxZoom: 13 });
    else map.setView([46.6, 2.4], 5);
    map.on("moveend zoomend", draw);
    draw();
    return () => {
      map.remove();
    };
  }, [shops, tiles]);
  return <div ref={box} role="region" aria-label={label} className="h-80 w-full overflow-hidden rounded-lg ring-1 ring-line md:h-[28rem]" data-testid="finder-map" />;
}
