// /admin/consent: the business's consent form templates (decision 283), each with its version, its
// questions, how many customers signed it and the services that ask for it; owners and managers.
import { data, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/admin-consent";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { buttonClass } from "../components/ui/button";
import { CircleCheck, Plus } from "../components/ui/icons";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { inLang } from "../lib/admin-catalogue";
import { useT } from "../lib/use-t";

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const [{ consentements }, written] = await Promise.all([api.get("/consentements", { bearer: token }), api.get("/articles/written", { bearer: token })]);
    const names = new Map(written.articles.map((a) => [a.id, inLang(a.name, lang)]));
    const savedId = Number(new URL(request.url).searchParams.get("saved"));
    const forms = consentements.map((c) => ({ id: c.id, title: inLang(c.title, lang), version: c.version, questions: c.questions.length, signed: c.signed, services: c.serviceIds.map((id) => names.get(id) ?? `#${id}`) }));
    return data({ forms, saved: forms.find((f) => f.id === savedId)?.title ?? null }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export default function AdminConsent() {
  const { forms, saved } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  return (
    <div className="flex max-w-4xl flex-col gap-6 p-3 md:p-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="font-title text-2xl text-ink md:text-3xl">{t("admin.cs.title")}</h1>
          <p className="max-w-prose text-small text-ink-muted">{t("admin.cs.intro")}</p>
        </div>
        <Link to={adminPath(lang, "/consent/new")} className={buttonClass({ size: "sm" })} data-testid="consent-new">
          <Plus aria-hidden="true" size={16} />
          {t("admin.cs.new")}
        </Link>
      </header>
      <div role="status" className="empty:hidden">
        {saved && (
          <p className="inline-flex items-center gap-2 rounded-md bg-success-soft px-3 py-2 text-small text-ink">
            <CircleCheck aria-hidden="true" size={16} />
            {t("admin.cs.saved")}
          </p>
        )}
      </div>
      {forms.length === 0 ? (
        <p className="text-small text-ink-muted">{t("admin.cs.none")}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="consent-templates">
          {forms.map((f) => (
            <li key={f.id} className="flex flex-wrap items-start justify-between gap-3 rounded-lg bg-page p-4 ring-1 ring-line">
              <div className="flex min-w-0 flex-col gap-1">
                <h2 className="text-body font-semibold text-ink">{f.title}</h2>
                <p className="text-small text-ink-muted">{t("admin.cs.meta", { version: f.version, questions: f.questions, signed: f.signed })}</p>
                <p className="text-small text-ink">
                  {t("admin.cs.servicesList", { list: f.services.length ? f.services.join(", ") : t("admin.cs.noService") })}
                </p>
              </div>
              <Link to={adminPath(lang, `/consent/${f.id}`)} className={buttonClass({ size: "sm", variant: "secondary" })} aria-label={`${t("admin.cs.edit")} — ${f.title}`}>
                {t("admin.cs.edit")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.cs.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.cs.title");
