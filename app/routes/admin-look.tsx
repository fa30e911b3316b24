// /admin/look — the look of the storefront, the owner's (decision 244): identity and logo,
// colours (each pair's contrast said as typed), fonts, custom CSS, the home page and its hero,
// the menu's and the footer's links, modules and languages. The storefront beside the form shows
// every change before it is saved (app/components/admin/look-preview.tsx); saving writes through
// the company API (PUT companies/{id}), which refuses a pair of colours that would not read.
import { useEffect, useState } from "react";
import { data, Form, redirect, useActionData, useLoaderData, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/admin-look";
import { contrastFailures } from "../../domain/colour-contrast";
import { adminRefused } from "../components/admin/admin-refused";
import { Check, MediaTiles, oneOf, Section } from "../components/admin/article-form";
import { Colours, contrastError, Fonts, Links, ModulesAndLangs, typedColours, useErrorText, type LookErrors } from "../components/admin/look-form";
import { LookPreview } from "../components/admin/look-preview";
import { adminMeta } from "../components/admin/meta";
import { Button, buttonClass } from "../components/ui/button";
import { SelectField, TextArea, TextField } from "../components/ui/field";
import { CircleCheck } from "../components/ui/icons";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { typedForm } from "../lib/admin-article-form.server";
import { ownersCompany } from "../lib/admin-look.server";
import { lookField, lookPatch, lookTyped, type Typed } from "../lib/admin-look";
import { isApiFailure } from "../lib/api";
import { useT } from "../lib/use-t";

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, lang, url }) => {
    const company = await ownersCompany(api, token);
    const { medias } = await api.get("/medias", { query: { perPage: "24" }, bearer: token });
    const { fonts } = company.settings.themes;
    return data(
      {
        typed: lookTyped(company.settings, lang),
        fonts: { title: fonts.title.name, body: fonts.body.name },
        media: medias.map((m) => ({ url: m.url, name: m.originalName })),
        saved: url.searchParams.has("saved"),
      },
      { headers: ADMIN_HEADERS },
    );
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

// signing a preview (look/preview) changes nothing this page read
export const shouldRevalidate = ({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) => (formAction?.endsWith("/look/preview") ? false : defaultShouldRevalidate);

export async function action({ request, context }: Route.ActionArgs) {
  const typed = await typedForm(await request.formData());
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const company = await ownersCompany(api, token);
    const settings = lookPatch(typed, company.settings, lang);
    try {
      await api.put("/companies/{id}", { params: { id: String(company.id) }, body: { settings }, bearer: token });
    } catch (err) {
      if (!isApiFailure(err) || err.status !== 400) throw err;
      // a pair that does not read is said with its ratio and what to change, in the page's words
      const unreadable = contrastFailures(typedColours(typed), company.settings.themes.colors);
      const errors: LookErrors = {};
      for (const path of Object.keys(err.fields ?? { form: "" })) {
        const field = lookField(path);
        const failure = unreadable.find((f) => `colors.${f.field}` === field);
        errors[field] ??= failure ? contrastError(failure, lang) : { key: field.startsWith("colors.") ? "admin.look.err.colour" : "admin.look.err.invalid" };
      }
      return data({ values: typed, errors }, { status: 400, headers: ADMIN_HEADERS });
    }
    return redirect(`${adminPath(lang, "/look")}?saved=1`, { headers: ADMIN_HEADERS });
  });
}

const HOME_TYPES = ["multi", "mono"] as const;

export default function AdminLook() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { values: Typed; errors: LookErrors } | undefined;
  const { t } = useT();
  const text = useErrorText();
  const busy = useNavigation().state === "submitting";
  const errors = result?.errors ?? {};
  const [live, setLive] = useState<Typed>(result?.values ?? page.typed);
  // what came back (refused: as typed; saved: as stored) is what the form and the frame show
  useEffect(() => setLive(result?.values ?? page.typed), [result, page.typed]);
  useEffect(() => {
    const first = Object.keys(result?.errors ?? {})[0];
    if (first) (document.getElementById(`f-${first}`) ?? document.querySelector<HTMLElement>(`[name="${first}"]`))?.focus();
  }, [result]);
  const onForm = (form: HTMLFormElement) => {
    const typed: Typed = {};
    for (const [k, v] of new FormData(form)) if (typeof v === "string") typed[k] = typed[k] === undefined ? v : ([] as string[]).concat(typed[k]!, v);
    setLive(typed);
  };
  const pick = (name: string, value: string) => setLive((l) => ({ ...l, [name]: value }));
  const err = (key: string) => text(errors[key]);
  const logoOptions = [{ value: "", label: t("admin.look.noLogo"), img: null }, ...(page.typed.logo && !page.media.some((m) => m.url === page.typed.logo) ? [{ value: String(page.typed.logo), label: t("admin.look.currentLogo"), img: String(page.typed.logo) }] : []), ...page.media.map((m) => ({ value: m.url, label: m.name, img: m.url }))];
  const heroOptions = [{ value: "", label: t("admin.look.noImage"), img: null }, ...(page.typed["hero.image"] && !page.media.some((m) => m.url === page.typed["hero.image"]) ? [{ value: String(page.typed["hero.image"]), label: t("admin.look.currentImage"), img: String(page.typed["hero.image"]) }] : []), ...page.media.map((m) => ({ value: m.url, label: m.name, img: m.url }))];
  const homeTypes = [...new Set([...HOME_TYPES, oneOf(page.typed, "homepageType")])];
  return (
    <div className="flex flex-col gap-6 p-3 md:p-6">
      <header className="flex flex-col gap-1">
        <h1 className="font-title text-2xl text-ink md:text-3xl">{t("admin.look.title")}</h1>
        <p className="max-w-2xl text-small text-ink-muted">{t("admin.look.intro")}</p>
      </header>
      <div role="status" className="empty:hidden">
        {page.saved && !result && (
          <p className="inline-flex items-center gap-2 rounded-md bg-success-soft px-3 py-2 text-small text-ink" data-testid="look-saved">
            <CircleCheck aria-hidden="true" size={16} />
            {t("admin.look.saved")}
          </p>
        )}
      </div>
      {result && (
        <p role="alert" className="rounded-md border border-danger bg-danger-soft px-4 py-3 text-small text-ink" data-testid="look-refused">
          {t("admin.look.refused")}
        </p>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,32rem)_minmax(0,1fr)]">
        <Form method="post" className="flex flex-col gap-6" data-testid="look-form" noValidate onChange={(e) => onForm(e.currentTarget)} key={page.saved ? "saved" : "form"}>
          <Section title={t("admin.look.identity")}>
            <TextField id="f-displayName" name="displayName" label={t("admin.look.displayName")} defaultValue={oneOf(live, "displayName")} maxLength={120} required error={err("displayName")} />
            <p className="text-small font-semibold text-ink">{t("admin.look.logo")}</p>
            <MediaTiles name="logo" label={t("admin.look.logo")} chosen={oneOf(live, "logo")} options={logoOptions} testId="logo-choice" contain />
          </Section>
          <Section title={t("admin.look.colours")}>
            <Colours typed={live} errors={errors} onPick={pick} />
          </Section>
          <Section title={t("admin.look.fonts")}>
            <Fonts typed={live} current={page.fonts} />
            <TextArea id="f-customCss" name="customCss" label={t("admin.look.customCss")} hint={t("admin.look.customCssHint")} defaultValue={oneOf(live, "customCss")} rows={5} spellCheck={false} className="font-mono" error={err("customCss")} />
          </Section>
          <Section title={t("admin.look.home")}>
            <SelectField id="f-homepageType" name="homepageType" label={t("admin.look.homeType")} defaultValue={oneOf(live, "homepageType")} error={err("homepageType")}>
              {homeTypes.map((h) => (
                <option key={h} value={h}>
                  {t(h === "mono" ? "admin.look.homeMono" : h === "multi" ? "admin.look.homeMulti" : "admin.look.homeMarketplace")}
                </option>
              ))}
            </SelectField>
            <Check name="hero.enabled" checked={oneOf(live, "hero.enabled") === "on"}>{t("admin.look.hero")}</Check>
            <SelectField id="f-hero.position" name="hero.position" label={t("admin.look.heroPosition")} defaultValue={oneOf(live, "hero.position")} error={err("hero.position")}>
              {(["left", "right", "bottom"] as const).map((p) => (
                <option key={p} value={p}>
                  {t(`admin.look.heroAt.${p}`)}
                </option>
              ))}
            </SelectField>
            <MediaTiles name="hero.image" label={t("admin.look.heroImage")} chosen={oneOf(live, "hero.image")} options={heroOptions} />
          </Section>
          <Section title={t("admin.look.links")}>
            <Links typed={live} errors={errors} />
          </Section>
          <Section title={t("admin.look.modules")}>
            <ModulesAndLangs typed={live} errors={errors} />
          </Section>
          <div className="sticky bottom-0 -mx-3 flex items-center gap-3 border-t border-line bg-surface-soft/95 px-3 py-3 md:-mx-6 md:px-6 lg:mx-0 lg:rounded-lg lg:px-0">
            <Button type="submit" busy={busy} busyLabel={t("admin.look.busy")} data-testid="look-save">
              {t("admin.look.save")}
            </Button>
            <a href="#look-preview" className={buttonClass({ variant: "secondary", className: "lg:hidden" })}>
              {t("admin.look.toPreview")}
            </a>
          </div>
        </Form>
        <LookPreview typed={live} stored={page.typed} saved={page.saved} />
      </div>
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.look.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.look.title");
