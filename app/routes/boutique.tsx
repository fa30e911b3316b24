// /boutique: the e-shop (spec §2): the products of one shop by e-shop category, with price, stock
// state and picture, each added to the basket where it is; a choice of shop when several sell
// online. In the layout when the e-shop module is on (404 otherwise).
import { Store } from "../components/ui/icons";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/boutique";
import { inLanguage, localise } from "../../domain/catalogue";
import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";
import { AddToBasket, StockBadge } from "../components/eshop/product";
import { BasketBar } from "../components/eshop/basket-bar";
import { Picture } from "../components/catalogue/picture";
import { EmptyState } from "../components/ui/empty-state";
import { SegmentedChoice } from "../components/ui/chip";
import { useMoney } from "../components/ui/price";
import { eshopPage } from "../lib/eshop.server";
import { requireModule } from "../lib/modules.server";
import { pageMeta } from "../lib/seo";
import { useT } from "../lib/use-t";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireModule(request, context, (m) => m.eshop);
  const { shop, shops, categories, lang, alike } = await eshopPage(request, context);
  // the page is the business's alone, or a customer's shape's with their saved basket's shop (kept
  // under its stock's stamp: the server reads it before looking the page up)
  if (alike) context.keepAlike?.();
  // what the shelves draw: no description, one picture; a product's name in every language, as
  // the basket keeps it for the customer's next page in whichever language
  const shelves = categories.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: inLanguage(c.name, lang),
    products: c.products.map((p) => ({ id: p.id, slug: p.slug, name: p.name, images: inLanguage(p.images.slice(0, 1), lang), price: p.price, vat: p.vat, stock: p.stock, stockState: p.stockState })),
  }));
  return { shop: shop && { artebeauteId: shop.artebeauteId }, shops, categories: shelves };
}

export default function Boutique({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const { shop, shops, categories } = loaderData;
  const navigate = useNavigate();
  const shopName = (id: string) => shops.find((s) => s.artebeauteId === id)?.name ?? id;
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-3">
        <h1 className="font-title text-h1">{t("nav.eshop")}</h1>
        <p className="max-w-2xl text-body text-ink-muted">{t("eshop.intro")}</p>
        {shops.length > 1 && shop && (
          <SegmentedChoice
            name="shop"
            legend={t("eshop.shop")}
            value={shop.artebeauteId}
            onChange={(id) => navigate(`?shop=${encodeURIComponent(id)}`, { preventScrollReset: true })}
            choices={shops.map((s) => ({ value: s.artebeauteId, label: s.name }))}
          />
        )}
      </header>
      {categories.length === 0 || !shop ? (
        <EmptyState icon={Store} title={t("eshop.empty")} />
      ) : (
        categories.map((category, shelf) => (
          <section key={category.id} aria-labelledby={`shelf-${category.slug}`} className="flex flex-col gap-4" data-testid="eshop-shelf">
            <h2 id={`shelf-${category.slug}`} className="font-title text-h2">
              {localise(category.name, lang as Lang)}
            </h2>
            <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
              {category.products.map((p, i) => (
                // the first shelf's first row (four on a wide screen) is on the first screen: its pictures load at once
                <ProductCard key={p.id} product={p} shopId={shop.artebeauteId} shopName={shopName} eager={shelf === 0 && i < 4} />
              ))}
            </ul>
          </section>
        ))
      )}
      <BasketBar />
    </div>
  );
}

type ShelfProduct = Route.ComponentProps["loaderData"]["categories"][number]["products"][number];

function ProductCard({ product: p, shopId, shopName, eager }: { product: ShelfProduct; shopId: string; shopName: (id: string) => string; eager: boolean }) {
  const { lang } = useT();
  const money = useMoney();
  const name = localise(p.name, lang as Lang);
  const href = `${localePath(`/boutique/article/${p.slug}`, lang as Lang)}?shop=${encodeURIComponent(shopId)}`;
  return (
    <li className="group flex flex-col gap-2" data-testid="product-card">
      <Link to={href} className="flex flex-col gap-2 focus-visible:outline-offset-4">
        <span className="block overflow-hidden rounded-lg bg-surface-soft">
          {p.images[0] ? (
            <Picture
              image={p.images[0]}
              lang={lang as Lang}
              sizes="(min-width: 1024px) 17rem, (min-width: 768px) 33vw, 50vw"
              eager={eager}
              decorative
              className="aspect-square w-full object-cover transition duration-300 group-hover:scale-[1.03]"
            />
          ) : (
            <span className="block aspect-square" />
          )}
        </span>
        <span className="font-semibold leading-snug">{name}</span>
      </Link>
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold" data-numeric="">
          {money(p.price)}
        </span>
        <StockBadge state={p.stockState} />
      </span>
      <AddToBasket product={{ id: p.id, name: p.name, abId: null, abIdShop: shopId, price: p.price, vat: p.vat, images: p.images.slice(0, 1).map((i) => ({ url: i.url })) }} stock={p.stock} shopName={shopName} />
    </li>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "nav.eshop");
}
