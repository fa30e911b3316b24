// /admin/commerce/gifts: the gift vouchers sold on /gift — how long one is valid, the amounts
// offered and the bounds of a free amount (typed in euros), whether a voucher can name a service,
// and the themes a voucher is drawn with (a name in five languages, a picture of the media
// library, offered or not). A theme is never removed: vouchers already sold are drawn with it, so
// one no longer wanted is switched off. The owner writes through PUT /companies/{id} (audited; the
// storefront reads it at its next request); a manager reads.
import { data, Form, redirect, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin-commerce-gifts";
import { Check, MediaTiles, oneOf, Section, type Errors, type Typed } from "../components/admin/article-form";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { CommerceNav } from "../components/admin/commerce-nav";
import { FormNotes, SaveBar, useRefusableForm } from "../components/admin/form-frame";
import { LangNames } from "../components/admin/lang-names";
import { TextField } from "../components/ui/field";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { inLang } from "../lib/admin-catalogue";
import { typedForm } from "../lib/admin-article-form.server";
import { giftPatch, giftTyped, refusedGiftFields } from "../lib/admin-gift-form.server";
import { GIFT_AMOUNTS_MAX } from "../../domain/gift-voucher";
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
    const [{ settings, version }, { medias }] = await Promise.all([company(api, token), api.get("/medias", { query: { perPage: "48" }, bearer: token })]);
    const themes = settings.booker.gifts.themes.map((th) => ({ id: th.id, name: inLang(th.name, lang), image: th.image }));
    return data(
      { version, typed: giftTyped(settings.booker), themes, media: medias.map((m) => ({ url: m.url, name: m.originalName })), saved: url.searchParams.has("saved") },
      { headers: ADMIN_HEADERS },
    );
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const typed = await typedForm(form);
  const file = form.get("themeFile");
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const current = await company(api, token);
    const count = current.settings.booker.gifts.themes.length;
    const refused = (errors: Errors, status = 400) => data({ values: typed, errors }, { status, headers: ADMIN_HEADERS });
    // a new theme's picture uploaded into the media library first: kept as its choice even if the rest is refused
    if (file instanceof File && file.size > 0) {
      const upload = new FormData();
      upload.set("file", file);
      try {
        typed[`theme.${count}.image`] = (await api.post("/upload/image", { form: upload, bearer: token })).media.url;
      } catch (err) {
        if (!isApiFailure(err) || err.status >= 500) throw err;
        return refused({ themeFile: "admin.art.err.image" });
      }
    }
    const { patch, fields } = giftPatch(typed, count);
    if (Object.keys(fields).length) return refused(fields);
    try {
      await api.put("/companies/{id}", { params: { id: String(current.id) }, body: { settings: patch }, bearer: token });
      return redirect(`${adminPath(lang, "/commerce/gifts")}?saved`, { headers: ADMIN_HEADERS });
    } catch (err) {
      if (!isApiFailure(err) || err.status >= 500 || err.status === 403 || err.status === 404) throw err;
      return refused(refusedGiftFields(err.fields ?? { settings: err.message }), err.status);
    }
  });
}

export default function AdminCommerceGifts() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { values: Typed; errors: Errors } | undefined;
  const { t } = useT();
  const owner = useRouteLoaderData<typeof adminLoader>("admin")?.user.role === "owner";
  const busy = useNavigation().state === "submitting";
  const { typed, errors, err, field } = useRefusableForm(page.typed, result);
  const imageOptions = (chosen: string) => [
    ...(chosen && !page.media.some((m) => m.url === chosen) ? [{ value: chosen, label: t("admin.gifts.currentImage"), img: chosen }] : []),
    ...page.media.map((m) => ({ value: m.url, label: m.name, img: m.url })),
  ];
  const themeBlock = (i: number, title: string, stored: boolean) => (
    <div key={i} className="flex flex-col gap-4 rounded-lg p-4 ring-1 ring-line" data-testid={stored ? `gift-theme-${oneOf(typed, `theme.${i}.id`)}` : "gift-theme-new"}>
      <h3 className="text-body font-semibold text-ink">{title}</h3>
      {stored && <input type="hidden" name={`theme.${i}.id`} value={oneOf(typed, `theme.${i}.id`)} />}
      <LangNames typed={typed} errors={errors} prefix={`theme.${i}.name`} label={t("admin.gifts.themeName")} />
      <div className="flex flex-col gap-2">
        <p id={`theme-${i}-image-label`} className="text-small font-semibold text-ink">
          {t("admin.gifts.image")}
        </p>
        {page.media.length === 0 && !oneOf(typed, `theme.${i}.image`) ? (
          <p className="text-small text-ink-muted">{t(stored ? "admin.gifts.noMedia" : "admin.gifts.noMediaUpload")}</p>
        ) : (
          <MediaTiles name={`theme.${i}.image`} label={`${t("admin.gifts.image")} · ${title}`} chosen={oneOf(typed, `theme.${i}.image`)} options={imageOptions(oneOf(typed, `theme.${i}.image`))} />
        )}
        {!stored && <TextField id="f-themeFile" type="file" name="themeFile" accept="image/jpeg,image/png,image/webp,image/avif" label={t("admin.gifts.upload")} hint={t("admin.art.uploadHint")} error={err("themeFile")} />}
        {errors[`theme.${i}.image`] && (
          <p className="text-small text-danger" data-field-error={`theme.${i}.image`}>
            {t(errors[`theme.${i}.image`]!)}
          </p>
        )}
      </div>
      <Check name={`theme.${i}.active`} checked={oneOf(typed, `theme.${i}.active`) === "on"} testId={`gift-theme-active-${i}`}>
        {t("admin.gifts.themeActive")}
      </Check>
    </div>
  );
  return (
    <div className="flex max-w-5xl flex-col gap-6 p-3 md:p-6">
      <header className="flex flex-col gap-3">
        <h1 className="font-title text-2xl text-ink md:text-3xl">{t("admin.commerce.title")}</h1>
        <CommerceNav />
        <h2 className="font-title text-xl text-ink">{t("admin.gifts.title")}</h2>
        <p className="max-w-prose text-small text-ink-muted">{t(owner ? "admin.gifts.intro" : "admin.gifts.introReader")}</p>
      </header>
      <FormNotes saved={page.saved} refused={Boolean(result)} savedText={t("admin.gifts.saved")} testId="gifts" />
      {/* keyed by the company's version: once saved, the form shows what is stored (amounts sorted, the new theme listed) */}
      <Form key={page.version} method="post" encType="multipart/form-data" className="flex flex-col gap-6" data-testid="gifts-form" noValidate>
        <fieldset disabled={!owner} className="flex min-w-0 flex-col gap-6">
          <Section title={t("admin.gifts.amounts")}>
            <p className="text-small text-ink-muted">{t("admin.gifts.amountsHint")}</p>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {Array.from({ length: GIFT_AMOUNTS_MAX }, (_, i) => (
                <TextField key={i} {...field(`amount.${i}`)} label={t("admin.gifts.amount", { n: i + 1 })} inputMode="decimal" />
              ))}
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField {...field("minAmount")} label={t("admin.gifts.min")} hint={t("admin.gifts.eurosHint")} inputMode="decimal" required />
              <TextField {...field("maxAmount")} label={t("admin.gifts.max")} hint={t("admin.gifts.eurosHint")} inputMode="decimal" required />
              <TextField {...field("validityMonths")} label={t("admin.gifts.validity")} hint={t("admin.gifts.validityHint")} inputMode="numeric" required />
            </div>
            <Check name="services" checked={oneOf(typed, "services") === "on"}>
              {t("admin.gifts.services")}
            </Check>
          </Section>
          <Section title={t("admin.gifts.themes")}>
            <p className="text-small text-ink-muted">{t("admin.gifts.themesHint")}</p>
            {page.themes.map((th, i) => themeBlock(i, th.name || th.id, true))}
            {owner && themeBlock(page.themes.length, t("admin.gifts.newTheme"), false)}
          </Section>
        </fieldset>
        {owner && <SaveBar busy={busy} label={t("admin.gifts.save")} testId="gifts-save" />}
      </Form>
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.commerce.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.gifts.title");
