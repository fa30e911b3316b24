// The consent forms a booking asks for on the agenda's panels: each signed or to sign, and a
// signed one's PDF (the desk's panel and a practitioner's own booking show the same, decision 292).
import { adminPath } from "../../lib/admin-paths";
import { useT } from "../../lib/use-t";

export interface ConsentState {
  templateId: number;
  title: string;
  state: "to_sign" | "signed";
  formId: number | null;
}

export function ConsentStates({ consents }: { consents: ConsentState[] }) {
  const { t, lang } = useT();
  if (consents.length === 0) return null;
  return (
    <>
      <dt className="font-semibold text-ink-muted">{t("admin.desk.consent")}</dt>
      <dd data-testid="booking-consent">
        {consents.map((c) => (
          <span key={c.templateId} className="flex flex-wrap items-center gap-2">
            <span className={c.state === "signed" ? "rounded-pill bg-success-soft px-2 py-0.5 text-caption font-semibold text-ink" : "rounded-pill bg-warning-soft px-2 py-0.5 text-caption font-semibold text-ink"}>
              {t(c.state === "signed" ? "consent.signed" : "consent.toSign")}
            </span>
            <span>{c.title}</span>
            {c.formId && (
              <a className="underline" href={adminPath(lang, `/consent/${c.formId}/pdf`)}>
                {t("consent.pdf")}
              </a>
            )}
          </span>
        ))}
      </dd>
    </>
  );
}
