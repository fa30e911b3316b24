// A customer's page in the back-office, read only: their loyalty card, bookings, e-shop orders and
// the gift vouchers they bought (GET /api/customers/{id}/history), dates in the business's zone.
import type { ReactNode } from "react";
import type { z } from "zod";
import type { Lang } from "../../../domain/types";
import type { customerHistory } from "../../../contract/customers";
import { ISO } from "../../lib/i18n";
import { useT, type TKey } from "../../lib/use-t";
import { cx } from "../ui/cx";
import { Gift, Heart, ShoppingBag, CalendarDays, type Icon } from "../ui/icons";
import { listClass } from "../ui/list-row";
import { useMoney } from "../ui/price";

export type History = z.infer<typeof customerHistory.response>["history"];

/** A state as a small label: its words, and a tone that does not rely on colour alone. */
export function StateBadge({ state, testId }: { state: string; testId?: string }) {
  const { t } = useT();
  const tone = ["cancelled", "expired", "void", "refunded"].includes(state) ? "bg-surface-soft text-ink-muted" : ["pending", "paid", "awaiting_payment"].includes(state) ? "bg-warning-soft text-ink" : "bg-success-soft text-ink";
  return (
    <span data-testid={testId} className={cx("inline-flex items-center rounded-pill px-2.5 py-0.5 text-caption font-semibold", tone)}>
      {t(`admin.orderState.${state}` as TKey)}
    </span>
  );
}

export function useDates(timeZone: string) {
  const { lang } = useT();
  const iso = ISO[lang as Lang];
  const day = new Intl.DateTimeFormat(iso, { day: "numeric", month: "short", year: "numeric", timeZone });
  const at = new Intl.DateTimeFormat(iso, { weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone });
  // a local date (YYYY-MM-DD) is a day, not an instant: read at noon UTC so no zone moves it
  const localDay = new Intl.DateTimeFormat(iso, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return { day: (s: string) => day.format(new Date(s)), at: (s: string) => at.format(new Date(s)), localDay: (s: string) => localDay.format(new Date(`${s}T12:00:00Z`)) };
}

export function Section({ title, icon: I, children, id, action }: { title: string; icon: Icon; children: ReactNode; id: string; action?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg bg-page p-4 shadow-soft ring-1 ring-line md:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 font-title text-xl text-ink">
          <I aria-hidden="true" size={20} className="text-ink-muted" />
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

const Empty = ({ k }: { k: TKey }) => {
  const { t } = useT();
  return <p className="text-small text-ink-muted">{t(k)}</p>;
};

export function LoyaltySection({ loyalty, timeZone }: { loyalty: History["loyalty"]; timeZone: string }) {
  const { t } = useT();
  const dates = useDates(timeZone);
  return (
    <Section title={t("admin.cust.loyalty")} icon={Heart} id="cust-loyalty">
      {loyalty ? (
        <div className="flex flex-col gap-1" data-testid="customer-loyalty">
          <p className="font-title text-2xl text-ink">{t("admin.cust.points", { count: loyalty.balance })}</p>
          {loyalty.rewardsHeld > 0 && <p className="text-small text-ink">{t("admin.cust.rewards", { count: loyalty.rewardsHeld })}</p>}
          {loyalty.lastChange && <p className="text-small text-ink-muted">{t("admin.cust.lastChange", { date: dates.day(loyalty.lastChange) })}</p>}
        </div>
      ) : (
        <Empty k="admin.cust.noCard" />
      )}
    </Section>
  );
}

export function BookingsSection({ bookings, timeZone, orderLink }: { bookings: History["bookings"]; timeZone: string; orderLink: (kind: "booking" | "eshop", id: number) => string | null }) {
  const { t, lang } = useT();
  const money = useMoney();
  const dates = useDates(timeZone);
  return (
    <Section title={t("admin.cust.bookings")} icon={CalendarDays} id="cust-bookings">
      {bookings.length === 0 ? (
        <Empty k="admin.cust.noBookings" />
      ) : (
        <ul className={listClass} data-testid="customer-bookings">
          {bookings.map((b) => {
            const first = b.appointments[0];
            const link = orderLink("booking", b.id);
            const title = t("admin.cust.orderNo", { id: b.id });
            return (
              <li key={b.id} className="flex flex-col gap-1 py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-ink">
                    {link ? <a href={link} className="underline-offset-4 hover:underline">{title}</a> : title}
                    {first && <span className="font-normal text-ink-muted"> · {dates.at(first.start)}</span>}
                  </p>
                  <StateBadge state={b.status} />
                </div>
                <p className="text-small text-ink">{b.appointments.map((a) => `${a.service.name[lang as keyof typeof a.service.name] || a.service.name.fr || ""} (${a.employee.displayName})`).join(", ")}</p>
                <p className="text-small text-ink-muted">
                  {b.shop.name} · {money(b.amount)}
                  {b.paidOnline > 0 && ` · ${t("admin.cust.paidOnline", { amount: money(b.paidOnline) })}`}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

export function EshopSection({ orders, timeZone, orderLink }: { orders: History["eshopOrders"]; timeZone: string; orderLink: (kind: "booking" | "eshop", id: number) => string | null }) {
  const { t } = useT();
  const money = useMoney();
  const dates = useDates(timeZone);
  return (
    <Section title={t("admin.cust.eshop")} icon={ShoppingBag} id="cust-eshop">
      {orders.length === 0 ? (
        <Empty k="admin.cust.noEshop" />
      ) : (
        <ul className={listClass} data-testid="customer-eshop">
          {orders.map((o) => {
            const link = orderLink("eshop", o.id);
            const title = t("admin.cust.orderNo", { id: o.id });
            return (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="flex flex-col">
                  <p className="font-semibold text-ink">{link ? <a href={link} className="underline-offset-4 hover:underline">{title}</a> : title}</p>
                  <p className="text-small text-ink-muted">
                    {dates.day(o.createdAt)} · {t(o.fulfilment === "pickup" ? "admin.cust.pickup" : "admin.cust.delivery")} · {money(o.total)}
                  </p>
                </div>
                <StateBadge state={o.status} />
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

export function VouchersSection({ vouchers, timeZone }: { vouchers: History["vouchers"]; timeZone: string }) {
  const { t } = useT();
  const money = useMoney();
  const dates = useDates(timeZone);
  return (
    <Section title={t("admin.cust.vouchers")} icon={Gift} id="cust-vouchers">
      {vouchers.length === 0 ? (
        <Empty k="admin.cust.noVouchers" />
      ) : (
        <ul className={listClass} data-testid="customer-vouchers">
          {vouchers.map((v) => (
            <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="flex min-w-0 flex-col">
                <p className="break-all font-mono text-small font-semibold text-ink">{v.code}</p>
                <p className="text-small text-ink-muted">{t("admin.cust.voucherLeft", { balance: money(v.balance), value: money(v.value), date: dates.localDay(v.validUntil) })}</p>
              </div>
              <StateBadge state={v.state} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
