// An order's consent forms (decision 283): each one to sign, with the way to its form, or signed,
// with its PDF. Shown on the booking's confirmation and on the appointment's page.
import type { OrderView } from "../../../contract/appointments";
import { localePath } from "../../../domain/service-url";
import type { Lang } from "../../../domain/types";
import { useT } from "../../lib/use-t";
import { Button } from "../ui/button";
import { CircleCheck, Download } from "../ui/icons";

export function ConsentStatus({ order, lang }: { order: Pick<OrderView, "id" | "status" | "consents">; lang: Lang }) {
  const { t } = useT();
  if (order.consents.length === 0 || order.status === "cancelled") return null;
  const toSign = order.consents.some((c) => c.state === "to_sign");
  return (
    <section aria-labelledby="consent-heading" className="flex flex-col gap-3 rounded-lg bg-surface-soft p-4" data-testid="consent-status">
      <h3 id="consent-heading" className="text-body font-semibold text-ink">
        {t("consent.heading")}
      </h3>
      {toSign && <p className="text-small text-ink">{t("consent.ask")}</p>}
      <ul className="flex flex-col gap-3">
        {order.consents.map((c) => (
          <li key={c.templateId} className="flex flex-col gap-2">
            <p className="flex flex-wrap items-center gap-2 text-small text-ink">
              <span>{c.title}</span>
              <span
                className={c.state === "signed" ? "inline-flex items-center gap-1 rounded-pill bg-success-soft px-2 py-0.5 text-caption font-semibold text-ink" : "rounded-pill bg-page px-2 py-0.5 text-caption font-semibold text-ink ring-1 ring-line-strong"}
                data-testid="consent-state"
              >
                {c.state === "signed" && <CircleCheck aria-hidden="true" size={14} />}
                {t(c.state === "signed" ? "consent.signed" : "consent.toSign")}
              </span>
            </p>
            <div className="flex flex-wrap gap-2">
              {c.state === "to_sign" ? (
                <Button to={localePath(`/profile/orders/${order.id}/consent`, lang)} data-testid="consent-fill">
                  {t("consent.fill")}
                </Button>
              ) : (
                <Button href={localePath(`/profile/consent/${c.formId}/pdf`, lang)} variant="secondary" size="sm" icon={Download} data-testid="consent-pdf">
                  {t("consent.pdf")}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
