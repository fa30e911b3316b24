// /boutique/article/:slug: one product of the e-shop (spec §2): its pictures, description, price
// with the VAT it includes, stock state, and the basket control (a quantity bounded by the stock).
// Without a slug, the e-shop itself.
import { ArrowLeft } from "../components/ui/icons";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/eshop-product";
import { localise } from "../../domain/catalogue";
import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";
import { Picture } from "../components/catalogue/picture";
import { BasketBar } from "../components/eshop/basket-bar";
import { AddToBasket, StockBadge } from "../components/eshop/product";
import { useMoney } from "../components/ui/price";
import { eshopPage } from "../lib/eshop.server";
import { requireModule } from "../lib/modules.server";
import { notFound } from "../lib/not-found";
import { pageMeta } from "../lib/seo";
import { useT } from "../lib/use-t";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireModule(request, context, (m) => m.eshop);
  const { shop, shops, categories, lang, alike } = await eshopPage(request, context);
  if (!params.slug) throw redirect(localePath("/boutique", lang as Lang));
  const category = categories.find((c) => c.products.some((p) => p.slug === params.slug));
  const product = category?.products.find((p) => p.slug === params.slug);
  if (!product || !shop) notFound();
  // drawn from the address, the shop's stock (its stamp is in the page's key) and the basket's shop
  if (alike) context.keepAlike?.();
  return { shop, shops, product, category: { name: category!.name } };
}

export default function EshopProduct({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const money = useMoney();
  const { shop, shops, product: p, category } = loaderData;
  const name = localise(p.name, lang as Lang);
  const description = localise(p.description, lang as Lang);
  return (
    <article className="flex flex-col gap-8">
      <Link to={`${localePath("/boutique", lang as Lang)}?shop=${encodeURIComponent(shop.artebeauteId)}`} className="inline-flex w-fit items-center gap-2 text-small font-semibold">
        <ArrowLeft aria-hidden="true" size={16} />
        {t("eshop.back")}
      </Link>
      <div className="grid gap-8 md:grid-cols-2 md:gap-12">
        <div className="flex flex-col gap-3">
          {p.images[0] ? (
            <Picture image={p.images[0]} lang={lang as Lang} sizes="(min-width: 768px) 50vw, 100vw" eager decorative className="aspect-square w-full rounded-xl object-cover" />
          ) : (
            <div className="aspect-square w-full rounded-xl bg-surface-soft" />
          )}
          {p.images.length > 1 && (
            <div className="grid grid-cols-4 gap-2">
              {p.images.slice(1, 5).map((img) => (
                <Picture key={img.url} image={img} lang={lang as Lang} sizes="(min-width: 768px) 12vw, 25vw" decorative className="aspect-square w-full rounded-md object-cover" />
              ))}
            </div>
          )}
        </div>
        <div className="flex flex-col gap-5">
          <p className="text-caption uppercase tracking-wider text-ink-muted">{localise(category.name, lang as Lang)}</p>
          <h1 className="font-title text-h1">{name}</h1>
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-h2 font-semibold" data-numeric="" data-testid="product-price">
              {money(p.price)}
            </span>
            <StockBadge state={p.stockState} />
          </div>
          <p className="text-small text-ink-muted">{t("eshop.vatIncluded", { rate: p.vat })}</p>
          <div className="max-w-sm">
            <AddToBasket
              full
              product={{ id: p.id, name: p.name, abId: null, abIdShop: shop.artebeauteId, price: p.price, vat: p.vat, images: p.images.slice(0, 1).map((i) => ({ url: i.url })) }}
              stock={p.stock}
              shopName={(id) => shops.find((s) => s.artebeauteId === id)?.name ?? id}
            />
          </div>
          {description && <p className="whitespace-pre-line text-body leading-relaxed">{description}</p>}
          <p className="text-small text-ink-muted">{t("eshop.soldBy", { shop: shop.name })}</p>
        </div>
      </div>
      <BasketBar />
    </article>
  );
}

export function meta({ matches, data }: Route.MetaArgs) {
  const lang = ((matches.find((m) => m?.id === "root")?.data as { lang?: string } | undefined)?.lang ?? "fr") as Lang;
  return data ? pageMeta(matches, { text: localise(data.product.name, lang) }, localise(data.product.description, lang).slice(0, 160) || undefined) : pageMeta(matches, "nav.eshop");
}
