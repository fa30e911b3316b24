// One Leaflet map with the business's tiles and their credit (settings.booker.mapTiles): the
// finder's map and the back-office's pin both start here. Loaded only with a map (lazy imports).
import "leaflet/dist/leaflet.css";
import L from "leaflet";

export type Tiles = { url: string; attribution: string };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A map in `box`, the wheel left to the page (a map never traps the scroll), with its tiles. */
export function baseMap(box: HTMLElement, tiles: Tiles): L.Map {
  const map = L.map(box, { scrollWheelZoom: false });
  L.tileLayer(tiles.url, { attribution: escape(tiles.attribution), maxZoom: 18 }).addTo(map);
  return map;
}

export { L, escape };
