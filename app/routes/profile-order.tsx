// /profile/orders/:id: one booking order (spec §2), which is also the confirmation page right
// after booking (?confirmed=1): the .ics file, 'add to Google Calendar', and the cancel button.
import { useEffect } from "react";
import { Form, Link, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/profile-order";
import { localise } from "../../domain/catalogue";
import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";
import type { OrderView } from "../../server/booking/orders";
import { cancelAction } from "../components/booking/booking-orders.server";
import { finishBookingCart } from "../components/booking/booking-step";
import { useBookingContext } from "../components/booking/context";
import { ApiFailure } from "../lib/api";
import { ISO } from "../lib/i18n";
import { pageRequest } from "../lib/page.server";
import { tabTitle } from "../lib/seo";
import { useT, type TKey } from "../lib/use-t";
import { catalogues } from "../locales";
import type { loader as rootLoader } from "../root";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, lang, url, authToken } = pageRequest(request, context);
  const login = `${localePath("/auth/login", lang)}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
  if (!authToken) throw redirect(login);
  if (!/^\d+$/.test(params.id)) throw new Response(null, { status: 404 });
  try {
    const { order } = await api.get<{ order: OrderView }>(`/booking-orders/${params.id}`);
    return { order };
  } catch (err) {
    if (err instanceof ApiFailure && err.status === 401) throw redirect(login);
    if (err instanceof ApiFailure && err.status === 404) throw new Response(null, { status: 404 });
    throw err;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { api, lang, authToken } = pageRequest(request, context);
  if (!authToken) throw redirect(localePath("/auth/login", lang));
  const form = await request.formData();
  if (form.get("intent") !== "cancel" || !/^\d+$/.test(params.id)) throw new Response(null, { status: 400 });
  return cancelAction(Number(params.id), api, lang);
}

const CANCEL_ERRORS = ["too_late_to_cancel", "not_found"] as const;

export default function ProfileOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const { t } = useT();
  const { lang, money } = useBookingContext();
  const [search] = useSearchParams();
  const confirmed = search.get("confirmed") === "1";
  const cancelError = CANCEL_ERRORS.find((c) => c === search.get("cancelError"));
  useEffect(() => {
    // The booking went through: a fresh cart next time (spec §4).
    if (confirmed) finishBookingCart();
  }, [confirmed]);
  const tz = order.shop.timeZone;
  const day = new Intl.DateTimeFormat(ISO[lang], { dateStyle: "full", timeZone: tz }).format(new Date(order.start));
  const time = (iso: string) => new Intl.DateTimeFormat(ISO[lang], { timeStyle: "short", timeZone: tz }).format(new Date(iso));
  const icsHref = `data:text/calendar;charset=utf-8,${encodeURIComponent(order.ics)}`;
  return (
    <article className="mx-auto max-w-2xl" data-testid="booking-order">
      {confirmed && order.status === "confirmed" && (
        <p role="status" className="mb-6 rounded border border-green-700 bg-green-50 px-4 py-3 text-green-900" data-testid="booking-confirmed">
          {t("booking.confirmed.banner")}
        </p>
      )}
      {search.get("cancelled") === "1" && (
        <p role="status" className="mb-6 rounded border border-black/20 px-4 py-3">
          {t("booking.cancel.done")}
        </p>
      )}
      {cancelError && (
        <p role="alert" className="mb-6 rounded border border-red-700 bg-red-50 px-4 py-3 text-red-900">
          {t(`booking.cancel.${cancelError}` as TKey)}
        </p>
      )}
      <h1 className="mb-1 font-title text-3xl text-primary">{t("booking.order.title", { number: order.ideorder })}</h1>
      <p className="mb-6">
        {t(order.status === "cancelled" ? "booking.status.cancelled" : "booking.status.confirmed")} ·{" "}
        {order.paymentProvider === "free" ? t("booking.step.payAtShop") : null}
      </p>
      <h2 className="mb-2 text-xl">{day}</h2>
      <ul className="mb-4 divide-y divide-black/10 rounded border border-black/15">
        {order.appointments.map((a) => (
          <li key={a.id} className="flex justify-between gap-3 p-4">
            <span>
              <strong>
                {time(a.start)} – {time(a.end)}
              </strong>{" "}
              {localise(a.serviceName, lang)}
              <span className="block text-sm opacity-80">{t("booking.order.with", { name: a.employee })}</span>
            </span>
            <span>{money(a.price)}</span>
          </li>
        ))}
      </ul>
      <p className="mb-1 text-lg">
        {t("booking.cart.total")} : <strong>{money(order.amount)}</strong>
      </p>
      <address className="mb-6 not-italic opacity-90">
        {order.shop.name}
        <br />
        {order.shop.address}, {order.shop.zipcode} {order.shop.city}
        {order.shop.phone && (
          <>
            <br />
            <a href={`tel:${order.shop.phone.replace(/\s/g, "")}`}>{order.shop.phone}</a>
          </>
        )}
      </address>
      {order.status === "confirmed" && (
        <div className="mb-8 flex flex-col gap-3 sm:flex-row">
          <a href={icsHref} download={`rendez-vous-${order.id}.ics`} className="rounded border border-black/30 px-4 py-2 text-center" data-testid="ics-link">
            {t("booking.order.ics")}
          </a>
          <a href={order.googleCalendarUrl} target="_blank" rel="noopener noreferrer" className="rounded border border-black/30 px-4 py-2 text-center" data-testid="google-link">
            {t("booking.order.google")}
          </a>
        </div>
      )}
      {order.cancellable ? (
        <Form method="post" className="mb-8">
          <input type="hidden" name="intent" value="cancel" />
          <button type="submit" className="rounded border border-red-800 px-4 py-2 text-red-800" data-testid="cancel-booking">
            {t("booking.cancel.button")}
          </button>
        </Form>
      ) : (
        order.status === "confirmed" && <p className="mb-8 text-sm opacity-80">{t("booking.cancel.tooLate")}</p>
      )}
      <Link to={localePath("/profile/orders", lang)} className="underline">
        {t("booking.orders.back")}
      </Link>
    </article>
  );
}

export function meta({ matches, data }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as Awaited<ReturnType<typeof rootLoader>> | undefined;
  const lang = (root?.lang ?? "fr") as Lang;
  const title = data?.order ? catalogues[lang]["booking.order.title"].replace("{{number}}", data.order.ideorder) : undefined;
  return [{ title: tabTitle(root?.company.settings, title, catalogues[lang]["site.fallbackTitle"]) }, { name: "robots", content: "noindex" }];
}
