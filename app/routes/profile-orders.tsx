// /profile/orders: the customer's booking orders (spec §2), newest first.
import { Link } from "react-router";
import type { Route } from "./+types/profile-orders";
import type { OrderView } from "../../contract/appointments";
import { localise } from "../../domain/catalogue";
import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";
import { useBookingContext } from "../components/booking/context";
import { asCustomer } from "../lib/account.server";
import { ISO, message } from "../lib/i18n";
import { tabTitle } from "../lib/seo";
import { useT } from "../lib/use-t";
import type { loader as rootLoader } from "../root";

export function loader({ request, context }: Route.LoaderArgs) {
  return asCustomer(request, context, async ({ api }) => {
    const { orders } = await api.get("/booking-orders");
    // The list shows no calendar file: only what it draws goes into the page.
    return { orders: orders.map(({ ics: _ics, ...o }) => o) };
  });
}

export default function ProfileOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { lang, money } = useBookingContext();
  const when = (o: Pick<OrderView, "start" | "shop">) =>
    new Intl.DateTimeFormat(ISO[lang], { dateStyle: "full", timeStyle: "short", timeZone: o.shop.timeZone }).format(new Date(o.start));
  return (
    <>
      <h1 className="mb-6 font-title text-3xl text-primary">{t("booking.orders.title")}</h1>
      {loaderData.orders.length === 0 ? (
        <p>{t("booking.orders.none")}</p>
      ) : (
        <ul className="space-y-3" data-testid="booking-orders">
          {loaderData.orders.map((o) => (
            <li key={o.id} className="rounded border border-black/15">
              <Link to={localePath(`/profile/orders/${o.id}`, lang)} className="block p-4">
                <span className="block font-semibold">{o.appointments.map((a) => localise(a.serviceName, lang)).join(", ")}</span>
                <span className="block">{when(o)}</span>
                <span className="block text-sm opacity-80">
                  {o.shop.name} · {money(o.amount)} ·{" "}
                  <span className={o.status === "cancelled" ? "text-red-800" : ""}>{t(o.status === "cancelled" ? "booking.status.cancelled" : "booking.status.confirmed")}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as Awaited<ReturnType<typeof rootLoader>> | undefined;
  const lang = (root?.lang ?? "fr") as Lang;
  return [{ title: tabTitle(root?.company.settings, message(lang, "booking.orders.title"), message(lang, "site.fallbackTitle")) }, { name: "robots", content: "noindex" }];
}

