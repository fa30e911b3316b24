// The accessibility statement (European Accessibility Act; WCAG 2.2 AA as the target): its status,
// what is tested and how, its known limits, and how to reach the business. Linked from the footer
// in every language. The statement describes the storefront, which every business shares; the
// business's name and its shops' phone and e-mail make it its own.
import { Mail, Phone } from "../components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/accessibility";
import type { Lang } from "../../domain/types";
import { ISO } from "../lib/i18n";
import { pageRequest } from "../lib/page.server";
import { pageMeta } from "../lib/seo";
import { useShell } from "../lib/shell-data";
import { useT } from "../lib/use-t";

/** When the statement was last reviewed against the storefront: update it with the statement. */
export const STATEMENT_DATE = "2026-11-23";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageRequest(request, context);
  const { shops } = await api.get("/shops");
  return {
    contacts: shops
      .map((s) => ({ id: s.id, name: s.publicInfo.name, phone: s.publicInfo.phone, email: s.publicInfo.email }))
      .filter((c) => c.phone || c.email),
  };
}

export default function Accessibility({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { settings, lang, href } = useShell();
  const date = new Intl.DateTimeFormat(ISO[lang as Lang], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${STATEMENT_DATE}T12:00:00Z`));
  const section = "mt-10 flex flex-col gap-3";
  const list = "flex list-disc flex-col gap-2 pl-5 marker:text-ink-muted";
  return (
    <article className="max-w-3xl" data-testid="accessibility-statement">
      <h1 className="font-title text-h1">{t("a11y.title")}</h1>
      <p className="mt-4 text-lead text-ink-muted">{t("a11y.intro", { business: settings.identity.displayName })}</p>

      <section aria-labelledby="a11y-status" className={section}>
        <h2 id="a11y-status" className="font-title text-h2">
          {t("a11y.statusTitle")}
        </h2>
        <p>{t("a11y.status")}</p>
      </section>

      <section aria-labelledby="a11y-tested" className={section}>
        <h2 id="a11y-tested" className="font-title text-h2">
          {t("a11y.testedTitle")}
        </h2>
        <ul className={list}>
          <li>{t("a11y.tested.axe")}</li>
          <li>{t("a11y.tested.keyboard")}</li>
          <li>{t("a11y.tested.dialogs")}</li>
          <li>{t("a11y.tested.contrast")}</li>
        </ul>
      </section>

      <section aria-labelledby="a11y-limits" className={section}>
        <h2 id="a11y-limits" className="font-title text-h2">
          {t("a11y.limitsTitle")}
        </h2>
        <ul className={list}>
          <li>{t("a11y.limit.audit")}</li>
          <li>{t("a11y.limit.content")}</li>
          <li>{t("a11y.limit.thirdParty")}</li>
        </ul>
      </section>

      <section aria-labelledby="a11y-contact" className={section}>
        <h2 id="a11y-contact" className="font-title text-h2">
          {t("a11y.contactTitle")}
        </h2>
        <p>{t("a11y.contact")}</p>
        {loaderData.contacts.length > 0 && (
          <ul className="flex flex-col gap-3 rounded-lg bg-surface-soft p-5" data-testid="accessibility-contacts">
            {loaderData.contacts.map((c) => (
              <li key={c.id} className="flex flex-col gap-1">
                <span className="font-semibold">{c.name}</span>
                {c.phone && (
                  <a href={`tel:${c.phone.replace(/\s/g, "")}`} className="flex items-center gap-2 underline underline-offset-4">
                    <Phone aria-hidden="true" size={16} />
                    <span className="sr-only">{t("ui.labelled", { label: t("shell.phone") })} </span>
                    {c.phone}
                  </a>
                )}
                {c.email && (
                  <a href={`mailto:${c.email}`} className="flex items-center gap-2 break-all underline underline-offset-4">
                    <Mail aria-hidden="true" size={16} />
                    <span className="sr-only">{t("ui.labelled", { label: t("shell.email") })} </span>
                    {c.email}
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to={href("/contact")} className="font-medium text-accent-ink underline underline-offset-4">
            {t("a11y.contactLink")}
          </Link>
        </p>
        <p className="text-small text-ink-muted">{t("a11y.appeal")}</p>
      </section>

      <p className="mt-10 text-caption text-ink-muted">{t("a11y.updated", { date })}</p>
    </article>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "a11y.title");
}
