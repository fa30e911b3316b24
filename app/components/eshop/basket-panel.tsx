// The product basket's part of the side cart panel (spec §2: one cart button for both carts): the
// products with their quantity, the total, and the way to the basket page to check out.
import { productCartTotal } from "../../../domain/product-cart";
import { localise } from "../../../domain/catalogue";
import { localePath } from "../../../domain/service-url";
import type { Lang } from "../../../domain/types";
import { useProductCart } from "../../lib/product-cart-store";
import { useT } from "../../lib/use-t";
import { Button } from "../ui/button";
import { listClass } from "../ui/list-row";
import { useMoney } from "../ui/price";

export function BasketInPanel({ onLeave }: { onLeave: () => void }) {
  const { t, lang } = useT();
  const money = useMoney();
  const cart = useProductCart();
  if (cart.lines.length === 0) return null;
  return (
    <section aria-labelledby="panel-basket" className="mt-6 flex flex-col gap-3 border-t border-line pt-5" data-testid="panel-basket">
      <h3 id="panel-basket" className="font-title text-h3">
        {t("nav.eshop")}
      </h3>
      <ul className={listClass}>
        {cart.lines.map((l) => (
          <li key={l.id} className="flex items-center justify-between gap-3 py-2 text-small">
            <span>
              {l.quantity} × {localise(l.name, lang as Lang)}
            </span>
            <span className="font-semibold" data-numeric="">
              {money(l.price * l.quantity)}
            </span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between font-semibold" data-numeric="">
        <span>{t("eshop.total")}</span>
        <span>{money(productCartTotal(cart))}</span>
      </p>
      <Button to={localePath("/panier", lang as Lang)} variant="secondary" fullWidth onClick={onLeave} data-testid="panel-basket-open">
        {t("eshop.viewBasket")}
      </Button>
    </section>
  );
}
