// /admin/commerce/shelves/new and /admin/commerce/shelves/:id: an e-shop shelf as the owner writes
// it — its name in five languages (a missing one marked, the French shown instead), its address
// and the products it lists. The action writes the category (kind 'eshop', a new one placed last)
// and then links the products chosen and unlinks the others, each write audited by the API; the
// storefront's /boutique shows it at its next request. Refused, the form comes back with what was
// typed and the field named. A manager reads.
import { data, Form, redirect, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin-commerce-shelf";
import { Choices, oneOf, Section, type Errors, type Typed } from "../components/admin/article-form";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { FormHeader, FormNotes, SaveBar, useFocusRefused } from "../components/admin/form-frame";
import { LangNames } from "../components/admin/lang-names";
import { TextField } from "../components/ui/field";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { inLang } from "../lib/admin-catalogue";
import { typedForm } from "../lib/admin-article-form.server";
import { refusedShelfFields, relinkArticles, shelfBody, shelfTyped } from "../lib/admin-shelf-form.server";
import { isApiFailure } from "../lib/api";
import { useT } from "../lib/use-t";
import type { loader as adminLoader } from "./admin";

type Api = Parameters<Parameters<typeof asCompanyUser>[2]>[0]["api"];

/** The shelves, the products, and the shelf asked (404 when it is not one of the business's shelves). */
async function catalogue(api: Api, token: string, id: string | undefined) {
  const written = await api.get("/articles/written", { bearer: token });
  const shelves = written.categories.filter((c) => c.kind === "eshop");
  const shelf = id === undefined ? null : (shelves.find((c) => c.id === Number(id)) ?? null);
  if (id !== undefined && !shelf) throw data({ type: "not-found" }, { status: 404 });
  return { shelves, shelf, products: written.articles.filter((a) => a.type === "2") };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, lang, url }) => {
    const { shelf, products } = await catalogue(api, token, params.id);
    return data(
      {
        id: shelf?.id ?? null,
        title: shelf ? inLang(shelf.name, lang) : null,
        typed: shelfTyped(shelf),
        products: products.map((p) => ({ id: p.id, label: inLang(p.name, lang), detail: p.draft ? "draft" : undefined })),
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
    const { shelves, shelf, products } = await catalogue(api, token, params.id);
    const last = shelves.reduce((m, c) => Math.max(m, c.order + 1), 0);
    const { body, products: chosen, fields } = shelfBody(typed, shelf, last, new Set(products.map((p) => p.id)));
    const refused = (errors: Errors, status = 400) => data({ values: typed, errors }, { status, headers: ADMIN_HEADERS });
    if (Object.keys(fields).length) return refused(fields);
    let id: number;
    try {
      const { category } = shelf ? await api.put("/categories/{id}", { params: { id: String(shelf.id) }, body, bearer: token }) : await api.post("/categories", { body, bearer: token });
      id = category.id;
    } catch (err) {
      if (!isApiFailure(err) || err.status >= 500 || err.status === 403 || err.status === 404) throw err;
      return refused(refusedShelfFields(err.fields ?? { name: err.message }, err.code), err.status);
    }
    await relinkArticles(api, token, id, shelf?.articleIds ?? [], chosen);
    return redirect(`${adminPath(lang, `/commerce/shelves/${id}`)}?saved`, { headers: ADMIN_HEADERS });
  });
}

export default function AdminCommerceShelf() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { values: Typed; errors: Errors } | undefined;
  const { t, lang } = useT();
  const owner = useRouteLoaderData<typeof adminLoader>("admin")?.user.role === "owner";
  const busy = useNavigation().state === "submitting";
  const typed = result?.values ?? page.typed;
  const errors = result?.errors ?? {};
  useFocusRefused(result?.errors);
  const products = page.products.map((p) => ({ ...p, detail: p.detail ? t("admin.cat.draft") : undefined }));
  return (
    <div className="flex max-w-4xl flex-col gap-6 p-3 md:p-6">
      <FormHeader back={adminPath(lang, "/commerce/shelves")} backLabel={t("admin.shelves.back")} title={page.title ?? t("admin.shelves.newTitle")} />
      <FormNotes saved={page.saved} refused={Boolean(result)} savedText={t("admin.shelves.saved")} testId="shelf" />
      <Form key={page.id ?? "new"} method="post" className="flex flex-col gap-6" data-testid="shelf-form" noValidate>
        <fieldset disabled={!owner} className="flex min-w-0 flex-col gap-6">
          <Section title={t("admin.shelves.names")}>
            <LangNames typed={typed} errors={errors} prefix="name" label={t("admin.shelves.name")} />
            <TextField id="f-slug" name="slug" label={t("admin.shelves.slug")} hint={t("admin.shelves.slugHint")} defaultValue={oneOf(typed, "slug")} maxLength={120} error={errors.slug && t(errors.slug)} />
          </Section>
          <Section title={t("admin.shelves.productsTitle")}>
            <Choices typed={typed} name="products" options={products} empty={t("admin.shelves.noProducts")} />
          </Section>
        </fieldset>
        {owner && <SaveBar busy={busy} label={t("admin.shelves.save")} testId="shelf-save" />}
      </Form>
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.commerce.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.shelves.title");
