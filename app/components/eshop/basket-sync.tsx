// Keeps a signed-in customer's product basket on the server (routes/basket-sync.ts): after each
// change the basket is sent; an empty basket on this browser takes the one saved on the server.
// Once the server holds it, the browser keeps no copy (product-cart-store.ts).
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { localePath } from "../../../domain/service-url";
import type { Lang } from "../../../domain/types";
import { productCart, useProductCart } from "../../lib/product-cart-store";
import { useShell } from "../../lib/shell-data";
import type { action as syncBasket } from "../../routes/basket-sync";

export function BasketSync() {
  const cart = useProductCart();
  const { customer, lang, modules } = useShell();
  const fetcher = useFetcher<typeof syncBasket>();
  const sent = useRef<string | null>(null);
  // signing in (or out) without a page reload: the server's basket is asked again, local lines kept
  useEffect(() => {
    sent.current = null;
  }, [customer?.id]);
  useEffect(() => {
    if (!customer || !modules.eshop || fetcher.state !== "idle") return;
    const key = JSON.stringify([cart.lines.map((l) => [l.id, l.quantity]), cart.shopId]);
    if (key === sent.current) return;
    sent.current = key;
    fetcher.submit({ lines: JSON.stringify(cart.lines), shopId: cart.shopId ?? "" }, { method: "post", action: localePath("/panier/sync", lang as Lang) });
  }, [cart, customer, modules.eshop, fetcher, lang]);
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer?.signedIn || fetcher.state !== "idle") return;
    // held by the server now (unless its save failed): nothing of it stays readable in the browser
    if (answer.saved) productCart.holdOnServer();
    if (productCart.get().lines.length > 0 || answer.lines.length === 0) return;
    productCart.dispatch({ type: "restore", lines: answer.lines, shopId: answer.shopId });
    sent.current = JSON.stringify([answer.lines.map((l) => [l.id, l.quantity]), answer.shopId]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data, fetcher.state]);
  return null;
}
