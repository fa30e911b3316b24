// /admin/supplies: what the business keeps for its treatment records (decision 280) — the batch
// recall ('which customers received batch X', a GET form, so a recall is an address), the pigments
// (brand, colour, batch, expiry) and needles (type, batch), and the record types of its customers'
// files. Owners and managers; plain forms, a refusal keeps what was typed (decision 241).
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin-supplies";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { Section, useDates } from "../components/admin/customer-record";
import { RecordTypesSection, SupplyForms } from "../components/admin/supplies-forms";
import { Notice } from "../components/account/form";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/field";
import { Search, TriangleAlert } from "../components/ui/icons";
import { listClass } from "../components/ui/list-row";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { suppliesAction } from "../lib/supplies.server";
import { useT, type TKey } from "../lib/use-t";

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, url }) => {
    const batch = (url.searchParams.get("batch") ?? "").trim().slice(0, 80);
    const [{ pigments }, { needles }, { collections }, { shops }, recall] = await Promise.all([
      api.get("/pigments", { bearer: token }),
      api.get("/needles", { bearer: token }),
      api.get("/collections/schemas", { bearer: token }),
      api.get("/shops"),
      batch ? api.get("/prestations/recall", { query: { batch }, bearer: token }).then((r) => r.recall) : Promise.resolve(null),
    ]);
    return data({ batch, recall, pigments, needles, collections, timeZone: shops[0]?.timeZone ?? "UTC" }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return asCompanyUser(request, context, async ({ api, token }) => suppliesAction(api, token, form));
}

export default function AdminSupplies() {
  const { batch, recall, pigments, needles, collections, timeZone } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, lang } = useT();
  const dates = useDates(timeZone);
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location?.search.includes("batch=");
  const busy = (form: string) => navigation.state === "submitting" && navigation.formData?.get("form") === form;
  return (
    <div className="flex max-w-5xl flex-col gap-6 p-3 md:p-6">
      <header className="flex flex-col gap-1">
        <h1 className="font-title text-2xl text-ink md:text-3xl">{t("admin.sup.title")}</h1>
        <p className="max-w-prose text-small text-ink-muted">{t("admin.sup.intro")}</p>
      </header>
      <div role="status" className="empty:hidden">
        {result && "saved" in result && result.saved && <Notice tone="success">{t(`admin.sup.saved.${result.saved}` as TKey)}</Notice>}
      </div>
      {result && "errors" in result && result.errors?.form && <Notice>{result.errors.form}</Notice>}
      <Section title={t("admin.sup.recall")} icon={TriangleAlert} id="sup-recall">
        <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
          <TextField label={t("admin.sup.batch")} name="batch" defaultValue={batch} required maxLength={80} autoComplete="off" hint={t("admin.sup.batchHint")} className="min-w-0 flex-1 basis-64" data-testid="recall-batch" />
          <Button type="submit" icon={Search} busy={searching} busyLabel={t("admin.sup.search")}>{t("admin.sup.search")}</Button>
        </Form>
        {recall && (
          <div aria-live="polite" className="flex flex-col gap-2">
            <h3 className="text-small font-semibold text-ink-muted">{t("admin.sup.recallCount", { count: new Set(recall.map((r) => r.customer.id)).size, batch })}</h3>
            <ul className={listClass} data-testid="recall-results">
              {recall.map((r) => (
                <li key={`${r.prestationId}-${r.product.kind}-${r.product.id}`} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-small">
                  <Link to={adminPath(lang, `/customers/${r.customer.id}`)} className="font-semibold text-ink underline-offset-4 hover:underline">
                    {`${r.customer.firstname} ${r.customer.lastname}`.trim() || `#${r.customer.id}`}
                  </Link>
                  <span className="text-ink-muted">{dates.at(r.performedAt)} · {t(r.product.kind === "pigment" ? "admin.rec.pigmentShort" : "admin.rec.needleShort", { label: r.product.label, batch: r.product.batch })}</span>
                  <span className="w-full text-ink-muted">{[r.customer.email, r.customer.phone].filter(Boolean).join(" · ")}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Section>
      <SupplyForms pigments={pigments} needles={needles} result={result} busy={busy} localDay={dates.localDay} />
      <RecordTypesSection collections={collections} result={result} busy={busy} />
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.sup.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.sup.title");
