// StickyActionBar: the summary and the one button that finishes a step ('Confirmer'). On phones it
// is fixed at the bottom, above the bottom bar and the safe area, with a spacer so it covers nothing
// of the page; inside a Sheet or Dialog it sticks to the dialog's bottom; on desktops it sits in the
// page's flow as a card.
import type { ReactNode } from "react";
import { cx } from "./cx";

export function StickyActionBar({
  summary,
  action,
  placement = "page",
  className,
  testId = "sticky-action-bar",
}: {
  /** what is being confirmed: '10:30 with Camille · 79 €' */
  summary?: ReactNode;
  /** the button(s) */
  action: ReactNode;
  /** on a page (above the bottom bar), or inside a dialog (its bottom edge) */
  placement?: "page" | "dialog";
  className?: string;
  testId?: string;
}) {
  const bar = (
    <div
      data-testid={testId}
      data-sticky-action=""
      className={cx(
        "z-30 flex items-center gap-4 bg-page/95 px-gutter py-3 backdrop-blur supports-[backdrop-filter]:bg-page/85",
        placement === "page"
          ? "fixed inset-x-0 bottom-[var(--vt-bottom-bar)] border-t border-line shadow-[0_-8px_24px_-12px_rgb(17_17_17/0.18)] md:static md:rounded-lg md:border-0 md:bg-surface-soft md:px-6 md:py-4 md:shadow-none md:backdrop-blur-none"
          : "sticky bottom-0 -mx-5 -mb-5 mt-6 border-t border-line px-5 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:-mx-6 md:-mb-6 md:px-6",
        className,
      )}
    >
      {summary && <div className="min-w-0 flex-1 text-small leading-snug">{summary}</div>}
      <div className={cx("flex shrink-0 gap-2", !summary && "w-full [&>*]:flex-1")}>{action}</div>
    </div>
  );
  if (placement === "dialog") return bar;
  return (
    <>
      {bar}
      {/* Room for the bar at the end of the page, so it never hides the last lines. */}
      <div aria-hidden="true" className="h-20 md:hidden" />
    </>
  );
}
