// 'n / total' where a popup or a pager shows its place: one look everywhere, read out in words.
import { useT } from "../../lib/use-t";
import { cx } from "./cx";

export function Counter({ n, total, className, testId }: { n: number; total: number; className?: string; testId?: string }) {
  const { t } = useT();
  return (
    <span className={cx("text-small tabular-nums text-ink-muted", className)} data-testid={testId}>
      <span aria-hidden="true">
        {n} / {total}
      </span>
      <span className="sr-only">{t("content.event.counter", { n, total })}</span>
    </span>
  );
}
