// A shop's place: its latitude and longitude as fields (the keyboard's way) and the pin on a map
// beside them (drawn in the browser only), each following the other.
import { lazy, Suspense, useEffect, useState } from "react";
import { useT } from "../../lib/use-t";
import { TextField } from "../ui/field";
import type { Tiles } from "../ui/leaflet-base";
import { oneOf, type Errors, type Typed } from "./article-form";

const PinMap = lazy(() => import("./pin-map"));

const number = (text: string, max: number) => {
  const v = Number(text.replace(",", "."));
  return text.trim() !== "" && Number.isFinite(v) && Math.abs(v) <= max ? v : null;
};

export function ShopLocation({ typed, errors, tiles }: { typed: Typed; errors: Errors; tiles: Tiles }) {
  const { t } = useT();
  const [lat, setLat] = useState(oneOf(typed, "lat"));
  const [lng, setLng] = useState(oneOf(typed, "lng"));
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  const la = number(lat, 90);
  const ln = number(lng, 180);
  const at = la !== null && ln !== null ? { lat: la, lng: ln } : null;
  const err = (key: string) => (errors[key] ? t(errors[key]!) : undefined);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="f-lat" name="lat" label={t("admin.shop.lat")} inputMode="decimal" value={lat} onChange={(e) => setLat(e.target.value)} error={err("lat")} hint={t("admin.shop.latHint")} />
        <TextField id="f-lng" name="lng" label={t("admin.shop.lng")} inputMode="decimal" value={lng} onChange={(e) => setLng(e.target.value)} error={err("lng")} />
      </div>
      <p className="text-small text-ink-muted">{t("admin.shop.pinHint")}</p>
      {shown && (
        <Suspense fallback={<div className="h-72 animate-pulse rounded-lg bg-surface-soft" />}>
          <PinMap
            at={at}
            tiles={tiles}
            label={t("admin.shop.map")}
            onMove={(p) => {
              setLat(String(p.lat));
              setLng(String(p.lng));
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
