// The one shop chooser of the storefront: wherever a visitor must say where (a service's
// 'Réserver' on a business with several shops, the booking step, the basket's first service), the
// same cards — the shop's photo, name, address, and the price there when one is given — each one
// target. `href` makes each card a link (it goes to that shop's page of the service), `onChoose` a
// button (the step and the basket stay where they are). `ShopChooserSheet` puts it in a Sheet;
// closing the sheet is the way to choose none.
import { ChevronRight } from "../ui/icons";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import type { ChooserShop } from "../../../domain/shops";
import type { Lang } from "../../../domain/types";
import { useT } from "../../lib/use-t";
import { Sheet } from "../ui/dialog";
import { Loading, SkeletonListRow } from "../ui/skeleton";
import { Picture } from "./picture";

export interface ShopChooserProps {
  shops: readonly ChooserShop[];
  lang: Lang;
  /** a line under the address (the price of the service there) */
  detail?: (shop: ChooserShop) => ReactNode;
  /** each shop is a link to this address… */
  href?: (shop: ChooserShop) => string;
  /** …or a button that calls this */
  onChoose?: (shop: ChooserShop) => void;
  /** said after the shop's name to screen readers ('Réserver — Paris Marais') */
  actionLabel?: string;
  /** the first shop takes the focus on arrival (a chooser shown in place of a step) */
  focusFirst?: boolean;
  /** the shops are still being read: their skeletons */
  loading?: boolean;
  testId?: string;
}

const CARD =
  "group flex w-full items-center gap-4 rounded-lg bg-page p-3 text-left shadow-soft ring-1 ring-line transition-[box-shadow,translate] duration-200 ease-out-soft hover:-translate-y-0.5 hover:shadow-raised";

export function ShopChooser({ shops, lang, detail, href, onChoose, actionLabel, focusFirst = false, loading = false, testId }: ShopChooserProps) {
  const first = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  useEffect(() => {
    if (focusFirst) first.current?.focus();
  }, [focusFirst]);
  if (loading)
    return (
      <Loading>
        <div className="grid gap-3">
          <SkeletonListRow />
          <SkeletonListRow />
        </div>
      </Loading>
    );
  return (
    <ul className="grid gap-3" data-testid={testId}>
      {shops.map((shop, i) => {
        const body = (
          <>
            <Picture image={shop.images[0]} lang={lang} sizes="96px" decorative className="h-20 w-24 shrink-0 rounded-md bg-surface-tint object-cover" />
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="font-semibold">{shop.publicInfo.name}</span>
              <span className="text-small text-ink-muted">
                {shop.publicInfo.address.address}, {shop.publicInfo.address.zipcode} {shop.publicInfo.address.city}
              </span>
              {detail && <span className="text-small">{detail(shop)}</span>}
            </span>
            {actionLabel && <span className="sr-only"> — {actionLabel}</span>}
            {/* spec §9: the arrow only on screens wider than 750 px */}
            <ChevronRight aria-hidden="true" size={20} className="hidden shrink-0 text-ink-muted transition-transform group-hover:translate-x-0.5 min-[751px]:block" />
          </>
        );
        return (
          <li key={shop.id} data-shop-choice="">
            {href ? (
              <Link ref={i === 0 ? first : undefined} to={href(shop)} onClick={() => onChoose?.(shop)} className={CARD} data-testid="picker-shop-link">
                {body}
              </Link>
            ) : (
              <button ref={i === 0 ? first : undefined} type="button" onClick={() => onChoose?.(shop)} className={CARD}>
                {body}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function ShopChooserSheet({
  open,
  onClose,
  title,
  description,
  testId,
  ...chooser
}: ShopChooserProps & { open: boolean; onClose: () => void; title?: string; description?: string }) {
  const { t } = useT();
  return (
    <Sheet open={open} onClose={onClose} desktop="center" width="34rem" title={title ?? t("booking.shop.choose")} description={description} closeLabel={t("catalogue.picker.close")} testId={testId}>
      <ShopChooser {...chooser} />
    </Sheet>
  );
}
