// /panier: the product basket and its checkout (spec §2, §4 'Product cart'): each product with
// its quantity (bounded by what the shop holds), removal, the total; then click & collect at the
// shop or delivery to an address, and payment through the business's provider. The server prices
// the order again and takes the stock with it; a guest signs in first and finds the basket kept.
import { MapPin, ShoppingBag, Trash2, Truck } from "../components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { Form, Link, redirect, useFetcher, useNavigation } from "react-router";
import type { Route } from "./+types/panier";
import { inLanguage, localise } from "../../domain/catalogue";
import { eshopTotals, type Fulfilment } from "../../domain/eshop-order";
import { productCartEvents } from "../../domain/product-cart";
import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";
import { fieldError, Notice } from "../components/account/form";
import { BookingDiscounts, DiscountLines, type AskedDiscounts } from "../components/booking/booking-discounts";
import { IdentifyStep } from "../components/booking/identify";
import type { loader as quoteLoader } from "./basket-quote";
import { OpeningHours } from "../components/catalogue/opening-hours";
import { Picture } from "../components/catalogue/picture";
import { ProviderFields, ProviderPost } from "../components/payment/provider-step";
import { Button, IconButton } from "../components/ui/button";
import { SegmentedChoice } from "../components/ui/chip";
import { EmptyState } from "../components/ui/empty-state";
import { TextField } from "../components/ui/field";
import { listClass } from "../components/ui/list-row";
import { useMoney } from "../components/ui/price";
import { SkeletonListRow } from "../components/ui/skeleton";
import { StickyActionBar } from "../components/ui/sticky-action-bar";
import { toLogin } from "../lib/account-paths";
import { isApiFailure } from "../lib/api";
import { eshopPage } from "../lib/eshop.server";
import { formFailure, formValues } from "../lib/forms.server";
import { requireModule } from "../lib/modules.server";
import { pageRequest } from "../lib/page.server";
import { pageFrame } from "../lib/frame.server";
import { productCart, useProductCart } from "../lib/product-cart-store";
import { pageMeta } from "../lib/seo";
import { useShell } from "../lib/shell-data";
import { useT } from "../lib/use-t";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireModule(request, context, (m) => m.eshop);
  const [{ shop, categories, company, lang, alike }, frame] = await Promise.all([eshopPage(request, context), pageFrame(request, context)]);
  // the basket's lines are the browser's: the page drawn is the shop's (kept as the e-shop's page is)
  if (alike) context.keepAlike?.();
  // what a basket's line draws of its product, in the page's language: its first picture, not the shelves' texts
  const products = Object.fromEntries(categories.flatMap((c) => c.products).map((p) => [p.id, inLanguage({ slug: p.slug, name: p.name, images: p.images.slice(0, 1), price: p.price, vat: p.vat, stock: p.stock }, lang)]));
  // the pickup shop's hours this week, from the layout's frame (worked out once a minute)
  const week = (shop && frame.weeks[shop.artebeauteId]?.week) ?? null;
  // the shop as the page names it; its usual hours only when this week's are not known (one or the other is drawn)
  const pickup = shop && { artebeauteId: shop.artebeauteId, name: shop.name, address: shop.address, openingHours: week ? undefined : shop.openingHours };
  return { shop: pickup, products, delivery: company.settings.booker.products.delivery, week };
}

const ADDRESS = ["name", "address", "zipcode", "city", "country", "phone"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  requireModule(request, context, (m) => m.eshop);
  const { api, lang, session } = pageRequest(request, context);
  if (!session.customerToken) throw redirect(toLogin(lang, localePath("/panier", lang as Lang)));
  const values = await formValues(request);
  const fulfilment = values.fulfilment === "delivery" ? "delivery" : "pickup";
  let lines: { id: number; quantity: number }[] = [];
  try {
    lines = (JSON.parse(values.lines ?? "[]") as [number, number][]).map(([id, quantity]) => ({ id, quantity }));
  } catch {
    lines = [];
  }
  try {
    // the basket kept on the server ends with this order's payment
    const me = (await api.get("/users/me")).user.id;
    const [tracked] = await api.get("/carts-tracking", { query: { type: "products", customerId: String(me), status: "pending" } });
    const started = await api.post("/eshop/checkout", {
      body: {
        cartId: tracked?.id ?? null,
        shopId: values.shopId ?? "",
        lines,
        fulfilment,
        address: fulfilment === "delivery" ? Object.fromEntries(ADDRESS.map((k) => [k, (values[k] ?? "").trim()])) as { name: string; address: string; zipcode: string; city: string; country: string; phone: string } : null,
        couponCode: values.couponCode || null,
        rewardId: values.rewardId && /^\d+$/.test(values.rewardId) ? Number(values.rewardId) : null,
        voucherCodes: values.voucherCodes ? values.voucherCodes.split(",").slice(0, 3) : null,
        // what the page showed the card would pay: the server refuses the order if its own figure differs
        ...(values.toPay && /^\d+$/.test(values.toPay) ? { prices: { toPay: Number(values.toPay) } } : {}),
      },
    });
    const step = started.result.browser;
    if (step.kind === "redirect") throw redirect(step.url);
    if (step.kind === "form-post") return { post: step, errors: undefined };
    if (step.kind === "hosted-fields") return { fields: step, amount: started.prices.toPay, heldUntil: started.result.heldUntil, errors: undefined };
    throw redirect(`${localePath("/boutique/commande", lang as Lang)}?order=${started.order.id}`);
  } catch (err) {
    if (isApiFailure(err) && err.status === 401) throw redirect(toLogin(lang, localePath("/panier", lang as Lang)));
    return formFailure(err, Object.fromEntries(ADDRESS.map((k) => [k, values[k] ?? ""])));
  }
}

export default function Panier({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const money = useMoney();
  const { customer } = useShell();
  const { shop, products, delivery, week } = loaderData;
  const cart = useProductCart();
  const navigation = useNavigation();
  const [mounted, setMounted] = useState(false);
  const [fulfilment, setFulfilment] = useState<Fulfilment>("pickup");
  const [identifying, setIdentifying] = useState(false);
  const [asked, setAsked] = useState<AskedDiscounts>({ couponCode: null, rewardId: null, voucherCodes: [] });
  const quote = useFetcher<typeof quoteLoader>();
  const payButton = useRef<HTMLButtonElement>(null);
  useEffect(() => setMounted(true), []);
  // A guest's code accepted: the sign-in form goes, and the focus goes on to what comes next, paying.
  useEffect(() => {
    if (customer && identifying) payButton.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customer?.id]);

  const errors = actionData && "errors" in actionData ? actionData.errors : undefined;
  const kept = (actionData && "values" in actionData ? (actionData.values as Record<string, string>) : undefined) ?? {};
  const paying = actionData && "fields" in actionData && actionData.fields ? actionData : null;
  // the basket's lines at the shop's current price and stock; a product it no longer sells is said and left out
  const lines = cart.lines.map((l) => ({ line: l, product: cart.shopId === shop?.artebeauteId ? products[l.id] : undefined }));
  const sold = lines.filter((x) => x.product).map((x) => ({ ...x, product: x.product! }));
  const gone = lines.filter((x) => !x.product);
  const totals = sold.length ? eshopTotals(sold.map(({ line, product }) => ({ articleId: line.id, unitPrice: product.price, quantity: Math.min(line.quantity, product.stock), vat: product.vat })), fulfilment, delivery) : null;
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  // a signed-in customer's price with its discounts, asked again whenever the basket or a choice changes
  const quoteKey = totals && shop && customer ? new URLSearchParams({ shopId: shop.artebeauteId, lines: totals.lines.map((l) => `${l.articleId}:${l.quantity}`).join(","), fulfilment, couponCode: asked.couponCode ?? "", rewardId: asked.rewardId ? String(asked.rewardId) : "", voucherCodes: asked.voucherCodes.join(",") }).toString() : null;
  useEffect(() => {
    if (quoteKey) quote.load(`${localePath("/panier/quote", lang as Lang)}?${quoteKey}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quoteKey]);
  const quoted = quote.data?.prices ? quote.data : null;
  const toPay = quoted?.prices?.toPay ?? totals?.total ?? 0;
  const pricing = quote.state !== "idle";
  const refusal = errors?.form ?? Object.entries(errors?.fields ?? {}).find(([k]) => k.startsWith("lines."))?.[1];

  if (!mounted) {
    return (
      <div className="flex max-w-3xl flex-col gap-6">
        <h1 className="font-title text-h1">{t("shell.cartPage")}</h1>
        <SkeletonListRow />
        <SkeletonListRow />
      </div>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <div className="flex max-w-3xl flex-col gap-6">
        <h1 className="font-title text-h1">{t("shell.cartPage")}</h1>
        <EmptyState icon={ShoppingBag} title={t("eshop.basket.empty")} action={<Button to={localePath("/boutique", lang as Lang)}>{t("eshop.basket.browse")}</Button>} />
      </div>
    );
  }
  if (paying) {
    return (
      <div className="flex max-w-xl flex-col gap-6">
        <h1 className="font-title text-h1">{t("shell.cartPage")}</h1>
        <ProviderFields step={paying.fields} amount={money(paying.amount)} heldUntil={paying.heldUntil} />
      </div>
    );
  }
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      {actionData && "post" in actionData && actionData.post && <ProviderPost step={actionData.post} />}
      <div className="flex min-w-0 flex-col gap-6">
        <h1 className="font-title text-h1">{t("shell.cartPage")}</h1>
        {shop && <p className="text-small text-ink-muted">{t("eshop.basket.shop", { shop: shop.name })}</p>}
        <Notice>{refusal}</Notice>
        {gone.length > 0 && <Notice tone="info">{t("eshop.basket.gone", { names: gone.map((g) => localise(g.line.name, lang as Lang)).join(", ") })}</Notice>}
        <ul className={listClass} data-testid="basket-lines">
          {sold.map(({ line, product }) => {
            const name = localise(product.name, lang as Lang);
            return (
              <li key={line.id} className="flex gap-4 py-4" data-testid="basket-line">
                {product.images[0] ? <Picture image={product.images[0]} lang={lang as Lang} sizes="6rem" decorative className="size-20 shrink-0 rounded-md object-cover sm:size-24" /> : <span className="size-20 shrink-0 rounded-md bg-surface-soft sm:size-24" />}
                <div className="flex min-w-0 flex-1 flex-col gap-2">
                  <div className="flex items-start justify-between gap-3">
                    <Link to={`${localePath(`/boutique/article/${product.slug}`, lang as Lang)}?shop=${encodeURIComponent(shop!.artebeauteId)}`} className="font-semibold leading-snug">
                      {name}
                    </Link>
                    <span className="font-semibold" data-numeric="" data-testid="basket-line-total">
                      {money(product.price * Math.min(line.quantity, product.stock))}
                    </span>
                  </div>
                  <span className="text-small text-ink-muted" data-numeric="">
                    {money(product.price)}
                  </span>
                  <div className="flex items-center justify-between gap-2">
                    <label className="flex items-center gap-2 text-small">
                      <span>{t("eshop.quantity")}</span>
                      <select
                        value={Math.min(line.quantity, product.stock)}
                        onChange={(e) => productCart.dispatch(productCartEvents.setQuantity(line.id, Number(e.target.value), product.stock))}
                        className="min-h-11 rounded-md border border-line-strong bg-page px-3"
                        data-testid="basket-quantity-select"
                      >
                        {Array.from({ length: Math.min(product.stock, 20, Math.max(line.quantity, 10)) }, (_, i) => i + 1).map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </select>
                    </label>
                    {line.quantity >= product.stock && (
                      <span className="text-caption font-semibold text-accent-ink" data-testid="stock-limit">
                        {t("eshop.stock.low", { count: product.stock })}
                      </span>
                    )}
                    <IconButton icon={Trash2} size={18} label={t("eshop.basket.remove", { name })} onClick={() => productCart.dispatch(productCartEvents.remove(line.id, -1))} data-testid="basket-remove" />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </div>

      {totals && shop && (
        <Form method="post" noValidate className="flex flex-col gap-5 rounded-xl border border-line p-5 md:p-6" data-testid="checkout">
          <input type="hidden" name="shopId" value={shop.artebeauteId} />
          <input type="hidden" name="lines" value={JSON.stringify(totals.lines.map((l) => [l.articleId, l.quantity]))} />
          <input type="hidden" name="toPay" value={toPay} />
          <input type="hidden" name="couponCode" value={quoted?.asked?.couponCode ?? ""} />
          <input type="hidden" name="rewardId" value={quoted?.asked?.rewardId ?? ""} />
          <input type="hidden" name="voucherCodes" value={(quoted?.asked?.voucherCodes ?? []).join(",")} />
          {/* the choice's legend is its title: a heading beside it would have the same words read twice */}
          {delivery.active ? (
            <SegmentedChoice
              name="fulfilment"
              legend={t("eshop.fulfilment")}
              legendAs="title"
              value={fulfilment}
              onChange={(v) => setFulfilment(v as Fulfilment)}
              choices={[
                { value: "pickup", label: t("eshop.pickup") },
                { value: "delivery", label: t("eshop.deliver") },
              ]}
            />
          ) : (
            <>
              <h2 className="font-title text-h3 font-semibold">{t("eshop.fulfilment")}</h2>
              <input type="hidden" name="fulfilment" value="pickup" />
            </>
          )}
          {fulfilment === "pickup" && (
            <div className="flex flex-col gap-3 text-small" data-testid="pickup">
              <p className="flex items-start gap-3">
                <MapPin aria-hidden="true" size={18} className="mt-0.5 shrink-0" />
                <span>{t("eshop.pickupAt", { shop: shop.name, address: `${shop.address.address}, ${shop.address.zipcode} ${shop.address.city}` })}</span>
              </p>
              {/* when it can be collected: the shop's opening hours this week */}
              <details className="rounded-md bg-surface-soft px-3 py-2">
                <summary className="cursor-pointer font-semibold">{t("eshop.hours")}</summary>
                <div className="mt-2">
                  <OpeningHours hours={shop.openingHours} week={week ?? undefined} lang={lang as Lang} />
                </div>
              </details>
            </div>
          )}
          {/* kept in the page while collecting, so going back to delivery finds the address as typed */}
          {delivery.active && (
            <fieldset className="flex flex-col gap-3" hidden={fulfilment !== "delivery"} disabled={fulfilment !== "delivery"} data-testid="delivery-address">
              <legend className="mb-2 flex items-center gap-2 text-small font-semibold">
                <Truck aria-hidden="true" size={18} />
                {t("eshop.address")}
              </legend>
              <TextField name="name" label={t("eshop.address.name")} required autoComplete="name" defaultValue={kept.name || [customer?.firstname, customer?.lastname].filter(Boolean).join(" ")} error={fieldError(errors?.fields["address.name"], t)} />
              <TextField name="address" label={t("eshop.address.street")} required autoComplete="street-address" defaultValue={kept.address} error={fieldError(errors?.fields["address.address"], t)} />
              <div className="grid grid-cols-[8rem_1fr] gap-3">
                <TextField name="zipcode" label={t("eshop.address.zipcode")} required autoComplete="postal-code" defaultValue={kept.zipcode} error={fieldError(errors?.fields["address.zipcode"], t)} />
                <TextField name="city" label={t("eshop.address.city")} required autoComplete="address-level2" defaultValue={kept.city} error={fieldError(errors?.fields["address.city"], t)} />
              </div>
              <TextField name="country" label={t("eshop.address.country")} required autoComplete="country-name" defaultValue={kept.country || "France"} error={fieldError(errors?.fields["address.country"], t)} />
              <TextField name="phone" type="tel" label={t("eshop.address.phone")} autoComplete="tel" defaultValue={kept.phone || customer?.phone || ""} />
            </fieldset>
          )}
          {/* with a coupon or a reward, the discount lines below say the subtotal: collected, nothing is left to list here */}
          {(!(quoted?.discounts?.coupon || quoted?.discounts?.reward) || fulfilment === "delivery") && (
          <dl className="flex flex-col gap-2 border-t border-line pt-4" data-numeric="" data-testid="basket-totals">
            {!(quoted?.discounts?.coupon || quoted?.discounts?.reward) && (
              <div className="flex justify-between">
                <dt>{t("eshop.subtotal")}</dt>
                <dd>{money(totals.subtotal)}</dd>
              </div>
            )}
            {fulfilment === "delivery" && (
              <div className="flex justify-between">
                <dt>{t("eshop.delivery")}</dt>
                <dd>{totals.deliveryPrice ? money(totals.deliveryPrice) : t("eshop.free")}</dd>
              </div>
            )}
            {fulfilment === "delivery" && delivery.freeFrom != null && totals.deliveryPrice > 0 && <p className="text-caption text-ink-muted">{t("eshop.freeFrom", { amount: money(delivery.freeFrom) })}</p>}
          </dl>
          )}
          {customer && <DiscountLines discounts={quoted?.discounts} />}
          {quote.state === "idle" && quote.data && "failed" in quote.data && <Notice>{quote.data.failed}</Notice>}
          {/* said again whenever a quantity, the way to collect or a discount changes it */}
          <p className="flex justify-between text-lead font-semibold" data-numeric="" aria-live="polite" aria-atomic="true" data-testid="basket-total-line">
            <span>{t("eshop.total")}</span>
            <span data-testid="basket-total">{money(toPay)}</span>
          </p>
          {customer && <BookingDiscounts quote={quote.data} busy={pricing} asked={asked} onAsk={setAsked} />}
          <StickyActionBar
            testId="checkout-bar"
            summary={
              <span className="flex flex-col md:hidden">
                <span className="text-ink-muted">{t("eshop.total")}</span>
                <span className="font-semibold" data-numeric="">
                  {money(toPay)}
                </span>
              </span>
            }
            action={
              customer ? (
                <Button ref={payButton} type="submit" busy={busy || pricing} disabled={busy || pricing} data-testid="checkout-pay" fullWidth>
                  {t("eshop.pay", { amount: money(toPay) })}
                </Button>
              ) : (
                <Button onClick={() => setIdentifying(true)} data-testid="checkout-pay" fullWidth>
                  {t("eshop.signInToPay")}
                </Button>
              )
            }
          />
        </Form>
      )}
      {/* a guest gets a code by e-mail or SMS right here (an account is made if none): the basket waits */}
      {totals && !customer && identifying && (
        <div className="rounded-xl border border-line p-5 md:p-6 lg:col-start-2">
          <IdentifyStep signInHref={toLogin(lang, localePath("/panier", lang as Lang))} onBack={() => setIdentifying(false)} words={{ hint: "eshop.identify.hint", back: "eshop.identify.back" }} />
        </div>
      )}
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "shell.cartPage"), { name: "robots", content: "noindex" }];
}
