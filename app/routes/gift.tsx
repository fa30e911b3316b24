// /gift (and /bonscadeaux): buying a gift voucher for someone, and checking one's code (spec §2,
// §7 'Gifts'). In the layout when the module is on (404 otherwise). The buyer chooses a theme, an
// amount or a service, the recipient, a message and a sending day; a live preview shows the
// voucher. Paying needs an account: a guest is sent to sign in and comes back to the form as they
// left it (its values ride in the address). The price is the server's; the browser goes to the
// business's payment provider and comes back to /gift/merci.
import { CalendarDays, Gift, Search } from "../components/ui/icons";
import { useState } from "react";
import { Form, Link, redirect, useFetcher, useNavigation } from "react-router";
import type { Route } from "./+types/gift";
import { localise } from "../../domain/catalogue";
import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";
import { fieldError, Notice } from "../components/account/form";
import { ProviderFields, ProviderPost } from "../components/payment/provider-step";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { cx } from "../components/ui/cx";
import { SegmentedChoice } from "../components/ui/chip";
import { TextArea, TextField } from "../components/ui/field";
import { StickyActionBar } from "../components/ui/sticky-action-bar";
import { useMoney } from "../components/ui/price";
import { toLogin } from "../lib/account-paths";
import { isApiFailure } from "../lib/api";
import { formFailure, formValues } from "../lib/forms.server";
import { ISO } from "../lib/i18n";
import { requireModule } from "../lib/modules.server";
import { pageRequest } from "../lib/page.server";
import { pageMeta } from "../lib/seo";
import { useShell } from "../lib/shell-data";
import { useT } from "../lib/use-t";

/** The form's fields, as posted and as carried through the sign-in page. */
const FIELDS = ["themeId", "kind", "amount", "otherAmount", "serviceId", "recipientName", "recipientEmail", "message", "deliverOn"] as const;
type Values = Partial<Record<(typeof FIELDS)[number], string>>;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireModule(request, context, (m) => m.gift);
  const { api, url } = pageRequest(request, context);
  const offer = await api.get("/gifts");
  const kept: Values = Object.fromEntries(FIELDS.flatMap((k) => (url.searchParams.has(k) ? [[k, url.searchParams.get(k)!.slice(0, 500)]] : [])));
  const asked = await askedCode(api, url.searchParams.get("code"));
  // the offer is the business's, alike for every visitor without a session (kept a minute); a
  // voucher's balance, asked by its code, is drawn fresh each time
  if (!asked) context.keepAlike?.();
  return { offer, kept, asked };
}

/** The code of a voucher's QR code (`/gift?code=…`), checked at once so the recipient sees what it holds. */
async function askedCode(api: ReturnType<typeof pageRequest>["api"], raw: string | null): Promise<{ code: string; check: CheckAnswer | null } | null> {
  const code = raw?.trim().slice(0, 60);
  if (!code) return null;
  try {
    const { voucher } = await api.get("/gifts/check/{code}", { params: { code } });
    return { code, check: voucher };
  } catch {
    return { code, check: null };
  }
}

/** The cents the form asks for: a preset, or the free amount typed in whole units. */
function chosenAmount(values: Values): number | null {
  if (values.kind === "service") return null;
  if (values.amount && values.amount !== "other") return Number(values.amount);
  const typed = Number(String(values.otherAmount ?? "").replace(",", "."));
  return Number.isFinite(typed) && typed > 0 ? Math.round(typed * 100) : NaN;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireModule(request, context, (m) => m.gift);
  const { api, lang, session } = pageRequest(request, context);
  const values = (await formValues(request)) as Values & { intent?: string; code?: string };
  if (values.intent === "check") {
    try {
      const { voucher } = await api.get("/gifts/check/{code}", { params: { code: (values.code ?? "").trim() || "-" } });
      return { check: voucher, errors: undefined };
    } catch (err) {
      return formFailure(err, { code: values.code ?? "" }, { check: null });
    }
  }
  const kept = Object.fromEntries(FIELDS.flatMap((k) => (values[k] ? [[k, values[k]!]] : []))) as Values;
  // a guest signs in first and comes back to the form as they left it
  if (!session.customerToken) throw redirect(toLogin(lang, `${localePath("/gift", lang as Lang)}?${new URLSearchParams(kept)}`));
  try {
    const amount = chosenAmount(values);
    const started = await api.post("/gifts", {
      body: {
        themeId: values.themeId ?? "",
        amount: amount === null ? null : Number.isNaN(amount) ? -1 : amount,
        serviceId: values.kind === "service" ? Number(values.serviceId) || -1 : null,
        recipient: { name: (values.recipientName ?? "").trim(), email: (values.recipientEmail ?? "").trim() },
        message: values.message?.trim() || null,
        deliverOn: values.deliverOn || null,
      },
    });
    const step = started.result.browser;
    if (step.kind === "redirect") throw redirect(step.url);
    if (step.kind === "form-post") return { post: step, errors: undefined };
    if (step.kind === "hosted-fields") return { fields: step, amount: started.prices.amount, errors: undefined };
    throw redirect(`${localePath("/gift/merci", lang as Lang)}?voucher=${started.voucherId}`);
  } catch (err) {
    if (isApiFailure(err) && err.status === 401) throw redirect(toLogin(lang, `${localePath("/gift", lang as Lang)}?${new URLSearchParams(kept)}`));
    return formFailure(err, kept as Record<string, string>);
  }
}

export default function GiftPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { offer, kept, asked } = loaderData;
  const { lang, customer, company } = useShell();
  const money = useMoney();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post" && navigation.formData?.get("intent") !== "check";
  const sent = (actionData && "values" in actionData ? (actionData.values as Values) : undefined) ?? kept;
  const errors = actionData && "errors" in actionData ? actionData.errors : undefined;

  const [themeId, setThemeId] = useState(sent.themeId && offer.themes.some((th) => th.id === sent.themeId) ? sent.themeId : (offer.themes[0]?.id ?? ""));
  const [kind, setKind] = useState<"amount" | "service">(sent.kind === "service" && offer.services.length ? "service" : "amount");
  const [amount, setAmount] = useState(sent.amount ?? String(offer.amounts[1] ?? offer.amounts[0] ?? "other"));
  const [otherAmount, setOtherAmount] = useState(sent.otherAmount ?? "");
  const [serviceId, setServiceId] = useState(sent.serviceId ?? "");
  const [recipientName, setRecipientName] = useState(sent.recipientName ?? "");
  const [message, setMessage] = useState(sent.message ?? "");

  const theme = offer.themes.find((th) => th.id === themeId) ?? offer.themes[0];
  const service = offer.services.find((s) => String(s.id) === serviceId);
  const cents = kind === "service" ? (service?.price ?? null) : chosenAmount({ kind, amount, otherAmount });
  const price = cents != null && Number.isFinite(cents) && cents >= offer.minAmount && (kind === "service" || cents <= offer.maxAmount) ? cents : null;
  const fieldErr = (name: string) => fieldError(errors?.fields[name], t);
  const paying = actionData && "fields" in actionData && actionData.fields ? actionData : null;

  return (
    <div className="flex flex-col gap-10">
      <header className="flex max-w-2xl flex-col gap-3">
        <h1 className="font-title text-h1">{t("gift.title")}</h1>
        <p className="text-body text-ink-muted">{t("gift.intro")}</p>
      </header>

      {actionData && "post" in actionData && actionData.post && <ProviderPost step={actionData.post} />}
      {paying ? (
        <Card className="max-w-xl">
          <ProviderFields step={paying.fields} amount={money(paying.amount)} heldUntil={null} />
        </Card>
      ) : (
        <Form method="post" className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start" data-testid="gift-form">
          <div className="flex min-w-0 flex-col gap-10">
            <Notice>{errors?.form}</Notice>
            <fieldset className="min-w-0">
              <legend className="mb-4 font-title text-h3 font-semibold">{t("gift.theme")}</legend>
              <div className="vt-scroll-row -mx-gutter grid auto-cols-[11rem] grid-flow-col gap-3 px-gutter py-1 sm:mx-0 sm:grid-flow-row sm:grid-cols-3 sm:px-0" data-testid="gift-themes">
                {offer.themes.map((th) => (
                  <label key={th.id} className="group relative cursor-pointer">
                    <input type="radio" name="themeId" value={th.id} checked={th.id === themeId} onChange={() => setThemeId(th.id)} className="peer sr-only" />
                    <span className="block overflow-hidden rounded-lg border-2 border-transparent ring-1 ring-line transition peer-checked:border-button peer-checked:ring-0 peer-focus-visible:outline-[2.5px] peer-focus-visible:outline-solid peer-focus-visible:outline-focus peer-focus-visible:outline-offset-2">
                      <img src={th.image} alt="" width={320} height={213} loading="lazy" className="aspect-[3/2] w-full object-cover transition duration-300 group-hover:scale-[1.03]" />
                      <span className="block px-3 py-2 text-small font-semibold">{localise(th.name, lang)}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>

            <section aria-labelledby="gift-value" className="flex flex-col gap-5">
              <h2 id="gift-value" className="font-title text-h3 font-semibold">
                {t("gift.value")}
              </h2>
              {offer.services.length > 0 && (
                <SegmentedChoice
                  name="kind"
                  // not the heading's words again: a screen reader would read them twice
                  legend={t("gift.kind")}
                  hideLegend
                  value={kind}
                  onChange={(v) => setKind(v as "amount" | "service")}
                  choices={[
                    { value: "amount", label: t("gift.kind.amount") },
                    { value: "service", label: t("gift.kind.service") },
                  ]}
                />
              )}
              {offer.services.length === 0 && <input type="hidden" name="kind" value="amount" />}
              {kind === "amount" ? (
                <div className="flex flex-col gap-4">
                  <SegmentedChoice
                    name="amount"
                    legend={t("gift.kind.amount")}
                    hideLegend
                    value={amount}
                    onChange={setAmount}
                    choices={[...offer.amounts.map((a) => ({ value: String(a), label: money(a) })), { value: "other", label: t("gift.amount.other") }]}
                  />
                  {amount === "other" && (
                    <TextField
                      name="otherAmount"
                      label={`${t("gift.amount.other")} (${offer.currency === "EUR" ? "€" : offer.currency})`}
                      inputMode="decimal"
                      type="number"
                      min={offer.minAmount / 100}
                      max={offer.maxAmount / 100}
                      step={1}
                      required
                      value={otherAmount}
                      onChange={(e) => setOtherAmount(e.target.value)}
                      hint={t("gift.amount.bounds", { min: money(offer.minAmount), max: money(offer.maxAmount) })}
                      error={fieldErr("amount")}
                      className="max-w-60"
                    />
                  )}
                  {amount !== "other" && fieldErr("amount") && <p className="text-small text-danger">{fieldErr("amount")}</p>}
                </div>
              ) : (
                <div className="flex max-w-md flex-col gap-1.5">
                  <label htmlFor="gift-service" className="text-small font-semibold">
                    {t("gift.service.choose")}
                  </label>
                  <select
                    id="gift-service"
                    name="serviceId"
                    required
                    value={serviceId}
                    onChange={(e) => setServiceId(e.target.value)}
                    className="min-h-control w-full rounded-md border border-line-strong bg-page px-4 text-body hover:border-ink"
                  >
                    <option value="">{t("gift.service.none")}</option>
                    {offer.services.map((s) => (
                      <option key={s.id} value={s.id}>
                        {localise(s.name, lang)} · {money(s.price)}
                      </option>
                    ))}
                  </select>
                  {fieldErr("serviceId") && <p className="text-small text-danger">{fieldErr("serviceId")}</p>}
                </div>
              )}
              <p className="text-small text-ink-muted">{t("gift.validity", { months: offer.validityMonths })}</p>
            </section>

            <section aria-labelledby="gift-recipient" className="flex max-w-xl flex-col gap-4">
              <h2 id="gift-recipient" className="font-title text-h3 font-semibold">
                {t("gift.recipient")}
              </h2>
              <TextField name="recipientName" label={t("gift.recipient.name")} autoComplete="off" required maxLength={120} value={recipientName} onChange={(e) => setRecipientName(e.target.value)} error={fieldErr("recipient.name")} />
              <TextField name="recipientEmail" type="email" label={t("gift.recipient.email")} autoComplete="off" required maxLength={254} defaultValue={sent.recipientEmail} error={fieldErr("recipient.email")} />
              <TextArea
                name="message"
                label={t("gift.message")}
                maxLength={500}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                hint={t("gift.message.count", { count: message.length })}
                error={fieldErr("message")}
              />
              <TextField
                name="deliverOn"
                type="date"
                label={t("gift.deliverOn")}
                min={offer.today}
                max={offer.lastDeliveryDay}
                defaultValue={sent.deliverOn ?? offer.today}
                hint={t("gift.deliverOn.hint")}
                error={fieldErr("deliverOn")}
                className="max-w-60"
              />
            </section>

            <section aria-labelledby="gift-buyer" className="flex max-w-xl flex-col gap-2">
              <h2 id="gift-buyer" className="font-title text-h3 font-semibold">
                {t("gift.buyer")}
              </h2>
              <p className="text-body text-ink-muted" data-testid="gift-buyer">
                {customer ? t("gift.buyer.signedIn", { name: [customer.firstname, customer.lastname].filter(Boolean).join(" "), email: customer.email ?? "" }) : t("gift.buyer.signIn")}
              </p>
            </section>
          </div>

          <aside className="flex flex-col gap-4 lg:sticky lg:top-24" aria-label={t("gift.preview")}>
            <VoucherPreview image={theme?.image ?? null} business={company.settings.identity.displayName} service={kind === "service"} value={kind === "service" ? (service ? localise(service.name, lang) : "") : price != null ? money(price) : ""} recipient={recipientName.trim()} message={message.trim()} />
            <StickyActionBar
              summary={
                <span className="flex flex-col">
                  <span className="text-ink-muted">{t("gift.preview.title")}</span>
                  <span className="font-semibold" data-numeric="">
                    {price != null ? money(price) : "—"}
                  </span>
                </span>
              }
              action={
                <Button type="submit" busy={busy} disabled={busy} data-testid="gift-pay">
                  {customer ? (price != null ? t("gift.pay", { amount: money(price) }) : t("gift.pay", { amount: "" }).trim()) : t("gift.signInToPay")}
                </Button>
              }
            />
          </aside>
        </Form>
      )}

      <CheckVoucher asked={asked} />
    </div>
  );
}

/** The voucher as it will look: the theme's picture, the business, the value and the recipient. */
function VoucherPreview({ image, business, value, service, recipient, message }: { image: string | null; business: string; value: string; service: boolean; recipient: string; message: string }) {
  const { t } = useT();
  return (
    <figure className="overflow-hidden rounded-xl bg-surface-soft shadow-[0_12px_32px_-16px_rgb(17_17_17/0.35)]" data-testid="gift-preview">
      {image && <img src={image} alt="" width={640} height={360} className="aspect-[16/9] w-full object-cover" />}
      <figcaption className="flex flex-col gap-1 p-5">
        <span className="text-caption uppercase tracking-wider text-ink-muted">{business}</span>
        <span className="flex items-center gap-2 font-title text-h3">
          <Gift aria-hidden="true" size={20} className="text-accent" />
          {t("gift.preview.title")}
        </span>
        <span className={cx("font-semibold", service ? "text-h3" : "text-h2")} data-numeric="">
          {value || "—"}
        </span>
        {recipient && <span className="text-small">{t("gift.preview.for", { name: recipient })}</span>}
        {message && <span className="line-clamp-3 text-small italic text-ink-muted">“{message}”</span>}
      </figcaption>
    </figure>
  );
}

/** 'Received a gift voucher?': what is left on a code and until when, asked without leaving the page. */
function CheckVoucher({ asked }: { asked: { code: string; check: CheckAnswer | null } | null }) {
  const { t, lang } = useT();
  const money = useMoney();
  const { href } = useShell();
  const fetcher = useFetcher<typeof action>();
  const data = fetcher.data as { check?: CheckAnswer | null; errors?: { form?: string; fields: Record<string, string> } } | undefined;
  const v = data ? (data.check ?? null) : (asked?.check ?? null);
  const day = (date: string) => new Intl.DateTimeFormat(ISO[lang as Lang], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
  const error = data?.errors ? fieldError(data.errors.fields.code, t) ?? data.errors.form : undefined;
  return (
    <section aria-labelledby="gift-check" className="max-w-xl rounded-xl border border-line p-5 md:p-6" data-testid="gift-check">
      <h2 id="gift-check" className="flex items-center gap-2 font-title text-h3 font-semibold">
        <Search aria-hidden="true" size={20} />
        {t("gift.check.title")}
      </h2>
      <p className="mt-1 text-small text-ink-muted">{t("gift.check.text")}</p>
      <fetcher.Form method="post" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="check" />
        <TextField name="code" label={t("gift.check.label")} autoComplete="off" autoCapitalize="characters" spellCheck={false} required maxLength={60} defaultValue={asked?.code} placeholder="XXXX-XXXX-XXXX-XXXX-XXXX" error={error} className="flex-1" />
        <Button type="submit" variant="secondary" busy={fetcher.state !== "idle"} className={cx(error && "sm:mb-7")}>
          {t("gift.check.submit")}
        </Button>
      </fetcher.Form>
      {v && (
        <div role="status" className="mt-4 flex flex-col gap-3 rounded-lg bg-surface-soft p-4" data-testid="gift-check-result">
          <p className="font-semibold">
            {v.status === "used"
              ? t("gift.check.used")
              : v.status === "expired"
                ? t("gift.check.expired", { date: day(v.validUntil) })
                : v.kind === "service" && v.service
                  ? t("gift.check.service", { service: localise(v.service.name, lang as Lang), date: day(v.validUntil) })
                  : t("gift.check.balance", { balance: money(v.balance), value: money(v.value), date: day(v.validUntil) })}
          </p>
          {v.status !== "used" && v.status !== "expired" && (
            <Link to={href("/services")} className="inline-flex items-center gap-2 text-small font-semibold underline underline-offset-4">
              <CalendarDays aria-hidden="true" size={16} />
              {t("gift.check.book")}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}

type CheckAnswer = { kind: "amount" | "service"; value: number; balance: number; validUntil: string; status: string; service: { name: Record<string, string> } | null };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "nav.gift");
}
