// The e-shop's shelves for one shop (spec §7 'eshopcategories', §4 stock): the business's e-shop
// categories in their order, each with the products this shop sells, at this shop's price, with
// what it can sell now (read live: stock moves with every order) and how a card says it.
import type { TenantCompany } from "../tenant";
import { shopPrice } from "../../domain/price";
import { stockDisplay } from "../../domain/product-cart";
import type { Shop } from "../../domain/types";
import { catalogueSnapshot } from "../catalogue/snapshot";
import { stockInShop } from "./stock";

export async function eshopShelves({ db, company }: TenantCompany, shop: Shop, onStockFailure: (err: unknown) => void = () => {}) {
  const companyId = company.id;
  // the shelves as they are at the company's version; only the stock, which does not move it, is read
  const categories = (await catalogueSnapshot(db, company)).eshopCategories;
  const sold = (a: (typeof categories)[number]["articles"][number]) => a.type === "2" && !a.draft && a.slug !== null && a.shopIds.includes(shop.artebeauteId);
  const ids = [...new Set(categories.flatMap((c) => c.articles.filter(sold).map((a) => a.id)))];
  // spec §8: a stock that cannot be read is 0 (nothing sold that may not be there), the shelves still shown
  const stock = await stockInShop({ db, companyId }, shop.id, ids).catch((err: unknown) => {
    onStockFailure(err);
    return new Map(ids.map((id) => [id, 0]));
  });
  return categories
    .map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      description: c.description,
      images: c.images,
      products: c.articles.filter(sold).map((a) => ({
        id: a.id,
        slug: a.slug!,
        name: a.name,
        description: a.description,
        images: a.images,
        price: shopPrice(a, shop.artebeauteId),
        vat: a.booker.vat,
        stock: stock.get(a.id)!,
        stockState: stockDisplay(stock.get(a.id)!),
      })),
    }))
    .filter((c) => c.products.length > 0);
}
