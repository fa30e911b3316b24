// /profile/eshoporders and /profile/eshoporders/:id: the customer's e-shop orders (spec §2, §7
// eshop/my-orders), only when the e-shop module is on: each with its status (paid, ready for
// pickup, shipped, collected, cancelled, refunded), its products, total and where it goes.
import { Package } from "../components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/profile-eshoporders";
import { localise } from "../../domain/catalogue";
import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";
import { EshopOrderSummary, OrderStatus } from "../components/eshop/order-summary";
import { Button } from "../components/ui/button";
import { EmptyState } from "../components/ui/empty-state";
import { listClass } from "../components/ui/list-row";
import { useMoney } from "../components/ui/price";
import { asCustomer } from "../lib/account.server";
import { isApiFailure } from "../lib/api";
import { ISO } from "../lib/i18n";
import { requireModule } from "../lib/modules.server";
import { notFound } from "../lib/not-found";
import { pageMeta } from "../lib/seo";
import { useT } from "../lib/use-t";
import { dateTimeFormat } from "../../domain/intl";

export function loader({ request, context, params }: Route.LoaderArgs) {
  requireModule(request, context, (m) => m.eshop);
  return asCustomer(request, context, async ({ api }) => {
    if (params.id) {
      if (!/^[1-9]\d{0,9}$/.test(params.id)) notFound();
      const { order } = await api.get("/eshop/my-orders/{id}", { params: { id: params.id } }).catch((err: unknown) => {
        if (isApiFailure(err) && err.status === 404) notFound();
        throw err;
      });
      return { order, orders: null };
    }
    const { orders } = await api.get("/eshop/my-orders", { query: { itemPerPage: "50" } });
    return { order: null, orders };
  });
}

export default function ProfileEshopOrders({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const money = useMoney();
  const { order, orders } = loaderData;
  if (order) {
    return (
      <div className="flex max-w-2xl flex-col gap-6">
        <Link to={localePath("/profile/eshoporders", lang as Lang)} className="text-small font-semibold">
          ← {t("nav.eshopOrders")}
        </Link>
        <h1 className="font-title text-h1">{t("eshop.order", { ref: order.reference })}</h1>
        <EshopOrderSummary order={order} />
      </div>
    );
  }
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <h1 className="font-title text-h1">{t("nav.eshopOrders")}</h1>
      {!orders || orders.length === 0 ? (
        <EmptyState icon={Package} title={t("eshop.orders.empty")} action={<Button to={localePath("/boutique", lang as Lang)}>{t("eshop.basket.browse")}</Button>} />
      ) : (
        <ul className={listClass} data-testid="eshop-orders">
          {orders.map((o) => (
            <li key={o.id} className="relative flex items-start justify-between gap-4 py-4" data-testid="eshop-order-row">
              <span className="flex min-w-0 flex-col gap-1">
                <Link to={localePath(`/profile/eshoporders/${o.id}`, lang as Lang)} className="font-semibold after:absolute after:inset-0">
                  {t("eshop.order", { ref: o.reference })}
                </Link>
                <span className="truncate text-small text-ink-muted">{o.lines.map((l) => `${l.quantity} × ${localise(l.name, lang as Lang)}`).join(", ")}</span>
                <span className="text-caption text-ink-muted">{dateTimeFormat(ISO[lang as Lang], { dateStyle: "long", timeZone: o.shop.timeZone }).format(new Date(o.createdAt))}</span>
              </span>
              <span className="flex shrink-0 flex-col items-end gap-1">
                <span className="font-semibold" data-numeric="">
                  {money(o.total)}
                </span>
                <OrderStatus status={o.status} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "nav.eshopOrders"), { name: "robots", content: "noindex" }];
}
