// /services: the categories, grouped per shop when the business has several (spec §2).
import { Link } from "react-router";
import type { Route } from "./+types/services";
import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";
import { CategoryCard } from "../components/catalogue/category-card";
import { useCatalogueSettings } from "../components/catalogue/settings";
import { categoriesAtShop, fetchCatalogue, fromMemory, rememberCatalogue, type CatalogueLists } from "../lib/catalogue";
import { catalogueMeta, rootLang } from "../lib/catalogue-meta";
import { pageRequest } from "../lib/page.server";
import { useT } from "../lib/use-t";
import { message } from "../lib/i18n";

const build = (lists: CatalogueLists) => ({ lists });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, lang } = pageRequest(request, context);
  return build(await fetchCatalogue(api, lang));
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return fromMemory(build, serverLoader);
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { lists } = loaderData;
  rememberCatalogue(lists);
  const { t } = useT();
  const { lang } = useCatalogueSettings();
  const multiShop = lists.shops.length > 1;
  return (
    <>
      <h1 className="mb-2 font-title text-3xl sm:text-4xl">{t("catalogue.services.title")}</h1>
      <p className="mb-8 opacity-80">{t("catalogue.services.intro")}</p>
      {multiShop ? (
        lists.shops.map((shop, s) => {
          const categories = categoriesAtShop(lists.categories, shop);
          if (categories.length === 0) return null;
          return (
            <section key={shop.id} aria-labelledby={`shop-${shop.id}`} className="mb-12" data-testid="shop-section">
              <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={`shop-${shop.id}`} className="font-title text-2xl">
                  {t("catalogue.services.atShop", { shop: shop.publicInfo.name })}
                </h2>
                <Link to={localePath(`/${shop.slug}`, lang)} className="text-sm underline underline-offset-2" prefetch="none">
                  {t("catalogue.services.shopLink")} <span className="sr-only">{shop.publicInfo.name}</span>
                </Link>
              </div>
              <CategoryGrid categories={categories} lang={lang} hrefOf={(slug) => localePath(`/${shop.slug}/services/${slug}`, lang)} eager={s === 0} />
            </section>
          );
        })
      ) : (
        <CategoryGrid categories={lists.categories} lang={lang} hrefOf={(slug) => localePath(`/services/${slug}`, lang)} eager />
      )}
    </>
  );
}

function CategoryGrid({ categories, lang, hrefOf, eager }: { categories: CatalogueLists["categories"]; lang: Lang; hrefOf: (slug: string) => string; eager: boolean }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="categories">
      {categories.map((category, i) => (
        <CategoryCard key={category.id} category={category} href={hrefOf(category.slug)} lang={lang} eager={eager && i < 2} />
      ))}
    </ul>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const lang = rootLang(matches);
  return catalogueMeta(matches, message(lang, "catalogue.services.title"));
}
