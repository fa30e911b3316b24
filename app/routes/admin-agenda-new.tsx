// /admin/agenda/new: booking a caller (decision 232). Plain GET forms choose the services (added and
// removed one by one, booked one after another as the storefront's basket: decision 299), the
// employee (or whoever is free), the day and find the customer; the free times of the whole sequence,
// its length and price come from the storefront's availability and plan (GET /api/agenda/free-times); the POST books through the storefront's
// booking path (POST /api/agenda/bookings, marked 'phone'). A time taken meanwhile is refused with
// a message and the times shown again; nothing is overwritten. Works before any script.
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin-agenda-new";
import { adminMeta } from "../components/admin/meta";
import { Notice } from "../components/account/form";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/field";
import { CalendarPlus, ChevronLeft, Plus, Search, Trash2 } from "../components/ui/icons";
import { formatMinutes } from "../components/catalogue/settings";
import { useMoney } from "../components/ui/price";
import type { Lang } from "../../domain/types";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { isApiFailure } from "../lib/api";
import { formFailure, readForm } from "../lib/forms.server";
import { ISO } from "../lib/i18n";
import { useT } from "../lib/use-t";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^\d{1,10}$/;
const pick = (q: URLSearchParams, key: string, re: RegExp) => (re.test(q.get(key) ?? "") ? q.get(key)! : "");
/** as many as one booking takes (contract/appointments.ts MAX_SERVICES) */
const MAX_SERVICES = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, url, lang }) => {
    const q = url.searchParams;
    // the services chosen, in order: each 'service' of the query (the chosen ones, then the one added)
    const picked = q.getAll("service").filter((v) => ID.test(v)).slice(0, MAX_SERVICES);
    if (q.has("remove")) {
      // a service removed: the same page without it, so a reload removes nothing more
      const next = new URLSearchParams(q);
      next.delete("remove");
      next.delete("service");
      for (const [i, s] of picked.entries()) if (String(i) !== q.get("remove")) next.append("service", s);
      return redirect(`${url.pathname}?${next}`, { headers: ADMIN_HEADERS });
    }
    const query: Record<string, string> = {};
    if (ID.test(q.get("shop") ?? "")) query.shopId = q.get("shop")!;
    if (DATE.test(q.get("date") ?? "")) query.date = q.get("date")!;
    const { agenda } = await api.get("/agenda", { query, bearer: token });
    const chosen = { shop: String(agenda.shop.id), date: agenda.date, services: picked, employee: pick(q, "employee", ID), q: (q.get("q") ?? "").slice(0, 200) };
    const { articles } = await api.get("/articles", { query: { type: "1" } });
    const services = articles.filter((a) => a.booker?.active !== false).map((a) => ({ id: a.id, name: a.name[lang as keyof typeof a.name] || a.name.fr || "", minutes: a.booker?.duration ?? 0 }));
    let times: { start: string; employees: number[] }[] | null = null;
    let total: { minutes: number; price: number } | null = null;
    let notOffered = false;
    if (chosen.services.length > 0) {
      try {
        const free = { shopId: chosen.shop, serviceIds: chosen.services.join(","), date: chosen.date, ...(chosen.employee ? { employeeId: chosen.employee } : {}) };
        ({ times, total } = await api.get("/agenda/free-times", { query: free, bearer: token }));
      } catch (err) {
        if (!isApiFailure(err) || err.status !== 404) throw err;
        notOffered = true;
      }
    }
    const found = chosen.q ? (await api.post("/customers/artebeaute/search", { body: { filter: chosen.q, enregbypage: 10 }, bearer: token })).customers : null;
    return data({ shop: agenda.shop, employees: agenda.employees, services, chosen, times, total, notOffered, found }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function action({ request, context }: Route.ActionArgs) {
  const { values, kept } = await readForm(request);
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const customer = values.customer && values.customer !== "new" ? { id: Number(values.customer) } : { firstname: values.firstname ?? "", lastname: values.lastname ?? "", ...(values.phone ? { phone: values.phone } : {}), ...(values.email ? { email: values.email } : {}) };
    // a date to repeat until makes it a series: its dates are checked and listed before anything is saved
    const repeat = values.until ? { everyWeeks: Number(values.everyWeeks || 1), until: values.until } : null;
    const serviceIds = (values.services ?? "").split(",").filter((v) => ID.test(v)).map(Number);
    const time = { shopId: Number(values.shop), serviceIds, employeeId: values.employee ? Number(values.employee) : null, start: values.start ?? "", repeat };
    try {
      if (repeat && values.intent !== "confirm") {
        const { occurrences } = await api.post("/agenda/bookings/check", { body: time, bearer: token });
        return data({ occurrences, values: kept });
      }
      const body = { ...time, customer, notify: { mail: values.notifyMail === "on", sms: values.notifySms === "on" }, ...(repeat && values.skip === "1" ? { skipConflicts: true } : {}) };
      const { booking, series } = await api.post("/agenda/bookings", { body, bearer: token });
      const shown = { shop: values.shop ?? "", date: values.date ?? "", booked: String(booking.orderId), ...(series.length > 1 ? { series: String(series.length) } : {}) };
      return redirect(`${adminPath(lang, "/agenda")}?${new URLSearchParams(shown)}`, { headers: ADMIN_HEADERS });
    } catch (err) {
      if (isApiFailure(err) && err.code === "slot_taken") return data({ taken: true, errors: { fields: {} as Record<string, string> }, values: kept }, { status: 409 });
      return formFailure(err, kept, { taken: false });
    }
  });
}

type Occurrence = { start: string; free: boolean };
type Result = { occurrences?: Occurrence[]; taken?: boolean; errors?: { form?: string; fields: Record<string, string> }; values?: Record<string, string> } | undefined;

export default function AdminAgendaNew() {
  const { shop, employees, services, chosen, times, total, notOffered, found } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result;
  const { t, lang } = useT();
  const busy = useNavigation().state === "submitting";
  const clock = new Intl.DateTimeFormat(ISO[lang as keyof typeof ISO] ?? "fr-FR", { hour: "2-digit", minute: "2-digit", timeZone: shop.timeZone });
  const nameOf = (id: number) => employees.find((e) => e.id === id)?.name ?? "";
  const fields = result?.errors?.fields ?? {};
  const series = result?.occurrences ?? null;
  const day = new Intl.DateTimeFormat(ISO[lang as keyof typeof ISO] ?? "fr-FR", { weekday: "long", day: "numeric", month: "long", hour: "2-digit", minute: "2-digit", timeZone: shop.timeZone });
  const money = useMoney();
  const kept = (key: "shop" | "date" | "employee" | "q") => chosen[key];
  const hidden = (keys: ("shop" | "date" | "employee" | "q")[]) => keys.map((k) => <input key={k} type="hidden" name={k} value={kept(k)} />);
  // the GET forms carry the chosen services one by one, the POST as one list
  const hiddenServices = chosen.services.map((s, i) => <input key={`service-${i}`} type="hidden" name="service" value={s} />);
  const serviceName = (id: string) => services.find((s) => String(s.id) === id);
  const select = "min-h-12 rounded-md border border-line-strong bg-page px-3 text-body text-ink hover:border-ink";
  return (
    <div className="flex max-w-3xl flex-col gap-6 p-3 md:p-6">
      <header className="flex flex-col gap-2">
        <Link to={`${adminPath(lang, "/agenda")}?${new URLSearchParams({ shop: chosen.shop, date: chosen.date })}`} className="inline-flex items-center gap-1 text-small font-semibold text-ink underline-offset-4 hover:underline">
          <ChevronLeft aria-hidden="true" size={16} />
          {t("admin.book.back")}
        </Link>
        <h1 className="font-title text-2xl text-ink md:text-3xl">{t("admin.book.title")}</h1>
        <p className="text-small text-ink-muted">{t("admin.book.intro", { shop: shop.name })}</p>
      </header>

      <Form method="get" className="grid gap-4 md:grid-cols-3 md:items-end" data-testid="book-choice">
        {hidden(["shop", "q"])}
        {hiddenServices}
        {/* Enter in a field submits the form's first button: this one, not a service's 'Remove' */}
        <button type="submit" hidden tabIndex={-1} />
        <section aria-labelledby="book-services-title" className="flex flex-col gap-2 md:col-span-3" data-testid="book-services">
          <h2 id="book-services-title" className="text-small font-semibold text-ink">{t("admin.book.services")}</h2>
          {chosen.services.length > 0 && (
            <ol className="flex flex-col gap-2">
              {chosen.services.map((id, i) => {
                const service = serviceName(id);
                return (
                  <li key={`${id}-${i}`} className="flex min-h-12 items-center justify-between gap-3 rounded-md px-3 ring-1 ring-line">
                    <span>
                      <span className="font-semibold text-ink">{service?.name ?? id}</span>
                      {service?.minutes ? <span className="text-small text-ink-muted"> · {formatMinutes(service.minutes, lang as Lang)}</span> : null}
                    </span>
                    <Button type="submit" variant="quiet" size="sm" name="remove" value={String(i)} icon={Trash2} aria-label={t("admin.book.removeService", { name: service?.name ?? id })}>
                      {t("admin.book.remove")}
                    </Button>
                  </li>
                );
              })}
            </ol>
          )}
          {total && (
            <p className="text-small font-semibold text-ink" data-testid="book-total">
              {t("admin.book.total", { duration: formatMinutes(total.minutes, lang as Lang), price: money(total.price) })}
            </p>
          )}
          {chosen.services.length < MAX_SERVICES && (
            <div className="flex flex-wrap items-end gap-3">
              <div className="flex min-w-64 flex-1 flex-col gap-1.5">
                <label htmlFor="book-service" className="text-small font-semibold text-ink">{chosen.services.length ? t("admin.book.addService") : t("admin.book.service")}</label>
                {/* keyed by the list: after an add or a remove it starts empty again, or it would add its service once more */}
                <select key={chosen.services.join(",")} id="book-service" name="service" defaultValue="" required={chosen.services.length === 0} className={select}>
                  <option value="">{t("admin.book.choose")}</option>
                  {services.map((s) => (
                    <option key={s.id} value={s.id}>{s.name}</option>
                  ))}
                </select>
              </div>
              <Button type="submit" variant="secondary" icon={Plus}>{t("admin.book.add")}</Button>
            </div>
          )}
        </section>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="book-employee" className="text-small font-semibold text-ink">{t("admin.book.employee")}</label>
          <select id="book-employee" name="employee" defaultValue={chosen.employee} className={select}>
            <option value="">{t("admin.book.anyone")}</option>
            {employees.map((e) => (
              <option key={e.id} value={e.id}>{e.name}</option>
            ))}
          </select>
        </div>
        <TextField label={t("admin.book.date")} type="date" name="date" defaultValue={chosen.date} required />
        <Button type="submit" variant="secondary" className="md:col-span-3 md:justify-self-start">{t("admin.book.showTimes")}</Button>
      </Form>

      <Form method="get" role="search" className="flex flex-wrap items-end gap-3" data-testid="book-search">
        {hidden(["shop", "date", "employee"])}
        {hiddenServices}
        <TextField label={t("admin.book.findCustomer")} hint={t("admin.book.findHint")} type="search" name="q" defaultValue={chosen.q} className="min-w-64 flex-1" />
        <Button type="submit" variant="secondary" icon={Search}>{t("admin.book.search")}</Button>
      </Form>

      <Form method="post" className="flex flex-col gap-5" data-testid="book-form">
        {hidden(["shop", "date", "employee"])}
        <input type="hidden" name="services" value={chosen.services.join(",")} />
        {result?.taken && <Notice>{t("admin.book.taken")}</Notice>}
        {result?.errors?.form && <Notice>{result.errors.form}</Notice>}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-small font-semibold text-ink">{t("admin.book.time")}</legend>
          {notOffered && <p className="text-small text-ink-muted">{t("admin.book.notOffered")}</p>}
          {chosen.services.length === 0 && <p className="text-small text-ink-muted">{t("admin.book.chooseFirst")}</p>}
          {times && times.length === 0 && <p className="text-small text-ink-muted">{t("admin.book.noTimes")}</p>}
          {times && times.length > 0 && (
            <div className="flex flex-wrap gap-2">
              {times.map((s) => (
                <label key={s.start} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-pill px-3 ring-1 ring-line has-checked:bg-ink has-checked:text-page has-focus-visible:outline-2 has-focus-visible:outline-offset-2">
                  <input type="radio" name="start" value={s.start} required className="size-4" />
                  {clock.format(new Date(s.start))}
                  <span className="sr-only">{chosen.employee ? "" : `, ${s.employees.map(nameOf).join(", ")}`}</span>
                </label>
              ))}
            </div>
          )}
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-small font-semibold text-ink">{t("admin.book.customer")}</legend>
          {found && found.length === 0 && <p className="text-small text-ink-muted">{t("admin.book.noCustomer")}</p>}
          {found?.map((c) => (
            <label key={c.id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 ring-1 ring-line has-checked:ring-2 has-checked:ring-ink">
              <input type="radio" name="customer" value={c.id} required className="size-4" />
              <span>
                <span className="font-semibold">{`${c.firstname} ${c.lastname}`.trim()}</span>
                <span className="text-small text-ink-muted"> {[c.phone, c.email].filter(Boolean).join(" · ")}</span>
              </span>
            </label>
          ))}
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 ring-1 ring-line has-checked:ring-2 has-checked:ring-ink">
            <input type="radio" name="customer" value="new" required defaultChecked={!found?.length} className="size-4" />
            <span className="font-semibold">{t("admin.book.newCustomer")}</span>
          </label>
          <div className="grid gap-3 md:grid-cols-2">
            <TextField label={t("admin.book.firstname")} name="firstname" autoComplete="off" error={fields["customer.firstname"] ?? fields.customer} />
            <TextField label={t("admin.book.lastname")} name="lastname" autoComplete="off" error={fields["customer.lastname"]} />
            <TextField label={t("admin.book.phone")} name="phone" type="tel" autoComplete="off" error={fields["customer.phone"]} />
            <TextField label={t("admin.book.email")} name="email" type="email" autoComplete="off" error={fields["customer.email"]} />
          </div>
        </fieldset>
        <fieldset className="grid gap-3 md:grid-cols-2 md:items-end">
          <legend className="mb-2 text-small font-semibold text-ink">{t("admin.repeat.legend")}</legend>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="book-every" className="text-small font-semibold text-ink">{t("admin.repeat.every")}</label>
            <select id="book-every" name="everyWeeks" defaultValue="1" className={select}>
              {Array.from({ length: 12 }, (_, i) => (
                <option key={i + 1} value={i + 1}>{i + 1}</option>
              ))}
            </select>
          </div>
          <TextField label={t("admin.repeat.until")} hint={t("admin.repeat.hint")} type="date" name="until" min={chosen.date} error={fields.repeat ?? fields["repeat.until"]} />
        </fieldset>
        {series && <SeriesDates occurrences={series} format={(d) => day.format(d)} />}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-small font-semibold text-ink">{t("admin.notify.legend")}</legend>
          <label className="inline-flex min-h-11 items-center gap-3">
            <input type="checkbox" name="notifyMail" defaultChecked className="size-4" />
            {t("admin.notify.mail")}
          </label>
          <label className="inline-flex min-h-11 items-center gap-3">
            <input type="checkbox" name="notifySms" className="size-4" />
            {t("admin.notify.sms")}
          </label>
        </fieldset>
        <div className="flex flex-wrap gap-3">
          {series ? (
            <>
              {series.some((o) => !o.free) && <input type="hidden" name="skip" value="1" />}
              <Button type="submit" name="intent" value="confirm" icon={CalendarPlus} busy={busy} busyLabel={t("admin.book.busy")} disabled={!series.some((o) => o.free)}>
                {series.every((o) => o.free) ? t("admin.repeat.confirmAll", { count: series.length }) : t("admin.repeat.confirm", { count: series.filter((o) => o.free).length })}
              </Button>
              <Button type="submit" variant="secondary" name="intent" value="check">{t("admin.repeat.check")}</Button>
            </>
          ) : (
            <Button type="submit" icon={CalendarPlus} busy={busy} busyLabel={t("admin.book.busy")}>
              {t("book")}
            </Button>
          )}
        </div>
      </Form>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.book.title");

/** The dates of a series as checked by the server, free or not, before anything is saved. */
function SeriesDates({ occurrences, format }: { occurrences: Occurrence[]; format: (d: Date) => string }) {
  const { t } = useT();
  const free = occurrences.filter((o) => o.free).length;
  return (
    <section aria-labelledby="series-title" className="flex flex-col gap-2 rounded-md p-4 ring-1 ring-line" data-testid="series-dates">
      <h2 id="series-title" className="font-semibold text-ink">{t("admin.repeat.title")}</h2>
      <p role="status" className="text-small text-ink-muted">{t("admin.repeat.summary", { free, total: occurrences.length })}</p>
      <ul className="flex flex-col gap-1">
        {occurrences.map((o) => (
          <li key={o.start} className="flex items-center justify-between gap-3 text-small" data-free={o.free}>
            <span className={o.free ? "text-ink" : "text-ink-muted line-through"}>{format(new Date(o.start))}</span>
            <span className={o.free ? "rounded-pill bg-success-soft px-2 py-0.5 text-ink" : "rounded-pill bg-danger-soft px-2 py-0.5 text-ink"}>{o.free ? t("admin.repeat.free") : t("admin.repeat.conflict")}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
