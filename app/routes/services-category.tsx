// /services/:category and /:shop/services/:category: a category's services, at one shop when
// the address names it (spec §2). On a one-shop business the address carries no shop slug. A
// service's slug in the category's place moves to that service's page.
import { redirect } from "react-router";
import type { Route } from "./+types/services-category";
import { localise } from "../../domain/catalogue";
import { localePath, stripLocale } from "../../domain/service-url";
import type { Lang } from "../../domain/types";
import { Breadcrumb } from "../components/catalogue/breadcrumb";
import { Picture } from "../components/catalogue/picture";
import { ServiceCard } from "../components/catalogue/service-card";
import { IdlePrefetch } from "../lib/prefetch";
import { useCatalogueSettings } from "../components/catalogue/settings";
import { cx } from "../components/ui/cx";
import { listClass } from "../components/ui/list-row";
import { catalogueAddress, categoriesAtShop, categoryBySlug, fetchCatalogue, fromMemory, rememberCatalogue, serviceHref, shopOfPage, type CatalogueLists } from "../lib/catalogue";
import { catalogueMeta } from "../lib/catalogue-meta";
import { notFound } from "../lib/not-found";
import { pageRequest } from "../lib/page.server";
import { useT } from "../lib/use-t";

function build(lists: CatalogueLists, params: { shop?: string; category: string }, lang: Lang, search = "") {
  // One shop: its services live at /services/...; an address with its slug goes there.
  if (params.shop && lists.shops.length < 2) throw redirect(localePath(`/services/${encodeURIComponent(params.category)}`, lang) + search, 301);
  const shop = shopOfPage(lists, params.shop);
  const scoped = params.shop && shop ? categoriesAtShop(lists.categories, shop) : lists.categories;
  const category = categoryBySlug({ ...lists, categories: scoped }, params.category);
  if (!category) {
    // The category is optional in a service's address (spec §2 `/:shop/services/:category?/:service`):
    // a service's slug here goes to its canonical address, under its first category.
    const home = scoped.find((c) => c.articles.some((a) => a.slug === params.category));
    const service = home?.articles.find((a) => a.slug === params.category);
    if (home && service) throw redirect(serviceHref({ shop, category: home, service, shopCount: lists.shops.length, lang }) + search, 301);
    notFound();
  }
  return { lists, shopSlug: params.shop ?? null, categoryId: category.id, category };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, lang, url } = pageRequest(request, context);
  return build(await fetchCatalogue(api, lang), catalogueAddress(request, params), lang, url.search);
}

export async function clientLoader({ request, params, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const { lang } = stripLocale(url.pathname);
  return fromMemory((lists) => build(lists, catalogueAddress(request, params), lang, url.search), serverLoader);
}

export default function ServicesCategory({ loaderData }: Route.ComponentProps) {
  const { lists, category, shopSlug } = loaderData;
  rememberCatalogue(lists);
  const { t } = useT();
  const { lang } = useCatalogueSettings();
  const shop = shopOfPage(lists, shopSlug ?? undefined);
  const crumbs: { label: string; href?: string }[] = [{ label: t("catalogue.services.title"), href: localePath("/services", lang) }];
  if (shopSlug && shop) crumbs.push({ label: shop.publicInfo.name, href: localePath(`/${shop.slug}`, lang) });
  crumbs.push({ label: localise(category.name, lang) });
  const description = localise(category.description, lang);
  return (
    <>
      <Breadcrumb items={crumbs} />
      <header className="mb-8 grid items-center gap-6 md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] md:gap-12">
        <div className="flex flex-col gap-2">
          <h1 className="font-title text-h1">{localise(category.name, lang)}</h1>
          {shopSlug && shop && <p className="text-small text-ink-muted">{t("catalogue.services.atShop", { shop: shop.publicInfo.name })}</p>}
          {description && <p className="max-w-prose text-lead text-ink-muted">{description}</p>}
        </div>
        <Picture image={category.images[0]} lang={lang} sizes="(min-width: 1024px) 460px, 42vw" eager decorative className="hidden aspect-[3/2] w-full rounded-lg object-cover md:block" />
      </header>
      <h2 className="sr-only">{t("catalogue.category.services")}</h2>
      <ul className={cx(listClass, "max-w-4xl")} data-testid="services">
        {category.articles.map((article, i) => (
          <ServiceCard key={article.id} article={article} category={category} shop={shop} shops={lists.shops} eager={i < 3} />
        ))}
      </ul>
      {/* the visitor's likely next page: one of these services */}
      <IdlePrefetch pages={category.articles.map((article) => serviceHref({ shop, category, service: article, shopCount: lists.shops.length, lang }))} />
    </>
  );
}

export function meta({ data, matches }: Route.MetaArgs) {
  const lang = ((matches.find((m) => m?.id === "root")?.data as { lang?: Lang } | undefined)?.lang ?? "fr") as Lang;
  return catalogueMeta(matches, data ? localise(data.category.name, lang) : undefined, data?.category.description);
}
