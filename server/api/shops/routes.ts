// The shops written by the business (contract/shops.ts); visitors read them through the catalogue.
import { requestScope } from "../scope";
import * as op from "../../../contract/shops";
import * as work from "../../catalogue/shop-writes";
import { editor } from "../editor";
import { handle, resourceRoutes } from "../route";

export const shopRoutes = resourceRoutes();

handle(shopRoutes, op.shopMappings, async (c) => c.json({ shops: await work.shopMappings(requestScope(c)) }, 200));
handle(shopRoutes, op.putShopMapping, async (c) => c.json({ shop: await work.putShopMapping(requestScope(c), c.req.valid("json"), editor(c)) }, 200));
handle(shopRoutes, op.createShop, async (c) => c.json({ shop: await work.saveShop(requestScope(c), c.req.valid("json"), editor(c)) }, 201));
handle(shopRoutes, op.updateShop, async (c) => c.json({ shop: await work.saveShop(requestScope(c), c.req.valid("json"), editor(c), c.req.valid("param").id) }, 200));
handle(shopRoutes, op.deleteShop, async (c) => {
  await work.deleteShop(requestScope(c), c.req.valid("param").id, editor(c));
  return c.body(null, 204);
});
handle(shopRoutes, op.putShopDay, async (c) => {
  const { id, date } = c.req.valid("param");
  await work.putShopDay(requestScope(c), id, date, c.req.valid("json"), editor(c));
  return c.body(null, 204);
});
handle(shopRoutes, op.deleteShopDay, async (c) => {
  const { id, date } = c.req.valid("param");
  await work.deleteShopDay(requestScope(c), id, date, editor(c));
  return c.body(null, 204);
});
handle(shopRoutes, op.linkShopArticle, async (c) => {
  const body = c.req.valid("json");
  await work.linkShopArticle(requestScope(c), c.req.valid("param").id, body.shopId, body.price ?? null, editor(c));
  return c.body(null, 204);
});
handle(shopRoutes, op.unlinkShopArticle, async (c) => {
  await work.unlinkShopArticle(requestScope(c), c.req.valid("param").id, c.req.valid("query").shopId, editor(c));
  return c.body(null, 204);
});
