// /admin/orders/:kind/:id: one order with its contents, payments and refunds (GET
// /api/orders/{kind}/{id}); an e-shop order's next steps are buttons (PUT
// /api/eshop/orders/{id}/status), the customer mailed at each (decision 276); a sale at the
// counter shows what the counter took and gives money back (POST /api/counter/sales/{id}/refunds,
// decision 278). Plain forms.
import { randomBytes } from "node:crypto";
import { data, Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { centsOfText } from "../../domain/cents";
import { CounterSale } from "../components/admin/counter-sale";
import type { Route } from "./+types/admin-order";
import { ORDER_KINDS } from "../../domain/order-kinds";
import { nextSteps } from "../../domain/eshop-status";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { Section, StateBadge, useDates } from "../components/admin/customer-record";
import { Notice } from "../components/account/form";
import { Button } from "../components/ui/button";
import { ChevronLeft, CircleUser, Package, PackageCheck, Tag, Truck } from "../components/ui/icons";
import { listClass } from "../components/ui/list-row";
import { useMoney } from "../components/ui/price";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { isApiFailure } from "../lib/api";
import { formFailure, readForm } from "../lib/forms.server";
import { useT, type TKey } from "../lib/use-t";

const valid = (params: { kind?: string; id?: string }) => (ORDER_KINDS as readonly string[]).includes(params.kind ?? "") && /^[1-9]\d{0,9}$/.test(params.id ?? "");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!valid(params)) throw data({ type: "not-found" }, { status: 404 });
  return asCompanyUser(request, context, async ({ api, token, url }) => {
    const [{ order }, { shops }] = await Promise.all([api.get("/orders/{kind}/{id}", { params: { kind: params.kind as (typeof ORDER_KINDS)[number], id: params.id }, bearer: token }), api.get("/shops")]);
    const moved = url.searchParams.get("moved");
    return data({ order, timeZone: shops[0]?.timeZone ?? "UTC", moved, refundKey: randomBytes(12).toString("base64url") }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function action({ request, context, params }: Route.ActionArgs) {
  const { values, kept } = await readForm(request);
  if (!valid(params)) throw data({ type: "not-found" }, { status: 404 });
  if (params.kind === "counter" && values.intent === "refund") {
    return asCompanyUser(request, context, async ({ api, token }) => {
      const body = { method: values.method === "card_terminal" ? ("card_terminal" as const) : ("cash" as const), amount: centsOfText(values.amount ?? "") ?? 0, key: values.key ?? "" };
      try {
        const { refund } = await api.post("/counter/sales/{id}/refunds", { params: { id: params.id }, body, bearer: token });
        return data({ refunded: refund.amount });
      } catch (err) {
        return formFailure(err, kept);
      }
    });
  }
  if (params.kind !== "eshop") throw data({ type: "not-found" }, { status: 404 });
  return asCompanyUser(request, context, async ({ api, token }) => {
    const status = values.status as "ready" | "shipped" | "collected";
    try {
      await api.put("/eshop/orders/{id}/status", { params: { id: params.id }, body: { status }, bearer: token });
      return data({ moved: status });
    } catch (err) {
      if (isApiFailure(err) && (err.status === 409 || err.status === 400)) return data({ refused: true }, { status: err.status });
      throw err;
    }
  });
}

const STEP_ICONS = { ready: PackageCheck, shipped: Truck, collected: Package } as const;

export default function AdminOrder() {
  const { order, timeZone, refundKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { moved?: string; refused?: boolean; refunded?: number; errors?: { form?: string; fields: Record<string, string> }; values?: Record<string, string> } | undefined;
  const { t, lang } = useT();
  const money = useMoney();
  const dates = useDates(timeZone);
  const navigation = useNavigation();
  const sold = useLocation().search.includes("sold=1") && !result;
  const steps = order.kind === "eshop" && order.fulfilment ? nextSteps(order.fulfilment, order.state as Parameters<typeof nextSteps>[1]) : [];
  return (
    <div className="flex max-w-4xl flex-col gap-6 p-3 md:p-6">
      <Link to={`${adminPath(lang, "/orders")}?kind=${order.kind}`} className="inline-flex min-h-10 w-fit items-center gap-1 text-small font-semibold text-ink underline-offset-4 hover:underline">
        <ChevronLeft aria-hidden="true" size={16} />
        {t("admin.ord.back")}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-caption font-semibold uppercase tracking-[0.08em] text-ink-muted">{t(`admin.ord.kind.${order.kind}` as TKey)}</p>
          <h1 className="break-all font-title text-2xl text-ink md:text-3xl">{t("admin.ord.page", { ref: order.reference })}</h1>
          <p className="text-small text-ink-muted">
            {t("admin.ord.placed", { date: dates.at(order.createdAt) })}
            {order.shop && ` · ${order.shop.name}`}
            {order.fulfilment && ` · ${t(order.fulfilment === "pickup" ? "admin.cust.pickup" : "admin.cust.delivery")}`}
          </p>
        </div>
        <StateBadge state={order.state} testId="order-state" />
      </header>
      <div role="status" className="empty:hidden">
        {result?.moved && <Notice tone="success">{t("admin.ord.stepDone", { state: t(`admin.orderState.${result.moved}` as TKey) })}</Notice>}
        {result?.refunded !== undefined && <Notice tone="success">{t("admin.ord.refundDone", { amount: money(result.refunded) })}</Notice>}
        {sold && <Notice tone="success">{t("admin.sell.done", { ref: order.reference })}</Notice>}
      </div>
      {result?.refused && <Notice>{t("admin.ord.stepRefused")}</Notice>}
      {order.customer && (
        <Link to={adminPath(lang, `/customers/${order.customer.id}`)} className="inline-flex w-fit items-center gap-2 text-body font-semibold text-ink underline underline-offset-4">
          <CircleUser aria-hidden="true" size={18} />
          {t("admin.ord.customerLink", { name: order.customer.name })}
        </Link>
      )}
      {order.kind === "eshop" && (
        <Section title={t("admin.ord.steps")} icon={Truck} id="order-steps">
          {steps.length > 0 ? (
            <>
              <p className="text-small text-ink-muted">{t("admin.ord.stepsHint")}</p>
              <Form method="post" className="flex flex-wrap gap-2">
                {steps.map((s, i) => (
                  <Button key={s} type="submit" name="status" value={s} variant={i === 0 ? "primary" : "secondary"} size="sm" icon={STEP_ICONS[s]} busy={navigation.state === "submitting" && navigation.formData?.get("status") === s} busyLabel={t("admin.ord.stepBusy")}>
                    {t(`admin.ord.step.${s}` as TKey)}
                  </Button>
                ))}
              </Form>
            </>
          ) : (
            <p className="text-small text-ink-muted">{t("admin.ord.noStep")}</p>
          )}
        </Section>
      )}
      <Section title={t("admin.ord.lines")} icon={Tag} id="order-lines">
        <ul className={listClass}>
          {order.lines.map((l, i) => (
            <li key={i} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="flex min-w-0 flex-col">
                <p className="break-all font-semibold text-ink">{l.label}</p>
                {l.detail && <p className="text-small text-ink-muted">{order.kind === "booking" ? dates.at(l.detail) : l.detail}</p>}
              </div>
              <p className="font-semibold text-ink">{money(l.amount)}</p>
            </li>
          ))}
        </ul>
        <p className="border-t border-line pt-3 text-small text-ink">{t("admin.ord.totals", { total: money(order.total), online: money(order.paidOnline), refunded: money(order.refunded) })}</p>
      </Section>
      {order.counter && <CounterSale counter={order.counter} refundKey={refundKey} at={dates.at} error={result?.errors ? (result.errors.fields.amount ?? result.errors.form) : undefined} kept={result?.values} />}
      {!order.counter && (
      <div className="grid gap-6 md:grid-cols-2">
        <Section title={t("admin.ord.payments")} icon={Package} id="order-payments">
          {order.payments.length === 0 ? (
            <p className="text-small text-ink-muted">{t("admin.ord.noPayments")}</p>
          ) : (
            <ul className={listClass} data-testid="order-payments">
              {order.payments.map((p) => (
                <li key={p.id} className="flex flex-col gap-0.5 py-3">
                  <p className="font-semibold text-ink">{t(`admin.ord.pay.${p.status}` as TKey)}</p>
                  <p className="text-small text-ink-muted">{t("admin.ord.payLine", { provider: p.provider, amount: money(p.captured), asked: money(p.amount) })}</p>
                  <p className="text-small text-ink-muted">{dates.at(p.paidAt ?? p.createdAt)}</p>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t("admin.ord.refunds")} icon={Package} id="order-refunds">
          {order.refunds.length === 0 ? (
            <p className="text-small text-ink-muted">{t("admin.ord.noRefunds")}</p>
          ) : (
            <ul className={listClass} data-testid="order-refunds">
              {order.refunds.map((r) => (
                <li key={r.id} className="flex flex-col gap-0.5 py-3">
                  <p className="font-semibold text-ink">{money(r.amount)} · {t(`admin.ord.ref.${r.status}` as TKey)}</p>
                  <p className="text-small text-ink-muted">{t(`admin.ord.reason.${r.reason}` as TKey)} · {dates.at(r.createdAt)}</p>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      )}
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.ord.pageTitle");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.ord.pageTitle");
