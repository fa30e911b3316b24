// /admin/commerce/rules: what customers pay online when they book (online or not, the full price,
// a percentage, a fixed deposit or nothing, perhaps from new customers only: the company's deposit
// policy, a service may carry its own in the catalogue) and the online shop's delivery (offered or
// not, its price, free from an order amount). Money typed in euros, turned into cents by the
// action; the owner writes through PUT companies/{id}, managers read.
import { data, Form, redirect, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin-commerce-rules";
import { Check, oneOf, Section, type Errors, type Typed } from "../components/admin/article-form";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { CommerceNav } from "../components/admin/commerce-nav";
import { FormNotes, SaveBar, useFocusRefused } from "../components/admin/form-frame";
import { SegmentedChoice } from "../components/ui/chip";
import { TextField } from "../components/ui/field";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { typedForm } from "../lib/admin-article-form.server";
import { rulesField, rulesPatch, rulesTyped } from "../lib/admin-commerce-settings.server";
import { isApiFailure } from "../lib/api";
import { useT } from "../lib/use-t";
import type { loader as adminLoader } from "./admin";

type Api = Parameters<Parameters<typeof asCompanyUser>[2]>[0]["api"];

async function companyOf(api: Api, token: string) {
  const { user } = await api.get("/cmpusers/me", { bearer: token });
  return (await api.get("/companies/{id}", { params: { id: String(user.companyId) }, bearer: token })).company;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, url }) => {
    const company = await companyOf(api, token);
    return data({ typed: rulesTyped(company.settings), saved: url.searchParams.has("saved") }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function action({ request, context }: Route.ActionArgs) {
  const typed = await typedForm(await request.formData());
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const { patch, fields } = rulesPatch(typed);
    const refused = (errors: Errors) => data({ values: typed, errors }, { status: 400, headers: ADMIN_HEADERS });
    if (Object.keys(fields).length) return refused(fields);
    const company = await companyOf(api, token);
    try {
      await api.put("/companies/{id}", { params: { id: String(company.id) }, body: { settings: patch }, bearer: token });
    } catch (err) {
      if (!isApiFailure(err) || err.status !== 400) throw err;
      const errors: Errors = {};
      for (const path of Object.keys(err.fields ?? { rule: "" })) {
        const field = rulesField(path);
        errors[field] = field === "percent" ? "admin.coupon.err.percent" : field === "rule" ? "admin.pay.err.invalid" : "admin.coupon.err.euros";
      }
      return refused(errors);
    }
    return redirect(`${adminPath(lang, "/commerce/rules")}?saved`, { headers: ADMIN_HEADERS });
  });
}

export default function AdminCommerceRules() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { values: Typed; errors: Errors } | undefined;
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  const owner = useRouteLoaderData<typeof adminLoader>("admin")?.user.role === "owner";
  const typed = result?.values ?? page.typed;
  const errors = result?.errors ?? {};
  const field = (name: string) => ({ id: `f-${name}`, name, defaultValue: oneOf(typed, name), error: errors[name] ? t(errors[name]!) : undefined, "data-testid": `rules-${name}` });
  useFocusRefused(result?.errors);
  return (
    <div className="flex max-w-4xl flex-col gap-6 p-3 md:p-6">
      <header className="flex flex-col gap-1">
        <h1 className="font-title text-2xl text-ink md:text-3xl">{t("admin.rules.title")}</h1>
        <p className="max-w-prose text-small text-ink-muted">{t("admin.rules.intro")}</p>
      </header>
      <CommerceNav />
      {!owner && <p className="rounded-md bg-surface-soft px-4 py-3 text-small text-ink ring-1 ring-line">{t("admin.commerce.ownerOnly")}</p>}
      <FormNotes saved={page.saved} refused={Boolean(result)} savedText={t("admin.rules.saved")} testId="rules" />
      <Form method="post" className="flex flex-col gap-6" data-testid="rules-form" noValidate>
        <fieldset disabled={!owner} className="flex flex-col gap-6">
          <Section title={t("admin.rules.deposit")}>
            <div className="flex flex-col gap-1">
              <Check name="online" checked={oneOf(typed, "online") === "on"} testId="rules-online">{t("admin.rules.online")}</Check>
              <p className="text-small text-ink-muted">{t("admin.rules.onlineHint")}</p>
            </div>
            <SegmentedChoice name="rule" legend={t("admin.rules.rule")} defaultValue={oneOf(typed, "rule")} choices={(["full", "percentage", "fixed", "none"] as const).map((r) => ({ value: r, label: t(`admin.rules.rule.${r}`) }))} />
            <div className="grid gap-4 md:grid-cols-2">
              <TextField {...field("percent")} label={t("admin.rules.percent")} hint={t("admin.rules.percentHint")} inputMode="decimal" />
              <TextField {...field("amount")} label={t("admin.rules.amount")} hint={t("admin.rules.amountHint")} inputMode="decimal" />
            </div>
            <Check name="newCustomersOnly" checked={oneOf(typed, "newCustomersOnly") === "on"}>{t("admin.rules.newOnly")}</Check>
            <p className="text-small text-ink-muted">{t("admin.rules.serviceNote")}</p>
          </Section>
          <Section title={t("admin.rules.delivery")}>
            <Check name="deliveryActive" checked={oneOf(typed, "deliveryActive") === "on"} testId="rules-deliveryActive">{t("admin.rules.deliveryActive")}</Check>
            <div className="grid gap-4 md:grid-cols-2">
              <TextField {...field("deliveryPrice")} label={t("admin.rules.deliveryPrice")} hint={t("admin.rules.deliveryPriceHint")} inputMode="decimal" />
              <TextField {...field("freeFrom")} label={t("admin.rules.freeFrom")} hint={t("admin.rules.freeFromHint")} inputMode="decimal" />
            </div>
          </Section>
        </fieldset>
        {owner && <SaveBar busy={busy} label={t("admin.rules.save")} testId="rules-save" />}
      </Form>
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.commerce.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.rules.title");
