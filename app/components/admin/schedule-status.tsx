// The agenda's words after blocking or freeing time or saving a series (decisions 233, 235), read
// from the address the form came back to, and the toolbar's way to block time.
import { Link, useSearchParams } from "react-router";
import { adminPath } from "../../lib/admin-paths";
import { useT } from "../../lib/use-t";
import { buttonClass } from "../ui/button";
import { CircleCheck, Clock } from "../ui/icons";

export function ScheduleStatus() {
  const { t } = useT();
  const [q] = useSearchParams();
  const series = /^\d{1,3}$/.test(q.get("series") ?? "") ? Number(q.get("series")) : null;
  const said = q.get("blocked") === "1" ? t("admin.block.done") : q.get("unblocked") === "1" ? t("admin.block.removed") : series !== null ? t("admin.repeat.saved", { count: series }) : null;
  if (!said) return null;
  return (
    <span className="inline-flex items-center gap-2 rounded-md bg-success-soft px-3 py-2 text-small text-ink" data-testid="agenda-schedule-status">
      <CircleCheck aria-hidden="true" size={16} />
      {said}
    </span>
  );
}

export function BlockTimeLink({ shopId, date }: { shopId: number; date: string }) {
  const { t, lang } = useT();
  return (
    <Link to={`${adminPath(lang, "/agenda/block")}?${new URLSearchParams({ shop: String(shopId), date })}`} className={buttonClass({ size: "sm", variant: "secondary" })} data-testid="agenda-block-time">
      <Clock aria-hidden="true" size={16} />
      {t("admin.block.action")}
    </Link>
  );
}
