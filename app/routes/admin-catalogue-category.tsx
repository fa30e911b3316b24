// /admin/catalogue/categories/new and /admin/catalogue/categories/:id: a services' category as the
// owner writes it — its name and description in five languages (a missing one marked, the French
// shown instead), its address, its picture from the media library and the services it lists; the
// shelf's form (admin-commerce-shelf.tsx) for the services. The action writes the category (kind
// 'services', a new one placed last) and links the services chosen, each write audited by the API;
// /services shows it at the next request. Refused, the form comes back with what was typed and the
// field named. Deleting a category that still lists services is refused here, naming how many
// (decision 298): the API would drop it and its services would leave /services' pages silently.
import { data, Form, redirect, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin-catalogue-category";
import { Choices, MediaTiles, oneOf, Section, type Errors, type Typed } from "../components/admin/article-form";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { FormHeader, FormNotes, SaveBar, useRefusableForm } from "../components/admin/form-frame";
import { LangFields } from "../components/admin/lang-fields";
import { LangNames } from "../components/admin/lang-names";
import { Button } from "../components/ui/button";
import { TextArea, TextField } from "../components/ui/field";
import { Trash2 } from "../components/ui/icons";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { inLang } from "../lib/admin-catalogue";
import { typedForm } from "../lib/admin-article-form.server";
import { chosenImage, libraryOf } from "../lib/admin-content.server";
import { categoryBody, categoryTyped, refusedShelfFields, relinkArticles } from "../lib/admin-shelf-form.server";
import { isApiFailure } from "../lib/api";
import { useT } from "../lib/use-t";
import type { loader as adminLoader } from "./admin";

type Api = Parameters<Parameters<typeof asCompanyUser>[2]>[0]["api"];
type Refused = { values: Typed; errors: Errors; holds?: number };

/** The services' categories, the services, and the category asked (404 when it is not one of them). */
async function catalogue(api: Api, token: string, id: string | undefined) {
  const written = await api.get("/articles/written", { bearer: token });
  const categories = written.categories.filter((c) => c.kind === "services");
  const category = id === undefined ? null : (categories.find((c) => c.id === Number(id)) ?? null);
  if (id !== undefined && !category) throw data({ type: "not-found" }, { status: 404 });
  return { categories, category, services: written.articles.filter((a) => a.type !== "2") };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, lang, url }) => {
    const [{ category, services }, media] = await Promise.all([catalogue(api, token, params.id), libraryOf(api, token)]);
    return data(
      {
        id: category?.id ?? null,
        title: category ? inLang(category.name, lang) : null,
        typed: categoryTyped(category),
        current: category?.images[0]?.url ?? null,
        media: media.map((m) => ({ id: m.id, url: m.url, name: m.name })),
        services: services.map((s) => ({ id: s.id, label: inLang(s.name, lang), detail: s.draft ? "draft" : undefined })),
        saved: url.searchParams.has("saved"),
      },
      { headers: ADMIN_HEADERS },
    );
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function action({ request, context, params }: Route.ActionArgs) {
  const typed = await typedForm(await request.formData());
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const { categories, category, services } = await catalogue(api, token, params.id);
    const refused = (refusal: Omit<Refused, "values">, status = 400) => data({ values: typed, ...refusal }, { status, headers: ADMIN_HEADERS });
    if (oneOf(typed, "intent") === "delete" && category) {
      // what the form shows as stored counts, not what was ticked and not saved
      // the delete button's form sends no fields: the form is drawn again from what is stored
      if (category.articleIds.length > 0) return data({ values: categoryTyped(category), errors: {}, holds: category.articleIds.length }, { status: 409, headers: ADMIN_HEADERS });
      await api.delete("/categories/{id}", { params: { id: String(category.id) }, bearer: token });
      return redirect(`${adminPath(lang, "/catalogue/categories")}?deleted=${encodeURIComponent(inLang(category.name, lang))}`, { headers: ADMIN_HEADERS });
    }
    const current = category?.images[0] ? { url: category.images[0].url, width: category.images[0].width, height: category.images[0].height } : null;
    const last = categories.reduce((m, c) => Math.max(m, c.order + 1), 0);
    const { body, services: chosen, fields } = categoryBody(typed, category, last, new Set(services.map((s) => s.id)), await chosenImage(api, token, typed, current));
    if (Object.keys(fields).length) return refused({ errors: fields });
    let id: number;
    try {
      const { category: written } = category ? await api.put("/categories/{id}", { params: { id: String(category.id) }, body, bearer: token }) : await api.post("/categories", { body, bearer: token });
      id = written.id;
    } catch (err) {
      if (!isApiFailure(err) || err.status >= 500 || err.status === 403 || err.status === 404) throw err;
      return refused({ errors: refusedShelfFields(err.fields ?? { name: err.message }, err.code, "admin.categories") }, err.status);
    }
    await relinkArticles(api, token, id, category?.articleIds ?? [], chosen);
    return redirect(`${adminPath(lang, `/catalogue/categories/${id}`)}?saved`, { headers: ADMIN_HEADERS });
  });
}

export default function AdminCatalogueCategory() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Refused | undefined;
  const { t, lang } = useT();
  const owner = useRouteLoaderData<typeof adminLoader>("admin")?.user.role === "owner";
  const busy = useNavigation().state === "submitting";
  const { typed, errors, field } = useRefusableForm(page.typed, result);
  const services = page.services.map((s) => ({ ...s, detail: s.detail ? t("admin.cat.draft") : undefined }));
  const images = [...(page.current ? [{ value: "keep", label: t("admin.content.currentImage"), img: page.current }] : []), { value: "none", label: t("admin.content.noImage"), img: null }, ...page.media.map((m) => ({ value: String(m.id), label: m.name, img: m.url }))];
  return (
    <div className="flex max-w-4xl flex-col gap-6 p-3 md:p-6">
      <FormHeader back={adminPath(lang, "/catalogue/categories")} backLabel={t("admin.categories.back")} title={page.title ?? t("admin.categories.newTitle")} />
      <FormNotes saved={page.saved} refused={Boolean(result && !result.holds)} savedText={t("admin.categories.saved")} testId="category" />
      {result?.holds ? (
        <p role="alert" className="rounded-md border border-danger bg-danger-soft px-4 py-3 text-small text-ink" data-testid="category-holds">
          {t("admin.categories.holds", { count: result.holds })}
        </p>
      ) : null}
      <Form key={page.id ?? "new"} method="post" className="flex flex-col gap-6" data-testid="category-form" noValidate>
        <fieldset disabled={!owner} className="flex min-w-0 flex-col gap-6">
          <Section title={t("admin.categories.names")}>
            <LangNames typed={typed} errors={errors} prefix="name" label={t("admin.categories.name")} />
            <TextField {...field("slug")} label={t("admin.shelves.slug")} hint={t("admin.categories.slugHint")} maxLength={120} />
          </Section>
          <Section title={t("admin.categories.descriptions")}>
            <LangFields typed={typed} name="description" control={(l, french) => <TextArea {...field(`description.${l}`)} lang={l} label={`${t("admin.categories.description")} (${l.toUpperCase()})`} placeholder={l === "fr" ? undefined : french} maxLength={5000} />} />
          </Section>
          <Section title={t("admin.content.image")}>
            <MediaTiles name="image" label={t("admin.content.image")} chosen={oneOf(typed, "image") || "none"} options={images} testId="category-image" />
          </Section>
          <Section title={t("admin.categories.servicesTitle")}>
            <Choices typed={typed} name="services" options={services} empty={t("admin.categories.noServices")} />
          </Section>
        </fieldset>
        {owner && <SaveBar busy={busy} label={t("admin.categories.save")} testId="category-save" />}
      </Form>
      {owner && page.id !== null && (
        <Form method="post" className="self-start">
          <input type="hidden" name="intent" value="delete" />
          <Button type="submit" variant="secondary" size="sm" icon={Trash2} data-testid="category-delete">
            {t("admin.categories.delete")}
          </Button>
        </Form>
      )}
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.cat.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.categories.title");
