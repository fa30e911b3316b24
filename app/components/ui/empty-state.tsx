// EmptyState: what a list shows when it has nothing yet — an icon in a soft circle, one sentence,
// and the action that fills it ('Réserver'). Never a bare line of text.
import type { Icon } from "./icons";
import type { ReactNode } from "react";
import { cx } from "./cx";

export function EmptyState({
  icon: Icon,
  illustration,
  title,
  children,
  action,
  headingLevel = 2,
  className,
}: {
  icon?: Icon;
  /** an image instead of the icon (decorative) */
  illustration?: string;
  title: ReactNode;
  /** one or two sentences */
  children?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-testid="empty-state" className={cx("flex flex-col items-center gap-4 rounded-lg bg-surface-soft px-6 py-12 text-center md:py-16", className)}>
      {illustration ? (
        <img src={illustration} alt="" className="h-28 w-auto" />
      ) : (
        Icon && (
          <span className="flex size-16 items-center justify-center rounded-pill bg-page text-accent-ink shadow-soft">
            <Icon aria-hidden="true" size={28} />
          </span>
        )
      )}
      <div className="flex max-w-prose flex-col gap-1.5">
        <Heading className="font-title text-h3">{title}</Heading>
        {children && <div className="text-body text-ink-muted">{children}</div>}
      </div>
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
