// /services: every service on one compact page (spec §2): the categories as chips that jump to
// their section, then each category's services as rows — name, duration, price, 'Réserver'. On a
// business with several shops the list is not repeated per shop: prices read 'from' across the
// shops, and booking asks which shop.
import { Link } from "react-router";
import type { Route } from "./+types/services";
import { localise } from "../../domain/catalogue";
import { localePath } from "../../domain/service-url";
import { offersService } from "../../domain/shops";
import type { Article, Category, Shop } from "../../domain/types";
import { ServicePrice } from "../components/catalogue/price";
import { formatMinutes, useCatalogueSettings } from "../components/catalogue/settings";
import { BookButton } from "../components/catalogue/book-button";
import { chipClass } from "../components/ui/chip";
import { ListRow, listClass } from "../components/ui/list-row";
import { fetchCatalogue, fromMemory, rememberCatalogue, serviceHref, type CatalogueLists } from "../lib/catalogue";
import { catalogueMeta, rootLang } from "../lib/catalogue-meta";
import { pageRequest } from "../lib/page.server";
import { useT } from "../lib/use-t";
import { message } from "../lib/i18n";

const build = (lists: CatalogueLists) => ({ lists });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, lang } = pageRequest(request, context);
  return build(await fetchCatalogue(api, lang, "rows"));
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return fromMemory(build, serverLoader, "rows");
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { lists } = loaderData;
  rememberCatalogue(lists);
  const { t } = useT();
  const { lang } = useCatalogueSettings();
  const categories = lists.categories.filter((c) => c.articles.length > 0);
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="font-title text-h1">{t("catalogue.services.title")}</h1>
        <p className="text-lead text-ink-muted">{t("catalogue.services.intro")}</p>
      </div>
      <nav aria-label={t("catalogue.services.categories")} className="sticky top-0 z-10 -mx-gutter bg-page/95 py-2 backdrop-blur">
        <ul className="vt-scroll-row gap-2 px-gutter" data-testid="category-chips">
          {categories.map((c) => (
            <li key={c.id}>
              <a href={`#${c.slug}`} className={chipClass()}>
                {localise(c.name, lang)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex max-w-4xl flex-col gap-12" data-testid="categories">
        {categories.map((category) => (
          <CategorySection key={category.id} category={category} shops={lists.shops} />
        ))}
      </div>
    </div>
  );
}

function CategorySection({ category, shops }: { category: Category; shops: readonly Shop[] }) {
  const s = useCatalogueSettings();
  const { lang } = s;
  const description = localise(category.description, lang);
  return (
    <section id={category.slug} aria-labelledby={`${category.slug}-title`} className="scroll-mt-20" data-testid="category-section">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id={`${category.slug}-title`} className="font-title text-h2">
          <Link to={localePath(`/services/${encodeURIComponent(category.slug)}`, lang)} prefetch="none" className="hover:underline hover:underline-offset-4">
            {localise(category.name, lang)}
          </Link>
        </h2>
      </div>
      {description && <p className="mb-2 max-w-prose text-small text-ink-muted">{description}</p>}
      <ul className={listClass} data-testid="services">
        {category.articles.map((article) => (
          <ServiceRow key={article.id} article={article} category={category} shops={shops} />
        ))}
      </ul>
    </section>
  );
}

function ServiceRow({ article, category, shops }: { article: Article; category: Category; shops: readonly Shop[] }) {
  const { t } = useT();
  const s = useCatalogueSettings();
  const { lang } = s;
  const href = serviceHref({ shop: null, category, service: article, shopCount: shops.length, lang });
  const offering = shops.filter((sh) => offersService(sh, article));
  const oneShop = shops.length < 2 ? (shops[0] ?? null) : null;
  return (
    <ListRow
      testId="service"
      name={
        <Link to={href} prefetch="none">
          {localise(article.name, lang)}
        </Link>
      }
      meta={s.showDuration && article.booker.duration > 0 ? formatMinutes(article.booker.duration, lang) : undefined}
      price={
        s.showPrice ? (
          <ServicePrice
            article={article}
            shopId={oneShop?.artebeauteId}
            acrossShops={oneShop ? undefined : offering.map((sh) => sh.artebeauteId)}
            mode={s.priceMode}
            lang={lang}
            currency={s.currency}
            className="text-small"
          />
        ) : undefined
      }
      action={<BookButton article={article} category={category} shop={null} shops={shops} />}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const lang = rootLang(matches);
  return catalogueMeta(matches, message(lang, "catalogue.services.title"));
}
