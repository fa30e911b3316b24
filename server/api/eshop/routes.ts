// The e-shop (spec §7 'E-shop'): parse, call server/eshop/, answer.
import { requestScope } from "../scope";
import * as op from "../../../contract/eshop";
import { Invalid, NotFound } from "../../../domain/errors";
import { findShop } from "../../booking/availability-source";
import { eshopShelves } from "../../eshop/catalogue";
import type { z } from "zod";
import { discountsAnswer } from "../../coupons/discounts";
import { checkout, eshopOrderView, myEshopOrder, myEshopOrders, priceCheckout, refundEshopOrder, type Checkout } from "../../eshop/orders";
import { guardVoucherGuesses } from "../../gifts/guessing";
import { browserReturn, postBack, returnAddresses } from "../payment/routes";
import { eshopPayments } from "../../eshop/paid";
import { moveEshopOrder } from "../../eshop/status";
import { stockInShop } from "../../eshop/stock";
import { setStock, stockLevels } from "../../eshop/stock-levels";
import { editor } from "../editor";
import { LOW_STOCK_THRESHOLD } from "../../../domain/product-cart";
import type { ApiEnv } from "../context";
import type { Context } from "hono";
import { handle, resourceRoutes } from "../route";

export const eshopRoutes = resourceRoutes();

async function shopOf(c: Context<ApiEnv>, shopid: string) {
  const shop = await findShop(requestScope(c), shopid);
  if (!shop) throw new NotFound("unknown_shop", { shopid: "unknown" });
  return shop;
}

handle(eshopRoutes, op.eshopCategories, async (c) => {
  const shop = await shopOf(c, c.req.valid("query").shopid);
  const logged = (err: unknown) => c.get("log").error({ err }, "stock could not be loaded");
  return c.json({ categories: await eshopShelves(requestScope(c), shop, logged) }, 200);
});

handle(eshopRoutes, op.stockOfProduct, async (c) => {
  const { id, qty } = c.req.valid("param");
  const shop = await shopOf(c, c.req.valid("query").shopid);
  const stock = (await stockInShop(requestScope(c), shop.id, [id])).get(id)!;
  return c.json({ id, stock, quantity: qty, enough: stock >= qty }, 200);
});

handle(eshopRoutes, op.verifyStock, async (c) => {
  const { ids, qty: given } = c.req.valid("param");
  // one quantity for every product, or one per product in the same order (spec §7)
  if (given.length !== 1 && given.length !== ids.length) throw new Invalid({ qty: `one quantity for all the products, or one per product: 1 or ${ids.length} expected` });
  const qty = given.length === ids.length ? given : ids.map(() => given[0]!);
  const shop = await shopOf(c, c.req.valid("query").shopid);
  const stock = await stockInShop(requestScope(c), shop.id, ids);
  // the same product twice counts its quantities together
  const asked = new Map<number, number>();
  ids.forEach((id, i) => asked.set(id, (asked.get(id) ?? 0) + qty[i]!));
  const items = ids.map((id, i) => ({ id, stock: stock.get(id)!, quantity: qty[i]!, enough: stock.get(id)! >= asked.get(id)! }));
  return c.json({ ok: items.every((i) => i.enough), items }, 200);
});

const paymentServices = (c: Context<ApiEnv>) => ({ providers: c.get("services").payments, log: c.get("log") });

/** The checkout's body as the e-shop reads it. */
async function checkoutOf(c: Context<ApiEnv>, body: z.infer<typeof op.checkout.body>): Promise<Checkout> {
  const shop = await findShop(requestScope(c), body.shopId);
  if (!shop) throw new NotFound("unknown_shop", { shopId: "unknown" });
  return {
    shop,
    lines: body.lines,
    fulfilment: body.fulfilment,
    address: body.address ? { ...body.address, phone: body.address.phone?.trim() || null } : null,
    cartId: body.cartId ?? null,
    expectedTotal: body.prices?.toPay ?? null,
    discounts: { couponCode: body.couponCode ?? null, rewardId: body.rewardId ?? null, voucherCodes: body.voucherCodes ?? [] },
    lang: c.get("lang"),
  };
}

const pricesOf = (priced: Awaited<ReturnType<typeof priceCheckout>>, currency: string) => ({
  subtotal: priced.goods.subtotal,
  deliveryPrice: priced.goods.deliveryPrice,
  discounts: discountsAnswer(priced.priced),
  total: priced.priced.totals.total,
  toPay: priced.toPay,
  currency,
});

handle(eshopRoutes, op.quoteCheckout, async (c) => {
  const body = c.req.valid("json");
  const checkout = await checkoutOf(c, body);
  const priced = await guardVoucherGuesses(c, Boolean(body.voucherCodes?.length), () => priceCheckout(requestScope(c), c.get("customer")!.id, checkout, c.get("now")));
  return c.json({ prices: pricesOf(priced, c.get("company").settings.booker.mCurrency.code) }, 200);
});

handle(eshopRoutes, op.checkout, async (c) => {
  const body = c.req.valid("json");
  const { db } = c.get("services");
  const order = await checkoutOf(c, body);
  const addresses = await returnAddresses(c, eshopPayments);
  const now = c.get("now");
  const started = await guardVoucherGuesses(c, Boolean(body.voucherCodes?.length), () => checkout({ db, payments: paymentServices(c), company: c.get("company") }, c.get("customer")!, order, now, addresses));
  const view = await eshopOrderView({ db, company: c.get("company") }, started.order);
  return c.json(
    {
      order: view,
      result: { token: started.token, browser: started.browser, heldUntil: view.heldUntil },
      prices: {
        subtotal: view.subtotal,
        deliveryPrice: view.deliveryPrice,
        discounts: { subtotal: view.subtotal + view.deliveryPrice, coupon: started.coupon, reward: started.reward, vouchers: started.vouchers, toPay: view.toPay, total: view.total },
        total: view.total,
        toPay: view.toPay,
        currency: view.currency,
      },
    },
    201,
  );
});

handle(eshopRoutes, op.myEshopOrders, async (c) => {
  const { page = 1, itemPerPage = 10 } = c.req.valid("query");
  const { orders, total } = await myEshopOrders(requestScope(c), c.get("customer")!.id, page, itemPerPage);
  return c.json({ orders, total, page, itemPerPage }, 200);
});

handle(eshopRoutes, op.myEshopOrder, async (c) => c.json({ order: await myEshopOrder(requestScope(c), c.get("customer")!.id, c.req.valid("param").id) }, 200));

handle(eshopRoutes, op.payEshopOrder, async (c) => {
  const { db } = c.get("services");
  const customer = c.get("customer")!;
  const id = c.req.valid("param").id;
  const { returnUrl, abandon } = c.req.valid("json");
  // only the owner's own cancel ends the attempt (the stock goes back): an address followed ends nothing
  const told = await browserReturn(c, "eshop", id, returnUrl, abandon === true);
  return c.json({ ...told, order: await myEshopOrder({ db, company: c.get("company") }, customer.id, id) }, 200);
});

handle(eshopRoutes, op.refundEshopOrder, async (c) => {
  const done = await refundEshopOrder(requestScope(c), c.get("companyUser")!, c.req.valid("param").id, c.req.valid("json").amount, c.get("now"));
  return c.json(done, 200);
});

handle(eshopRoutes, op.moveEshopOrder, async (c) => {
  return c.json(await moveEshopOrder(requestScope(c), c.get("companyUser")!, c.req.valid("param").id, c.req.valid("json").status, c.get("now")), 200);
});

handle(eshopRoutes, op.postBackEshopOrder, async (c) => c.json(await postBack(c, "eshop", c.req.valid("param").id, c.req.valid("json").body), 200));

handle(eshopRoutes, op.stockLevels, async (c) => {
  const levels = await stockLevels(requestScope(c), c.get("companyUser")!);
  // the storefront's own 'only N left' threshold: the back-office's low list says what customers see
  return c.json({ lowStockAt: LOW_STOCK_THRESHOLD, ...levels }, 200);
});

handle(eshopRoutes, op.setStock, async (c) => {
  const { shopId, articleId } = c.req.valid("param");
  const line = await setStock(requestScope(c), Number(shopId), Number(articleId), c.req.valid("json").stock, editor(c));
  return c.json({ line }, 200);
});
