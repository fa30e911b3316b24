// The e-shop (spec §7 'E-shop'): parse, call server/eshop/, answer.
import * as op from "../../../contract/eshop";
import { Invalid, NotFound } from "../../../domain/errors";
import { findShop } from "../../booking/availability-source";
import { eshopShelves } from "../../eshop/catalogue";
import { stockInShop } from "../../eshop/stock";
import type { ApiEnv } from "../context";
import type { Context } from "hono";
import { handle, resourceRoutes } from "../route";

export const eshopRoutes = resourceRoutes();

async function shopOf(c: Context<ApiEnv>, shopid: string) {
  const shop = await findShop(c.get("services").db, c.get("company"), shopid);
  if (!shop) throw new NotFound("unknown_shop", { shopid: "unknown" });
  return shop;
}

handle(eshopRoutes, op.eshopCategories, async (c) => {
  const shop = await shopOf(c, c.req.valid("query").shopid);
  return c.json({ categories: await eshopShelves(c.get("services").db, c.get("company").id, shop) }, 200);
});

handle(eshopRoutes, op.stockOfProduct, async (c) => {
  const { id, qty } = c.req.valid("param");
  const shop = await shopOf(c, c.req.valid("query").shopid);
  const stock = (await stockInShop(c.get("services").db, c.get("company").id, shop.id, [id])).get(id)!;
  return c.json({ id, stock, quantity: qty, enough: stock >= qty }, 200);
});

handle(eshopRoutes, op.verifyStock, async (c) => {
  const { ids, qty } = c.req.valid("param");
  if (ids.length !== qty.length) throw new Invalid({ qty: `one quantity per product: ${ids.length} expected` });
  const shop = await shopOf(c, c.req.valid("query").shopid);
  const stock = await stockInShop(c.get("services").db, c.get("company").id, shop.id, ids);
  // the same product twice counts its quantities together
  const asked = new Map<number, number>();
  ids.forEach((id, i) => asked.set(id, (asked.get(id) ?? 0) + qty[i]!));
  const items = ids.map((id, i) => ({ id, stock: stock.get(id)!, quantity: qty[i]!, enough: stock.get(id)! >= asked.get(id)! }));
  return c.json({ ok: items.every((i) => i.enough), items }, 200);
});
