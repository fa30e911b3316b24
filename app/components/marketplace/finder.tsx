// The marketplace's shop finder (spec §2 'Shop finder', §4 'Shop search'): a search box with a
// location button, the radius, the geographic groups, the results (square cards, nearest first when
// the position is known), 'see more', suggestions, the last-viewed shops, and a map on demand.
// Every search is an address (a GET form and links), so the list reads without JavaScript; with it,
// the location button asks the browser for the position and the radius applies as it is moved.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { localise } from "../../../domain/catalogue";
import type { Lang } from "../../../domain/types";
import { RADIUS_MAX_KM, RADIUS_MIN_KM } from "../../../domain/shop-search";
import type { FinderData } from "../../lib/finder.server";
import { useT } from "../../lib/use-t";
import { heroHeight } from "../shell/hero";
import { Button } from "../ui/button";
import { Chip } from "../ui/chip";
import { MapIcon, MapPin, Search, X } from "../ui/icons";
import { ShopCard, type FinderShop } from "./shop-card";

const FinderMap = lazy(() => import("./finder-map"));

type Data = Omit<FinderData, "shops" | "suggestions" | "lastViewed"> & { shops: FinderShop[]; suggestions: FinderShop[]; lastViewed: FinderShop[] };

/** The address of a search: only what is set, in a stable order. */
function searchHref(base: Record<string, string | number>, lang: string) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(base)) if (v !== "" && v !== 1 && !(k === "radius" && v === "100")) params.set(k, String(v));
  const path = lang === "fr" ? "/" : `/${lang}`;
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function Grid({ shops, today, testid }: { shops: FinderShop[]; today: string; testid: string }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4" data-testid={testid}>
      {shops.map((s) => (
        <li key={s.id}>
          <ShopCard shop={s} today={today} />
        </li>
      ))}
    </ul>
  );
}

export function Finder({ data, title, tiles, mapFirst = false }: { data: Data; title: string; tiles: { url: string; attribution: string }; mapFirst?: boolean }) {
  const { t, lang } = useT();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { search } = data;
  const located = search.lat !== "" && search.lng !== "" && data.refused === null;
  const [locating, setLocating] = useState(false);
  const [denied, setDenied] = useState(false);
  const [radius, setRadius] = useState(search.radius);
  const [mapShown, setMapShown] = useState(mapFirst);
  const input = useRef<HTMLInputElement>(null);
  const radiusForm = useRef<HTMLFormElement>(null);
  useEffect(() => setRadius(search.radius), [search.radius]);
  // arrow keys held or pressed in a row search once, when they stop; a drag searches when let go
  const radiusTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const applyRadius = (afterMs: number) => {
    clearTimeout(radiusTimer.current);
    radiusTimer.current = setTimeout(() => radiusForm.current?.requestSubmit(), afterMs);
  };
  useEffect(() => () => clearTimeout(radiusTimer.current), []);
  // the map draws in the browser only (Leaflet needs a window)
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const base = { q: search.q, lat: located ? search.lat : "", lng: located ? search.lng : "", radius: search.radius, group: search.group };
  const locate = () => {
    if (!("geolocation" in navigator)) return setDenied(true);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating(false);
        setDenied(false);
        void navigate(searchHref({ ...base, q: "", lat: p.coords.latitude.toFixed(5), lng: p.coords.longitude.toFixed(5) }, lang));
      },
      () => {
        // denied or unavailable: text mode, the box ready for a town or a postcode (spec §4, §8)
        setLocating(false);
        setDenied(true);
        input.current?.focus();
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };
  // Location mode first (spec §4): a visitor who already allowed it is located at once; one who
  // refused it is told so; nobody is asked before they press the button.
  useEffect(() => {
    if (data.searching || !navigator.permissions) return;
    void navigator.permissions.query({ name: "geolocation" }).then(
      (status) => {
        if (status.state === "granted") locate();
        if (status.state === "denied") setDenied(true);
      },
      () => undefined,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const groupIds = (ids: number[]) => ids.join(",");
  const points = [...data.shops, ...data.suggestions];
  return (
    <>
      <section aria-labelledby="finder-title" data-testid="finder-hero" className={`relative flex items-end overflow-hidden bg-neutral-800 transition-[height] duration-300 ease-out-soft ${heroHeight(data.searching)}`}>
        <img src="/images/demo/hero-towels-960.webp" alt="" className="absolute inset-0 h-full w-full object-cover opacity-60" />
        <div className="vt-container relative pb-5">
          <h1 id="finder-title" className="text-center font-title text-h1 text-white">
            {title}
          </h1>
          {!data.searching && <p className="mt-2 text-center text-lead text-white/90">{t("mkp.title")}</p>}
        </div>
      </section>

      <div className="vt-container flex flex-col gap-6 py-6 md:py-8">
        <Form method="get" action={lang === "fr" ? "/" : `/${lang}`} role="search" className="flex flex-col gap-3" data-testid="finder-form">
          <label htmlFor="finder-q" className="font-semibold text-ink">
            {t("mkp.search.label")}
          </label>
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <div className="relative col-span-2 min-w-0 sm:flex-1">
              <Search aria-hidden="true" size={18} className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-ink-muted" />
              <input
                ref={input}
                id="finder-q"
                name="q"
                type="search"
                defaultValue={search.q}
                key={search.q}
                placeholder={t("shell.searchShop")}
                autoComplete="off"
                className="min-h-control w-full rounded-pill border border-line-strong bg-page pl-11 pr-4 text-body text-ink placeholder:text-ink-muted hover:border-ink"
                data-testid="finder-q"
              />
            </div>
            {search.group && <input type="hidden" name="group" value={search.group} />}
            <Button type="submit" icon={Search} busy={navigation.state === "loading"}>
              {t("mkp.search.submit")}
            </Button>
            <Button type="button" variant="secondary" icon={MapPin} onClick={locate} busy={locating} busyLabel={t("mkp.search.locating")} data-testid="finder-locate">
              {t("mkp.search.locate")}
            </Button>
          </div>
          {denied && (
            <p role="status" className="rounded-md bg-neutral-100 px-4 py-3 text-small text-ink" data-testid="finder-denied">
              {t("mkp.search.localisationDeactivated")}
            </p>
          )}
        </Form>

        {located && (
          <Form ref={radiusForm} method="get" action={lang === "fr" ? "/" : `/${lang}`} className="flex flex-wrap items-center gap-3" data-testid="finder-radius-form">
            <input type="hidden" name="lat" value={search.lat} />
            <input type="hidden" name="lng" value={search.lng} />
            {search.q && <input type="hidden" name="q" value={search.q} />}
            {search.group && <input type="hidden" name="group" value={search.group} />}
            <label htmlFor="finder-radius" className="text-small font-semibold text-ink">
              {t("mkp.radius.label")}
            </label>
            <input
              id="finder-radius"
              name="radius"
              type="range"
              min={RADIUS_MIN_KM}
              max={RADIUS_MAX_KM}
              step={1}
              value={radius}
              onChange={(e) => setRadius(e.target.value)}
              onPointerUp={() => applyRadius(0)}
              onKeyUp={(e) => ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"].includes(e.key) && applyRadius(400)}
              aria-valuetext={t("mkp.radius", { km: radius })}
              className="w-56 accent-[var(--color-primary,#243b53)]"
              data-testid="finder-radius"
            />
            <output htmlFor="finder-radius" className="text-small text-ink" data-testid="finder-radius-value">
              {t("mkp.radius", { km: radius })}
            </output>
            <noscript>
              <button type="submit" className="underline">
                {t("mkp.radius.apply")}
              </button>
            </noscript>
            <Link to={searchHref({ ...base, lat: "", lng: "" }, lang)} className="inline-flex items-center gap-1 text-small text-ink-muted underline">
              <X aria-hidden="true" size={14} />
              {t("mkp.search.clear")}
            </Link>
          </Form>
        )}

        {data.groups.length > 0 && (
          <nav aria-label={t("mkp.groups")} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1" data-testid="finder-groups">
            <Chip to={searchHref({ ...base, group: "" }, lang)} current={search.group === ""}>
              {t("mkp.groups.all")}
            </Chip>
            {data.groups.map((g) => (
              <Chip key={groupIds(g.ids)} to={searchHref({ ...base, group: groupIds(g.ids) }, lang)} current={search.group === groupIds(g.ids)}>
                {localise(g.name, lang as Lang)}
              </Chip>
            ))}
          </nav>
        )}

        <section aria-labelledby="finder-results" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex flex-col gap-0.5">
              <h2 id="finder-results" className="font-title text-h2" aria-live="polite" data-testid="finder-count">
                {located && !search.q ? t("mkp.search.around") : t("mkp.results", { count: data.total })}
              </h2>
              {located && !search.q && <p className="text-small text-ink-muted">{t("mkp.results", { count: data.total })}</p>}
            </div>
            <Button type="button" variant="secondary" size="sm" icon={MapIcon} onClick={() => setMapShown((v) => !v)} aria-expanded={mapShown} data-testid="finder-map-toggle">
              {mapShown ? t("mkp.map.hide") : t("mkp.map.show")}
            </Button>
          </div>
          {mapShown && hydrated && (
            <Suspense fallback={<div className="h-80 animate-pulse rounded-lg bg-neutral-100" />}>
              <FinderMap shops={points} tiles={tiles} label={t("mkp.map.label")} />
            </Suspense>
          )}
          {data.shops.length === 0 ? (
            <p role="status" className="text-ink-muted" data-testid="finder-none">
              {t("mkp.results.none")}
            </p>
          ) : (
            <Grid shops={data.shops} today={data.today} testid="finder-results" />
          )}
          {data.more && (
            <div className="flex justify-center">
              <Button to={searchHref({ ...base, pages: search.pages + 1 }, lang)} preventScrollReset variant="secondary" data-testid="finder-more">
                {t("mkp.seeMore")}
              </Button>
            </div>
          )}
        </section>

        {data.suggestions.length > 0 && (
          <section aria-labelledby="finder-suggestions" className="flex flex-col gap-4">
            <h2 id="finder-suggestions" className="font-title text-h3">
              {t("mkp.suggestions")}
            </h2>
            <Grid shops={data.suggestions} today={data.today} testid="finder-suggestions" />
          </section>
        )}

        {data.lastViewed.length > 0 && (
          <section aria-labelledby="finder-last-viewed" className="flex flex-col gap-4">
            <h2 id="finder-last-viewed" className="font-title text-h3">
              {t("mkp.lastViewed")}
            </h2>
            <Grid shops={data.lastViewed} today={data.today} testid="finder-last-viewed" />
          </section>
        )}
      </div>
    </>
  );
}
