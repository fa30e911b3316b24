// /admin/commerce/loyalty: the loyalty programme — on or off, the points earned per euro paid and
// on what, the bonus of a booking made online, when an unused balance expires, and the tiers: the
// points a reward costs and what it gives (an amount off, a service or a product). The rules apply
// from the next order on: points already earned stay in the customers' cards and a reward already
// granted keeps what it gave. The owner writes through PUT /companies/{id} (audited); a manager reads.
import { useEffect, useState, type ComponentProps } from "react";
import { data, Form, redirect, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin-commerce-loyalty";
import { Check, oneOf, Section, type Errors, type Typed } from "../components/admin/article-form";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { CommerceNav } from "../components/admin/commerce-nav";
import { FormNotes, SaveBar, useRefusableForm } from "../components/admin/form-frame";
import { LangNames } from "../components/admin/lang-names";
import { SelectField, TextField } from "../components/ui/field";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { inLang } from "../lib/admin-catalogue";
import { typedForm } from "../lib/admin-article-form.server";
import { loyaltyPatch, loyaltyTyped, refusedLoyaltyFields } from "../lib/admin-loyalty-form.server";
import { isApiFailure } from "../lib/api";
import { useT } from "../lib/use-t";
import type { loader as adminLoader } from "./admin";

type Api = Parameters<Parameters<typeof asCompanyUser>[2]>[0]["api"];

async function company(api: Api, token: string) {
  const { user } = await api.get("/cmpusers/me", { bearer: token });
  return (await api.get("/companies/{id}", { params: { id: String(user.companyId) }, bearer: token })).company;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, lang, url }) => {
    const [{ settings, version }, written] = await Promise.all([company(api, token), api.get("/articles/written", { bearer: token })]);
    const loyalty = settings.booker.loyalty;
    const articles = written.articles.filter((a) => !a.draft).map((a) => ({ value: `${a.type === "2" ? "product" : "service"}:${a.id}`, label: inLang(a.name, lang), product: a.type === "2" }));
    const tiers = loyalty.tiers.map((tier) => ({ id: tier.id, name: inLang(tier.name, lang) || tier.id }));
    return data({ version, typed: loyaltyTyped(loyalty, lang), tiers, articles, saved: url.searchParams.has("saved") }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function action({ request, context }: Route.ActionArgs) {
  const typed = await typedForm(await request.formData());
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const current = await company(api, token);
    const { patch, fields, places } = loyaltyPatch(typed, current.settings.booker.loyalty.tiers.length);
    const refused = (errors: Errors, status = 400) => data({ values: typed, errors }, { status, headers: ADMIN_HEADERS });
    if (Object.keys(fields).length) return refused(fields);
    try {
      await api.put("/companies/{id}", { params: { id: String(current.id) }, body: { settings: patch }, bearer: token });
      return redirect(`${adminPath(lang, "/commerce/loyalty")}?saved`, { headers: ADMIN_HEADERS });
    } catch (err) {
      if (!isApiFailure(err) || err.status >= 500 || err.status === 403 || err.status === 404) throw err;
      return refused(refusedLoyaltyFields(err.fields ?? { settings: err.message }, places), err.status);
    }
  });
}

export default function AdminCommerceLoyalty() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { values: Typed; errors: Errors } | undefined;
  const { t } = useT();
  const owner = useRouteLoaderData<typeof adminLoader>("admin")?.user.role === "owner";
  const busy = useNavigation().state === "submitting";
  const { typed, errors, field } = useRefusableForm(page.typed, result);
  const rewards = [
    { value: "amount", label: t("admin.loyalty.rewardAmount") },
    ...page.articles.filter((a) => !a.product).map((a) => ({ value: a.value, label: t("admin.loyalty.rewardService", { name: a.label }) })),
    ...page.articles.filter((a) => a.product).map((a) => ({ value: a.value, label: t("admin.loyalty.rewardProduct", { name: a.label }) })),
  ];
  const tierBlock = (i: number, title: string, stored: boolean) => (
    <div key={i} className="flex flex-col gap-4 rounded-lg p-4 ring-1 ring-line" data-testid={stored ? `loyalty-tier-${oneOf(typed, `tier.${i}.id`)}` : "loyalty-tier-new"}>
      <h3 className="text-body font-semibold text-ink">{title}</h3>
      {stored && <input type="hidden" name={`tier.${i}.id`} value={oneOf(typed, `tier.${i}.id`)} />}
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField {...field(`tier.${i}.threshold`)} label={t("admin.loyalty.threshold")} hint={t("admin.loyalty.thresholdHint")} inputMode="numeric" />
        <RewardChoice
          select={{ ...field(`tier.${i}.reward`), label: t("admin.loyalty.reward"), options: rewards }}
          amount={{ ...field(`tier.${i}.amount`), label: t("admin.loyalty.amount"), hint: t("admin.loyalty.amountHint"), inputMode: "decimal" }}
        />
      </div>
      <LangNames typed={typed} errors={errors} prefix={`tier.${i}.name`} label={t("admin.loyalty.tierName")} />
      {stored && (
        <Check name={`tier.${i}.remove`} checked={oneOf(typed, `tier.${i}.remove`) === "on"}>
          {t("admin.loyalty.remove")}
        </Check>
      )}
    </div>
  );
  return (
    <div className="flex max-w-5xl flex-col gap-6 p-3 md:p-6">
      <header className="flex flex-col gap-3">
        <h1 className="font-title text-2xl text-ink md:text-3xl">{t("admin.commerce.title")}</h1>
        <CommerceNav />
        <h2 className="font-title text-xl text-ink">{t("admin.loyalty.title")}</h2>
        <p className="max-w-prose text-small text-ink-muted">{t("admin.loyalty.intro")}</p>
      </header>
      <FormNotes saved={page.saved} refused={Boolean(result)} savedText={t("admin.loyalty.saved")} testId="loyalty" />
      {/* keyed by the company's version: once saved, the form shows what is stored (a new tier listed, a removed one gone) */}
      <Form key={page.version} method="post" className="flex flex-col gap-6" data-testid="loyalty-form" noValidate>
        <fieldset disabled={!owner} className="flex min-w-0 flex-col gap-6">
          <Section title={t("admin.loyalty.rules")}>
            <Check name="active" checked={oneOf(typed, "active") === "on"} testId="loyalty-active">
              {t("admin.loyalty.active")}
            </Check>
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField {...field("pointsPerEuro")} label={t("admin.loyalty.rate")} hint={t("admin.loyalty.rateHint")} inputMode="decimal" required />
              <TextField {...field("onlineBookingBonus")} label={t("admin.loyalty.bonus")} hint={t("admin.loyalty.bonusHint")} inputMode="numeric" />
              <TextField {...field("expiryMonths")} label={t("admin.loyalty.expiry")} hint={t("admin.loyalty.expiryHint")} inputMode="numeric" />
            </div>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-small font-semibold text-ink">{t("admin.loyalty.earnOn")}</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                <Check name="earnOn.bookings" checked={oneOf(typed, "earnOn.bookings") === "on"}>{t("admin.loyalty.earnOn.bookings")}</Check>
                <Check name="earnOn.eshopOrders" checked={oneOf(typed, "earnOn.eshopOrders") === "on"}>{t("admin.loyalty.earnOn.eshopOrders")}</Check>
                <Check name="earnOn.vouchers" checked={oneOf(typed, "earnOn.vouchers") === "on"}>{t("admin.loyalty.earnOn.vouchers")}</Check>
              </div>
            </fieldset>
            <p className="rounded-md bg-surface-soft px-4 py-3 text-small text-ink">{t("admin.loyalty.kept")}</p>
          </Section>
          <Section title={t("admin.loyalty.tiers")}>
            <p className="text-small text-ink-muted">{t("admin.loyalty.tiersHint")}</p>
            {page.tiers.map((tier, i) => tierBlock(i, tier.name, true))}
            {owner && tierBlock(page.tiers.length, t("admin.loyalty.newTier"), false)}
          </Section>
        </fieldset>
        {owner && <SaveBar busy={busy} label={t("admin.loyalty.save")} testId="loyalty-save" />}
      </Form>
    </div>
  );
}

/** The reward and its amount: the amount box shows only for an amount off once the page runs; before
 * any script it is always there (and ignored for a service or a product). */
function RewardChoice({ select, amount }: { select: ComponentProps<typeof SelectField>; amount: ComponentProps<typeof TextField> }) {
  const [reward, setReward] = useState(String(select.defaultValue ?? "amount"));
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <>
      <SelectField {...select} onChange={(e) => setReward(e.currentTarget.value)} />
      <div hidden={live && reward !== "amount"}>
        <TextField {...amount} />
      </div>
    </>
  );
}

export const ErrorBoundary = adminRefused("admin.commerce.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.loyalty.title");
