// The shop's pin on a map (loaded only in the browser): dragged, or placed by a click, it writes
// its coordinates to the latitude and longitude fields beside it, which stay the keyboard's way.
import { useEffect, useRef } from "react";
import { baseMap, L, type Tiles } from "../ui/leaflet-base";

type Point = { lat: number; lng: number };

export default function PinMap({ at, tiles, label, onMove }: { at: Point | null; tiles: Tiles; label: string; onMove: (p: Point) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const pin = useRef<L.Marker | null>(null);
  const moved = useRef(onMove);
  moved.current = onMove;
  const first = useRef(at);
  useEffect(() => {
    if (!box.current) return;
    const m = baseMap(box.current, tiles);
    const icon = L.divIcon({ className: "vt-map-pin", iconSize: [28, 28], iconAnchor: [14, 28] });
    // keyboard: false — the fields are the keyboard's way, so the pin is not a second tab stop
    const marker = L.marker([46.6, 2.4], { icon, draggable: true, keyboard: false, autoPan: true });
    const put = (p: L.LatLng) => moved.current({ lat: Math.round(p.lat * 1e6) / 1e6, lng: Math.round(p.lng * 1e6) / 1e6 });
    marker.on("dragend", () => put(marker.getLatLng()));
    m.on("click", (e: L.LeafletMouseEvent) => {
      marker.setLatLng(e.latlng).addTo(m);
      put(e.latlng);
    });
    // the shop's place at once when known (France otherwise): no zoom from afar on the first look
    const start = first.current;
    if (start) {
      marker.setLatLng([start.lat, start.lng]).addTo(m);
      m.setView([start.lat, start.lng], 15, { animate: false });
    } else m.setView([46.6, 2.4], 5, { animate: false });
    map.current = m;
    pin.current = marker;
    return () => {
      m.remove();
      map.current = null;
    };
  }, [tiles]);
  useEffect(() => {
    const m = map.current;
    const marker = pin.current;
    if (!m || !marker) return;
    if (!at) {
      marker.remove();
      return;
    }
    const here = marker.getLatLng();
    const placed = m.hasLayer(marker);
    marker.setLatLng([at.lat, at.lng]).addTo(m);
    if (!placed) m.setView([at.lat, at.lng], 15, { animate: false });
    else if (here.lat !== at.lat || here.lng !== at.lng) m.panTo([at.lat, at.lng], { animate: false });
  }, [at]);
  return <div ref={box} role="region" aria-label={label} className="h-72 w-full overflow-hidden rounded-lg ring-1 ring-line" data-testid="shop-pin-map" />;
}
