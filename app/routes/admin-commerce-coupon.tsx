// /admin/commerce/coupons/new and /admin/commerce/coupons/:id: a coupon or an automatic offer as
// the owner writes it — its code, what the customer reads beside it in five languages, a
// percentage or an amount in euros off, on services, products or both, a minimum order, its first
// and last days, its limits, and whether it is listed, automatic and active. The form posts to
// this route's action, which writes through the API (the booking step takes it at once); refused,
// it comes back with what was typed and the fields named (decision 241). Only the owner writes.
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin-commerce-coupon";
import { Check, oneOf, Section, type Errors, type Typed } from "../components/admin/article-form";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { FormHeader, FormNotes, SaveBar, useRefusableForm } from "../components/admin/form-frame";
import { SegmentedChoice } from "../components/ui/chip";
import { TextField } from "../components/ui/field";
import { LANGS } from "../../domain/types";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { typedForm } from "../lib/admin-article-form.server";
import { couponBody, couponTyped, refusedCouponFields } from "../lib/admin-coupon-form.server";
import { isApiFailure } from "../lib/api";
import { LANG_NAMES } from "../lib/i18n";
import { useT } from "../lib/use-t";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token }) => {
    const { coupons } = await api.get("/coupons/written", { bearer: token });
    const id = params.id === undefined ? null : Number(params.id);
    const coupon = id === null ? null : (coupons.find((c) => c.id === id) ?? null);
    if (id !== null && !coupon) throw data({ type: "not-found" }, { status: 404 });
    return data({ id, code: coupon?.code ?? null, usedCount: coupon?.usedCount ?? 0, typed: couponTyped(coupon), saved: new URL(request.url).searchParams.has("saved") }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function action({ request, context, params }: Route.ActionArgs) {
  const typed = await typedForm(await request.formData());
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const { body, fields } = couponBody(typed);
    const refused = (errors: Errors, status = 400) => data({ values: typed, errors }, { status, headers: ADMIN_HEADERS });
    if (Object.keys(fields).length) return refused(fields);
    try {
      const { coupon } =
        params.id === undefined
          ? await api.post("/coupons/written", { body, bearer: token })
          : await api.put("/coupons/written/{id}", { params: { id: params.id }, body, bearer: token });
      return redirect(`${adminPath(lang, `/commerce/coupons/${coupon.id}`)}?saved`, { headers: ADMIN_HEADERS });
    } catch (err) {
      if (!isApiFailure(err) || err.status >= 500 || err.status === 403 || err.status === 404) throw err;
      return refused(refusedCouponFields(err.fields ?? { code: err.message }, err.code, body.reductionType), err.status);
    }
  });
}

export default function AdminCommerceCoupon() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { values: Typed; errors: Errors } | undefined;
  const { t, lang } = useT();
  const busy = useNavigation().state === "submitting";
  const { typed, field } = useRefusableForm(page.typed, result);
  return (
    <div className="flex max-w-4xl flex-col gap-6 p-3 md:p-6">
      <FormHeader back={adminPath(lang, "/commerce")} backLabel={t("admin.coupon.back")} title={page.code ? t("admin.coupon.editTitle", { code: page.code }) : t("admin.coupon.newTitle")}>
        {page.id !== null && <p className="text-small text-ink-muted">{t("admin.coupon.used", { count: page.usedCount })}</p>}
      </FormHeader>
      <FormNotes saved={page.saved} refused={Boolean(result)} savedText={t("admin.coupon.saved")} testId="coupon" />
      {/* keyed by the coupon: once a new one is saved, the form shows it as stored (its code normalised) */}
      <Form key={page.id ?? "new"} method="post" className="flex flex-col gap-6" data-testid="coupon-form" noValidate>
        <Section title={t("admin.coupon.what")}>
          <TextField {...field("code")} label={t("admin.coupon.code")} hint={t("admin.coupon.codeHint")} maxLength={40} autoCapitalize="characters" required />
          <div className="grid gap-4 md:grid-cols-2">
            {LANGS.map((l) => (
              <TextField key={l} {...field(`name.${l}`)} label={t("admin.coupon.name", { lang: LANG_NAMES[l] })} hint={l === "fr" ? t("admin.coupon.nameHint") : undefined} maxLength={120} lang={l} />
            ))}
          </div>
        </Section>
        <Section title={t("admin.coupon.reduction")}>
          <SegmentedChoice name="reductionType" legend={t("admin.coupon.type")} defaultValue={oneOf(typed, "reductionType")} choices={[{ value: "percentage", label: t("admin.coupon.percentage") }, { value: "amount", label: t("admin.coupon.amountOff") }]} />
          <div className="grid gap-4 md:grid-cols-2">
            <TextField {...field("amount")} label={t("admin.coupon.amount")} hint={t("admin.coupon.amountHint")} inputMode="decimal" required />
            <TextField {...field("minimumOrder")} label={t("admin.coupon.minimum")} hint={t("admin.coupon.minimumHint")} inputMode="decimal" />
          </div>
          <SegmentedChoice name="scope" legend={t("admin.coupon.scope")} defaultValue={oneOf(typed, "scope")} choices={(["both", "services", "products"] as const).map((s) => ({ value: s, label: t(`admin.coupon.scope.${s}`) }))} />
        </Section>
        <Section title={t("admin.coupon.when")}>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField {...field("validFrom")} type="date" label={t("admin.coupon.from")} hint={t("admin.coupon.dayHint")} />
            <TextField {...field("validUntil")} type="date" label={t("admin.coupon.until")} hint={t("admin.coupon.dayHint")} />
            <TextField {...field("usageLimitTotal")} label={t("admin.coupon.limitTotal")} hint={t("admin.coupon.limitHint")} inputMode="numeric" />
            <TextField {...field("usageLimitPerCustomer")} label={t("admin.coupon.limitCustomer")} hint={t("admin.coupon.limitCustomerHint")} inputMode="numeric" />
          </div>
        </Section>
        <Section title={t("admin.coupon.how")}>
          <div className="flex flex-col gap-2">
            <Check name="automatic" checked={oneOf(typed, "automatic") === "on"} testId="coupon-automatic">{t("admin.coupon.automatic")}</Check>
            <Check name="listed" checked={oneOf(typed, "listed") === "on"}>{t("admin.coupon.listed")}</Check>
            <Check name="active" checked={oneOf(typed, "active") === "on"} testId="coupon-active">{t("admin.coupon.active")}</Check>
          </div>
        </Section>
        <SaveBar busy={busy} label={t("admin.coupon.save")} testId="coupon-save" />
      </Form>
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.commerce.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.commerce.title");
