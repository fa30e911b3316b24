// /admin/counter/new: a sale at the counter (decision 278) — e-shop products of the chosen shop
// and a gift voucher, for the customer named by ?customer= or a walk-in, paid at once (a gift
// voucher, cash, the card terminal) through POST /api/counter/sales. The form carries a key drawn
// by the loader: a double submit is one sale. Refused, it keeps what was typed and names the field.
import { randomBytes } from "node:crypto";
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin-counter-sale";
import { centsOfText } from "../../domain/cents";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { Section } from "../components/admin/customer-record";
import { Notice } from "../components/account/form";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/field";
import { ChevronLeft, Gift, Package, Tag } from "../components/ui/icons";
import { useMoney } from "../components/ui/price";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { formFailure, readForm } from "../lib/forms.server";
import { useT } from "../lib/use-t";

const ID = /^[1-9]\d{0,9}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, url, lang }) => {
    const { shops } = await api.get("/shops");
    const q = url.searchParams;
    const shop = shops.find((s) => String(s.id) === q.get("shop")) ?? shops[0]!;
    const customerId = ID.test(q.get("customer") ?? "") ? q.get("customer")! : "";
    const [{ categories }, offer, customer] = await Promise.all([
      api.get("/eshopcategories", { query: { shopid: shop.artebeauteId } }),
      api.get("/gifts"),
      customerId ? api.get("/customers/{id}/history", { params: { id: customerId }, bearer: token }).then((h) => ({ ...h.history.customer, rewards: h.history.loyalty?.rewards ?? [] })) : null,
    ]);
    const seen = new Set<number>();
    const products = categories.flatMap((c) => c.products).filter((p) => !seen.has(p.id) && seen.add(p.id)).map((p) => ({ id: p.id, name: p.name[lang as keyof typeof p.name] || p.name.fr || "", price: p.price, stock: p.stock }));
    const themes = offer.themes.map((t) => ({ id: t.id, name: t.name[lang as keyof typeof t.name] || t.name.fr || t.id }));
    return data({ shops: shops.map((s) => ({ id: s.id, name: s.publicInfo.name })), shop: { id: shop.id, name: shop.publicInfo.name }, products, themes, customer: customer ? { id: customer.id, name: `${customer.firstname} ${customer.lastname}`.trim(), rewards: customer.rewards } : null, key: randomBytes(12).toString("base64url") }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function action({ request, context }: Route.ActionArgs) {
  const { values, kept } = await readForm(request);
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const money = (name: string) => (values[name] ? (centsOfText(values[name]!) ?? -1) : 0);
    const products = Object.entries(values).flatMap(([k, v]) => (k.startsWith("qty-") && Number(v) > 0 ? [{ id: Number(k.slice(4)), quantity: Number(v) }] : []));
    const voucherAmount = money("voucherAmount");
    const vouchers = values.voucherAmount ? [{ themeId: values.theme ?? "", amount: voucherAmount, recipientName: values.recipient ?? "", recipientEmail: values.recipientEmail || null, message: values.message || null, send: values.send === "on" }] : [];
    const payments = (["cash", "card_terminal"] as const).flatMap((method) => (money(method) !== 0 ? [{ method, amount: money(method) }] : []));
    const voucher = values.payCode ? { code: values.payCode, ...(values.payCodeAmount ? { amount: money("payCodeAmount") } : {}) } : undefined;
    const rewardId = ID.test(values.reward ?? "") ? { rewardId: Number(values.reward) } : {};
    const body = { shopId: Number(values.shop), customerId: values.customer ? Number(values.customer) : null, products, vouchers, payments, ...rewardId, ...(voucher ? { voucher } : {}), key: values.key ?? "", lang: lang as "fr" };
    try {
      const { sale } = await api.post("/counter/sales", { body, bearer: token });
      return redirect(`${adminPath(lang, `/orders/counter/${sale.id}`)}?sold=1`, { headers: ADMIN_HEADERS });
    } catch (err) {
      return formFailure(err, kept);
    }
  });
}

type Result = { errors?: { form?: string; fields: Record<string, string> }; values?: Record<string, string> } | undefined;

export default function AdminCounterSale() {
  const { shops, shop, products, themes, customer, key } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result;
  const { t, lang } = useT();
  const money = useMoney();
  const busy = useNavigation().state === "submitting";
  const fields = result?.errors?.fields ?? {};
  const kept = (name: string) => result?.values?.[name] ?? "";
  // a line or a voucher field refused: the API names it by its place (products.0.quantity, vouchers.0.amount)
  const rewardText = (r: NonNullable<typeof customer>["rewards"][number]["reward"]) =>
    r.type === "amount" ? t("admin.checkout.rewardAmount", { amount: money(r.amount) }) : r.type === "product" ? t("admin.sell.rewardProduct", { name: products.find((p) => p.id === r.articleId)?.name ?? "" }) : t("admin.checkout.rewardService");
  const fieldOf = (prefix: string) => Object.entries(fields).find(([k]) => k.startsWith(prefix))?.[1];
  const select = "min-h-12 rounded-md border border-line-strong bg-page px-3 text-body text-ink hover:border-ink";
  return (
    <div className="flex max-w-3xl flex-col gap-6 p-3 md:p-6">
      <header className="flex flex-col gap-2">
        <Link to={`${adminPath(lang, "/orders")}?kind=counter`} className="inline-flex min-h-10 w-fit items-center gap-1 text-small font-semibold text-ink underline-offset-4 hover:underline">
          <ChevronLeft aria-hidden="true" size={16} />
          {t("admin.sell.back")}
        </Link>
        <h1 className="font-title text-2xl text-ink md:text-3xl">{t("admin.sell.title")}</h1>
        <p className="text-small text-ink-muted">{t("admin.sell.intro")}</p>
        <p className="font-semibold text-ink" data-testid="sale-customer">{customer ? t("admin.sell.for", { name: customer.name }) : t("admin.sell.walkIn")}</p>
      </header>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        {customer && <input type="hidden" name="customer" value={customer.id} />}
        <div className="flex flex-col gap-1.5">
          <label htmlFor="sale-shop" className="text-small font-semibold text-ink">{t("admin.sell.shop")}</label>
          <select id="sale-shop" name="shop" defaultValue={shop.id} className={select}>
            {shops.map((s) => (
              <option key={s.id} value={s.id}>{s.name}</option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">{t("admin.sell.change")}</Button>
      </Form>
      <Form method="post" className="flex flex-col gap-6" data-testid="sale-form">
        <input type="hidden" name="key" value={key} />
        <input type="hidden" name="shop" value={shop.id} />
        {customer && <input type="hidden" name="customer" value={customer.id} />}
        {result?.errors?.form && <Notice>{result.errors.form}</Notice>}
        <Section title={t("admin.sell.products")} icon={Package} id="sale-products">
          {products.length === 0 ? (
            <p className="text-small text-ink-muted">{t("admin.sell.noProducts")}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line">
              {products.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                  <div className="flex min-w-0 flex-col">
                    <span className="font-semibold text-ink">{p.name}</span>
                    <span className="text-small text-ink-muted">{money(p.price)}{p.stock < 999999 ? ` · ${t("admin.sell.left", { count: p.stock })}` : ""}</span>
                  </div>
                  <input type="number" name={`qty-${p.id}`} min={0} max={999} defaultValue={kept(`qty-${p.id}`) || "0"} aria-label={t("admin.sell.quantity", { name: p.name })} className="min-h-12 w-24 rounded-md border border-line-strong bg-page px-3 text-body text-ink" />
                </li>
              ))}
            </ul>
          )}
          {fieldOf("products") && <p className="text-small font-semibold text-danger" role="alert">{fieldOf("products")}</p>}
        </Section>
        <Section title={t("admin.sell.voucher")} icon={Gift} id="sale-voucher">
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label={t("admin.sell.voucherAmount")} hint={t("admin.sell.voucherHint")} name="voucherAmount" inputMode="decimal" defaultValue={kept("voucherAmount")} error={fields["vouchers.0.amount"]} />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="sale-theme" className="text-small font-semibold text-ink">{t("admin.sell.theme")}</label>
              <select id="sale-theme" name="theme" defaultValue={kept("theme")} className={select}>
                {themes.map((th) => (
                  <option key={th.id} value={th.id}>{th.name}</option>
                ))}
              </select>
            </div>
            <TextField label={t("admin.sell.recipient")} name="recipient" autoComplete="off" defaultValue={kept("recipient")} error={fields["vouchers.0.recipientName"]} />
            <TextField label={t("admin.sell.recipientEmail")} name="recipientEmail" type="email" autoComplete="off" defaultValue={kept("recipientEmail")} error={fields["vouchers.0.recipientEmail"]} />
            <TextField label={t("admin.sell.message")} name="message" autoComplete="off" defaultValue={kept("message")} className="md:col-span-2" />
          </div>
          <label className="flex min-h-10 items-center gap-2 text-body text-ink">
            <input type="checkbox" name="send" defaultChecked={kept("send") === "on"} className="size-5" />
            {t("admin.sell.send")}
          </label>
        </Section>
        <Section title={t("admin.sell.pay")} icon={Tag} id="sale-pay">
          <p className="text-small text-ink-muted">{t("admin.sell.payHint")}</p>
          {customer && customer.rewards.length > 0 && (
            <fieldset className="flex flex-col gap-1" aria-describedby={fields.rewardId ? "sale-reward-error" : undefined}>
              <legend className="mb-1 text-small font-semibold text-ink">{t("admin.checkout.rewards")}</legend>
              {[{ id: 0, text: t("admin.sell.rewardNone") }, ...customer.rewards.map((r) => ({ id: r.id, text: rewardText(r.reward) }))].map((r) => (
                <label key={r.id} className="flex min-h-11 cursor-pointer items-center gap-2 text-body text-ink">
                  <input type="radio" name="reward" value={r.id || ""} defaultChecked={(kept("reward") || "") === (r.id ? String(r.id) : "")} className="size-4" data-testid={r.id ? "sale-reward" : undefined} />
                  {r.text}
                </label>
              ))}
              {fields.rewardId && <p id="sale-reward-error" role="alert" className="text-small text-danger" data-field-error="rewardId">{t("admin.sell.rewardRefused")}</p>}
            </fieldset>
          )}
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label={t("admin.sell.payVoucher")} name="payCode" autoComplete="off" defaultValue={kept("payCode")} error={fields["voucher.code"]} />
            <TextField label={t("admin.sell.payVoucherAmount")} name="payCodeAmount" inputMode="decimal" defaultValue={kept("payCodeAmount")} error={fields["voucher.amount"]} />
            <TextField label={t("admin.sell.cash")} name="cash" inputMode="decimal" defaultValue={kept("cash")} error={fields["payments.0.amount"] ?? fields.payments} />
            <TextField label={t("admin.sell.card")} name="card_terminal" inputMode="decimal" defaultValue={kept("card_terminal")} error={fields["payments.1.amount"]} />
          </div>
        </Section>
        <Button type="submit" busy={busy} busyLabel={t("admin.sell.busy")} className="self-start">{t("admin.sell.submit")}</Button>
      </Form>
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.sell.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.sell.title");
