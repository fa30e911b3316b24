// The default layout (spec §2): header, drawer, page, footer, the phone's bottom bar, the booking
// cart's panel and step, cookie consent and toasts. Pages that fail inside it keep the frame.
import { lazy, Suspense, useRef } from "react";
import { Outlet, redirect, useLocation, useMatches, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { inLanguage, localise } from "../../domain/catalogue";
import { localePath, serviceUrl, stripLocale } from "../../domain/service-url";
import type { Article, Category, Lang } from "../../domain/types";
import type { ApiClient } from "../../contract/client";
import type { PublicCompany } from "../../contract/companies";
import { oncePerVersion } from "../lib/per-version.server";
import { BookingCartPanel } from "../components/booking/cart-entry";
import { BottomBar } from "../components/shell/bottom-bar";
import { CookieConsent, type CookieConsentHandle } from "../components/shell/cookie-consent";
import { Drawer } from "../components/shell/drawer";
import { ErrorPage, errorKind } from "../components/shell/error-page";
import { Footer } from "../components/shell/footer";
import { Header } from "../components/shell/header";
import { useMenusDismiss } from "../components/shell/menu";
import { Toaster } from "../components/shell/toaster";
import { NavigationProgress } from "../components/shell/navigation-progress";
import { parseReservedQuery } from "../../domain/booking-cart";
import { CONSENT_COOKIE, readPreferences } from "../../domain/cookie-consent";
import { currentEvents, loggedEmpty, postCard, shopWeeks, upcomingClosures } from "../lib/content.server";
import { pageRequest } from "../lib/page.server";
import { chooserShop } from "../../domain/shops";
import { readCookie } from "../lib/cookies";
import { useFocusNeverLost, useFocusOnNavigation } from "../lib/focus";
import { useLayoutData } from "../lib/shell-data";
import { useT } from "../lib/use-t";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, company, lang, now } = pageRequest(request, context);
  // The booking step open over the page: its services come with the page, not from the browser.
  const stepOpen = parseReservedQuery(new URL(request.url).search) !== null;
  // The consent banner is drawn by the server until a choice exists: no jump once the page starts.
  const consentChosen = readPreferences(readCookie(request.headers.get("cookie"), CONSENT_COOKIE)) !== null;
  // The frame is the company's at its version, in the page's language, at the minute ('open now'):
  // worked out once for every visitor of that minute, unless a read failed.
  const frame = await oncePerVersion(company, `layout ${lang} ${stepOpen}`, String(Math.floor(now.getTime() / 60_000)), () => frameData(api, company, lang, stepOpen, now));
  return { ...frame, consentChosen };
}

async function frameData(reader: ApiClient, company: PublicCompany, lang: Lang, stepOpen: boolean, now: Date) {
  let failed = false;
  const api: ApiClient = { ...reader, get: ((...args: Parameters<ApiClient["get"]>) => reader.get(...args).catch((err: unknown) => {
    failed = true;
    throw err;
  })) as ApiClient["get"] };
  // Spec §1, §8: when the shops cannot be loaded the visitor goes to /waiting; the business's
  // content (events, alerts, posts) failing to load is logged only.
  const [shops, events, apiAlerts, postCount, shopPosts, closedDays, openDays, services] = await Promise.all([
    api.get("/shops").then(
      (r) => r.shops,
      (err) => {
        loggedEmpty("shops", null)(err);
        throw redirect(localePath("/waiting", lang));
      },
    ),
    currentEvents(api, lang),
    api.get("/alerts").then((r) => r.alerts, loggedEmpty("alerts", [])),
    api.get("/posts", { query: { lang, perPage: "1" } }).then((r) => r.total, loggedEmpty("posts", 0)),
    api.get("/posts", { query: { lang, position: "shop", perPage: "50" } }).then((r) => r.posts.map(postCard), loggedEmpty("shop posts", [])),
    api.get("/closeddays").then((r) => r.closeddays, loggedEmpty("closed days", [])),
    api.get("/opendays").then((r) => r.opendays, loggedEmpty("open days", [])),
    stepOpen ? api.get("/articles").then((r) => r.articles.filter((a) => a.type !== "2"), loggedEmpty("services", [])) : null,
  ]);
  // The company's own standing messages (settings) and the alerts of the day (the alerts API).
  const alertMessages = [
    ...company.settings.booker.alertMessages.map((a, i) => ({ key: `s${i}`, body: localise(a.body, lang), serviceId: a.serviceId })),
    ...apiAlerts.map((a) => ({ key: `a${a.id}`, body: localise(a.body, lang), serviceId: a.serviceId })),
  ].filter((a) => a.body !== "");
  // An alert's reserve button needs its service's address: read the catalogue only when one links a service.
  let categories: Category[] = [];
  if (alertMessages.some((a) => a.serviceId != null)) {
    categories = await api.get("/categories").then((r) => r.categories, loggedEmpty("categories", []));
  }
  const reservable: Record<number, { article: Article; category: Category }> = {};
  const reserveOf = (id: number | null) => {
    for (const category of categories) {
      const article = category.articles.find((a) => a.id === id);
      if (!article?.slug) continue;
      // One shop: straight to its booking; several: the shop chooser, with the service's page as the fallback.
      if (shops.length > 1) reservable[article.id] = { article, category: { ...category, articles: [] } };
      const href = serviceUrl({ categorySlug: category.slug, serviceSlug: article.slug, shopCount: shops.length, lang });
      return shops.length > 1 ? { href, articleId: article.id } : { href: `${href}?page=reserved`, articleId: null };
    }
    return null;
  };
  const alerts = alertMessages.map((a) => ({ key: a.key, body: a.body, reserve: reserveOf(a.serviceId) }));
  // the page's data in its language only
  const value = inLanguage(
    {
      shops: shops.map((s) => ({
        id: s.id,
        slug: s.slug,
        artebeauteId: s.artebeauteId,
        name: s.publicInfo.name,
        address: s.publicInfo.address.address,
        zipcode: s.publicInfo.address.zipcode,
        city: s.publicInfo.address.city,
        country: s.publicInfo.address.country,
        image: s.images[0] ?? null,
        bookable: s.booker.active,
      })),
      events,
      alerts,
      reservable,
      /** the shop chooser's shops, only when an alert needs it */
      pickerShops: Object.keys(reservable).length > 0 ? shops.map(chooserShop) : [],
      // The menus' 'magazine' entry: only when posts exist in this language (spec §2).
      magazine: postCount > 0 && company.settings.booker.magazineEnabled,
      /** posts placed on a shop's page */
      shopPosts,
      /** each shop's exceptional closures to come */
      closures: await upcomingClosures(api, shops, lang, now, closedDays),
      /** each shop's hours this week and whether it is open now */
      weeks: shopWeeks(shops, openDays, closedDays, now),
      /** what the booking step offers, only while it is open: the services and the shops taking bookings */
      booking: services ? { services, shops: shops.filter((s) => s.booker.active) } : null,
    },
    lang,
  );
  return { value, keep: !failed };
}

// The booking step's code (slot picker, confirmation) loads only when a visitor opens it.
const BookingStepDialog = lazy(() => import("../components/booking/booking-step").then((m) => ({ default: m.BookingStep })));

/** The booking step over the page when the address asks for it (`page=reserved`). */
function BookingStep() {
  const location = useLocation();
  if (!parseReservedQuery(location.search)) return null;
  return (
    <Suspense fallback={null}>
      <BookingStepDialog />
    </Suspense>
  );
}

/** Is the page the home, with its hero at the very top (the header then lies over it, in white)? */
function useHomeHero() {
  const matches = useMatches();
  const home = matches.find((m) => m.id.endsWith(":home"));
  return { isHome: Boolean(home), heroOnTop: Boolean((home?.data as { heroOnTop?: boolean } | undefined)?.heroOnTop) };
}

function Frame({ children, isHome = false, heroOnTop = false }: { children: React.ReactNode; isHome?: boolean; heroOnTop?: boolean }) {
  const { t } = useT();
  const drawer = useRef<HTMLDialogElement>(null);
  const consent = useRef<CookieConsentHandle>(null);
  useMenusDismiss();
  useFocusOnNavigation();
  useFocusNeverLost();
  const openDrawer = () => {
    if (drawer.current && !drawer.current.open) {
      drawer.current.showModal();
      // The menu's title takes the focus (said first, Tab goes on to the entries), not its close button.
      drawer.current.querySelector<HTMLElement>("h2")?.focus();
    }
  };
  const closeDrawer = () => drawer.current?.close();
  const layout = useLayoutData();
  return (
    <div className="flex min-h-screen flex-col bg-page [body[data-contained]_&]:mx-auto [body[data-contained]_&]:max-w-[1280px] [body[data-contained]_&]:shadow-xl">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-page focus:p-2">
        {t("nav.skipToContent")}
      </a>
      <CookieConsent ref={consent} initiallyOpen={layout ? !layout.consentChosen : false} />
      <div className="relative">
        <Header overHero={heroOnTop} onOpenDrawer={openDrawer} />
      </div>
      <Drawer ref={drawer} onClose={closeDrawer} />
      <main id="main" tabIndex={-1} className={`flex-1 ${isHome ? "" : "vt-container py-8 md:py-10"}`}>
        {children}
      </main>
      <Footer onCookieSettings={() => consent.current?.open()} />
      <BottomBar />
      <BookingCartPanel />
      <BookingStep />
      <NavigationProgress />
      <Toaster />
    </div>
  );
}

export default function Layout() {
  const { isHome, heroOnTop } = useHomeHero();
  return (
    <Frame isHome={isHome} heroOnTop={heroOnTop}>
      <Outlet />
    </Frame>
  );
}

/** A page that fails inside the layout (404 of an unknown page, a disabled module) keeps the frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const layout = useLayoutData();
  const lang = stripLocale(location.pathname).lang;
  const kind = errorKind(error);
  if (kind === "generic") console.error(error);
  if (!layout) return <ErrorPage kind={kind} lang={lang} fullScreen />;
  return (
    <Frame>
      <ErrorPage kind={kind} lang={lang} />
    </Frame>
  );
}
