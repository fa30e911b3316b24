// The default layout: header, page, footer (spec §2). The storefront-shell issue fills it out.
import { Link, Outlet, useRouteLoaderData } from "react-router";
import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";
import type { loader as rootLoader } from "../root";
import { useT } from "../lib/use-t";
import { BookingCartButton, BookingCartPanel } from "../components/booking/cart";
import { BookingStep } from "../components/booking/booking-step";

export default function Layout() {
  const root = useRouteLoaderData<typeof rootLoader>("root")!;
  const { t } = useT();
  const lang = root.lang as Lang;
  const identity = root.company.settings.identity;
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-page focus:p-2">
        {t("nav.skipToContent")}
      </a>
      <header className="border-b border-black/10">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Link to={localePath("/", lang)} className="flex items-center gap-3 font-title text-xl text-primary">
            {identity.logo ? <img src={identity.logo} alt={identity.displayName} height={identity.logoSize} style={{ height: identity.logoSize }} /> : identity.displayName}
          </Link>
          <nav aria-label={t("nav.services")} className="flex gap-5 text-sm">
            <Link to={localePath("/", lang)}>{t("nav.home")}</Link>
          </nav>
          <BookingCartButton label={t("booking.cart.open")} className="p-2" />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        <Outlet />
      </main>
      <BookingCartPanel />
      <BookingStep />
      <footer className="border-t border-black/10 py-8 text-center text-sm opacity-80">
        © {identity.displayName}
      </footer>
    </>
  );
}
