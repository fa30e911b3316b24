// Skeletons: the shape of what is loading (text lines, a card, a list row, a grid of time slots),
// drawn at once so the page does not jump when the data arrives. Decorative for screen readers:
// wrap them in <Loading>, which says 'Loading…' once, politely, and marks the region busy, and
// shows them only after 200 ms (spec §9), so a quick answer never flashes them.
import type { ReactNode } from "react";
import { useT } from "../../lib/use-t";
import { cx } from "./cx";

export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cx("vt-skeleton block", className)} />;
}

export function Loading({ label, children, className }: { label?: string; children: ReactNode; className?: string }) {
  const { t } = useT();
  return (
    <div role="status" aria-busy="true" data-testid="loading">
      <span className="sr-only">{label ?? t("ui.loading")}</span>
      <div aria-hidden="true" className={cx("vt-loading", className)}>
        {children}
      </div>
    </div>
  );
}

/** Lines of text; the last one shorter, as a paragraph ends. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cx("flex flex-col gap-2.5", className)}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={cx("h-3.5", i === lines - 1 && lines > 1 ? "w-3/5" : "w-full")} />
      ))}
    </span>
  );
}

export function SkeletonCard({ media = true, className }: { media?: boolean; className?: string }) {
  return (
    <span aria-hidden="true" className={cx("flex flex-col overflow-hidden rounded-lg ring-1 ring-line", className)}>
      {media && <Skeleton className="aspect-[4/3] w-full rounded-none" />}
      <span className="flex flex-col gap-3 p-5">
        <Skeleton className="h-5 w-2/3" />
        <SkeletonText lines={2} />
      </span>
    </span>
  );
}

export function SkeletonListRow({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={cx("grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2 py-4", className)}>
      <Skeleton className="h-4 w-3/5" />
      <Skeleton className="h-4 w-14 justify-self-end" />
      <Skeleton className="h-3 w-2/5" />
      <Skeleton className="h-10 w-28 justify-self-end rounded-pill" />
    </span>
  );
}

/** Time slots: a few rows of pills, as the slot grid will show them. */
export function SkeletonSlotGrid({ count = 12, className }: { count?: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cx("grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6", className)}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-11 rounded-md" />
      ))}
    </span>
  );
}
