// /admin/commerce/payment: the payment provider of the business (every location takes payment
// through it, decision 255) and its keys, written by the owner. A secret key is never read back:
// its field stays empty, marked 'saved' when a value is stored, and a blank field keeps it. 'Test
// the connection' asks the provider, with the stored keys, whether it accepts them (POST
// payment/check) and says ok or what is wrong. Managers see the provider, nothing to change.
import { useEffect, useState } from "react";
import { data, Form, redirect, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin-commerce-payment";
import { oneOf, Section, type Errors, type Typed } from "../components/admin/article-form";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { CommerceNav } from "../components/admin/commerce-nav";
import { FormNotes, SaveBar, useFocusRefused } from "../components/admin/form-frame";
import { Button } from "../components/ui/button";
import { SelectField, TextField } from "../components/ui/field";
import { CircleCheck } from "../components/ui/icons";
import { PROVIDER_KEYS, PROVIDER_NAMES, providerOf } from "../../domain/payment-keys";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { typedForm } from "../lib/admin-article-form.server";
import { paymentPatch, paymentTyped } from "../lib/admin-commerce-settings.server";
import { isApiFailure } from "../lib/api";
import { useT, type TKey } from "../lib/use-t";
import type { loader as adminLoader } from "./admin";

type Api = Parameters<Parameters<typeof asCompanyUser>[2]>[0]["api"];

async function companyOf(api: Api, token: string) {
  const { user } = await api.get("/cmpusers/me", { bearer: token });
  return (await api.get("/companies/{id}", { params: { id: String(user.companyId) }, bearer: token })).company;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, url }) => {
    const company = await companyOf(api, token);
    const keysSet = company.secretsSet.filter((p) => p.startsWith("booker.payment.keys.")).map((p) => p.slice("booker.payment.keys.".length));
    if (company.settings.booker.payment.keys.publicKey) keysSet.push("publicKey");
    return data({ typed: paymentTyped(company.settings), keysSet, saved: url.searchParams.has("saved") }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

type Check = { provider: string; ok: boolean; problem: "missing_key" | "refused" | "unreachable" | null; key: string | null };

export async function action({ request, context }: Route.ActionArgs) {
  const typed = await typedForm(await request.formData());
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    if (typed.intent === "check") {
      const { check } = await api.post("/payment/check", { bearer: token });
      return data({ check: check as Check }, { headers: ADMIN_HEADERS });
    }
    const company = await companyOf(api, token);
    const { patch, fields } = paymentPatch(typed, company);
    // the keys typed are never sent back to the page: a refused form comes back with them blank
    const kept: Typed = { provider: oneOf(typed, "provider"), "key.publicKey": oneOf(typed, "key.publicKey") };
    const refused = (errors: Errors) => data({ values: kept, errors }, { status: 400, headers: ADMIN_HEADERS });
    if (Object.keys(fields).length) return refused(fields);
    try {
      await api.put("/companies/{id}", { params: { id: String(company.id) }, body: { settings: patch }, bearer: token });
    } catch (err) {
      if (!isApiFailure(err) || err.status !== 400) throw err;
      const errors: Errors = {};
      for (const path of Object.keys(err.fields ?? { provider: "" })) {
        const key = /payment\.keys\.(\w+)/.exec(path)?.[1];
        errors[key ? `key.${key}` : "provider"] = "admin.pay.err.invalid";
      }
      return refused(errors);
    }
    return redirect(`${adminPath(lang, "/commerce/payment")}?saved`, { headers: ADMIN_HEADERS });
  });
}

function CheckResult({ check }: { check: Check }) {
  const { t } = useT();
  const provider = t(`admin.pay.provider.${providerOf(check.provider)}`);
  const text = check.ok
    ? t(check.provider === "free" ? "admin.pay.test.free" : "admin.pay.test.ok", { provider })
    : check.problem === "missing_key"
      ? t("admin.pay.test.missing", { provider, key: check.key && PROVIDER_KEYS_LABEL(check.key) ? t(PROVIDER_KEYS_LABEL(check.key)!) : (check.key ?? "") })
      : t(check.problem === "refused" ? "admin.pay.test.refused" : "admin.pay.test.unreachable", { provider });
  return (
    <p className={`inline-flex items-start gap-2 rounded-md px-3 py-2 text-small text-ink ${check.ok ? "bg-success-soft" : "border border-danger bg-danger-soft"}`} data-testid={check.ok ? "pay-check-ok" : "pay-check-refused"}>
      {check.ok && <CircleCheck aria-hidden="true" size={16} className="mt-0.5 shrink-0" />}
      {text}
    </p>
  );
}

const KEY_NAMES = new Set(Object.values(PROVIDER_KEYS).flat());
const PROVIDER_KEYS_LABEL = (key: string): TKey | null => (KEY_NAMES.has(key) ? (`admin.pay.key.${key}` as TKey) : null);

export default function AdminCommercePayment() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { values?: Typed; errors?: Errors; check?: Check } | undefined;
  const { t } = useT();
  const navigation = useNavigation();
  const owner = useRouteLoaderData<typeof adminLoader>("admin")?.user.role === "owner";
  const typed = result?.values ?? page.typed;
  const errors = result?.errors ?? {};
  const [provider, setProvider] = useState(providerOf(oneOf(typed, "provider")));
  const stored = providerOf(oneOf(page.typed, "provider"));
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "check";
  const checking = navigation.state === "submitting" && navigation.formData?.get("intent") === "check";
  // the key fields are drawn anew once a save is answered, so a secret just typed never stays in
  // its field; a check's answer, which refreshes the page's data while the owner may be typing,
  // leaves the fields as they are
  const [saves, setSaves] = useState(0);
  useEffect(() => (saving ? () => setSaves((n) => n + 1) : undefined), [saving]);
  useFocusRefused(result?.errors);
  const providerName = (p: string) => t(`admin.pay.provider.${providerOf(p)}`);
  return (
    <div className="flex max-w-4xl flex-col gap-6 p-3 md:p-6">
      <header className="flex flex-col gap-1">
        <h1 className="font-title text-2xl text-ink md:text-3xl">{t("admin.pay.title")}</h1>
        <p className="max-w-prose text-small text-ink-muted">{t("admin.pay.intro")}</p>
      </header>
      <CommerceNav />
      {!owner && <p className="rounded-md bg-surface-soft px-4 py-3 text-small text-ink ring-1 ring-line">{t("admin.commerce.ownerOnly")}</p>}
      <FormNotes saved={page.saved} refused={Boolean(result?.errors)} savedText={t("admin.pay.saved")} testId="pay" />
      <Form method="post" className="flex flex-col gap-6" data-testid="pay-form" noValidate>
        <fieldset disabled={!owner} className="flex flex-col gap-6">
          <Section title={t("admin.pay.provider")}>
            <SelectField
              id="f-provider"
              name="provider"
              label={t("admin.pay.provider")}
              value={provider}
              onChange={(e) => setProvider(providerOf(e.currentTarget.value))}
              options={PROVIDER_NAMES.map((p) => ({ value: p, label: providerName(p) }))}
              error={errors.provider ? t(errors.provider) : undefined}
            />
          </Section>
          <Section title={t("admin.pay.keys", { provider: providerName(provider) })}>
            {PROVIDER_KEYS[provider].length === 0 ? (
              <p className="text-small text-ink-muted">{t("admin.pay.keysNone")}</p>
            ) : (
              <div className="grid gap-4 md:grid-cols-2">
                {PROVIDER_KEYS[provider].map((key) => {
                  const set = page.keysSet.includes(key);
                  const visible = key === "publicKey";
                  return (
                    <TextField
                      key={`${provider}-${key}-${saves}`}
                      id={`f-key.${key}`}
                      name={`key.${key}`}
                      type={visible ? "text" : "password"}
                      autoComplete="off"
                      spellCheck={false}
                      label={t(`admin.pay.key.${key}` as TKey)}
                      defaultValue={visible ? oneOf(typed, "key.publicKey") : ""}
                      placeholder={set && !visible ? "••••••••" : undefined}
                      hint={set ? (visible ? undefined : t("admin.pay.keySetHint")) : t("admin.pay.keyUnset")}
                      error={errors[`key.${key}`] ? t(errors[`key.${key}`]!) : undefined}
                      data-testid={`pay-key-${key}`}
                    />
                  );
                })}
              </div>
            )}
          </Section>
        </fieldset>
        {owner && <SaveBar busy={saving} label={t("admin.pay.save")} testId="pay-save" />}
      </Form>
      {owner && (
        <section aria-labelledby="pay-check-title" className="flex flex-col gap-3 rounded-lg bg-page p-5 ring-1 ring-line md:p-6">
          <h2 id="pay-check-title" className="font-title text-lead text-ink">{t("admin.pay.test")}</h2>
          <p className="text-small text-ink-muted">{t("admin.pay.testHint", { provider: providerName(stored) })}</p>
          <Form method="post" preventScrollReset className="flex flex-col items-start gap-3">
            <input type="hidden" name="intent" value="check" />
            <Button type="submit" variant="secondary" busy={checking} busyLabel={t("admin.art.busy")} data-testid="pay-check">
              {t("admin.pay.test")}
            </Button>
            <div role="status" className="empty:hidden">
              {result?.check && <CheckResult check={result.check} />}
            </div>
          </Form>
        </section>
      )}
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.commerce.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.pay.title");
