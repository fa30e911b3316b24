// The back-office lists' pages: previous, "page n of m", next — links, so a page is an address.
import { Link } from "react-router";
import { buttonClass } from "../ui/button";
import { ChevronLeft, ChevronRight } from "../ui/icons";
import { useT } from "../../lib/use-t";

export function Pager({ page, pages, to }: { page: number; pages: number; to: (page: number) => string }) {
  const { t } = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("admin.cust.pages")} className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? <Link to={to(page - 1)} className={buttonClass({ variant: "secondary", size: "sm" })}><ChevronLeft aria-hidden="true" size={16} />{t("admin.cust.prev")}</Link> : <span />}
      <p className="text-small text-ink-muted">{t("admin.cust.pageOf", { page, pages })}</p>
      {page < pages ? <Link to={to(page + 1)} className={buttonClass({ variant: "secondary", size: "sm" })}>{t("admin.cust.next")}<ChevronRight aria-hidden="true" size={16} /></Link> : <span />}
    </nav>
  );
}
