// /admin/shops/:id/resources: a shop's cabins and equipments (decision 217) — each renamed, an
// equipment given the services that need it, removed (the owner's, and refused while an
// appointment took it) — and a form to add one. Plain POST forms to this route's action, which
// writes through the API; refused, the form comes back as typed with the field named.
import { useEffect } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin-shop-resources";
import { Choices, oneOf, Section, type Errors, type Typed } from "../components/admin/article-form";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { RefusedNotice, SavedNotice } from "../components/admin/saved-notice";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/field";
import { ChevronLeft, Trash2 } from "../components/ui/icons";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { inLang } from "../lib/admin-catalogue";
import { many, one, typedForm } from "../lib/admin-article-form.server";
import { staffRefused } from "../lib/admin-staff-form.server";
import { isApiFailure } from "../lib/api";
import { useT } from "../lib/use-t";
import type { loader as adminLoader } from "./admin";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const id = Number(params.id);
    const [{ shops }, { resources }, written] = await Promise.all([api.get("/shops"), api.get("/resources", { query: { shopId: String(id) }, bearer: token }), api.get("/articles/written", { bearer: token })]);
    const shop = shops.find((s) => s.id === id);
    if (!shop) throw data({ type: "not-found" }, { status: 404 });
    if (written.yourShops !== null && !written.yourShops.includes(id)) throw data({ type: "forbidden" }, { status: 403 });
    const services = written.articles.filter((a) => a.type === "1" && a.shopIds.includes(shop.artebeauteId)).map((a) => ({ id: a.id, label: inLang(a.name, lang) }));
    return data({ id, name: shop.publicInfo.name, resources, services, saved: new URL(request.url).searchParams.has("saved") }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function action({ request, context, params }: Route.ActionArgs) {
  const typed = await typedForm(await request.formData());
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const shopId = Number(params.id);
    const intent = one(typed, "intent");
    const rid = one(typed, "resourceId");
    const refused = (errors: Errors, status = 400) => data({ intent, rid, values: typed, errors }, { status, headers: ADMIN_HEADERS });
    try {
      if (intent === "delete") {
        await api.delete("/resources/{id}", { params: { id: rid }, bearer: token });
      } else {
        const type = one(typed, "type") === "equipment" ? "equipment" : "cabin";
        const displayName = one(typed, "displayName");
        if (!displayName) return refused({ displayName: "admin.staff.err.required" });
        const body = { shopId, type, displayName, serviceIds: type === "equipment" ? many(typed, "serviceIds") : [] } as const;
        if (intent === "update") await api.put("/resources/{id}", { params: { id: rid }, body, bearer: token });
        else await api.post("/resources", { body, bearer: token });
      }
      return redirect(`${adminPath(lang, `/shops/${shopId}/resources`)}?saved=1`, { headers: ADMIN_HEADERS });
    } catch (err) {
      if (!isApiFailure(err) || err.status >= 500 || (err.status === 403 && !err.fields?.shopId)) throw err;
      return refused(staffRefused(err.fields ?? { form: err.message }, err.code), err.status);
    }
  });
}

type Result = { intent: string; rid: string; values: Typed; errors: Errors } | undefined;

function ResourceForm({ resource, services, result }: { resource: { id: number; type: string; displayName: string; serviceIds: number[] } | null; services: { id: number; label: string }[]; result: Result }) {
  const { t } = useT();
  const nav = useNavigation();
  const owner = useRouteLoaderData<typeof adminLoader>("admin")?.user.role === "owner";
  const key = resource ? String(resource.id) : "new";
  const mine = result && (result.rid || "new") === key && result.intent !== "delete";
  const typed: Typed = mine ? result.values : resource ? { displayName: resource.displayName, type: resource.type, serviceIds: resource.serviceIds.map(String) } : { type: "cabin" };
  const errors = mine ? result.errors : {};
  const deleteRefused = result?.intent === "delete" && result.rid === key;
  const busy = (intent: string) => nav.state === "submitting" && nav.formData?.get("intent") === intent && (nav.formData?.get("resourceId") || "new") === key;
  const equipment = oneOf(typed, "type") === "equipment";
  const idOf = (field: string) => `f-${key}-${field}`;
  return (
    <div className="flex flex-col gap-3 rounded-md p-4 ring-1 ring-line sm:flex-row sm:items-end" data-testid={`resource-${key}`}>
      <Form method="post" className="flex flex-1 flex-col gap-3" noValidate>
        <input type="hidden" name="intent" value={resource ? "update" : "create"} />
        {resource && <input type="hidden" name="resourceId" value={resource.id} />}
        <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
          <TextField id={idOf("displayName")} name="displayName" label={t("admin.res.name")} defaultValue={oneOf(typed, "displayName")} maxLength={100} error={errors.displayName && t(errors.displayName)} />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={idOf("type")} className="text-small font-semibold text-ink">
              {t("admin.res.type")}
            </label>
            <select id={idOf("type")} name="type" defaultValue={oneOf(typed, "type")} className="min-h-control rounded-md border border-line-strong bg-page px-3 text-body text-ink">
              <option value="cabin">{t("admin.res.cabin")}</option>
              <option value="equipment">{t("admin.res.equipment")}</option>
            </select>
          </div>
        </div>
        {(equipment || !resource) && services.length > 0 && (
          <details className="rounded-md bg-surface-soft p-3" open={equipment && Boolean(errors.serviceIds)}>
            <summary className="cursor-pointer text-small font-semibold text-ink">{t("admin.res.services")}</summary>
            <div className="pt-3">
              <Choices typed={typed} name="serviceIds" options={services} />
            </div>
          </details>
        )}
        {errors.form && <p className="text-small text-danger">{t(errors.form)}</p>}
        <Button type="submit" size="sm" variant={resource ? "secondary" : "primary"} className="self-start" busy={busy(resource ? "update" : "create")} aria-label={resource ? t("admin.res.saveNamed", { name: resource.displayName }) : undefined}>
          {resource ? t("admin.art.save") : t("admin.res.add")}
        </Button>
      </Form>
      {resource && owner && (
        <Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="resourceId" value={resource.id} />
          {deleteRefused && (
            <p role="alert" className="text-small text-danger">
              {t("admin.res.inUse")}
            </p>
          )}
          <Button type="submit" size="sm" variant="quiet" icon={Trash2} className="self-start" busy={busy("delete")} aria-label={t("admin.res.deleteNamed", { name: resource.displayName })}>
            {t("admin.staff.delete")}
          </Button>
        </Form>
      )}
    </div>
  );
}

export default function AdminShopResources() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result;
  const { t, lang } = useT();
  useEffect(() => {
    const first = Object.keys(result?.errors ?? {})[0];
    if (first) document.getElementById(`f-${result?.rid || "new"}-${first}`)?.focus();
  }, [result]);
  const list = (type: string) => page.resources.filter((r) => r.type === type);
  return (
    <div className="flex max-w-4xl flex-col gap-6 p-3 md:p-6">
      <header className="flex flex-col gap-2">
        <Link to={adminPath(lang, `/shops/${page.id}`)} className="inline-flex items-center gap-1 self-start text-small font-semibold text-ink underline-offset-4 hover:underline">
          <ChevronLeft aria-hidden="true" size={16} />
          {page.name}
        </Link>
        <h1 className="font-title text-2xl text-ink md:text-3xl">{t("admin.res.titleNamed", { name: page.name })}</h1>
        <p className="max-w-prose text-small text-ink-muted">{t("admin.res.intro")}</p>
      </header>
      <SavedNotice text={page.saved && !result ? t("admin.shop.savedHere") : null} testId="resources-saved" />
      {result && result.intent !== "delete" && <RefusedNotice text={t("admin.staff.refused")} testId="resources-refused" />}
      {(["cabin", "equipment"] as const).map((type) => (
        <Section key={type} title={t(type === "cabin" ? "admin.res.cabins" : "admin.res.equipments")}>
          {list(type).length === 0 && <p className="text-small text-ink-muted">{t("admin.res.none")}</p>}
          {list(type).map((r) => (
            <ResourceForm key={r.id} resource={r} services={page.services} result={result} />
          ))}
        </Section>
      ))}
      <Section title={t("admin.res.add")}>
        <ResourceForm resource={null} services={page.services} result={result} />
      </Section>
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.res.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.res.title");
