// An e-shop order as its customer reads it (the return page, the account): status, products with
// the VAT they include, delivery, total, and where it is collected or delivered.
import { MapPin, Truck } from "../ui/icons";
import type { EshopOrder } from "../../../contract/eshop";
import { localise } from "../../../domain/catalogue";
import type { Lang } from "../../../domain/types";
import { ISO } from "../../lib/i18n";
import { useT } from "../../lib/use-t";
import { listClass } from "../ui/list-row";
import { useMoney } from "../ui/price";

const TONE: Record<EshopOrder["status"], string> = {
  pending: "bg-surface-soft text-ink-muted",
  paid: "bg-success-soft text-success",
  ready: "bg-accent/15 text-accent-ink",
  shipped: "bg-accent/15 text-accent-ink",
  collected: "bg-surface-soft text-ink",
  cancelled: "bg-surface-soft text-ink-muted",
  expired: "bg-surface-soft text-ink-muted",
  refunded: "bg-surface-soft text-ink-muted",
};

export function OrderStatus({ status }: { status: EshopOrder["status"] }) {
  const { t } = useT();
  return (
    <span className={`inline-flex w-fit rounded-pill px-2.5 py-0.5 text-caption font-semibold ${TONE[status]}`} data-testid="eshop-order-status">
      {t(`eshop.status.${status}`)}
    </span>
  );
}

export function EshopOrderSummary({ order }: { order: EshopOrder }) {
  const { t, lang } = useT();
  const money = useMoney();
  const rate = (r: number) => new Intl.NumberFormat(ISO[lang as Lang]).format(r);
  return (
    <div className="flex flex-col gap-6" data-testid="eshop-order">
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-mono text-small tracking-wider">{order.reference}</span>
        <OrderStatus status={order.status} />
      </div>
      <ul className={listClass} data-testid="eshop-order-lines">
        {order.lines.map((l) => (
          <li key={l.articleId} className="flex items-start justify-between gap-4 py-3">
            <span className="flex flex-col">
              <span className="font-semibold">
                {l.quantity} × {localise(l.name, lang as Lang)}
              </span>
              <span className="text-caption text-ink-muted">{t("eshop.vatLine", { rate: rate(l.vat), amount: money(l.vatAmount) })}</span>
            </span>
            <span className="font-semibold" data-numeric="">
              {money(l.total)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-2 border-t border-line pt-4" data-numeric="">
        <div className="flex justify-between">
          <dt>{t("eshop.subtotal")}</dt>
          <dd>{money(order.subtotal)}</dd>
        </div>
        {order.fulfilment === "delivery" && (
          <div className="flex justify-between">
            <dt>{t("eshop.delivery")}</dt>
            <dd>{order.deliveryPrice ? money(order.deliveryPrice) : t("eshop.free")}</dd>
          </div>
        )}
        <div className="flex justify-between text-lead font-semibold">
          <dt>{t("eshop.total")}</dt>
          <dd data-testid="eshop-order-total">{money(order.total)}</dd>
        </div>
      </dl>
      <p className="flex items-start gap-3 rounded-lg bg-surface-soft px-4 py-3 text-small">
        {order.fulfilment === "pickup" ? <MapPin aria-hidden="true" size={18} className="mt-0.5 shrink-0" /> : <Truck aria-hidden="true" size={18} className="mt-0.5 shrink-0" />}
        <span>
          {order.fulfilment === "pickup"
            ? t("eshop.pickupAt", { shop: order.shop.name, address: `${order.shop.address}, ${order.shop.zipcode} ${order.shop.city}` })
            : t("eshop.deliveredTo", { address: [order.address?.name, order.address?.address, `${order.address?.zipcode ?? ""} ${order.address?.city ?? ""}`.trim(), order.address?.country].filter(Boolean).join(", ") })}
        </span>
      </p>
      <p className="text-caption text-ink-muted">{t("eshop.placedOn", { date: new Intl.DateTimeFormat(ISO[lang as Lang], { dateStyle: "long", timeZone: order.shop.timeZone }).format(new Date(order.createdAt)) })}</p>
    </div>
  );
}
