import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/home";
import { categoryImage, inLanguage, localise } from "../../domain/catalogue";
import { homeMode } from "../../domain/navigation";
import { localePath, serviceUrl } from "../../domain/service-url";
import { searchShops } from "../../domain/shop-search";
import { chooserShop, offersService } from "../../domain/shops";
import type { Article, Category, Lang, Shop } from "../../domain/types";
import { ChevronRight, MapPin } from "../components/ui/icons";
import { OpeningHours } from "../components/catalogue/opening-hours";
import { Button } from "../components/ui/button";

/** A hero button's service, as the hero needs it. */
interface ChooserService {
  id: number;
  name: string;
  categorySlug: string;
  serviceSlug: string;
  shopIds: string[];
}
import { HeroCarousel, SlideContent, heroHeight, type HeroSlide } from "../components/shell/hero";
import { shopPickerDialog } from "../components/catalogue/shop-picker";
import { PostsStrip } from "../components/content/post-card";
import { loggedEmpty, postCard } from "../lib/content.server";
import type { PublicCompany } from "../../contract/companies";
import { pageRequest } from "../lib/page.server";
import { tabTitle } from "../lib/seo";
import { useLayoutData, useShell } from "../lib/shell-data";
import { useT } from "../lib/use-t";
import type { loader as rootLoader } from "../root";
import { message } from "../lib/i18n";
import { CONSENT_COOKIE, CONSENT_EVENT } from "../../domain/cookie-consent";
import { COUPON_COOKIE, COUPON_COOKIE_SECONDS, POPUP_AFTER_MS, PROMO_COOKIE, PROMO_COOKIE_SECONDS, VISIT_COOKIE, popupToShow, promoViews } from "../../domain/home-popups";
import { readBrowserCookie } from "../lib/cookies";
import { homePopups, type HomePopups } from "../lib/popups.server";
import { loadFinder, type FinderData } from "../lib/finder.server";
import { Finder } from "../components/marketplace/finder";

/** A slide's or the hero image's service: by id (the spec) or, leniently, by slug. */
function findService(categories: Category[], value: string | number | null): { article: Article; category: Category } | null {
  if (value == null || value === "") return null;
  const asId = typeof value === "number" ? value : /^\d+$/.test(value) ? Number(value) : null;
  for (const category of categories) {
    const article = category.articles.find((a) => (asId != null ? a.id === asId : a.slug === value));
    if (article?.slug) return { article, category };
  }
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, company, lang, url, now } = pageRequest(request, context);
  // A marketplace's home is its shop finder (decision 202), unless it lists a single shop.
  const type = company.settings.booker.homepageType;
  if (type === "mkp" || type === "mkp-2") {
    const finder = await loadFinder(api, request, url, now);
    if (finder.searching || homeMode(finder.total, type) !== "mono") return { finder: { ...finder, mapFirst: type === "mkp-2" } };
  }
  // a failure is logged and the page shown without them (spec §8); the shops' is the layout's (/waiting)
  const [categories, shops, posts] = await Promise.all([
    api.get("/categories").then((r) => r.categories, loggedEmpty("categories", [])),
    api.get("/shops").then((r) => r.shops, () => []),
    api.get("/posts", { query: { lang, position: "home", perPage: "3" } }).then((r) => r.posts, loggedEmpty("home posts", [])),
  ]);
  // The API's answers are kept per company version (server/kept-answers.ts): the page made of
  // them and of the company's settings is made once per language beside them, not at every visit.
  const byLang = madeHomes.get(company) ?? new Map<Lang, MadeHome>();
  madeHomes.set(company, byLang);
  const hit = byLang.get(lang);
  if (hit && hit.categories === categories && hit.shops === shops && hit.posts === posts) return hit.page;
  const page = homePage(company, lang, categories, shops, posts);
  byLang.set(lang, { categories, shops, posts, page });
  return page;
}

type MadeHome = { categories: object; shops: object; posts: object; page: ReturnType<typeof homePage> };
const madeHomes = new WeakMap<object, Map<Lang, MadeHome>>();

function homePage(company: PublicCompany, lang: Lang, categories: Category[], shops: Shop[], posts: Parameters<typeof postCard>[0][]) {
  const hero = company.settings.booker.sections.home.heroImage;
  // The services the hero's buttons book, for the shop picker (the same dialog as the service pages').
  const pickable: Record<number, { article: Article; category: Category }> = {};
  const toService = (value: string | number | null): ChooserService | null => {
    const found = findService(categories, value);
    if (!found) return null;
    pickable[found.article.id] = { article: found.article, category: { ...found.category, articles: [] } };
    return {
      id: found.article.id,
      name: localise(found.article.name, lang),
      categorySlug: found.category.slug,
      serviceSlug: found.article.slug!,
      shopIds: found.article.shopIds,
    };
  };
  const slides = hero.enabled
    ? hero.slides.map((s) => {
        const service = s.buttonAction === "service" ? toService(s.buttonActionValue) : null;
        const text = localise(s.buttonText, lang);
        const url = s.buttonAction === "url" && typeof s.buttonActionValue === "string" ? s.buttonActionValue : null;
        return {
          title: localise(s.title, lang),
          text: localise(s.text, lang),
          image: s.image.url,
          service,
          buttonText: text,
          url,
        };
      })
    : [];
  // The single hero image: shown when enabled without slides; isBottom puts it below the services.
  const single = hero.enabled && slides.length === 0 && hero.image.url ? { image: hero.image.url, isBottom: hero.isBottom, service: toService(hero.serviceId) } : null;
  // the page's data in its language only
  return inLanguage(
    {
      // Only what the category cards show: the page ships less data to hydrate on a phone.
      // the first few services' names say at a glance what a category holds
      categories: categories.map((c) => ({ id: c.id, slug: c.slug, name: c.name, images: c.images, count: c.articles.length, preview: c.articles.slice(0, 3).map((a) => a.name) })),
      slides,
      position: hero.position,
      single,
      heroOnTop: slides.length > 0 || (single !== null && !single.isBottom),
      pickable,
      // The shops: for the hero's chooser, and the one shop's address and hours on a one-shop home.
      pickerShops: shops.map(chooserShop),
      oneShop: shops.length === 1 ? shops[0]! : null,
      // What the promo and coupon popups show, if the business has set them up.
      popups: homePopups(company.settings, lang, categories),
      // The magazine's posts placed on the home page.
      posts: posts.map(postCard),
    },
    lang,
  );
}

const ShopPickerDialog = shopPickerDialog.Component;
const PromoPopup = lazy(() => import("../components/content/home-popups").then((m) => ({ default: m.PromoPopup })));
const CouponPopup = lazy(() => import("../components/content/home-popups").then((m) => ({ default: m.CouponPopup })));

const setCookie = (name: string, value: string, seconds: number) => (document.cookie = `${name}=${value};path=/;max-age=${seconds};samesite=lax`);

/**
 * Decides in the browser (its cookies) which popup the home shows, once the visitor has answered
 * the cookie card and seen the page (scrolled it, or stayed POPUP_AFTER_MS), when nothing else is
 * under way (a booking step in the address, a dialog open), at most one per visit; and loads that
 * popup's code only then.
 */
function HomePopupsGate({ popups, lang }: { popups: HomePopups; lang: Lang }) {
  const [shown, setShown] = useState<"promo" | "coupon" | null>(null);
  const location = useLocation();
  const stepInAddress = new URLSearchParams(location.search).has("page");
  useEffect(() => {
    if (!popups.promo && !popups.coupon) return;
    let seen = false;
    let done = false;
    const decide = () => {
      if (done || !readBrowserCookie(CONSENT_COOKIE)) return;
      const views = promoViews(readBrowserCookie(PROMO_COOKIE));
      // the cookie card is answered once its cookie is there (it is still drawn as its answer arrives)
      const busy = stepInAddress || document.querySelector("dialog[open]") !== null;
      const which = popupToShow({ promo: popups.promo !== null, coupon: popups.coupon !== null, promoViews: views, couponClosed: readBrowserCookie(COUPON_COOKIE) !== null, shownThisVisit: readBrowserCookie(VISIT_COOKIE) !== null, busy, seen });
      if (!which) return;
      done = true;
      if (which === "promo") setCookie(PROMO_COOKIE, String(views + 1), PROMO_COOKIE_SECONDS);
      document.cookie = `${VISIT_COOKIE}=1;path=/;samesite=lax`;
      setShown(which);
    };
    const look = () => {
      seen = true;
      decide();
    };
    const onScroll = () => window.scrollY > 0 && look();
    const timer = window.setTimeout(look, POPUP_AFTER_MS);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener(CONSENT_EVENT, decide);
    // scrolled before the page came alive (a slow phone, a restored position): seen already
    if (window.scrollY > 0) look();
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener(CONSENT_EVENT, decide);
    };
  }, [popups, stepInAddress]);
  const close = () => {
    if (shown === "coupon") setCookie(COUPON_COOKIE, "1", COUPON_COOKIE_SECONDS);
    setShown(null);
  };
  return (
    <Suspense fallback={null}>
      {shown === "promo" && popups.promo && <PromoPopup promo={popups.promo} lang={lang} onClose={close} />}
      {shown === "coupon" && popups.coupon && <CouponPopup coupon={popups.coupon} lang={lang} onClose={close} />}
    </Suspense>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  if ("finder" in loaderData) return <MarketplaceHome data={loaderData.finder} />;
  return <BusinessHome loaderData={loaderData} />;
}

function MarketplaceHome({ data }: { data: FinderData & { mapFirst: boolean } }) {
  const { settings } = useShell();
  return <Finder data={data} title={settings.identity.displayName} tiles={settings.booker.mapTiles} mapFirst={data.mapFirst} />;
}

function BusinessHome({ loaderData }: { loaderData: Exclude<Route.ComponentProps["loaderData"], { finder: unknown }> }) {
  const { settings, lang } = useShell();
  const layout = useLayoutData();
  const { t } = useT();
  const shops = layout?.shops ?? [];
  const mode = homeMode(shops.length, settings.booker.homepageType);
  const [query, setQuery] = useState("");
  const found = useMemo(
    () => searchShops(shops.map((s) => ({ ...s, publicInfo: { name: s.name, address: { address: s.address, city: s.city, country: s.country, zipcode: s.zipcode } } })), query),
    [shops, query],
  );
  const [picking, setPicking] = useState<number | null>(null);
  // the last service picked keeps its dialog drawn, so closing it hands the focus back
  const [picked, setPicked] = useState<number | null>(null);
  if (picking !== null && picking !== picked) setPicked(picking);

  const servicesById = new Map<number, ChooserService>();
  for (const s of loaderData.slides) if (s.service) servicesById.set(s.service.id, s.service);
  if (loaderData.single?.service) servicesById.set(loaderData.single.service.id, loaderData.single.service);

  const addressOf = (service: ChooserService) => serviceUrl({ categorySlug: service.categorySlug, serviceSlug: service.serviceSlug, shopCount: shops.length, lang });
  const toSlide = (s: (typeof loaderData.slides)[number]): HeroSlide => ({
    title: s.title,
    text: s.text,
    image: s.image,
    button: s.service ? { text: s.buttonText || t("book"), href: addressOf(s.service), serviceId: s.service.id } : s.url && s.buttonText ? { text: s.buttonText, href: s.url, serviceId: null } : null,
  });
  // 'service' opens the shop chooser when several shops offer it; otherwise the link is followed.
  // a slide that books a service in one of several shops opens the shop chooser: its code loads on intent
  const intent = Object.keys(loaderData.pickable).length > 0 ? shopPickerDialog.preload : undefined;
  const onAction = (slide: HeroSlide, e: React.MouseEvent) => {
    const service = slide.button?.serviceId != null ? servicesById.get(slide.button.serviceId) : undefined;
    if (!service || shops.length < 2) return;
    const offering = shops.filter((s) => offersService(s, service));
    if (offering.length < 2) return;
    e.preventDefault();
    setPicking(service.id);
  };
  const collapsed = query.trim() !== "";
  const single = loaderData.single;
  const singleSlide: HeroSlide | null = single
    ? { title: "", text: "", image: single.image, button: single.service ? { text: single.service.name, href: addressOf(single.service), serviceId: single.service.id } : null }
    : null;
  const singleHero = singleSlide && (
    <section aria-label={t("hero.label")} data-testid="hero-image" className={`relative overflow-hidden bg-neutral-800 ${heroHeight(collapsed)}`}>
      <SlideContent slide={singleSlide} position="bottom" onAction={onAction} onIntent={intent} eager={!single!.isBottom} />
    </section>
  );

  return (
    <>
      <HomePopupsGate popups={loaderData.popups} lang={lang} />
      {loaderData.slides.length > 0 && <HeroCarousel slides={loaderData.slides.map(toSlide)} position={loaderData.position} collapsed={collapsed} onAction={onAction} onIntent={intent} />}
      {single && !single.isBottom && singleHero}
      <div className="vt-container flex flex-col gap-10 py-10 md:gap-12 md:py-12">
        <div className="flex flex-col gap-2">
          <h1 className="font-title text-h1">
            <span data-preview="displayName">{settings.identity.displayName}</span>
          </h1>
          {localise(settings.booker.seo.description, lang) && <p className="max-w-prose text-lead text-ink-muted">{localise(settings.booker.seo.description, lang)}</p>}
        </div>

        {mode !== "mono" && (
          <section aria-labelledby="home-shops" className="flex flex-col gap-4" data-testid="home-shops">
            <h2 id="home-shops" className="font-title text-h2">
              {t("home.shops")}
            </h2>
            <label className="block max-w-md">
              <span className="sr-only">{t("shell.searchShop")}</span>
              <input
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder={t("shell.searchShop")}
                className="min-h-control w-full rounded-pill border border-line-strong bg-page px-5 text-body text-ink placeholder:text-ink-muted hover:border-ink"
                data-testid="shop-search"
              />
            </label>
            {found.length === 0 ? (
              <p role="status" className="text-ink-muted">
                {t("shell.noShopFound")}
              </p>
            ) : (
              <ul className="vt-grid">
                {found.map((shop) => (
                  <li key={shop.id} className="col-span-4 sm:col-span-4 lg:col-span-6">
                    <Link
                      to={`${lang === "fr" ? "" : `/${lang}`}/${shop.slug}`}
                      className="group flex h-full items-center gap-4 rounded-lg bg-page p-3 shadow-soft ring-1 ring-line transition-[box-shadow,translate] duration-200 ease-out-soft hover:-translate-y-0.5 hover:shadow-raised"
                    >
                      {shop.image && <img src={shop.image.variants?.[0]?.url ?? shop.image.url} alt="" width={96} height={64} loading="lazy" className="h-20 w-28 shrink-0 rounded-md object-cover" />}
                      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                        <span className="font-semibold text-ink">{shop.name}</span>
                        <span className="text-small text-ink-muted">
                          {shop.address}, {shop.zipcode} {shop.city}
                        </span>
                        {!shop.bookable && <span className="text-small text-ink-muted">{t("shell.noOnlineBooking")}</span>}
                      </span>
                      <ChevronRight aria-hidden="true" size={20} className="shrink-0 text-ink-muted transition-transform group-hover:translate-x-0.5" />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}

        {mode === "mono" && loaderData.oneShop && <VisitCard shop={loaderData.oneShop} />}

        <section aria-labelledby="home-services" className="flex flex-col gap-4">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="home-services" className="font-title text-h2">
              {t("home.ourServices")}
            </h2>
            <Link to={localePath("/services", lang)} className="shrink-0 text-small font-semibold underline underline-offset-4" data-testid="home-all-services">
              {t("home.allServices")}
            </Link>
          </div>
          {/* On a phone a compact list to scan (a thumbnail, the name, what it holds), as the booking
              apps show a salon; from tablets up, picture cards in a grid. One markup for both. */}
          <ul className="flex flex-col divide-y divide-line rounded-xl ring-1 ring-line sm:grid sm:grid-cols-2 sm:gap-5 sm:divide-y-0 sm:rounded-none sm:ring-0 lg:grid-cols-3" data-testid="categories">
            {loaderData.categories.map((category, i) => {
              const image = category.images[0];
              const preview = category.preview.map((name) => localise(name, lang as Lang)).filter(Boolean).join(" · ");
              return (
                <li key={category.id} data-testid="category-row">
                  <Link
                    to={`${lang === "fr" ? "" : `/${lang}`}/services/${category.slug}`}
                    className="group flex items-center gap-4 p-3 transition-colors duration-150 hover:bg-surface-soft sm:h-full sm:flex-col sm:items-stretch sm:gap-0 sm:overflow-hidden sm:rounded-lg sm:bg-page sm:p-0 sm:shadow-soft sm:ring-1 sm:ring-line sm:transition-[box-shadow,translate] sm:duration-200 sm:hover:-translate-y-0.5 sm:hover:bg-page sm:hover:shadow-raised"
                  >
                    <img
                      src={categoryImage(category)}
                      srcSet={image?.variants?.map((v) => `${v.url} ${v.width}w`).join(", ")}
                      sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 72px"
                      width={image?.width ?? 960}
                      height={image?.height ?? 640}
                      alt=""
                      loading={i < 3 && !loaderData.heroOnTop ? "eager" : "lazy"}
                      className="size-18 shrink-0 rounded-md bg-surface-soft object-cover sm:aspect-[16/10] sm:h-auto sm:w-full sm:rounded-none"
                    />
                    <span className="flex min-w-0 flex-1 flex-col gap-0.5 sm:gap-1 sm:p-4">
                      <span className="font-semibold leading-snug text-ink sm:font-title sm:text-h3 sm:font-normal">{localise(category.name, lang as Lang)}</span>
                      {preview && <span className="truncate text-small text-ink-muted sm:line-clamp-2 sm:whitespace-normal">{preview}</span>}
                      <span className="text-caption text-ink-muted">{t("category.servicesCount", { count: category.count })}</span>
                    </span>
                    <ChevronRight aria-hidden="true" size={18} className="shrink-0 text-ink-muted transition-transform group-hover:translate-x-0.5 sm:hidden" />
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
        <div className="mt-12">
          <PostsStrip title={t("content.magazine.fromMagazine")} posts={loaderData.posts} lang={lang} testId="home-posts" />
        </div>
      </div>
      {single?.isBottom && singleHero}
      {picked !== null && loaderData.pickable[picked] && (
        <Suspense fallback={null}>
          <ShopPickerDialog
            key={picked}
            article={loaderData.pickable[picked].article}
            category={loaderData.pickable[picked].category}
            open={picking === picked}
            onClose={() => setPicking(null)}
            mode="book"
            shops={loaderData.pickerShops}
            lang={lang}
            testId="shop-chooser"
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * A one-shop business's home says where and when, and books: the address with a map link, the
 * phone, the week's hours, and 'Réserver'.
 */
function VisitCard({ shop }: { shop: Shop }) {
  const { t, lang } = useT();
  const { address } = shop.publicInfo;
  const where = `${address.address}, ${address.zipcode} ${address.city}`;
  return (
    <section aria-labelledby="home-visit" className="grid gap-6 rounded-lg bg-surface-soft p-5 md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] md:p-8" data-testid="home-shop">
      <div className="flex flex-col items-start gap-3">
        <h2 id="home-visit" className="font-title text-h2">
          {t("home.visit")}
        </h2>
        <address className="flex gap-3 not-italic">
          <MapPin aria-hidden="true" size={20} className="mt-1 text-accent-ink" />
          <span>
            <strong className="block">{shop.publicInfo.name}</strong>
            {where}
            {shop.publicInfo.phone && (
              <>
                <br />
                <a href={`tel:${shop.publicInfo.phone.replace(/\s/g, "")}`} className="underline underline-offset-4">
                  {shop.publicInfo.phone}
                </a>
              </>
            )}
            <br />
            <a href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${shop.publicInfo.name}, ${where}`)}`} target="_blank" rel="noopener noreferrer" className="font-semibold text-accent-ink underline underline-offset-4">
              {t("booking.order.map")}
            </a>
          </span>
        </address>
        <Button to={localePath("/services", lang as Lang)} size="lg" className="mt-2" data-testid="home-book">
          {t("book")}
        </Button>
      </div>
      <div>
        <h3 className="mb-2 font-title text-h3">{t("home.hours")}</h3>
        <OpeningHours hours={shop.openingHours} lang={lang as Lang} />
      </div>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as Awaited<ReturnType<typeof rootLoader>> | undefined;
  const lang = (root?.lang ?? "fr") as Lang;
  const settings = root?.company.settings;
  return [
    { title: tabTitle(settings, settings?.identity.displayName, message(lang, "site.fallbackTitle")) },
    { name: "description", content: localise(settings?.booker.seo.description, lang) },
  ];
}
