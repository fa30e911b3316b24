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
      // The layout is component classes in app/app.css (.vt-row…): a list of twenty rows would
      // otherwise carry twenty copies of its grid utilities.
      className={cx("vt-row", media ? "vt-row-with-media" : "vt-row-plain", className)}
    >
      {media && <div className="vt-row-media">{media}</div>}
      <div className="vt-row-name">{name}</div>
      {meta && <div className="vt-row-meta">{meta}</div>}
      {price && <div className="vt-row-price">{price}</div>}
      {action && <div className="vt-row-action">{action}</div>}
    </Tag>
  );
}
