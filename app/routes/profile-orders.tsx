// /profile/orders: the customer's booking orders (spec §2). Its action also receives the booking
// step's form (POST = create a booking order) and the cart saving of signed-in customers.
import { Link, redirect } from "react-router";
import type { Route } from "./+types/profile-orders";
import { localise } from "../../domain/catalogue";
import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";
import type { OrderView } from "../../server/booking/orders";
import { bookAction, saveCartAction } from "../components/booking/booking-orders.server";
import { useBookingContext } from "../components/booking/context";
import { ApiFailure } from "../lib/api";
import { ISO } from "../lib/i18n";
import { pageRequest } from "../lib/page.server";
import { tabTitle } from "../lib/seo";
import { useT } from "../lib/use-t";
import { catalogues } from "../locales";
import type { loader as rootLoader } from "../root";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, lang, url, authToken } = pageRequest(request, context);
  const login = `${localePath("/auth/login", lang)}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
  if (!authToken) throw redirect(login);
  try {
    const { orders } = await api.get<{ orders: OrderView[] }>("/booking-orders");
    return { orders: orders.map(({ ics: _ics, ...o }) => o) };
  } catch (err) {
    if (err instanceof ApiFailure && err.status === 401) throw redirect(login);
    throw err;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api, lang, authToken } = pageRequest(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "book") return bookAction(form, api, authToken, lang);
  if (intent === "saveCart") return saveCartAction(form, api, authToken);
  throw new Response(null, { status: 400 });
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
  return [{ title: tabTitle(root?.company.settings, catalogues[lang]["booking.orders.title"], catalogues[lang]["site.fallbackTitle"]) }, { name: "robots", content: "noindex" }];
}

