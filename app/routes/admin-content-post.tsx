// /admin/content/posts/new and /admin/content/posts/:id: a magazine post as its writer sees it —
// title, address, summary, the body in the rich-text editor (decision 284), category, languages,
// picture from the media library, and when it appears: a draft, or published from a day and an
// hour of the shop. Saved, it can be previewed as the storefront will show it, then published at
// once. Refused, the form comes back with what was typed and the fields named (decision 241).
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin-content-post";
import { LANGS } from "../../domain/types";
import { Check, MediaTiles, oneOf, Section, type Errors, type Typed } from "../components/admin/article-form";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { FormHeader, FormNotes, SaveBar, useRefusableForm } from "../components/admin/form-frame";
import { RichText } from "../components/admin/rich-text";
import { buttonClass } from "../components/ui/button";
import { SegmentedChoice } from "../components/ui/chip";
import { SelectField, TextArea, TextField } from "../components/ui/field";
import { Eye } from "../components/ui/icons";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { inLang } from "../lib/admin-catalogue";
import { typedForm } from "../lib/admin-article-form.server";
import { postBody, refusedContentFields } from "../lib/admin-content-form.server";
import { chosenImage, libraryOf } from "../lib/admin-content.server";
import { isApiFailure } from "../lib/api";
import { LANG_NAMES } from "../lib/i18n";
import { useT, type TKey } from "../lib/use-t";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.id !== undefined && !/^[1-9]\d{0,9}$/.test(params.id)) throw data({ type: "not-found" }, { status: 404 });
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const [written, { postcategories }, media] = await Promise.all([api.get("/posts/written", { bearer: token }), api.get("/postcategories"), libraryOf(api, token)]);
    const post = params.id === undefined ? null : (written.posts.find((p) => p.id === Number(params.id)) ?? null);
    if (params.id !== undefined && !post) throw data({ type: "not-found" }, { status: 404 });
    const typed: Typed = post
      ? { title: post.title, slug: post.slug, excerpt: post.excerpt, body: post.body, categoryId: post.category ? String(post.category.id) : "", lang: post.lang === "all" ? [...LANGS] : post.lang, state: post.published ? "publish" : "draft", date: post.date, time: post.time ?? "", image: post.image ? "keep" : "none" }
      : { lang: [lang], state: "draft", date: written.today, time: "", image: "none" };
    return data(
      {
        id: post?.id ?? null,
        title: post?.title ?? null,
        status: post?.status ?? null,
        current: post?.image?.url ?? null,
        typed,
        categories: postcategories.map((c) => ({ value: String(c.id), label: inLang(c.name, lang) })),
        media,
        saved: new URL(request.url).searchParams.has("saved"),
      },
      { headers: ADMIN_HEADERS },
    );
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function action({ request, context, params }: Route.ActionArgs) {
  const typed = await typedForm(await request.formData());
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const was = params.id === undefined ? null : (await api.get("/posts/written/{id}", { params: { id: params.id }, bearer: token })).post;
    const current = was?.image ? { url: was.image.url, width: was.image.width, height: was.image.height } : null;
    // what the form does not show (its place on the home or a shop's page, its featuring) is kept
    const kept = was ? { position: was.position, linkedShop: was.linkedShop, vedette: was.vedette } : {};
    const body = { ...postBody(typed, await chosenImage(api, token, typed, current)), ...kept };
    const fields: Errors = {};
    if (body.lang !== "all" && body.lang.length === 0) fields.lang = "admin.content.err.lang";
    if (!body.title) fields.title = "admin.content.err.required";
    if (Object.keys(fields).length) return data({ values: typed, errors: fields }, { status: 400, headers: ADMIN_HEADERS });
    try {
      const { post } = params.id === undefined ? await api.post("/posts", { body, bearer: token }) : await api.put("/posts/{id}", { params: { id: params.id }, body, bearer: token });
      return redirect(`${adminPath(lang, `/content/posts/${post.id}`)}?saved`, { headers: ADMIN_HEADERS });
    } catch (err) {
      if (!isApiFailure(err) || err.status >= 500 || err.status === 403 || err.status === 404) throw err;
      return data({ values: typed, errors: refusedContentFields(err.fields ?? { title: err.message }, err.code) }, { status: err.status, headers: ADMIN_HEADERS });
    }
  });
}

export default function AdminContentPost() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { values: Typed; errors: Errors } | undefined;
  const { t, lang } = useT();
  const busy = useNavigation().state === "submitting";
  const { typed, err, field } = useRefusableForm(page.typed, result);
  const langs = new Set(Array.isArray(typed.lang) ? typed.lang : typed.lang ? [typed.lang] : []);
  const images = [...(page.current ? [{ value: "keep", label: t("admin.content.currentImage"), img: page.current }] : []), { value: "none", label: t("admin.content.noImage"), img: null }, ...page.media.map((m) => ({ value: String(m.id), label: m.name, img: m.url }))];
  return (
    <div className="flex max-w-4xl flex-col gap-6 p-3 md:p-6">
      <FormHeader back={adminPath(lang, "/content")} backLabel={t("admin.content.back")} title={page.title ? t("admin.content.editPost", { name: page.title }) : t("admin.content.newPost")}>
        {page.id !== null && page.status && (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-small text-ink-muted" data-testid="post-status">
              {t(`admin.content.status.${page.status}` as TKey)}
            </p>
            <Link to={adminPath(lang, `/content/posts/${page.id}/preview`)} className={buttonClass({ size: "sm", variant: "secondary" })} data-testid="post-preview">
              <Eye aria-hidden="true" size={16} />
              {t("admin.content.preview")}
            </Link>
          </div>
        )}
      </FormHeader>
      <FormNotes saved={page.saved} refused={Boolean(result)} savedText={t("admin.content.postSaved")} testId="post" />
      <Form key={page.id ?? "new"} method="post" className="flex flex-col gap-6" data-testid="post-form" noValidate>
        <Section title={t("admin.content.writing")}>
          <TextField {...field("title")} label={t("admin.content.postTitle")} maxLength={200} required />
          <TextField {...field("slug")} label={t("admin.content.slug")} hint={t("admin.content.slugHint")} maxLength={120} />
          <TextArea {...field("excerpt")} label={t("admin.content.excerpt")} hint={t("admin.content.excerptHint")} rows={2} maxLength={500} />
          <RichText {...field("body")} defaultValue={oneOf(typed, "body")} label={t("admin.content.body")} hint={t("admin.content.bodyHint")} testId="post-body-field" />
        </Section>
        <Section title={t("admin.content.where")} id="f-lang" error={err("lang")}>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-small font-semibold text-ink">{t("admin.content.langs")}</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {LANGS.map((l) => (
                <Check key={l} name="lang" value={l} checked={langs.has(l)}>
                  {LANG_NAMES[l]}
                </Check>
              ))}
            </div>
          </fieldset>
          <SelectField {...field("categoryId")} label={t("admin.content.category")} options={[{ value: "", label: t("admin.content.noCategory") }, ...page.categories]} />
          <MediaTiles name="image" label={t("admin.content.image")} chosen={oneOf(typed, "image") || "none"} options={images} testId="post-image" />
        </Section>
        <Section title={t("admin.content.when")}>
          <SegmentedChoice name="state" legend={t("admin.content.state")} defaultValue={oneOf(typed, "state") || "draft"} choices={[{ value: "draft", label: t("admin.content.draft") }, { value: "publish", label: t("admin.content.publishFrom") }]} />
          <div className="grid gap-4 md:grid-cols-2">
            <TextField {...field("date")} type="date" label={t("admin.content.date")} hint={t("admin.content.dateHint")} required />
            <TextField {...field("time")} type="time" label={t("admin.content.time")} hint={t("admin.content.timeHint")} />
          </div>
        </Section>
        <SaveBar busy={busy} label={t("admin.content.savePost")} testId="post-save" />
      </Form>
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.content.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.content.title");
