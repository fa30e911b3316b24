// The e-shop's way to the basket page: a bar at the bottom of the shop's pages once the basket has
// something, with what it holds and its total.
import { ShoppingBag } from "../ui/icons";
import { productCartCount, productCartTotal } from "../../../domain/product-cart";
import { localePath } from "../../../domain/service-url";
import type { Lang } from "../../../domain/types";
import { useProductCart } from "../../lib/product-cart-store";
import { useT } from "../../lib/use-t";
import { Button } from "../ui/button";
import { useMoney } from "../ui/price";
import { StickyActionBar } from "../ui/sticky-action-bar";

export function BasketBar() {
  const { t, lang } = useT();
  const money = useMoney();
  const cart = useProductCart();
  const count = productCartCount(cart);
  if (count === 0) return null;
  return (
    <StickyActionBar
      testId="basket-bar"
      summary={
        <span className="flex flex-col">
          <span className="text-ink-muted">{t("eshop.inBasket", { count })}</span>
          <span className="font-semibold" data-numeric="">
            {money(productCartTotal(cart))}
          </span>
        </span>
      }
      action={
        <Button to={localePath("/panier", lang as Lang)} icon={ShoppingBag} data-testid="basket-open">
          {t("eshop.viewBasket")}
        </Button>
      }
    />
  );
}
