// Merging a duplicate into the customer shown (decision 275), in two plain steps a keyboard walks:
// find the other record (a GET form on the page's own address), then confirm with what will move.
import { Form, Link, useLocation } from "react-router";
import { adminPath } from "../../lib/admin-paths";
import { useT } from "../../lib/use-t";
import { Notice } from "../account/form";
import { Button, buttonClass } from "../ui/button";
import { TextField } from "../ui/field";
import { Copy, Search } from "../ui/icons";
import { listClass } from "../ui/list-row";
import { Section } from "./customer-record";

type Candidate = { id: number; firstname: string; lastname: string; email: string | null; phone: string | null };
type From = { id: number; name: string; bookings: number; orders: number; vouchers: number; points: number };

export function MergePanel({ kept, find, candidates, from, fromGone, busy }: { kept: { id: number; name: string }; find: string; candidates: Candidate[] | null; from: From | null; fromGone: boolean; busy: boolean }) {
  const { t, lang } = useT();
  const here = useLocation().pathname;
  const page = adminPath(lang, `/customers/${kept.id}`);
  return (
    <Section title={t("admin.merge.title")} icon={Copy} id="cust-merge">
      <p className="text-small text-ink-muted">{t("admin.merge.intro")}</p>
      {fromGone && <Notice>{t("admin.merge.gone")}</Notice>}
      {from ? (
        <div className="flex flex-col gap-3 rounded-md bg-warning-soft p-4 ring-1 ring-line" data-testid="merge-confirm">
          <h3 className="font-semibold text-ink">{t("admin.merge.confirmTitle", { other: from.name, kept: kept.name })}</h3>
          <p className="text-small text-ink">{t("admin.merge.confirmText", { bookings: from.bookings, orders: from.orders, vouchers: from.vouchers, points: from.points, other: from.name })}</p>
          <Form method="post" action={here} className="flex flex-wrap gap-2">
            <input type="hidden" name="intent" value="merge" />
            <input type="hidden" name="from" value={from.id} />
            <Button type="submit" variant="danger" size="sm" busy={busy} busyLabel={t("admin.merge.busy")}>
              {t("admin.merge.confirm")}
            </Button>
            <Link to={page} className={buttonClass({ variant: "secondary", size: "sm" })}>
              {t("admin.merge.cancel")}
            </Link>
          </Form>
        </div>
      ) : (
        <>
          <Form method="get" action={here} role="search" className="flex flex-wrap items-end gap-3">
            <TextField label={t("admin.merge.search")} name="find" type="search" defaultValue={find} autoComplete="off" className="min-w-0 flex-1 basis-48" data-testid="merge-search" />
            <Button type="submit" variant="secondary" size="sm" icon={Search}>
              {t("admin.cust.searchButton")}
            </Button>
          </Form>
          {candidates && candidates.length === 0 && <p className="text-small text-ink-muted">{t("admin.merge.none")}</p>}
          {candidates && candidates.length > 0 && (
            <ul className={listClass} data-testid="merge-candidates">
              {candidates.map((c) => {
                const name = `${c.firstname} ${c.lastname}`.trim() || `#${c.id}`;
                return (
                  <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                    <div className="flex min-w-0 flex-col">
                      <p className="font-semibold text-ink">{name}</p>
                      <p className="break-all text-small text-ink-muted">{[c.email, c.phone].filter(Boolean).join(" · ")}</p>
                    </div>
                    <Link to={`${page}?from=${c.id}`} className={buttonClass({ variant: "secondary", size: "sm" })}>
                      {t("admin.merge.confirm")}
                      <span className="sr-only">{` (${name})`}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </Section>
  );
}
