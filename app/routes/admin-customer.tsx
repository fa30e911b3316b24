// /admin/customers/:id: a customer's page — contact, birthday and notes (managers write them), the
// loyalty card, bookings, e-shop orders and vouchers, and merging a duplicate record into this one
// (decision 275): find the other record (a GET form), confirm with what will move, then one POST.
// Plain forms, working before any script (decision 241).
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin-customer";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { BookingsSection, EshopSection, LoyaltySection, Section, useDates, VouchersSection } from "../components/admin/customer-record";
import { MergePanel } from "../components/admin/customer-merge";
import { FilesSection, TreatmentsSection, type RecordsResult } from "../components/admin/customer-files";
import { AccessLogSection } from "../components/admin/records-access-log";
import { Notice } from "../components/account/form";
import { Button, buttonClass } from "../components/ui/button";
import { cx } from "../components/ui/cx";
import { Avatar, initialsOf } from "../components/ui/chip";
import { TextArea, TextField } from "../components/ui/field";
import { ChevronLeft, FileLock, Mail, MessageSquareText, Phone, ShoppingBag } from "../components/ui/icons";
import { useMoney } from "../components/ui/price";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { isApiFailure } from "../lib/api";
import { customerRecordsAction, loadCustomerRecords } from "../lib/customer-records.server";
import { useT, type TKey } from "../lib/use-t";
import type { loader as adminLoader } from "./admin";

const ID = /^[1-9]\d{0,9}$/;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!ID.test(params.id)) throw data({ type: "not-found" }, { status: 404 });
  return asCompanyUser(request, context, async ({ api, token, url, lang }) => {
    const [{ history }, { remaining }, { shops }] = await Promise.all([
      api.get("/customers/{id}/history", { params: { id: params.id }, bearer: token }),
      api.get("/customers/{id}/remaining-amount", { params: { id: params.id }, bearer: token }),
      api.get("/shops"),
    ]);
    const q = url.searchParams;
    const find = (q.get("find") ?? "").trim().slice(0, 200);
    const candidates = find ? (await api.post("/customers/artebeaute/search", { body: { filter: find, enregbypage: 10 }, bearer: token })).customers.filter((c) => c.id !== history.customer.id) : null;
    // the record to merge in, with what would move, for the confirmation
    const fromId = q.get("from") ?? "";
    let from = null;
    if (ID.test(fromId) && Number(fromId) !== history.customer.id) {
      try {
        const other = (await api.get("/customers/{id}/history", { params: { id: fromId }, bearer: token })).history;
        from = { id: other.customer.id, name: `${other.customer.firstname} ${other.customer.lastname}`.trim(), bookings: other.bookings.length, orders: other.eshopOrders.length, vouchers: other.vouchers.length, points: other.loyalty?.balance ?? 0 };
      } catch (err) {
        if (!isApiFailure(err) || err.status !== 404) throw err;
      }
    }
    const merged = /^\d+-\d+-\d+-\d+$/.test(q.get("merged") ?? "") ? q.get("merged")!.split("-").map(Number) : null;
    const timeZone = shops[0]?.timeZone ?? "UTC";
    const records = await loadCustomerRecords(api, token, history.customer.id, history, lang, timeZone);
    // who opened the records: the owner's and the managers' (decision 280)
    const accessLog = await api
      .get("/records/access-log/{customerId}", { params: { customerId: String(history.customer.id) }, bearer: token })
      .then((r) => r.entries)
      .catch((err: unknown) => {
        if (isApiFailure(err) && err.status === 403) return null;
        throw err;
      });
    return data({ history, remaining, timeZone, find, candidates, from, fromGone: fromId !== "" && !from, merged, records, accessLog }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!ID.test(params.id)) throw data({ type: "not-found" }, { status: 404 });
  const form = await request.formData();
  const values = Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === "string"));
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const id = params.id;
    if (String(values.intent).match(/^(dossier|item|prestation)/)) {
      const { shops } = await api.get("/shops");
      const done = await customerRecordsAction(api, token, Number(id), form, shops[0]?.timeZone ?? "UTC");
      if (done) return done;
    }
    try {
      if (values.intent === "notes") {
        const { notes } = await api.put("/customers/{id}/notes", { params: { id }, body: { notes: values.notes ?? "" }, bearer: token });
        return data({ saved: "notes" as const, notes });
      }
      if (values.intent === "birthday") {
        await api.put("/customers/v2/birthday/{id}", { params: { id }, body: { date: values.birthday ? values.birthday : null }, bearer: token });
        return data({ saved: "birthday" as const });
      }
      if (values.intent === "merge") {
        const { merged } = await api.post("/customers/{id}/merge", { params: { id }, body: { from: Number(values.from) }, bearer: token });
        const m = merged.moved;
        return redirect(`${adminPath(lang, `/customers/${id}`)}?merged=${m.bookings}-${m.eshopOrders}-${m.vouchers}-${m.loyaltyPoints}`, { headers: ADMIN_HEADERS });
      }
    } catch (err) {
      if (isApiFailure(err) && err.status === 400) return data({ refused: values.intent ?? "" }, { status: 400 });
      if (isApiFailure(err) && err.status === 404 && values.intent === "merge") return data({ refused: "gone" }, { status: 404 });
      throw err;
    }
    throw data({ type: "bad-request" }, { status: 400 });
  });
}

type Result = ({ saved?: string; notes?: string; refused?: string } & NonNullable<RecordsResult>) | undefined;

export default function AdminCustomer() {
  const { history, remaining, timeZone, find, candidates, from, fromGone, merged, records, accessLog } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result;
  const { t, lang } = useT();
  const money = useMoney();
  const dates = useDates(timeZone);
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const busyForm = (form: string) => navigation.state === "submitting" && navigation.formData?.get("form") === form;
  const role = useRouteLoaderData<typeof adminLoader>("admin")?.user.role;
  const manager = role === "owner" || role === "manager";
  const c = history.customer;
  const name = `${c.firstname} ${c.lastname}`.trim() || `#${c.id}`;
  // order pages are for the roles that read orders
  const orderLink = (kind: "booking" | "eshop", id: number) => (manager ? adminPath(lang, `/orders/${kind}/${id}`) : null);
  return (
    <div className="flex max-w-5xl flex-col gap-6 p-3 md:p-6">
      <Link to={adminPath(lang, "/customers")} className="inline-flex min-h-10 w-fit items-center gap-1 text-small font-semibold text-ink underline-offset-4 hover:underline">
        <ChevronLeft aria-hidden="true" size={16} />
        {t("admin.cust.back")}
      </Link>
      <header className="flex flex-wrap items-center gap-4">
        <Avatar initials={initialsOf(name)} size={56} />
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="font-title text-2xl text-ink md:text-3xl" data-testid="customer-name">{name}</h1>
          <p className="text-small text-ink-muted">{t("admin.cust.since", { date: dates.day(c.createdAt) })}</p>
        </div>
        {manager && (
          <Link to={`${adminPath(lang, "/counter/new")}?customer=${c.id}`} className={cx(buttonClass({ variant: "secondary" }), "md:ml-auto")}>
            <ShoppingBag aria-hidden="true" size={18} />
            {t("admin.sell.link")}
          </Link>
        )}
      </header>
      <div role="status" className="empty:hidden">
        {merged && <Notice tone="success">{t("admin.merge.done", { bookings: merged[0], orders: merged[1], vouchers: merged[2], points: merged[3] })}</Notice>}
        {result?.saved === "notes" && <Notice tone="success">{t("admin.cust.notesSaved")}</Notice>}
        {result?.saved === "birthday" && <Notice tone="success">{t("admin.cust.birthdaySaved")}</Notice>}
        {result?.saved && ["file", "item", "itemDeleted", "treatment", "treatmentDeleted"].includes(result.saved) && <Notice tone="success">{t(`admin.rec.saved.${result.saved}` as TKey)}</Notice>}
      </div>
      {result?.errors?.form && <Notice>{result.errors.form}</Notice>}
      {result?.refused === "gone" && <Notice>{t("admin.merge.gone")}</Notice>}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="flex flex-col gap-6">
          <Section title={t("admin.cust.page")} icon={Phone} id="cust-contact">
            {manager ? (
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-small">
                <dt className="text-ink-muted">{t("admin.cust.email")}</dt>
                <dd className="break-all text-ink">{c.email ? <a href={`mailto:${c.email}`} className="inline-flex items-center gap-1 underline-offset-4 hover:underline"><Mail aria-hidden="true" size={14} />{c.email}</a> : "—"}</dd>
                <dt className="text-ink-muted">{t("admin.cust.phone")}</dt>
                <dd className="text-ink">{c.phone ? <a href={`tel:${c.phone}`} className="underline-offset-4 hover:underline">{c.phone}</a> : "—"}</dd>
              </dl>
            ) : (
              <p className="text-small text-ink-muted">{t("admin.cust.noContact")}</p>
            )}
            {manager && (
              <Form method="post" className="flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="birthday" />
                <TextField label={t("admin.cust.birthday")} type="date" name="birthday" defaultValue={c.birthday ?? ""} min="1900-01-01" className="min-w-0 flex-1 basis-40" hint={c.birthday ? dates.localDay(c.birthday) : t("admin.cust.noBirthday")} error={result?.refused === "birthday" ? t("admin.cust.birthdayError") : undefined} />
                <Button type="submit" variant="secondary" size="sm" busy={busy("birthday")} busyLabel={t("admin.cust.saving")}>{t("admin.cust.saveBirthday")}</Button>
              </Form>
            )}
            {(remaining.toPayAtShop > 0 || remaining.voucherCredit > 0) && (
              <div className="flex flex-col gap-1 rounded-md bg-surface-soft p-3 text-small text-ink">
                {remaining.toPayAtShop > 0 && <p>{t("admin.cust.toPay", { amount: money(remaining.toPayAtShop) })}</p>}
                {remaining.voucherCredit > 0 && <p>{t("admin.cust.credit", { amount: money(remaining.voucherCredit) })}</p>}
              </div>
            )}
          </Section>
          <Section title={t("admin.cust.notes")} icon={MessageSquareText} id="cust-notes">
            {manager ? (
              <Form method="post" className="flex flex-col gap-3">
                <input type="hidden" name="intent" value="notes" />
                <TextArea label={t("admin.cust.notesLabel")} name="notes" defaultValue={result?.notes ?? c.notes} rows={4} maxLength={4000} hint={t("admin.cust.notesHint")} error={result?.refused === "notes" ? t("admin.cust.notesError") : undefined} data-testid="customer-notes" />
                <Button type="submit" size="sm" className="self-start" busy={busy("notes")} busyLabel={t("admin.cust.saving")}>{t("admin.cust.saveNotes")}</Button>
              </Form>
            ) : (
              <p className="whitespace-pre-line text-small text-ink">{c.notes || t("admin.cust.noNotes")}</p>
            )}
          </Section>
          <LoyaltySection loyalty={history.loyalty} timeZone={timeZone} />
          {accessLog && <AccessLogSection entries={accessLog} timeZone={timeZone} />}
          {manager ? <MergePanel kept={{ id: c.id, name }} find={find} candidates={candidates} from={from} fromGone={fromGone} busy={busy("merge")} /> : null}
        </div>
        <div className="flex flex-col gap-6">
          {records ? (
            <>
              <FilesSection files={records.files} collections={records.collections} result={result} busy={busyForm} timeZone={timeZone} />
              <TreatmentsSection prestations={records.prestations} pigments={records.pigments} needles={records.needles} employees={records.employees} appointments={records.appointments} result={result} busy={busyForm} timeZone={timeZone} />
            </>
          ) : (
            <Section title={t("admin.rec.files")} icon={FileLock} id="cust-records-closed">
              <p className="text-small text-ink-muted" data-testid="records-closed">{t("admin.rec.notYours")}</p>
            </Section>
          )}
          <BookingsSection bookings={history.bookings} timeZone={timeZone} orderLink={orderLink} />
          <EshopSection orders={history.eshopOrders} timeZone={timeZone} orderLink={orderLink} />
          <VouchersSection vouchers={history.vouchers} timeZone={timeZone} />
        </div>
      </div>
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.cust.page");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.cust.page");
