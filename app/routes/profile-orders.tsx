// /profile/orders: the customer's booking orders (spec §2): the upcoming ones first, soonest
// first, then the past and cancelled ones, most recent first. No appointment yet: an empty state
// with the way to book.
import { CalendarDays, ChevronRight } from "../components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/profile-orders";
import type { OrderView } from "../../contract/appointments";
import { inLanguage, localise } from "../../domain/catalogue";
import { splitOrders } from "../../domain/order-list";
import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";
import { useBookingContext } from "../components/booking/context";
import { Button } from "../components/ui/button";
import { cx } from "../components/ui/cx";
import { EmptyState } from "../components/ui/empty-state";
import { ListRow, listClass } from "../components/ui/list-row";
import { asCustomer } from "../lib/account.server";
import { ISO, message } from "../lib/i18n";
import { tabTitle } from "../lib/seo";
import { useT } from "../lib/use-t";
import type { loader as rootLoader } from "../root";
import { dateTimeFormat } from "../../domain/intl";

/** what a line of the list draws of an order (its page has the rest) */
function listed(o: OrderView, lang: Lang) {
  return {
    id: o.id,
    status: o.status,
    start: o.start,
    end: o.end,
    amount: o.amount,
    shop: { name: o.shop.name, timeZone: o.shop.timeZone },
    appointments: o.appointments.map((a) => ({ serviceName: inLanguage(a.serviceName, lang) })),
  };
}
type Listed = ReturnType<typeof listed>;

export function loader({ request, context }: Route.LoaderArgs) {
  return asCustomer(request, context, async ({ api, now, lang }) => {
    const { orders } = await api.get("/booking-orders");
    // Only what the list draws goes into the page: no calendar file, payment or manage link.
    return splitOrders(
      orders.map((o) => listed(o, lang)),
      now,
    );
  });
}

export default function ProfileOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { upcoming, past } = loaderData;
  const { lang } = useBookingContext();
  return (
    <div className="flex max-w-3xl flex-col gap-10">
      <h1 className="font-title text-h1">{t("booking.orders.title")}</h1>
      {upcoming.length === 0 && past.length === 0 ? (
        <EmptyState
          icon={CalendarDays}
          title={t("booking.orders.none")}
          action={
            <Button to={localePath("/services", lang)} data-testid="orders-book">
              {t("book")}
            </Button>
          }
        />
      ) : (
        <>
          <section aria-labelledby="orders-upcoming" className="flex flex-col gap-3">
            <h2 id="orders-upcoming" className="font-title text-h2">
              {t("booking.orders.upcoming")}
            </h2>
            {upcoming.length ? (
              <OrderList orders={upcoming} testId="booking-orders" />
            ) : (
              <EmptyState
                icon={CalendarDays}
                title={t("booking.orders.noneUpcoming")}
                headingLevel={3}
                className="py-8 md:py-10"
                action={
                  <Button to={localePath("/services", lang)} data-testid="orders-book">
                    {t("book")}
                  </Button>
                }
              />
            )}
          </section>
          {past.length > 0 && (
            <section aria-labelledby="orders-past" className="flex flex-col gap-3">
              <h2 id="orders-past" className="font-title text-h2">
                {t("booking.orders.past")}
              </h2>
              <OrderList orders={past} testId={upcoming.length ? "booking-orders-past" : "booking-orders"} muted />
            </section>
          )}
        </>
      )}
    </div>
  );
}

function OrderList({ orders, testId, muted = false }: { orders: Listed[]; testId: string; muted?: boolean }) {
  const { t } = useT();
  const { lang, money } = useBookingContext();
  const when = (o: Listed) => dateTimeFormat(ISO[lang], { weekday: "long", day: "numeric", month: "long", hour: "2-digit", minute: "2-digit", timeZone: o.shop.timeZone }).format(new Date(o.start));
  return (
    <ul className={cx(listClass, "rounded-lg bg-surface-soft px-5", muted && "opacity-90")} data-testid={testId}>
      {orders.map((o) => (
        <ListRow
          key={o.id}
          name={
            <Link to={localePath(`/profile/orders/${o.id}`, lang)} className="first-letter:uppercase">
              <span className="block first-letter:uppercase">{when(o)}</span>
            </Link>
          }
          meta={
            <>
              {o.appointments.map((a) => localise(a.serviceName, lang)).join(", ")} · {o.shop.name}
              {o.status === "cancelled" && <span className="ml-2 rounded-pill bg-danger-soft px-2 py-0.5 text-caption font-semibold text-danger">{t("booking.status.cancelled")}</span>}
            </>
          }
          price={<span data-numeric="">{money(o.amount)}</span>}
          action={<ChevronRight aria-hidden="true" size={18} className="text-ink-muted" />}
        />
      ))}
    </ul>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as Awaited<ReturnType<typeof rootLoader>> | undefined;
  const lang = (root?.lang ?? "fr") as Lang;
  return [{ title: tabTitle(root?.company.settings, message(lang, "booking.orders.title"), message(lang, "site.fallbackTitle")) }, { name: "robots", content: "noindex" }];
}
