// /admin/content/texts: the owner's standing texts — the bell's standing messages (shown every day,
// each in the five languages, with a service its button books) and the legal pages the storefront
// shows (privacy, legal notice, terms of sale and of use). Written as the company's settings
// (PUT /companies/{id}, the owner's), so the storefront shows them at its next request.
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin-content-texts";
import { oneOf, Section, type Errors, type Typed } from "../components/admin/article-form";
import { LangFields } from "../components/admin/lang-fields";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { FormHeader, FormNotes, SaveBar, useRefusableForm } from "../components/admin/form-frame";
import { SelectField, TextArea, TextField } from "../components/ui/field";
import { LANGS, type Localised } from "../../domain/types";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { inLang } from "../lib/admin-catalogue";
import { typedForm } from "../lib/admin-article-form.server";
import { isApiFailure } from "../lib/api";
import { useT, type TKey } from "../lib/use-t";

const SECTIONS = ["mentions", "cgv", "rgpd", "cgu"] as const;
/** the messages written, and one more to write */
const MAX_MESSAGES = 5;

async function ownersCompany(api: Parameters<Parameters<typeof asCompanyUser>[2]>[0]["api"], token: string) {
  const { user } = await api.get("/cmpusers/me", { bearer: token });
  if (user.role !== "owner") throw data({ type: "forbidden" }, { status: 403 });
  return (await api.get("/companies/{id}", { params: { id: String(user.companyId) }, bearer: token })).company;
}

const allLangs = (typed: Typed, prefix: string): Localised => Object.fromEntries(LANGS.map((l) => [l, oneOf(typed, `${prefix}.${l}`).trim()]));

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const company = await ownersCompany(api, token);
    const written = await api.get("/articles/written", { bearer: token });
    const { textLegals, alertMessages } = company.settings.booker;
    const typed: Typed = {};
    for (const s of SECTIONS) for (const l of LANGS) typed[`legal.${s}.${l}`] = textLegals[s][l] ?? "";
    alertMessages.forEach((m, i) => {
      for (const l of LANGS) typed[`msg.${i}.${l}`] = m.body[l] ?? "";
      typed[`msg.${i}.serviceId`] = m.serviceId ? String(m.serviceId) : "";
    });
    const services = written.articles.filter((a) => a.type !== "2").map((a) => ({ value: String(a.id), label: inLang(a.name, lang) }));
    return data({ typed, count: Math.min(alertMessages.length + 1, MAX_MESSAGES), services, saved: new URL(request.url).searchParams.has("saved") }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function action({ request, context }: Route.ActionArgs) {
  const typed = await typedForm(await request.formData());
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const company = await ownersCompany(api, token);
    const textLegals = Object.fromEntries(SECTIONS.map((s) => [s, allLangs(typed, `legal.${s}`)]));
    // a message without its French words is taken off
    const alertMessages = Array.from({ length: MAX_MESSAGES }, (_, i) => ({ body: allLangs(typed, `msg.${i}`), serviceId: Number(oneOf(typed, `msg.${i}.serviceId`)) || null })).filter((m) => m.body.fr);
    try {
      await api.put("/companies/{id}", { params: { id: String(company.id) }, body: { settings: { booker: { textLegals, alertMessages } } }, bearer: token });
      return redirect(`${adminPath(lang, "/content/texts")}?saved`, { headers: ADMIN_HEADERS });
    } catch (err) {
      if (!isApiFailure(err) || err.status !== 400) throw err;
      const errors: Errors = {};
      for (const path of Object.keys(err.fields ?? { form: "" })) {
        const m = /alertMessages\.(\d+)\.(body|serviceId)/.exec(path);
        const legal = /textLegals\.(\w+)/.exec(path);
        if (m) errors[m[2] === "body" ? `msg.${m[1]}.fr` : `msg.${m[1]}.serviceId`] = "admin.content.err.generic";
        else if (legal) errors[`legal.${legal[1]}.fr`] = "admin.content.err.generic";
        else errors.form = "admin.content.err.generic";
      }
      return data({ values: typed, errors }, { status: 400, headers: ADMIN_HEADERS });
    }
  });
}

export default function AdminContentTexts() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { values: Typed; errors: Errors } | undefined;
  const { t, lang } = useT();
  const busy = useNavigation().state === "submitting";
  const { typed, field } = useRefusableForm(page.typed, result);
  return (
    <div className="flex max-w-4xl flex-col gap-6 p-3 md:p-6">
      <FormHeader back={adminPath(lang, "/content")} backLabel={t("admin.content.back")} title={t("admin.content.texts")}>
        <p className="max-w-prose text-small text-ink-muted">{t("admin.content.textsIntro")}</p>
      </FormHeader>
      <FormNotes saved={page.saved} refused={Boolean(result)} savedText={t("admin.content.textsSaved")} testId="texts" />
      <Form method="post" className="flex flex-col gap-6" data-testid="texts-form" noValidate>
        {Array.from({ length: page.count }, (_, i) => (
          <Section key={i} title={t("admin.content.message", { n: i + 1 })}>
            {i === page.count - 1 && <p className="text-small text-ink-muted">{t("admin.content.messageHint")}</p>}
            <LangFields typed={typed} name={`msg.${i}`} control={(l, french) => <TextField {...field(`msg.${i}.${l}`)} label={`${t("admin.content.messageText")} (${l.toUpperCase()})`} placeholder={l === "fr" ? undefined : french} maxLength={300} />} />
            <SelectField {...field(`msg.${i}.serviceId`)} label={t("admin.content.service")} hint={t("admin.content.serviceHint")} options={[{ value: "", label: t("admin.content.noService") }, ...page.services]} />
          </Section>
        ))}
        {SECTIONS.map((s) => (
          <Section key={s} title={t(`legal.${s}` as TKey)}>
            <LangFields typed={typed} name={`legal.${s}`} wide control={(l, french) => <TextArea {...field(`legal.${s}.${l}`)} label={`${t(`legal.${s}` as TKey)} (${l.toUpperCase()})`} placeholder={l === "fr" ? undefined : french.slice(0, 120)} rows={l === "fr" ? 8 : 4} maxLength={20000} />} />
          </Section>
        ))}
        <SaveBar busy={busy} label={t("admin.content.saveTexts")} testId="texts-save" />
      </Form>
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.content.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.content.texts");
