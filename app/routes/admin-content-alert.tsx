// /admin/content/alerts/new and /admin/content/alerts/:id: an alert of the bell — its words in the
// five languages (French the fallback), its first and last days, and the service its button books,
// if any. It shows on the storefront from its first day; deleting it takes it off at once.
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin-content-alert";
import { oneOf, Section, type Errors, type Typed } from "../components/admin/article-form";
import { LangFields } from "../components/admin/lang-fields";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { FormHeader, FormNotes, SaveBar, useRefusableForm } from "../components/admin/form-frame";
import { Button } from "../components/ui/button";
import { SelectField, TextField } from "../components/ui/field";
import { Trash2 } from "../components/ui/icons";
import { LANGS } from "../../domain/types";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { inLang } from "../lib/admin-catalogue";
import { typedForm } from "../lib/admin-article-form.server";
import { alertBody, refusedContentFields } from "../lib/admin-content-form.server";
import { isApiFailure } from "../lib/api";
import { useT } from "../lib/use-t";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.id !== undefined && !/^[1-9]\d{0,9}$/.test(params.id)) throw data({ type: "not-found" }, { status: 404 });
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const [{ alerts }, written, { today }] = await Promise.all([api.get("/alerts/written", { bearer: token }), api.get("/articles/written", { bearer: token }), api.get("/posts/written", { bearer: token })]);
    const alert = params.id === undefined ? null : (alerts.find((a) => a.id === Number(params.id)) ?? null);
    if (params.id !== undefined && !alert) throw data({ type: "not-found" }, { status: 404 });
    const typed: Typed = alert ? { start: alert.start, end: alert.end, serviceId: alert.serviceId ? String(alert.serviceId) : "", ...Object.fromEntries(LANGS.map((l) => [`body.${l}`, alert.body[l] ?? ""])) } : { start: today, end: today };
    const services = written.articles.filter((a) => a.type !== "2").map((a) => ({ value: String(a.id), label: inLang(a.name, lang) }));
    return data({ id: alert?.id ?? null, title: alert ? inLang(alert.body, lang) : null, typed, services }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function action({ request, context, params }: Route.ActionArgs) {
  const typed = await typedForm(await request.formData());
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    if (oneOf(typed, "intent") === "delete" && params.id !== undefined) {
      await api.delete("/alerts/{id}", { params: { id: params.id }, bearer: token });
      return redirect(`${adminPath(lang, "/content")}?saved=alert`, { headers: ADMIN_HEADERS });
    }
    const body = alertBody(typed);
    if (!body.body.fr) return data({ values: typed, errors: { "body.fr": "admin.content.err.required" } as Errors }, { status: 400, headers: ADMIN_HEADERS });
    try {
      if (params.id === undefined) await api.post("/alerts", { body, bearer: token });
      else await api.put("/alerts/{id}", { params: { id: params.id }, body, bearer: token });
      return redirect(`${adminPath(lang, "/content")}?saved=alert`, { headers: ADMIN_HEADERS });
    } catch (err) {
      if (!isApiFailure(err) || err.status >= 500 || err.status === 403 || err.status === 404) throw err;
      return data({ values: typed, errors: refusedContentFields(err.fields ?? { start: err.message }, err.code, ["body"]) }, { status: err.status, headers: ADMIN_HEADERS });
    }
  });
}

export default function AdminContentAlert() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { values: Typed; errors: Errors } | undefined;
  const { t, lang } = useT();
  const busy = useNavigation().state === "submitting";
  const { typed, field } = useRefusableForm(page.typed, result);
  return (
    <div className="flex max-w-4xl flex-col gap-6 p-3 md:p-6">
      <FormHeader back={adminPath(lang, "/content")} backLabel={t("admin.content.back")} title={page.title ? t("admin.content.editAlert", { name: page.title }) : t("admin.content.newAlert")}>
        <p className="max-w-prose text-small text-ink-muted">{t("admin.content.alertIntro")}</p>
      </FormHeader>
      <FormNotes saved={false} refused={Boolean(result)} savedText="" testId="alert" />
      <Form key={page.id ?? "new"} method="post" className="flex flex-col gap-6" data-testid="alert-form" noValidate>
        <Section title={t("admin.content.alertWords")}>
          <LangFields typed={typed} name="body" control={(l, french) => <TextField {...field(`body.${l}`)} label={`${t("admin.content.alertText")} (${l.toUpperCase()})`} placeholder={l === "fr" ? undefined : french} maxLength={300} required={l === "fr"} />} />
        </Section>
        <Section title={t("admin.content.when")}>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField {...field("start")} type="date" label={t("admin.content.from")} required />
            <TextField {...field("end")} type="date" label={t("admin.content.until")} hint={t("admin.content.untilHint")} required />
          </div>
          <SelectField {...field("serviceId")} label={t("admin.content.service")} hint={t("admin.content.serviceHint")} options={[{ value: "", label: t("admin.content.noService") }, ...page.services]} />
        </Section>
        <SaveBar busy={busy} label={t("admin.content.saveAlert")} testId="alert-save" />
      </Form>
      {page.id !== null && (
        <Form method="post" className="self-start">
          <input type="hidden" name="intent" value="delete" />
          <Button type="submit" variant="secondary" size="sm" icon={Trash2}>
            {t("admin.content.delete")}
          </Button>
        </Form>
      )}
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.content.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.content.title");
