// /admin/staff/new and /admin/staff/:id: an employee as the business writes them — name, shop,
// photo from the media library (or uploaded there), working hours of each weekday at their shop
// with breaks, the services they perform — and their absences (holidays, training). A manager
// writes the employees of their own shops (decision 218). The forms post to this route's action,
// which writes through the API; the booking step reads employees and absences afresh at every
// request, so a change shows in the next slots asked. Refused, a form comes back as typed.
import { useEffect } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin-employee";
import { Absences } from "../components/admin/absences";
import { Check, Choices, ImageChooser, oneOf, Section, type Errors, type Typed } from "../components/admin/article-form";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { RefusedNotice, SavedNotice } from "../components/admin/saved-notice";
import { WeekEditor } from "../components/admin/week-editor";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/field";
import { ChevronLeft } from "../components/ui/icons";
import { withinReach } from "../../domain/roles";
import { WEEKDAYS } from "../../domain/types";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { inLang } from "../lib/admin-catalogue";
import { typedForm } from "../lib/admin-article-form.server";
import { absenceBody, dayTyped, employeeBody, staffRefused } from "../lib/admin-staff-form.server";
import { isApiFailure } from "../lib/api";
import { useT } from "../lib/use-t";

async function pageData(api: Parameters<Parameters<typeof asCompanyUser>[2]>[0]["api"], token: string) {
  const [{ shops }, written] = await Promise.all([api.get("/shops"), api.get("/articles/written", { bearer: token })]);
  const own = shops.filter((s) => withinReach(written.yourShops, s.id));
  return { shops: own, written };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const id = params.id === undefined ? null : Number(params.id);
    const [{ shops, written }, found, { medias }] = await Promise.all([
      pageData(api, token),
      id === null ? Promise.resolve(null) : api.get("/employees/{id}", { params: { id: String(id) }, bearer: token }),
      api.get("/medias", { query: { perPage: "24" }, bearer: token }),
    ]);
    const employee = found?.employee ?? null;
    if (employee && !shops.some((s) => s.id === employee.shopId)) throw data({ type: "forbidden" }, { status: 403 });
    const typed: Typed = {};
    if (employee) {
      Object.assign(typed, { displayName: employee.displayName, shopId: String(employee.shopId), serviceIds: employee.serviceIds.map(String) });
      if (employee.active) typed.active = "on";
      for (const w of WEEKDAYS) dayTyped(`work.${w}`, employee.workingHours[w] ?? null, typed);
    } else {
      Object.assign(typed, { active: "on", shopId: shops.length === 1 ? String(shops[0]!.id) : "" });
    }
    const shop = shops.find((s) => s.id === employee?.shopId);
    return data(
      {
        id,
        name: employee?.displayName ?? null,
        current: employee?.image?.url ?? null,
        absences: employee?.absences ?? [],
        timeZone: shop?.timeZone ?? "Europe/Paris",
        typed,
        shops: shops.map((s) => ({ id: s.id, name: s.publicInfo.name })),
        services: written.articles.filter((a) => a.type === "1" || a.type === "4").map((a) => ({ id: a.id, label: inLang(a.name, lang) })),
        media: medias.map((m) => ({ id: m.id, url: m.url, name: m.originalName })),
        saved: new URL(request.url).searchParams.get("saved"),
      },
      { headers: ADMIN_HEADERS },
    );
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const typed = await typedForm(form);
  const file = form.get("file");
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const id = params.id === undefined ? null : Number(params.id);
    const intent = oneOf(typed, "intent");
    const refused = (errors: Errors, status = 400) => data({ intent, values: typed, errors }, { status, headers: ADMIN_HEADERS });
    const here = (saved: string) => redirect(`${adminPath(lang, `/staff/${id}`)}?saved=${saved}`, { headers: ADMIN_HEADERS });
    try {
      if (id !== null && intent === "absence-delete") {
        await api.delete("/employees/{id}/absences/{absenceId}", { params: { id: String(id), absenceId: oneOf(typed, "absenceId") }, bearer: token });
        return here("absence");
      }
      if (id !== null && intent === "absence") {
        const { employee } = await api.get("/employees/{id}", { params: { id: String(id) }, bearer: token });
        const { shops } = await api.get("/shops");
        const { body, fields } = absenceBody(typed, shops.find((s) => s.id === employee.shopId)?.timeZone ?? "Europe/Paris");
        if (Object.keys(fields).length) return refused(fields);
        await api.post("/employees/{id}/absences", { params: { id: String(id) }, body, bearer: token });
        return here("absence");
      }
      const { shops } = await pageData(api, token);
      // a new photo first: kept as the chosen one even if the rest is refused
      if (file instanceof File && file.size > 0) {
        const upload = new FormData();
        upload.set("file", file);
        try {
          typed.image = String((await api.post("/upload/image", { form: upload, bearer: token })).media.id);
        } catch (err) {
          if (!isApiFailure(err)) throw err;
          return refused({ file: "admin.art.err.image" });
        }
      }
      const choice = oneOf(typed, "image");
      let image: { url: string; width?: number; height?: number } | null | undefined = choice === "none" ? null : undefined;
      if (/^\d+$/.test(choice)) {
        const { medias } = await api.get("/medias", { query: { perPage: "100" }, bearer: token });
        const medium = medias.find((m) => m.id === Number(choice));
        if (medium) image = { url: medium.image.url, width: medium.image.width, height: medium.image.height };
      }
      const { body, fields } = employeeBody(typed, shops.map((s) => s.id), image);
      if (Object.keys(fields).length) return refused(fields);
      const saved = id === null ? (await api.post("/employees", { body, bearer: token })).employee : (await api.put("/employees/{id}", { params: { id: String(id) }, body, bearer: token })).employee;
      return redirect(`${adminPath(lang, "/staff")}?saved=${saved.id}`, { headers: ADMIN_HEADERS });
    } catch (err) {
      if (!isApiFailure(err) || err.status >= 500 || (err.status === 403 && !err.fields?.shopId)) throw err;
      return refused(staffRefused(err.fields ?? { form: err.message }, err.code), err.status);
    }
  });
}

export default function AdminEmployee() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { intent: string; values: Typed; errors: Errors } | undefined;
  const { t, lang } = useT();
  const nav = useNavigation();
  const saving = nav.state === "submitting" && nav.formData?.get("intent") === "save";
  const absence = result?.intent === "absence";
  const typed = result && !absence ? result.values : page.typed;
  const errors = result && !absence ? result.errors : {};
  const err = (key: string) => (errors[key] ? t(errors[key]!) : undefined);
  useEffect(() => {
    const first = Object.keys(result?.errors ?? {})[0];
    if (first) (document.getElementById(`f-${first}`) ?? document.querySelector<HTMLElement>(`[name="${first}"]`))?.focus();
  }, [result]);
  return (
    <div className="flex max-w-4xl flex-col gap-6 p-3 md:p-6">
      <header className="flex flex-col gap-2">
        <Link to={adminPath(lang, "/staff")} className="inline-flex items-center gap-1 self-start text-small font-semibold text-ink underline-offset-4 hover:underline">
          <ChevronLeft aria-hidden="true" size={16} />
          {t("admin.staff.back")}
        </Link>
        <h1 className="font-title text-2xl text-ink md:text-3xl">{page.name ?? t("admin.staff.new")}</h1>
      </header>
      <SavedNotice text={page.saved && !result ? t(page.saved === "absence" ? "admin.staff.absenceSaved" : "admin.shop.savedHere") : null} testId="employee-saved" />
      {result && <RefusedNotice text={t("admin.staff.refused")} testId="employee-refused" />}
      <Form method="post" encType="multipart/form-data" className="flex flex-col gap-6" noValidate data-testid="employee-form">
        <input type="hidden" name="intent" value="save" />
        <Section title={t("admin.staff.identity")}>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField id="f-displayName" name="displayName" label={t("admin.staff.name")} defaultValue={oneOf(typed, "displayName")} required maxLength={100} error={err("displayName")} />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="f-shopId" className="text-small font-semibold text-ink">
                {t("admin.staff.shop")}
              </label>
              <select id="f-shopId" name="shopId" defaultValue={oneOf(typed, "shopId")} aria-invalid={errors.shopId ? true : undefined} aria-describedby={errors.shopId ? "f-shopId-error" : undefined} className="min-h-control rounded-md border border-line-strong bg-page px-3 text-body text-ink">
                <option value="">{t("admin.staff.chooseShop")}</option>
                {page.shops.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
              {errors.shopId && (
                <p id="f-shopId-error" role="alert" className="text-small text-danger">
                  {err("shopId")}
                </p>
              )}
            </div>
          </div>
          <Check name="active" checked={oneOf(typed, "active") === "on"}>
            {t("admin.staff.active")}
          </Check>
        </Section>
        <Section title={t("admin.staff.photo")}>
          <ImageChooser typed={typed} current={page.current} media={page.media} error={err("file")} />
        </Section>
        <Section title={t("admin.staff.hours")}>
          <WeekEditor prefix="work" typed={typed} errors={errors} openLabel="admin.staff.worksDay" />
        </Section>
        <Section title={t("admin.staff.skills")} id="f-serviceIds" error={err("serviceIds")}>
          <Choices typed={typed} name="serviceIds" options={page.services} />
        </Section>
        <div className="sticky bottom-0 z-10 -mx-3 border-t border-line bg-surface-soft/95 px-3 py-3 md:-mx-6 md:px-6">
          <Button type="submit" busy={saving} busyLabel={t("admin.art.busy")} data-testid="employee-save">
            {t("admin.art.save")}
          </Button>
        </div>
      </Form>
      {page.id !== null && <Absences absences={page.absences} timeZone={page.timeZone} typed={absence ? result.values : {}} errors={absence ? result.errors : {}} />}
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.staff.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.staff.title");
