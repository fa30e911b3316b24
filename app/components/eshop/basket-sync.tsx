// Keeps a signed-in customer's product basket on the server (routes/basket-sync.ts): after each
// change the basket is sent. An empty basket is one of two things, said explicitly: a browser that
// has not had one yet asks for the one saved on the server ('take'); a basket the customer has just
// emptied (the last line removed, an order placed) says 'emptied', and the server forgets its
// pending one. Only the answer to a 'take' ever fills the browser's basket, and only while it is
// still empty: an answer to an earlier save, arriving after the last line went, brings nothing back.
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
  /** the basket last sent or taken from the server had lines: an empty one now was emptied here */
  const hadLines = useRef(false);
  // signing in (or out) without a page reload: the server's basket is asked again, local lines kept
  useEffect(() => {
    sent.current = null;
    hadLines.current = false;
  }, [customer?.id]);
  useEffect(() => {
    if (!customer || !modules.eshop || fetcher.state !== "idle") return;
    const key = JSON.stringify([cart.lines.map((l) => [l.id, l.quantity]), cart.shopId]);
    if (key === sent.current) return;
    sent.current = key;
    const emptied = cart.lines.length === 0 && hadLines.current;
    hadLines.current = cart.lines.length > 0;
    fetcher.submit({ lines: JSON.stringify(cart.lines), shopId: cart.shopId ?? "", ...(emptied ? { emptied: "1" } : {}) }, { method: "post", action: localePath("/panier/sync", lang as Lang) });
  }, [cart, customer, modules.eshop, fetcher, lang]);
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer?.signedIn || fetcher.state !== "idle") return;
    // held by the server now (unless its save failed): nothing of it stays readable in the browser
    if (answer.saved) productCart.holdOnServer();
    if (!answer.took || hadLines.current || productCart.get().lines.length > 0 || answer.lines.length === 0) return;
    productCart.dispatch({ type: "restore", lines: answer.lines, shopId: answer.shopId });
    hadLines.current = true;
    sent.current = JSON.stringify([answer.lines.map((l) => [l.id, l.quantity]), answer.shopId]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data, fetcher.state]);
  return null;
}
