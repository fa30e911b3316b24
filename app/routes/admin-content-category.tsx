// /admin/content/categories/new and /admin/content/categories/:id: a category of the magazine — its
// name in the five languages (French the fallback), its address and its place in the list.
// Deleting it keeps its posts, without a category.
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin-content-category";
import { oneOf, Section, type Errors, type Typed } from "../components/admin/article-form";
import { LangFields } from "../components/admin/lang-fields";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { FormHeader, FormNotes, SaveBar, useRefusableForm } from "../components/admin/form-frame";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/field";
import { Trash2 } from "../components/ui/icons";
import { LANGS } from "../../domain/types";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { inLang } from "../lib/admin-catalogue";
import { typedForm } from "../lib/admin-article-form.server";
import { categoryBody, refusedContentFields } from "../lib/admin-content-form.server";
import { isApiFailure } from "../lib/api";
import { useT } from "../lib/use-t";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.id !== undefined && !/^[1-9]\d{0,9}$/.test(params.id)) throw data({ type: "not-found" }, { status: 404 });
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    // a company user's page: the token is checked before the (public) categories are read
    await api.get("/alerts/written", { bearer: token });
    const { postcategories } = await api.get("/postcategories");
    const c = params.id === undefined ? null : (postcategories.find((x) => x.id === Number(params.id)) ?? null);
    if (params.id !== undefined && !c) throw data({ type: "not-found" }, { status: 404 });
    const typed: Typed = c ? { slug: c.slug, order: String(c.order), ...Object.fromEntries(LANGS.map((l) => [`name.${l}`, c.name[l] ?? ""])) } : { order: String(postcategories.length) };
    return data({ id: c?.id ?? null, title: c ? inLang(c.name, lang) : null, typed }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function action({ request, context, params }: Route.ActionArgs) {
  const typed = await typedForm(await request.formData());
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    if (oneOf(typed, "intent") === "delete" && params.id !== undefined) {
      await api.delete("/postcategories/{id}", { params: { id: params.id }, bearer: token });
      return redirect(`${adminPath(lang, "/content")}?saved=category`, { headers: ADMIN_HEADERS });
    }
    const body = categoryBody(typed);
    if (!body.name.fr) return data({ values: typed, errors: { "name.fr": "admin.content.err.required" } as Errors }, { status: 400, headers: ADMIN_HEADERS });
    try {
      if (params.id === undefined) await api.post("/postcategories", { body, bearer: token });
      else await api.put("/postcategories/{id}", { params: { id: params.id }, body, bearer: token });
      return redirect(`${adminPath(lang, "/content")}?saved=category`, { headers: ADMIN_HEADERS });
    } catch (err) {
      if (!isApiFailure(err) || err.status >= 500 || err.status === 403 || err.status === 404) throw err;
      return data({ values: typed, errors: refusedContentFields(err.fields ?? { slug: err.message }, err.code, ["name"]) }, { status: err.status, headers: ADMIN_HEADERS });
    }
  });
}

export default function AdminContentCategory() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { values: Typed; errors: Errors } | undefined;
  const { t, lang } = useT();
  const busy = useNavigation().state === "submitting";
  const { typed, field } = useRefusableForm(page.typed, result);
  return (
    <div className="flex max-w-4xl flex-col gap-6 p-3 md:p-6">
      <FormHeader back={adminPath(lang, "/content")} backLabel={t("admin.content.back")} title={page.title ? t("admin.content.editCategory", { name: page.title }) : t("admin.content.newCategory")} />
      <FormNotes saved={false} refused={Boolean(result)} savedText="" testId="category" />
      <Form key={page.id ?? "new"} method="post" className="flex flex-col gap-6" data-testid="category-form" noValidate>
        <Section title={t("admin.content.categoryName")}>
          <LangFields typed={typed} name="name" control={(l, french) => <TextField {...field(`name.${l}`)} label={`${t("admin.content.categoryName")} (${l.toUpperCase()})`} placeholder={l === "fr" ? undefined : french} maxLength={120} required={l === "fr"} />} />
        </Section>
        <Section title={t("admin.content.where")}>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField {...field("slug")} label={t("admin.content.slug")} hint={t("admin.content.slugHint")} maxLength={120} />
            <TextField {...field("order")} label={t("admin.content.order")} inputMode="numeric" />
          </div>
        </Section>
        <SaveBar busy={busy} label={t("admin.content.saveCategory")} testId="category-save" />
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
