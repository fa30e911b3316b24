// The statistics page's tables, built once from the API's figures for both the page (amounts in the
// page's money format) and the CSV export (euros with two decimals): each table's title, its
// columns in the page's language and its rows, a cell being words, a count or cents.
import type { z } from "zod";
import type { overview } from "../../contract/statistics";
import type { TKey } from "./use-t";

export type Overview = z.infer<typeof overview.response>;
export type Cell = { text: string } | { count: number } | { cents: number } | { percent: number | null };
export interface StatTable {
  id: string;
  title: string;
  head: string[];
  rows: Cell[][];
}

type T = (key: TKey, options?: Record<string, unknown>) => string;

const words = (text: string): Cell => ({ text });
const count = (n: number): Cell => ({ count: n });
const cents = (n: number): Cell => ({ cents: n });
const hours = (minutes: number): Cell => ({ text: `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}` });

/** A period's key as short as a chart's axis needs: '4 mars' for a day or a week's Monday, 'mars 24' for a month. */
export function periodTick(key: string, bucket: Overview["period"]["bucket"], lang: string): string {
  if (bucket === "month") return new Date(`${key}-01T12:00:00Z`).toLocaleDateString(lang, { month: "short", year: "2-digit", timeZone: "UTC" });
  return new Date(`${key}T12:00:00Z`).toLocaleDateString(lang, { day: "numeric", month: "short", timeZone: "UTC" });
}

/** A period's key in words: the day, 'week of' its Monday, or the month. */
export function periodLabel(key: string, bucket: Overview["period"]["bucket"], lang: string, t: T): string {
  if (bucket === "month") return new Date(`${key}-01T12:00:00Z`).toLocaleDateString(lang, { month: "long", year: "numeric", timeZone: "UTC" });
  const day = new Date(`${key}T12:00:00Z`).toLocaleDateString(lang, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  return bucket === "week" ? t("admin.stat.weekOf", { day }) : day;
}

export function statisticsTables(o: Overview, t: T, lang: string): StatTable[] {
  const figures = (id: string, title: TKey, first: TKey, rows: Overview["perShop"]): StatTable => ({
    id,
    title: t(title),
    head: [t(first), t("admin.stat.col.bookings"), t("admin.stat.col.takings"), t("admin.stat.col.cancelled")],
    rows: rows.map((r) => [words(r.label), count(r.appointments), cents(r.revenue), count(r.cancelled)]),
  });
  const tables: StatTable[] = [
    {
      id: "series",
      title: t("admin.stat.series"),
      head: [t("admin.stat.col.period"), t("admin.stat.col.bookings"), t("admin.stat.col.takings"), t("admin.stat.col.cancelled")],
      rows: o.series.map((r) => [words(periodLabel(r.key, o.period.bucket, lang, t)), count(r.appointments), cents(r.revenue), count(r.cancelled)]),
    },
    figures("shops", "admin.stat.perShop", "admin.stat.col.shop", o.perShop),
    figures("services", "admin.stat.perService", "admin.stat.col.service", o.perService),
    figures("employees", "admin.stat.perEmployee", "admin.stat.col.employee", o.perEmployee),
    {
      id: "occupancy",
      title: t("admin.stat.occupancy"),
      head: [t("admin.stat.col.employee"), t("admin.stat.col.working"), t("admin.stat.col.booked"), t("admin.stat.col.occupancy")],
      rows: o.occupancy.map((r) => [words(r.name), hours(r.workingMinutes), hours(r.bookedMinutes), { percent: r.percent }]),
    },
    {
      id: "sources",
      title: t("admin.stat.sources"),
      head: [t("admin.stat.col.source"), t("admin.stat.col.orders"), t("admin.stat.col.bookings"), t("admin.stat.col.takings")],
      rows: o.sources.map((r) => [words(t(`admin.stat.source.${r.source}` as TKey)), count(r.orders), count(r.appointments), cents(r.revenue)]),
    },
    {
      id: "customers",
      title: t("admin.stat.customers"),
      head: [t("admin.stat.col.customers"), t("admin.stat.col.count")],
      rows: [
        [words(t("admin.stat.newCustomers")), count(o.customers.new)],
        [words(t("admin.stat.returningCustomers")), count(o.customers.returning)],
      ],
    },
    {
      id: "money",
      title: t("admin.stat.vouchersShop"),
      head: [t("admin.stat.col.what"), t("admin.stat.col.count"), t("admin.stat.col.amount")],
      rows: [
        ...(o.vouchers.sold ? [[words(t("admin.stat.vouchersSold")), count(o.vouchers.sold.count), cents(o.vouchers.sold.value)]] : []),
        [words(t("admin.stat.vouchersRedeemed")), count(o.vouchers.redeemed.count), cents(o.vouchers.redeemed.amount)],
        [words(t("admin.stat.eshopSales")), count(o.eshop.orders), cents(o.eshop.total)],
        [words(t("admin.stat.eshopRefunded")), words("—"), cents(o.eshop.refunded)],
      ],
    },
    {
      id: "coupons",
      title: t("admin.stat.coupons"),
      head: [t("admin.stat.col.code"), t("admin.stat.col.uses"), t("admin.stat.col.discount")],
      rows: o.coupons.map((c) => [words(c.code), count(c.uses), cents(c.discount)]),
    },
  ];
  return tables;
}

