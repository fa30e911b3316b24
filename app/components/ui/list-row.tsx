// ListRow: one line of a list a customer scans (a service, a booking, an order): name, a meta line
// (duration, shop, date), the price and one action. On phones two lines — name and price, then meta
// and action — so a long list stays short; on desktops one line. Put rows in a <ul> with `listClass`.
import type { ReactNode } from "react";
import { cx } from "./cx";

/** A list of rows divided by hairlines. */
export const listClass = "divide-y divide-line";

export function ListRow({
  as: Tag = "li",
  name,
  meta,
  price,
  action,
  media,
  className,
  testId,
}: {
  as?: "li" | "div";
  /** the row's title: text, or a link to the thing's page */
  name: ReactNode;
  meta?: ReactNode;
  price?: ReactNode;
  action?: ReactNode;
  /** a thumbnail or an avatar at the start */
  media?: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <Tag
      data-testid={testId}
      className={cx(
        "grid items-center gap-x-4 gap-y-1 py-4",
        media ? "grid-cols-[auto_minmax(0,1fr)_auto]" : "grid-cols-[minmax(0,1fr)_auto]",
        media
          ? "[grid-template-areas:'media_name_price'_'media_meta_action'] md:grid-cols-[auto_minmax(0,1fr)_auto_auto] md:[grid-template-areas:'media_name_price_action'_'media_meta_price_action']"
          : "[grid-template-areas:'name_price'_'meta_action'] md:grid-cols-[minmax(0,1fr)_auto_auto] md:[grid-template-areas:'name_price_action'_'meta_price_action']",
        className,
      )}
    >
      {media && <div className="[grid-area:media] self-start">{media}</div>}
      <div className="min-w-0 font-semibold text-ink [grid-area:name] [&_a]:underline-offset-4 [&_a:hover]:underline">{name}</div>
      {meta && <div className="min-w-0 text-small text-ink-muted [grid-area:meta]">{meta}</div>}
      {price && <div className="justify-self-end text-right [grid-area:price] md:px-2">{price}</div>}
      {action && <div className="justify-self-end [grid-area:action]">{action}</div>}
    </Tag>
  );
}
