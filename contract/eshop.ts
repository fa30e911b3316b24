// The e-shop (spec §7 'E-shop'): how many of a product a shop can sell. `stock/{id}/{qty}` asks
// one product, `stock/verify/{ids}/{qty}` several (ids and quantities comma-joined, in the same
// order), both for the shop named by `shopid`; a product not found here has 0, one whose stock
// is not tracked 999999 (spec §4, §9).
import { z } from "zod";
import { imageSchema, localisedSchema } from "../domain/entities";
import { operations } from "./operation";
import { id, idText, shopRef } from "./vocabulary";

const { get } = operations("eshop");

/** A quantity in an address: a whole number from 1 to 999. */
const quantityText = z
  .string()
  .regex(/^\d{1,9}$/, "must be a whole number, e.g. '2'")
  .transform(Number)
  .pipe(z.number().int().min(1, "must be at least 1").max(999, "at most 999 at once"));

const stockLine = z.object({
  id: z.number(),
  /** what the shop can sell now: 999999 when not tracked, 0 when not found here */
  stock: z.number(),
  quantity: z.number(),
  /** the shop holds the quantity asked */
  enough: z.boolean(),
});

const productOnShelf = z.object({
  id: z.number(),
  slug: z.string(),
  name: localisedSchema,
  description: localisedSchema,
  images: z.array(imageSchema),
  /** cents, VAT included, at this shop */
  price: z.number(),
  /** percent */
  vat: z.number(),
  /** what the shop can sell now: 999999 when not tracked */
  stock: z.number(),
  /** what a product card says: in stock, only a few left (with how many), sold out */
  stockState: z.discriminatedUnion("state", [z.object({ state: z.literal("in_stock") }), z.object({ state: z.literal("low"), left: z.number() }), z.object({ state: z.literal("sold_out") })]),
});

export const eshopCategories = get("/eshopcategories", "The e-shop's categories in their order, each with the products the shop sells, its price and what it can sell now", {
  access: "company",
  query: z.object({ shopid: shopRef }),
  response: z.object({
    categories: z.array(z.object({ id: z.number(), slug: z.string(), name: localisedSchema, description: localisedSchema, images: z.array(imageSchema), products: z.array(productOnShelf) })),
  }),
  errors: [400, 404],
});

export const stockOfProduct = get("/eshop/stock/{id}/{qty}", "How many of a product the shop can sell, and whether it holds the quantity asked", {
  access: "company",
  params: z.object({ id: idText, qty: quantityText }),
  query: z.object({ shopid: shopRef }),
  response: stockLine,
  errors: [400, 404],
});

export const verifyStock = get("/eshop/stock/verify/{ids}/{qty}", "Whether the shop holds each quantity asked (a basket before checkout)", {
  access: "company",
  params: z.object({
    ids: z
      .string()
      .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, "must be product ids joined by commas, e.g. '12,13'")
      .transform((v) => v.split(",").map(Number))
      .pipe(z.array(id)),
    qty: z
      .string()
      .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, "must be quantities joined by commas, e.g. '1,2'")
      .transform((v) => v.split(",").map(Number))
      .pipe(z.array(z.number().int().min(1, "must be at least 1").max(999, "at most 999 at once"))),
  }),
  query: z.object({ shopid: shopRef }),
  response: z.object({ ok: z.boolean(), items: z.array(stockLine) }),
  errors: [400, 404],
});
