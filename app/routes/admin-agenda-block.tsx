// /admin/agenda/block: blocking time on an employee's or a cabin's or equipment's column (a
// break, a training, a meeting; decision 233), and the POST that removes one from the agenda's
// grid. A plain form, usable before any script and by keyboard; the times are the shop's own
// clock, turned into instants here with the shop's zone. A booking already there is refused
// with a message and the form kept.
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin-agenda-block";
import { BLOCK_KINDS } from "../../domain/agenda";
import { localDay, parseClockTime } from "../../domain/time";
import { KIND_KEYS } from "../components/admin/blocked-time";
import { adminMeta } from "../components/admin/meta";
import { Notice } from "../components/account/form";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/field";
import { ChevronLeft, Clock } from "../components/ui/icons";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { isApiFailure } from "../lib/api";
import { formFailure, readForm } from "../lib/forms.server";
import { useT, type TKey } from "../lib/use-t";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ID = /^\d{1,10}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, url }) => {
    const q = url.searchParams;
    const query: Record<string, string> = {};
    if (ID.test(q.get("shop") ?? "")) query.shopId = q.get("shop")!;
    if (DATE.test(q.get("date") ?? "")) query.date = q.get("date")!;
    const { agenda } = await api.get("/agenda", { query, bearer: token });
    const column = /^[er]:\d{1,10}$/.test(q.get("column") ?? "") ? q.get("column")! : "";
    return data({ shop: agenda.shop, date: agenda.date, employees: agenda.employees, resources: agenda.resources, column }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

/** The agenda's address for this shop and day, with a word for the status line. */
const backTo = (lang: string, shop: string, date: string, said?: Record<string, string>) => `${adminPath(lang, "/agenda")}?${new URLSearchParams({ shop, date, ...said })}`;

export async function action({ request, context }: Route.ActionArgs) {
  const { values, kept } = await readForm(request);
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const shop = ID.test(values.shop ?? "") ? values.shop! : "";
    const date = DATE.test(values.date ?? "") ? values.date! : "";
    if (values.intent === "remove") {
      await api.delete("/agenda/blocks/{id}", { params: { id: values.id ?? "" }, bearer: token });
      return redirect(backTo(lang, shop, date, { unblocked: "1" }), { headers: ADMIN_HEADERS });
    }
    const fields: Record<string, string> = {};
    if (!DATE.test(values.date ?? "")) fields.date = "admin.block.date";
    if (!TIME.test(values.from ?? "")) fields.from = "admin.block.from";
    if (!TIME.test(values.to ?? "") || (values.to ?? "") <= (values.from ?? "")) fields.to = "admin.block.to";
    if (!/^[er]:\d{1,10}$/.test(values.column ?? "")) fields.column = "admin.block.column";
    if (Object.keys(fields).length) return data({ booked: false, errors: { fields }, values: kept }, { status: 400 });
    const { shop: where } = (await api.get("/agenda", { query: { shopId: shop, date }, bearer: token })).agenda;
    const day = localDay(date, where.timeZone);
    const [kind, columnId] = values.column!.split(":") as ["e" | "r", string];
    const body = {
      shopId: Number(shop),
      ...(kind === "e" ? { employeeId: Number(columnId) } : { resourceId: Number(columnId) }),
      start: new Date(day.at(parseClockTime(values.from!))).toISOString(),
      end: new Date(day.at(parseClockTime(values.to!))).toISOString(),
      kind: (BLOCK_KINDS as readonly string[]).includes(values.kind ?? "") ? (values.kind as (typeof BLOCK_KINDS)[number]) : "other",
      note: values.note?.trim() || null,
    };
    try {
      await api.post("/agenda/blocks", { body, bearer: token });
      return redirect(backTo(lang, shop, date, { blocked: "1" }), { headers: ADMIN_HEADERS });
    } catch (err) {
      if (isApiFailure(err) && err.code === "time_booked") return data({ booked: true, errors: { fields: {} as Record<string, string> }, values: kept }, { status: 409 });
      return formFailure(err, kept, { booked: false });
    }
  });
}

type Result = { booked?: boolean; errors?: { form?: string; fields: Record<string, string> }; values?: Record<string, string> } | undefined;

export default function AdminAgendaBlock() {
  const { shop, date, employees, resources, column } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result;
  const { t, lang } = useT();
  const busy = useNavigation().state === "submitting";
  const fields = result?.errors?.fields ?? {};
  const kept = result?.values ?? {};
  const fieldError = (key: string) => (fields[key] ? t(fields[key] as TKey) : undefined);
  const select = "min-h-12 rounded-md border border-line-strong bg-page px-3 text-body text-ink hover:border-ink";
  return (
    <div className="flex max-w-2xl flex-col gap-6 p-3 md:p-6">
      <header className="flex flex-col gap-2">
        <Link to={backTo(lang, String(shop.id), date)} className="inline-flex items-center gap-1 text-small font-semibold text-ink underline-offset-4 hover:underline">
          <ChevronLeft aria-hidden="true" size={16} />
          {t("admin.block.back")}
        </Link>
        <h1 className="font-title text-2xl text-ink md:text-3xl">{t("admin.block.title")}</h1>
        <p className="text-small text-ink-muted">{t("admin.block.intro", { shop: shop.name })}</p>
      </header>
      <Form method="post" className="flex flex-col gap-5" data-testid="block-form">
        <input type="hidden" name="shop" value={shop.id} />
        {result?.booked && <Notice>{t("admin.block.booked")}</Notice>}
        {result?.errors?.form && <Notice>{result.errors.form}</Notice>}
        <div className="flex flex-col gap-1.5">
          <label htmlFor="block-column" className="text-small font-semibold text-ink">{t("admin.block.column")}</label>
          <select id="block-column" name="column" defaultValue={kept.column ?? column} required className={select} aria-invalid={fields.column ? true : undefined}>
            <optgroup label={t("admin.block.staff")}>
              {employees.map((e) => (
                <option key={e.id} value={`e:${e.id}`}>{e.name}</option>
              ))}
            </optgroup>
            {resources.length > 0 && (
              <optgroup label={t("admin.block.resources")}>
                {resources.map((r) => (
                  <option key={r.id} value={`r:${r.id}`}>{r.name}</option>
                ))}
              </optgroup>
            )}
          </select>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={t("admin.block.date")} type="date" name="date" defaultValue={kept.date ?? date} required error={fieldError("date")} />
          <TextField label={t("admin.block.from")} type="time" name="from" step={300} defaultValue={kept.from ?? "12:00"} required error={fieldError("from")} />
          <TextField label={t("admin.block.to")} type="time" name="to" step={300} defaultValue={kept.to ?? "13:00"} required error={fieldError("to")} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="block-kind" className="text-small font-semibold text-ink">{t("admin.block.kind")}</label>
          <select id="block-kind" name="kind" defaultValue={kept.kind ?? "break"} className={select}>
            {BLOCK_KINDS.map((k) => (
              <option key={k} value={k}>{t(KIND_KEYS[k])}</option>
            ))}
          </select>
        </div>
        <TextField label={t("admin.block.note")} name="note" maxLength={200} defaultValue={kept.note ?? ""} autoComplete="off" />
        <Button type="submit" name="intent" value="add" icon={Clock} busy={busy} busyLabel={t("admin.block.busy")} className="self-start">
          {t("admin.block.submit")}
        </Button>
      </Form>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.block.title");
