// The default layout (spec §2): header, drawer, page, footer, the phone's bottom bar, the booking
// cart's panel and step, cookie consent and toasts. Pages that fail inside it keep the frame. The
// frame's two groups may be spliced on the server as drawn for an earlier page (decision 309):
// what they draw must come from the frame key's parts (app/lib/kept-frame.server.ts).
import { lazy, Suspense, useRef } from "react";
import { preload } from "react-dom";
import { Outlet, useLocation, useMatches, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { BookingCartPanel } from "../components/booking/cart-entry";
import { BottomBar } from "../components/shell/bottom-bar";
import { CookieConsent, type CookieConsentHandle } from "../components/shell/cookie-consent";
import { Drawer } from "../components/shell/drawer";
import { ErrorPage, errorKind } from "../components/shell/error-page";
import { Footer } from "../components/shell/footer";
import { Header, logoSource } from "../components/shell/header";
import { useMenusDismiss } from "../components/shell/menu";
import { Toaster } from "../components/shell/toaster";
import { NavigationProgress } from "../components/shell/navigation-progress";
import { parseReservedQuery } from "../../domain/booking-cart";
import { stripLocale } from "../../domain/service-url";
import { bellSignature, pageFrame } from "../lib/frame.server";
import { CONSENT_COOKIE, readPreferences } from "../../domain/cookie-consent";
import { readCookie } from "../lib/cookies";
import { useFocusNeverLost, useFocusOnNavigation } from "../lib/focus";
import { homeHero, useLayoutData, useShell } from "../lib/shell-data";
import { useT } from "../lib/use-t";
import { FrameGroup } from "../lib/kept-frame";

export async function loader({ request, context }: Route.LoaderArgs) {
  // The consent banner is drawn by the server until a choice exists: no jump once the page starts.
  const consentChosen = readPreferences(readCookie(request.headers.get("cookie"), CONSENT_COOKIE)) !== null;
  // The owner's preview frame shows the look, not a card asking them about cookies over it: a
  // signed preview, or a page framed at all (only the business's own back-office and the preview
  // origins it allows may frame it; such an answer is never kept, see server/app.ts).
  const previewing = Boolean(context.previewExpires) || context.framed === true;
  const frame = await pageFrame(request, context);
  // What every page draws from the frame; the rest goes with the pages that draw it (contact,
  // shop, basket) or comes when the bell is opened (decision 295).
  return { shops: frame.shops, magazine: frame.magazine, booking: frame.booking, bell: bellSignature(frame), consentChosen, previewing };
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
  // The header's logo, preloaded here rather than by React from its <img>: a spliced header has
  // no <img> for React to see (decision 309), and the page's head must be the same either way.
  // At high priority, as React preloads the first images it meets: first in the head, both ways.
  const logo = logoSource(useShell().settings.identity, heroOnTop);
  if (logo) preload(logo, { as: "image", fetchPriority: "high" });
  return (
    <div className="flex min-h-screen flex-col bg-page [body[data-contained]_&]:mx-auto [body[data-contained]_&]:max-w-[1280px] [body[data-contained]_&]:shadow-xl">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-page focus:p-2">
        {t("nav.skipToContent")}
      </a>
      <FrameGroup name="top">
        {!layout?.previewing && <CookieConsent ref={consent} initiallyOpen={layout ? !layout.consentChosen : false} />}
        <div className="relative">
          <Header overHero={heroOnTop} onOpenDrawer={openDrawer} />
        </div>
        <Drawer ref={drawer} onClose={closeDrawer} />
      </FrameGroup>
      <main id="main" tabIndex={-1} className={`flex-1 ${isHome ? "" : "vt-container py-8 md:py-10"}`}>
        {children}
      </main>
      <FrameGroup name="bottom">
        <Footer onCookieSettings={() => consent.current?.open()} />
        <BottomBar />
      </FrameGroup>
      <BookingCartPanel />
      <BookingStep />
      <NavigationProgress />
      <Toaster />
    </div>
  );
}

export default function Layout() {
  const { isHome, heroOnTop } = homeHero(useMatches());
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
