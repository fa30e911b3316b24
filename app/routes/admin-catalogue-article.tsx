// /admin/catalogue/new/:kind and /admin/catalogue/:kind/:id: a service, a package or a product as
// the business writes it — five-language texts, prices (weekend, week, per shop), duration and
// pause, the booker's flags, who performs it and what it needs, its categories and its image.
// A manager adds one at their own shops; changing an existing one is the owner's (decision 240).
// The form posts to this route's action, which writes through the API (the storefront shows the
// change at the next request); refused, it comes back with what was typed and the fields named.
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin-catalogue-article";
import { Check, Choices, oneOf, Section, Texts, type Errors, type Typed } from "../components/admin/article-form";
import { MediaPicker } from "../components/admin/media-picker";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { FormHeader, FormNotes, SaveBar, useFocusRefused } from "../components/admin/form-frame";
import { SelectField, TextField } from "../components/ui/field";
import { withinReach } from "../../domain/roles";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { inLang, KINDS, type Kind } from "../lib/admin-catalogue";
import { articleBody, refusedFields, typedForm } from "../lib/admin-article-form.server";
import { isApiFailure } from "../lib/api";
import { chosenPictures, keepUpload } from "../lib/media-choice.server";
import { useT } from "../lib/use-t";

const euros = (cents: number | null | undefined) => (cents == null ? "" : (cents / 100).toFixed(2));

function kindParam(params: { kind?: string }): Kind {
  if (params.kind === "service" || params.kind === "product" || params.kind === "package") return params.kind;
  throw data({ type: "not-found" }, { status: 404 });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const kind = kindParam(params);
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const [written, { shops }, { employees }, { resources }, { consentements }] = await Promise.all([
      api.get("/articles/written", { bearer: token }),
      api.get("/shops"),
      api.get("/employees", { bearer: token }),
      api.get("/resources", { query: { type: "equipment" }, bearer: token }),
      api.get("/consentements", { bearer: token }),
    ]);
    const media = (await api.get("/medias", { query: { perPage: "24" }, bearer: token })).medias;
    const id = params.id === undefined ? null : Number(params.id);
    const article = id === null ? null : written.articles.find((a) => a.id === id && a.type === KINDS[kind]);
    if (id !== null && !article) throw data({ type: "not-found" }, { status: 404 });
    // changing an existing article is the owner's; a manager adds at their shops (decision 240)
    if (article && written.yourShops !== null) throw data({ type: "forbidden" }, { status: 403 });
    const reach = (shopId: number) => withinReach(written.yourShops, shopId);
    const ownShops = shops.filter((s) => reach(s.id));
    const typed: Typed = {};
    if (article) {
      for (const [l, v] of Object.entries(article.name)) typed[`name.${l}`] = v ?? "";
      for (const [l, v] of Object.entries(article.description)) typed[`description.${l}`] = v ?? "";
      Object.assign(typed, { slug: article.slug ?? "", price: euros(article.prices), weekPrice: euros(article.weekprices), "booker.duration": String(article.booker.duration), "booker.pause": String(article.booker.pause), stock: article.stock == null ? "" : String(article.stock) });
      for (const flag of ["active", "upsellOnly"] as const) if (article.booker[flag]) typed[flag] = "on";
      if (article.draft) typed.draft = "on";
      Object.assign(typed, { categoryIds: article.categoryIds.map(String), employeeIds: article.employeeIds.map(String), equipmentIds: article.equipmentIds.map(String), packageServiceIds: (article.booker.packageServiceIds ?? []).map(String) });
      for (const s of shops) {
        if (!article.shopIds.includes(s.artebeauteId)) continue;
        typed[`shop.${s.id}`] = "on";
        typed[`shopPrice.${s.id}`] = euros(article.booker.pricesByShops.find((p) => p.boutiqueId === s.artebeauteId)?.pvTtc);
      }
    } else {
      Object.assign(typed, { active: "on", "booker.duration": kind === "product" ? "" : "60", "booker.pause": "0" });
      if (ownShops.length === 1) typed[`shop.${ownShops[0]!.id}`] = "on";
    }
    // the consent form the service asks for, set apart from the article (decision 283)
    typed.consentId = String(consentements.find((c) => id !== null && c.serviceIds.includes(id))?.id ?? "");
    const categoryKind = kind === "product" ? "eshop" : "services";
    return data(
      {
        kind,
        id,
        title: article ? inLang(article.name, lang) : null,
        current: article?.images[0]?.url ?? null,
        typed,
        shops: ownShops.map((s) => ({ id: s.id, name: s.publicInfo.name })),
        categories: written.categories.filter((c) => c.kind === categoryKind).map((c) => ({ id: c.id, label: inLang(c.name, lang) })),
        employees: employees.filter((e) => e.active && reach(e.shopId)).map((e) => ({ id: e.id, label: e.displayName, detail: shops.find((s) => s.id === e.shopId)?.publicInfo.name })),
        equipments: resources.filter((r) => reach(r.shopId)).map((r) => ({ id: r.id, label: r.displayName, detail: shops.find((s) => s.id === r.shopId)?.publicInfo.name })),
        consentForms: consentements.map((c) => ({ value: String(c.id), label: inLang(c.title, lang) })),
        services: written.articles.filter((a) => a.type === "1" && a.id !== id).map((a) => ({ id: a.id, label: inLang(a.name, lang) })),
        media: media.map((m) => ({ id: m.id, url: m.url, name: m.originalName })),
        saved: new URL(request.url).searchParams.has("saved"),
      },
      { headers: ADMIN_HEADERS },
    );
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function action({ request, context, params }: Route.ActionArgs) {
  const kind = kindParam(params);
  const form = await request.formData();
  const typed = await typedForm(form);
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const id = params.id === undefined ? null : Number(params.id);
    const [{ shops }, written, { consentements }] = await Promise.all([api.get("/shops"), api.get("/articles/written", { bearer: token }), api.get("/consentements", { bearer: token })]);
    const { body, fields } = articleBody(typed, KINDS[kind], shops.map((s) => s.id));
    const refused = (errors: Errors, status = 400) => data({ values: typed, errors }, { status, headers: ADMIN_HEADERS });
    // a new image first: kept as the chosen one even if the rest is refused
    const kept = await keepUpload(api, token, form, typed);
    if (kept) return refused({ ...fields, ...kept.errors });
    // the form chosen must still exist; it is set once the article is saved
    const consentId = kind === "product" ? undefined : oneOf(typed, "consentId");
    if (consentId && !consentements.some((c) => String(c.id) === consentId)) fields.consentId = "admin.art.err.consent";
    if (Object.keys(fields).length) return refused(fields);
    const current = written.articles.find((a) => a.id === id)?.images ?? [];
    const chosen = await chosenPictures(api, token, typed, current);
    if ("errors" in chosen) return refused(chosen.errors);
    const images = chosen.images;
    try {
      const saved =
        id === null
          ? (await api.post("/articles", { body: { ...body, images }, bearer: token })).article
          : (await api.put("/articles/{id}", { params: { id: String(id) }, body: { ...body, images }, bearer: token })).article;
      const was = consentements.find((c) => c.serviceIds.includes(saved.id))?.id ?? null;
      const wanted = consentId ? Number(consentId) : null;
      if (consentId !== undefined && was !== wanted) await api.put("/consentements/services/{articleId}", { params: { articleId: String(saved.id) }, body: { templateId: wanted }, bearer: token });
      // the owner stays on the article; a manager, who changes no existing one, goes back to the list
      const back = written.yourShops === null ? `/catalogue/${kind}/${saved.id}` : "/catalogue";
      return redirect(`${adminPath(lang, back)}?saved=${saved.id}`, { headers: ADMIN_HEADERS });
    } catch (err) {
      if (!isApiFailure(err) || err.status >= 500) throw err;
      if (err.status === 403 && !err.fields?.shopId) throw err;
      return refused(refusedFields(err.fields ?? { form: err.message }, err.code), err.status);
    }
  });
}

const TITLES: Record<Kind, "admin.cat.newService" | "admin.cat.newPackage" | "admin.cat.newProduct"> = { service: "admin.cat.newService", package: "admin.cat.newPackage", product: "admin.cat.newProduct" };

export default function AdminCatalogueArticle() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { values: Typed; errors: Errors } | undefined;
  const { t, lang } = useT();
  const busy = useNavigation().state === "submitting";
  const typed = result?.values ?? page.typed;
  const errors = result?.errors ?? {};
  const err = (key: string) => (errors[key] ? t(errors[key]!) : undefined);
  const service = page.kind !== "product";
  useFocusRefused(result?.errors);
  return (
    <div className="flex max-w-4xl flex-col gap-6 p-3 md:p-6">
      <FormHeader back={adminPath(lang, "/catalogue")} backLabel={t("admin.art.back")} title={page.title ? t("admin.art.editTitle", { name: page.title }) : t(TITLES[page.kind])} />
      <FormNotes saved={page.saved} refused={Boolean(result)} savedText={t("admin.art.saved")} testId="article" />
      <Form method="post" encType="multipart/form-data" className="flex flex-col gap-6" data-testid="article-form" noValidate>
        <Section title={t("admin.art.texts")}>
          <Texts typed={typed} errors={errors} />
          <TextField id="f-slug" label={t("admin.art.slug")} hint={t("admin.art.slugHint")} name="slug" defaultValue={oneOf(typed, "slug")} maxLength={120} error={err("slug")} />
        </Section>
        <Section title={t("admin.art.prices")}>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField id="f-price" label={t("admin.art.price")} hint={t("admin.art.priceHint")} name="price" inputMode="decimal" defaultValue={oneOf(typed, "price")} required error={err("price")} />
            <TextField id="f-weekPrice" label={t("admin.art.weekPrice")} hint={t("admin.art.weekPriceHint")} name="weekPrice" inputMode="decimal" defaultValue={oneOf(typed, "weekPrice")} error={err("weekPrice")} />
            {service ? (
              <>
                <TextField id="f-booker.duration" label={t("admin.art.duration")} name="booker.duration" inputMode="numeric" defaultValue={oneOf(typed, "booker.duration")} required error={err("booker.duration")} />
                <TextField id="f-booker.pause" label={t("admin.art.pause")} hint={t("admin.art.pauseHint")} name="booker.pause" inputMode="numeric" defaultValue={oneOf(typed, "booker.pause")} error={err("booker.pause")} />
              </>
            ) : (
              <TextField id="f-stock" label={t("admin.art.stock")} name="stock" inputMode="numeric" defaultValue={oneOf(typed, "stock")} error={err("stock")} />
            )}
          </div>
        </Section>
        <Section title={t("admin.art.shops")} id="f-shops" error={err("shops")}>
          <div className="flex flex-col gap-3">
            {page.shops.map((s) => (
              <div key={s.id} className="grid items-start gap-3 md:grid-cols-2">
                <Check className="md:mt-7" name={`shop.${s.id}`} checked={oneOf(typed, `shop.${s.id}`) === "on"} testId={`offered-${s.id}`}>
                  {t("admin.art.offered", { shop: s.name })}
                </Check>
                <TextField id={`f-shopPrice.${s.id}`} label={t("admin.art.shopPrice", { shop: s.name })} hint={t("admin.art.shopPriceHint")} name={`shopPrice.${s.id}`} inputMode="decimal" defaultValue={oneOf(typed, `shopPrice.${s.id}`)} error={err(`shopPrice.${s.id}`)} />
              </div>
            ))}
          </div>
        </Section>
        <Section title={t("admin.art.booking")}>
          <div className="flex flex-col gap-2">
            {service && <Check name="active" checked={oneOf(typed, "active") === "on"}>{t("admin.art.active")}</Check>}
            {service && <Check name="upsellOnly" checked={oneOf(typed, "upsellOnly") === "on"}>{t("admin.art.upsellOnly")}</Check>}
            <Check name="draft" checked={oneOf(typed, "draft") === "on"}>{t("admin.art.draftFlag")}</Check>
          </div>
        </Section>
        {page.kind === "package" && (
          <Section title={t("admin.art.packageServices")} id="f-packageServiceIds" error={err("packageServiceIds")}>
            <Choices typed={typed} name="packageServiceIds" options={page.services} />
          </Section>
        )}
        <Section title={t("admin.art.categories")} id="f-categoryIds" error={err("categoryIds")}>
          <Choices typed={typed} name="categoryIds" options={page.categories} />
        </Section>
        {service && (
          <>
            <Section title={t("admin.art.employees")} id="f-employeeIds" error={err("employeeIds")}>
              <Choices typed={typed} name="employeeIds" options={page.employees} />
            </Section>
            <Section title={t("admin.art.equipments")} id="f-equipmentIds" error={err("equipmentIds")}>
              <Choices typed={typed} name="equipmentIds" options={page.equipments} empty={t("admin.art.noEquipment")} />
            </Section>
            <Section title={t("admin.art.consent")}>
              <SelectField id="f-consentId" name="consentId" label={t("admin.art.consentLabel")} hint={t("admin.art.consentHint")} defaultValue={oneOf(typed, "consentId")} error={err("consentId")} data-testid="article-consent">
                <option value="">{t("admin.art.consentNone")}</option>
                {page.consentForms.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </SelectField>
            </Section>
          </>
        )}
        <Section title={t("admin.art.image")}>
          <MediaPicker label={t("admin.art.library")} typed={typed} current={page.current} media={page.media} ratio={page.kind === "product" ? "1:1" : "4:3"} errors={{ file: err("file"), "crop.ratio": err("crop.ratio"), "crop.zoom": err("crop.zoom"), "crop.x": err("crop.x"), "crop.y": err("crop.y") }} />
        </Section>
        <SaveBar busy={busy} label={t("admin.art.save")} testId="article-save" />
      </Form>
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.cat.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.cat.title");
