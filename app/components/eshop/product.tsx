// The e-shop's product pieces: its stock state, and the 'add to basket' control that becomes a
// quantity stepper once the product is in the basket. The basket belongs to one shop: a product of
// another shop is refused with a message saying which, and a quantity is bounded by the stock.
import { Minus, Plus, ShoppingBag } from "../ui/icons";
import { useEffect, useRef } from "react";
import { localise } from "../../../domain/catalogue";
import { productCartEvents, type ProductForCart, type StockDisplay } from "../../../domain/product-cart";
import type { Lang } from "../../../domain/types";
import { productCart, useProductCart } from "../../lib/product-cart-store";
import { toast } from "../../lib/toast";
import { useT } from "../../lib/use-t";
import { Button, IconButton } from "../ui/button";
import { cx } from "../ui/cx";

export function StockBadge({ state, className }: { state: StockDisplay; className?: string }) {
  const { t } = useT();
  const tone = state.state === "sold_out" ? "bg-surface-soft text-ink-muted" : state.state === "low" ? "bg-accent/15 text-accent-ink" : "bg-success-soft text-success";
  return (
    <span className={cx("inline-flex w-fit items-center rounded-pill px-2.5 py-0.5 text-caption font-semibold", tone, className)} data-testid="stock-state">
      {state.state === "sold_out" ? t("eshop.stock.out") : state.state === "low" ? t("eshop.stock.low", { count: state.left }) : t("eshop.stock.in")}
    </span>
  );
}

/** Adds one, or shows '− n +' once in the basket; says why when the basket refuses. */
export function AddToBasket({ product, stock, shopName, full = false }: { product: ProductForCart; stock: number; shopName: (artebeauteId: string) => string; full?: boolean }) {
  const { t, lang } = useT();
  const cart = useProductCart();
  const inCart = cart.lines.find((l) => l.id === product.id)?.quantity ?? 0;
  const name = localise(product.name, lang as Lang);
  // 'Add to basket' and the stepper replace each other under the keyboard's focus: the focus
  // follows to the control that takes the place (the '+' once added, 'Add' once the last is
  // removed) instead of falling to the page's body.
  const addButton = useRef<HTMLButtonElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const follow = useRef<"stepper" | "add" | null>(null);
  useEffect(() => {
    const target = follow.current === "stepper" && inCart > 0 ? moreButton.current : follow.current === "add" && inCart === 0 ? addButton.current : null;
    if (!target) return;
    follow.current = null;
    target.focus();
  }, [inCart]);
  const add = (amount: number) => {
    const outcome = productCart.dispatch(productCartEvents.add(product, amount, stock));
    if (!outcome.ok) {
      const messages = { other_shop: t("eshop.otherShop", { shop: shopName(outcome.cartShopId ?? "") }), no_more_stock: t("eshop.noMore"), sold_out: t("eshop.stock.out") } as Record<string, string>;
      toast.warning(messages[outcome.reason] ?? t("eshop.noMore"), 6000);
    } else if (outcome.limitedTo) toast.info(t("eshop.limited", { count: outcome.limitedTo }));
    else if (inCart === 0) toast.success(t("eshop.added"));
  };
  if (stock <= 0) return <Button variant="secondary" disabled fullWidth={full} size={full ? "md" : "sm"}>{t("eshop.stock.out")}</Button>;
  if (inCart === 0)
    return (
      <Button
        ref={addButton}
        icon={ShoppingBag}
        onClick={() => {
          follow.current = "stepper";
          add(1);
        }} fullWidth={full} size={full ? "md" : "sm"} variant={full ? "primary" : "secondary"} data-testid="add-to-basket">
        {t("eshop.add")}
      </Button>
    );
  // at the stock's end '+' stays reachable but looks unavailable, and the reason is written beside it
  const atLimit = inCart >= stock;
  const limitId = `stock-limit-${product.id}`;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <div className="flex items-center gap-2" data-testid="basket-stepper">
        <IconButton icon={Minus} size={18} label={t("eshop.less", { name })} onClick={() => {
            if (inCart === 1) follow.current = "add";
            productCart.dispatch(productCartEvents.remove(product.id, 1));
          }}
          className="border border-line-strong" />
        <span className="min-w-8 text-center font-semibold" data-numeric="" aria-live="polite" data-testid="basket-quantity">
          {inCart}
        </span>
        <IconButton ref={moreButton} icon={Plus} size={18} label={t("eshop.more", { name })} onClick={() => add(1)} aria-disabled={atLimit || undefined} aria-describedby={atLimit ? limitId : undefined} className="border border-line-strong" data-testid="basket-more" />
      </div>
      {atLimit && (
        <span id={limitId} className="text-caption font-semibold text-accent-ink" data-testid="stock-limit">
          {t("eshop.stock.low", { count: stock })}
        </span>
      )}
    </div>
  );
}
