// /:shop: a shop's page (spec §2): photos, address, opening hours, map link, and its categories
// with the services it offers. Any other single-segment address that names no shop is a 404.
import { Link } from "react-router";
import { MapPin, Phone, Mail } from "../components/ui/icons";
import type { Route } from "./+types/shop";
import { localise } from "../../domain/catalogue";
import { localePath } from "../../domain/service-url";
import { Breadcrumb } from "../components/catalogue/breadcrumb";
import { OpeningHours, OpenNow } from "../components/catalogue/opening-hours";
import { Picture } from "../components/catalogue/picture";
import { ServiceCard } from "../components/catalogue/service-card";
import { useCatalogueSettings } from "../components/catalogue/settings";
import { listClass } from "../components/ui/list-row";
import { Tabs } from "../components/ui/tabs";
import { categoriesAtShop, fetchCatalogue, rememberCatalogue, type CatalogueLists } from "../lib/catalogue";
import { notFound } from "../lib/not-found";
import { catalogueMeta } from "../lib/catalogue-meta";
import { pageRequest } from "../lib/page.server";
import { pageFrame } from "../lib/frame.server";
import { PostsStrip } from "../components/content/post-card";
import { ShopClosures } from "../components/content/shop-closures";
import { useT } from "../lib/use-t";

function build(lists: CatalogueLists, params: { shop: string }) {
  const shop = lists.shops.find((s) => s.slug === params.shop);
  if (!shop) notFound();
  return { lists, shop };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, lang } = pageRequest(request, context);
  const [lists, frame] = await Promise.all([fetchCatalogue(api, lang), pageFrame(request, context)]);
  const page = build(lists, params);
  // The shop's hours this week, closures and posts, from the layout's frame (worked out once a
  // minute): only this shop's. They change by the minute, so this page is asked of the server
  // even when the catalogue's lists are remembered.
  const id = page.shop.artebeauteId;
  // nothing here is the visitor's: without a session the page may be kept a minute
  context.keepAlike?.();
  return { ...page, week: frame.weeks[id] ?? null, closures: frame.closures[id] ?? [], posts: frame.shopPosts.filter((p) => p.linkedShop === page.shop.id) };
}

/** Zoom 18 (spec §9 'map zoom 18'), on the shop's coordinates, else on its address. */
function mapUrl(shop: CatalogueLists["shops"][number]): string {
  const { lat, lng } = shop.localisation.coordonate;
  if (lat || lng) return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;
  const a = shop.publicInfo.address;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${a.address}, ${a.zipcode} ${a.city}`)}`;
}

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  const { lists, shop, week, closures, posts: shopPosts } = loaderData;
  rememberCatalogue(lists);
  const { t } = useT();
  const { lang } = useCatalogueSettings();
  const categories = categoriesAtShop(lists.categories, shop);
  const multiShop = lists.shops.length > 1;
  const a = shop.publicInfo.address;
  const services = (
    <>
      <h2 className="sr-only">{t("catalogue.shop.services")}</h2>
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`cat-${category.id}`} className="mb-8 last:mb-0" data-testid="shop-category">
          <h3 id={`cat-${category.id}`} className="font-title text-xl">
            <Link to={localePath(multiShop ? `/${shop.slug}/services/${category.slug}` : `/services/${category.slug}`, lang)} className="hover:underline" prefetch="none">
              {localise(category.name, lang)}
            </Link>
          </h3>
          <ul className={listClass}>
            {category.articles.map((article) => (
              <ServiceCard key={article.id} article={article} category={category} shop={shop} shops={lists.shops} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
  const contact = (
    <div className="grid gap-8 md:grid-cols-2">
      <div className="flex flex-col gap-6">
        <section aria-labelledby="shop-address">
          <h2 id="shop-address" className="mb-2 font-title text-xl">
            {t("catalogue.shop.address")}
          </h2>
          <address className="not-italic leading-relaxed" data-testid="shop-address">
            {a.address}
            <br />
            {a.zipcode} {a.city}
          </address>
          <a href={mapUrl(shop)} target="_blank" rel="noopener noreferrer" className="mt-2 inline-flex items-center gap-1 text-sm underline underline-offset-2" data-testid="map-link">
            <MapPin aria-hidden="true" size={16} />
            {t("catalogue.shop.map")}
          </a>
        </section>
        {(shop.publicInfo.phone || shop.publicInfo.email) && (
          <section aria-labelledby="shop-contact">
            <h2 id="shop-contact" className="mb-2 font-title text-xl">
              {t("catalogue.shop.contact")}
            </h2>
            <ul className="flex flex-col gap-1 text-sm">
              {shop.publicInfo.phone && (
                <li>
                  <a href={`tel:${shop.publicInfo.phone.replace(/\s/g, "")}`} className="inline-flex items-center gap-2 underline-offset-2 hover:underline">
                    <Phone aria-hidden="true" size={16} /> {shop.publicInfo.phone}
                  </a>
                </li>
              )}
              {shop.publicInfo.email && (
                <li>
                  <a href={`mailto:${shop.publicInfo.email}`} className="inline-flex items-center gap-2 underline-offset-2 hover:underline">
                    <Mail aria-hidden="true" size={16} /> {shop.publicInfo.email}
                  </a>
                </li>
              )}
            </ul>
          </section>
        )}
      </div>
      <div className="flex flex-col gap-6">
        <section aria-labelledby="shop-hours">
          <h2 id="shop-hours" className="mb-2 font-title text-xl">
            {t("catalogue.shop.hours")}
          </h2>
          <OpeningHours hours={shop.openingHours} week={week?.week} lang={lang} />
          <ShopClosures days={closures} className="mt-4" />
        </section>
      </div>
      {shop.images.length > 1 && (
        <div className="grid gap-3 sm:grid-cols-2 md:col-span-2 lg:grid-cols-3">
          {shop.images.slice(1).map((image) => (
            <Picture key={image.url} image={image} lang={lang} sizes="(min-width: 768px) 30vw, 100vw" className="aspect-[3/2] w-full rounded-lg object-cover" />
          ))}
        </div>
      )}
    </div>
  );
  return (
    <>
      <Breadcrumb items={[{ label: t("catalogue.services.title"), href: localePath("/services", lang) }, { label: shop.publicInfo.name }]} />
      <h1 className="mb-2 font-title text-3xl sm:text-4xl">{shop.publicInfo.name}</h1>
      {localise(shop.publicInfo.description, lang) && <p className="mb-6 max-w-3xl opacity-80">{localise(shop.publicInfo.description, lang)}</p>}
      {!shop.booker.active && <p className="mb-6 rounded-md bg-black/5 p-3 text-sm">{t("catalogue.shop.noBooking")}</p>}

      {shop.images[0] && (
        <Picture image={shop.images[0]} lang={lang} sizes="(min-width: 1152px) 1100px, 100vw" eager className="mb-4 aspect-[3/2] w-full rounded-lg object-cover md:aspect-[3/1]" />
      )}
      <div className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-1 text-small text-ink-muted">
        {week && <OpenNow state={week.state} />}
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden="true" size={16} />
          {a.address}, {a.zipcode} {a.city}
        </span>
      </div>

      {/* What the visitor came for first: the services; the practical details one tap away. */}
      <Tabs
        name="shop"
        label={shop.publicInfo.name}
        testId="shop-tabs"
        className="mb-10"
        tabs={[
          { id: "services", label: t("catalogue.tab.services"), panel: services },
          { id: "contact", label: t("catalogue.tab.contact"), panel: contact },
        ]}
      />
      <PostsStrip title={t("content.shop.news", { shop: shop.publicInfo.name })} posts={shopPosts} lang={lang} testId="shop-posts" more={false} />
    </>
  );
}

export function meta({ data, matches }: Route.MetaArgs) {
  return catalogueMeta(matches, data?.shop.publicInfo.name, data?.shop.publicInfo.description);
}
