// /admin/orders: the business's booking, e-shop and voucher orders (GET /api/orders), newest first,
// 20 a page, filtered by state, shop, the days they were placed and paid online or not. The kind
// is a link, the filters a plain GET form: every list is an address (decision 276).
import { data, Form, Link, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin-orders";
import { ORDER_KINDS } from "../../domain/order-kinds";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { StateBadge, useDates } from "../components/admin/customer-record";
import { Button, buttonClass } from "../components/ui/button";
import { cx } from "../components/ui/cx";
import { EmptyState } from "../components/ui/empty-state";
import { Package, ShoppingBag } from "../components/ui/icons";
import { useMoney } from "../components/ui/price";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { Pager } from "../components/admin/pager";
import { useT, type TKey } from "../lib/use-t";

const STATES = {
  booking: ["pending", "confirmed", "cancelled", "expired"],
  eshop: ["paid", "ready", "shipped", "collected", "pending", "cancelled", "expired", "refunded"],
  voucher: ["awaiting_payment", "active", "void"],
  counter: ["paid", "refunded"],
} as const;
type Kind = (typeof ORDER_KINDS)[number];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, url }) => {
    const q = url.searchParams;
    const kind: Kind = (ORDER_KINDS as readonly string[]).includes(q.get("kind") ?? "") ? (q.get("kind") as Kind) : "booking";
    const states = STATES[kind] as readonly string[];
    const filter = {
      kind,
      state: states.includes(q.get("state") ?? "") ? q.get("state")! : "",
      shop: /^[1-9]\d{0,9}$/.test(q.get("shop") ?? "") && kind !== "voucher" ? q.get("shop")! : "",
      from: DATE.test(q.get("from") ?? "") ? q.get("from")! : "",
      to: DATE.test(q.get("to") ?? "") ? q.get("to")! : "",
      online: q.get("online") === "yes" || q.get("online") === "no" ? q.get("online")! : "",
      page: /^[1-9]\d{0,4}$/.test(q.get("page") ?? "") ? q.get("page")! : "1",
    };
    const query = Object.fromEntries(Object.entries({ kind, state: filter.state, from: filter.from, to: filter.to, online: filter.online, page: filter.page }).filter(([, v]) => v !== ""));
    const ask = (shopId?: string) => api.get("/orders", { query: shopId ? { ...query, shopId } : query, bearer: token });
    // the API names the shops the reader may filter on: a shop not theirs is dropped, never refused
    const [all, { shops: timed }] = await Promise.all([ask(), api.get("/shops")]);
    if (!all.shops.some((s) => String(s.id) === filter.shop)) filter.shop = "";
    const found = filter.shop ? await ask(filter.shop) : all;
    return data({ filter, found, shops: found.shops, timeZone: timed[0]?.timeZone ?? "UTC" }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

const selectClass = "min-h-control w-full rounded-md border border-line-strong bg-page px-3 text-body text-ink hover:border-ink";

export default function AdminOrders() {
  const { filter, found, shops, timeZone } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  const money = useMoney();
  const dates = useDates(timeZone);
  const loading = useNavigation().location?.pathname.endsWith("/admin/orders") ?? false;
  const base = adminPath(lang, "/orders");
  const address = (over: Record<string, string>) => {
    const merged: Record<string, string> = { ...filter, ...over };
    return `${base}?${new URLSearchParams(Object.entries(merged).filter(([k, v]) => v !== "" && !(k === "page" && v === "1")))}`;
  };
  const pages = Math.max(1, Math.ceil(found.total / found.perPage));
  const page = Number(filter.page);
  return (
    <div className="flex max-w-5xl flex-col gap-6 p-3 md:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="font-title text-2xl text-ink md:text-3xl">{t("admin.ord.title")}</h1>
          <p className="max-w-prose text-small text-ink-muted">{t("admin.ord.intro")}</p>
        </div>
        <Link to={adminPath(lang, "/counter/new")} className={buttonClass({ variant: "primary" })}>
          <ShoppingBag aria-hidden="true" size={18} />
          {t("admin.sell.link")}
        </Link>
      </header>
      <nav aria-label={t("admin.ord.kinds")}>
        <ul className="flex flex-wrap gap-2">
          {ORDER_KINDS.map((k) => (
            <li key={k}>
              <Link
                to={`${base}?kind=${k}`}
                aria-current={k === filter.kind ? "page" : undefined}
                className={cx("inline-flex min-h-10 items-center rounded-pill px-4 text-small font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus", k === filter.kind ? "bg-ink text-page ring-ink" : "bg-page text-ink ring-line-strong hover:ring-ink")}
              >
                {t(`admin.ord.kind.${k}` as TKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* each control keeps room for its longest choice ("Toutes les boutiques"): the row wraps rather than cut it */}
      <Form method="get" action={base} className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,13.5rem),1fr))] items-end gap-3 rounded-lg bg-page p-4 shadow-soft ring-1 ring-line" aria-label={t("admin.ord.filters")}>
        <input type="hidden" name="kind" value={filter.kind} />
        <label className="flex flex-col gap-1.5 text-small font-semibold text-ink">
          {t("admin.ord.state")}
          <select name="state" defaultValue={filter.state} className={selectClass} data-testid="order-state-filter">
            <option value="">{t("admin.ord.anyState")}</option>
            {STATES[filter.kind].map((s) => (
              <option key={s} value={s}>{t(`admin.orderState.${s}` as TKey)}</option>
            ))}
          </select>
        </label>
        {filter.kind !== "voucher" && (
          <label className="flex flex-col gap-1.5 text-small font-semibold text-ink">
            {t("admin.ord.shop")}
            <select name="shop" defaultValue={filter.shop} className={selectClass}>
              <option value="">{t("admin.ord.anyShop")}</option>
              {shops.map((s) => (
                <option key={s.id} value={s.id}>{s.name}</option>
              ))}
            </select>
          </label>
        )}
        <label className="flex flex-col gap-1.5 text-small font-semibold text-ink">
          {t("admin.ord.from")}
          <input type="date" name="from" defaultValue={filter.from} className={selectClass} />
        </label>
        <label className="flex flex-col gap-1.5 text-small font-semibold text-ink">
          {t("admin.ord.to")}
          <input type="date" name="to" defaultValue={filter.to} className={selectClass} />
        </label>
        <label className="flex flex-col gap-1.5 text-small font-semibold text-ink">
          {t("admin.ord.online")}
          <select name="online" defaultValue={filter.online} className={selectClass}>
            <option value="">{t("admin.ord.onlineAny")}</option>
            <option value="yes">{t("admin.ord.onlineYes")}</option>
            <option value="no">{t("admin.ord.onlineNo")}</option>
          </select>
        </label>
        <div className="flex min-h-control flex-wrap items-center gap-x-4 gap-y-2">
          <Button type="submit" size="sm" busy={loading} busyLabel={t("admin.ord.apply")}>{t("admin.ord.apply")}</Button>
          <Link to={`${base}?kind=${filter.kind}`} className="text-small font-semibold text-ink underline underline-offset-4">{t("admin.ord.reset")}</Link>
        </div>
      </Form>
      <section aria-labelledby="orders-found" className="flex flex-col gap-2">
        <h2 id="orders-found" className="font-body text-small font-semibold text-ink-muted" aria-live="polite">{t("admin.ord.count", { count: found.total })}</h2>
        {found.orders.length === 0 ? (
          <EmptyState icon={Package} title={t("admin.ord.none")} headingLevel={3} />
        ) : (
          <ul className="divide-y divide-line rounded-lg bg-page px-4 shadow-soft ring-1 ring-line" data-testid="order-results">
            {found.orders.map((o) => (
              <li key={`${o.kind}-${o.id}`} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 py-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_auto_auto]">
                <div className="flex min-w-0 flex-col">
                  <Link to={adminPath(lang, `/orders/${o.kind}/${o.id}`)} className="break-all font-semibold text-ink underline-offset-4 hover:underline">
                    {o.reference}
                    {o.customer && <span className="font-normal"> · {o.customer.name}</span>}
                  </Link>
                  <span className="text-small text-ink-muted">{dates.at(o.createdAt)}</span>
                </div>
                <span className="hidden text-small text-ink-muted md:block">{o.shop?.name ?? "—"}</span>
                <span className="text-right text-body font-semibold text-ink">
                  {money(o.total)}
                  {o.paidOnline > 0 && <span className="block text-caption font-normal text-ink-muted">{t("admin.cust.paidOnline", { amount: money(o.paidOnline) })}</span>}
                </span>
                <span className="col-span-2 md:col-span-1 md:justify-self-end"><StateBadge state={o.state} /></span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Pager page={page} pages={pages} to={(n) => address({ page: String(n) })} />
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.ord.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.ord.title");
