// /admin/shops/new and /admin/shops/:id: a shop as the business writes it — name, address with its
// pin on a map (or typed as latitude and longitude), time zone, the opening hours of each weekday
// with their breaks, online booking on or off — and its exceptional open and closed days. The
// owner adds a shop; a manager changes their own (decision 218). The forms post to this route's
// action, which writes through the API (the shops' triggers move the company's version, so the
// storefront shows the change at the next request); refused, they come back as typed, the field named.
import { useEffect } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin-shop";
import { Check, oneOf, Section, type Errors, type Typed } from "../components/admin/article-form";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { RefusedNotice, SavedNotice } from "../components/admin/saved-notice";
import { ShopDays, type ShopDay } from "../components/admin/shop-days";
import { ShopLocation } from "../components/admin/shop-location";
import { WeekEditor } from "../components/admin/week-editor";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/field";
import { ChevronLeft } from "../components/ui/icons";
import { localDateOf } from "../../domain/time";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { typedForm } from "../lib/admin-article-form.server";
import { openingTyped, shopBody, shopDayBody, staffRefused } from "../lib/admin-staff-form.server";
import { isApiFailure } from "../lib/api";
import { useT } from "../lib/use-t";

const ZONES = Intl.supportedValuesOf("timeZone");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, company, now }) => {
    const id = params.id === undefined ? null : Number(params.id);
    const [{ shops }, { opendays }, { closeddays }] = await Promise.all([api.get("/shops"), api.get("/opendays"), api.get("/closeddays")]);
    const shop = id === null ? null : shops.find((s) => s.id === id);
    if (id !== null && !shop) throw data({ type: "not-found" }, { status: 404 });
    const typed: Typed = {};
    let days: ShopDay[] = [];
    if (shop) {
      const a = shop.publicInfo;
      Object.assign(typed, { name: a.name, slug: shop.slug, artebeauteId: shop.artebeauteId, phone: a.phone ?? "", email: a.email ?? "", address: a.address.address, zipcode: a.address.zipcode, city: a.address.city, country: a.address.country, timeZone: shop.timeZone });
      const { lat, lng } = shop.localisation.coordonate;
      if (lat !== 0 || lng !== 0) Object.assign(typed, { lat: String(lat), lng: String(lng) });
      if (shop.booker.active) typed.bookingActive = "on";
      openingTyped(shop.openingHours, typed);
      const today = localDateOf(now, shop.timeZone);
      const mine = (d: { shopId: string; date: string }) => d.shopId === shop.artebeauteId && d.date >= today;
      days = [...opendays.filter(mine).map((d) => ({ date: d.date, kind: "open" as const, hours: d.hours })), ...closeddays.filter(mine).map((d) => ({ date: d.date, kind: "closed" as const, hours: [] }))].sort((x, y) => x.date.localeCompare(y.date));
    } else {
      Object.assign(typed, { timeZone: "Europe/Paris", country: "FR", bookingActive: "on" });
      openingTyped(Object.fromEntries(["tuesday", "wednesday", "thursday", "friday", "saturday"].map((w) => [w, { status: "day", hours: [{ start: "10:00", end: "19:00" }] }])), typed);
    }
    const saved = new URL(request.url).searchParams.get("saved");
    return data({ id, name: shop?.publicInfo.name ?? null, typed, days, zones: ZONES, tiles: company.settings.booker.mapTiles, saved }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function action({ request, context, params }: Route.ActionArgs) {
  const typed = await typedForm(await request.formData());
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const id = params.id === undefined ? null : Number(params.id);
    const intent = oneOf(typed, "intent");
    const refused = (errors: Errors, status = 400) => data({ intent, values: typed, errors }, { status, headers: ADMIN_HEADERS });
    const here = (saved: string) => redirect(`${adminPath(lang, `/shops/${id}`)}?saved=${saved}`, { headers: ADMIN_HEADERS });
    try {
      if (id !== null && intent === "day-delete") {
        await api.delete("/shops/{id}/days/{date}", { params: { id: String(id), date: oneOf(typed, "date") }, bearer: token });
        return here("day");
      }
      if (id !== null && intent === "day") {
        const { date, body, fields } = shopDayBody(typed);
        if (Object.keys(fields).length) return refused(fields);
        await api.put("/shops/{id}/days/{date}", { params: { id: String(id), date }, body, bearer: token });
        return here("day");
      }
      const { shops } = await api.get("/shops");
      const shop = shops.find((s) => s.id === id);
      const kept = shop ? { images: shop.images, description: shop.publicInfo.description as Record<string, string>, useCabins: shop.booker.shopUseCabins, geoGroupId: shop.geoGroupment, order: shop.order, webId: shop.webId } : { order: shops.length };
      const { body, fields } = shopBody(typed, kept);
      if (Object.keys(fields).length) return refused(fields);
      if (id === null) {
        const saved = (await api.post("/shops", { body, bearer: token })).shop;
        return redirect(`${adminPath(lang, "/shops")}?saved=${saved.id}`, { headers: ADMIN_HEADERS });
      }
      await api.put("/shops/{id}", { params: { id: String(id) }, body, bearer: token });
      return here("shop");
    } catch (err) {
      if (!isApiFailure(err) || err.status >= 500 || (err.status === 403 && !err.fields?.shopId)) throw err;
      return refused(staffRefused(err.fields ?? { form: err.message }, err.code), err.status);
    }
  });
}

export default function AdminShop() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { intent: string; values: Typed; errors: Errors } | undefined;
  const { t, lang } = useT();
  const nav = useNavigation();
  const saving = nav.state === "submitting" && nav.formData?.get("intent") === "save";
  const mainRefused = result && result.intent !== "day";
  const typed = mainRefused ? result.values : page.typed;
  const errors = mainRefused ? result.errors : {};
  const err = (key: string) => (errors[key] ? t(errors[key]!) : undefined);
  const dateLabel = (date: string) => new Intl.DateTimeFormat(lang, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
  useEffect(() => {
    // refused: the first named field takes the focus, so its error is read with it
    const first = Object.keys(result?.errors ?? {})[0];
    if (first) (document.getElementById(`f-${first}`) ?? document.querySelector<HTMLElement>(`[name="${first}"]`))?.focus();
  }, [result]);
  return (
    <div className="flex max-w-4xl flex-col gap-6 p-3 md:p-6">
      <header className="flex flex-col gap-2">
        <Link to={adminPath(lang, "/shops")} className="inline-flex items-center gap-1 self-start text-small font-semibold text-ink underline-offset-4 hover:underline">
          <ChevronLeft aria-hidden="true" size={16} />
          {t("admin.shop.back")}
        </Link>
        <h1 className="font-title text-2xl text-ink md:text-3xl">{page.name ? page.name : t("admin.shop.new")}</h1>
        {page.id !== null && (
          <Link to={adminPath(lang, `/shops/${page.id}/resources`)} className="self-start text-small font-semibold text-ink underline underline-offset-4">
            {t("admin.res.title")}
          </Link>
        )}
      </header>
      <SavedNotice text={page.saved && !result ? t(page.saved === "day" ? "admin.shop.daySaved" : "admin.shop.savedHere") : null} testId="shop-saved" />
      {result && <RefusedNotice text={t("admin.staff.refused")} testId="shop-refused" />}
      <Form method="post" className="flex flex-col gap-6" noValidate data-testid="shop-form">
        <input type="hidden" name="intent" value="save" />
        <Section title={t("admin.shop.identity")}>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField id="f-name" name="name" label={t("admin.shop.name")} defaultValue={oneOf(typed, "name")} required maxLength={200} error={err("name")} />
            <TextField id="f-slug" name="slug" label={t("admin.art.slug")} hint={t("admin.art.slugHint")} defaultValue={oneOf(typed, "slug")} maxLength={120} error={err("slug")} />
            <TextField id="f-artebeauteId" name="artebeauteId" label={t("admin.shop.ref")} hint={t("admin.shop.refHint")} defaultValue={oneOf(typed, "artebeauteId")} maxLength={100} error={err("artebeauteId")} />
            <TextField id="f-phone" name="phone" type="tel" autoComplete="off" label={t("admin.shop.phone")} defaultValue={oneOf(typed, "phone")} maxLength={40} error={err("phone")} />
            <TextField id="f-email" name="email" type="email" autoComplete="off" label={t("admin.shop.email")} defaultValue={oneOf(typed, "email")} maxLength={254} error={err("email")} />
          </div>
        </Section>
        <Section title={t("admin.shop.address")}>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField id="f-address" name="address" label={t("admin.shop.street")} defaultValue={oneOf(typed, "address")} className="md:col-span-2" maxLength={300} error={err("address")} />
            <TextField id="f-zipcode" name="zipcode" label={t("admin.shop.zipcode")} defaultValue={oneOf(typed, "zipcode")} maxLength={20} error={err("zipcode")} />
            <TextField id="f-city" name="city" label={t("admin.shop.city")} defaultValue={oneOf(typed, "city")} maxLength={120} error={err("city")} />
            <TextField id="f-country" name="country" label={t("admin.shop.country")} hint={t("admin.shop.countryHint")} defaultValue={oneOf(typed, "country")} maxLength={2} error={err("country")} />
          </div>
          <ShopLocation typed={typed} errors={errors} tiles={page.tiles} />
        </Section>
        <Section title={t("admin.shop.hours")}>
          <div className="flex max-w-sm flex-col gap-1.5">
            <label htmlFor="f-timeZone" className="text-small font-semibold text-ink">
              {t("admin.shop.timeZone")}
            </label>
            <select id="f-timeZone" name="timeZone" defaultValue={oneOf(typed, "timeZone")} aria-invalid={errors.timeZone ? true : undefined} className="min-h-control rounded-md border border-line-strong bg-page px-3 text-body text-ink">
              {page.zones.map((z) => (
                <option key={z} value={z}>
                  {z.replaceAll("_", " ")}
                </option>
              ))}
            </select>
          </div>
          <WeekEditor prefix="hours" typed={typed} errors={errors} openLabel="admin.shop.openDay" />
        </Section>
        <Section title={t("admin.shop.booking")}>
          <Check name="bookingActive" checked={oneOf(typed, "bookingActive") === "on"}>
            {t("admin.shop.bookingActive")}
          </Check>
        </Section>
        <div className="sticky bottom-0 z-10 -mx-3 border-t border-line bg-surface-soft/95 px-3 py-3 md:-mx-6 md:px-6">
          <Button type="submit" busy={saving} busyLabel={t("admin.art.busy")} data-testid="shop-save">
            {t("admin.art.save")}
          </Button>
        </div>
      </Form>
      {page.id !== null && <ShopDays days={page.days} typed={result?.intent === "day" ? result.values : {}} errors={result?.intent === "day" ? result.errors : {}} dateLabel={dateLabel} />}
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.shop.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.shop.title");
