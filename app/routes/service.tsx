// /services/:category/:service and /:shop/services/:category/:service: one service (spec §2, §5):
// pictures, description, duration when the company shows it, price per the rules and per shop,
// 'Réserver' (the shop chooser first when no shop is known) and the basket button.
import { redirect } from "react-router";
import type { Route } from "./+types/service";
import { IdlePrefetch } from "../lib/prefetch";
import { Tabs } from "../components/ui/tabs";
import { localise } from "../../domain/catalogue";
import { formatMoney } from "../../domain/money";
import { customersRequired, displayPrice, displayPriceAcrossShops, shopSpecificPrice } from "../../domain/price";
import { localePath, serviceUrl, stripLocale } from "../../domain/service-url";
import { offersService } from "../../domain/shops";
import type { Lang } from "../../domain/types";
import { Breadcrumb } from "../components/catalogue/breadcrumb";
import { AddToCartButton } from "../components/catalogue/cart-button";
import { Picture } from "../components/catalogue/picture";
import { ServicePrice } from "../components/catalogue/price";
import { formatMinutes, useCatalogueSettings } from "../components/catalogue/settings";
import { ShopPickerButton } from "../components/catalogue/shop-picker";
import { BookButton } from "../components/catalogue/book-button";
import { Card } from "../components/ui/card";
import { StickyActionBar } from "../components/ui/sticky-action-bar";
import { listClass } from "../components/ui/list-row";
import { Clock } from "../components/ui/icons";
import { allServices, catalogueAddress, categoriesAtShop, categoryBySlug, fetchCatalogue, fromMemory, rememberCatalogue, shopOfPage, type CatalogueLists } from "../lib/catalogue";
import { catalogueMeta } from "../lib/catalogue-meta";
import { notFound } from "../lib/not-found";
import { pageRequest } from "../lib/page.server";
import { useT } from "../lib/use-t";

function build(lists: CatalogueLists, params: { shop?: string; category: string; service: string }, lang: Lang, search: string) {
  if (params.shop && lists.shops.length < 2) {
    throw redirect(serviceUrl({ categorySlug: params.category, serviceSlug: params.service, shopCount: lists.shops.length, lang }) + search, 301);
  }
  const shop = shopOfPage(lists, params.shop);
  const scoped = params.shop && shop ? categoriesAtShop(lists.categories, shop) : lists.categories;
  const category = categoryBySlug({ ...lists, categories: scoped }, params.category);
  const service = category?.articles.find((a) => a.slug === params.service);
  if (!category || !service) notFound();
  return { lists, shopSlug: params.shop ?? null, category, service };
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

/** The booking step's code, fetched ahead while the visitor reads the service (the layout opens it lazily). */
const loadBookingStep = () => import("../components/booking/booking-step");

export default function Service({ loaderData }: Route.ComponentProps) {
  const { lists, category, service, shopSlug } = loaderData;
  rememberCatalogue(lists);
  const { t } = useT();
  const s = useCatalogueSettings();
  const { lang } = s;
  const shop = shopOfPage(lists, shopSlug ?? undefined);
  const multiShop = lists.shops.length > 1;
  const offering = lists.shops.filter((sh) => offersService(sh, service));
  const name = localise(service.name, lang);
  const images = service.images.length > 0 ? service.images : category.images.slice(0, 1);
  const nb = customersRequired(service);
  // Weekday and weekend prices side by side when they differ and no shop price replaces them.
  const split = service.weekprices != null && service.weekprices !== service.prices && shopSpecificPrice(service, shop?.artebeauteId) == null;
  const perPerson = s.showPrice
    ? shop || !multiShop
      ? displayPrice(service, s.priceMode, shop?.artebeauteId)
      : displayPriceAcrossShops(service, s.priceMode, offering.map((sh) => sh.artebeauteId))
    : null;

  const crumbs: { label: string; href?: string }[] = [{ label: t("catalogue.services.title"), href: localePath("/services", lang) }];
  if (shopSlug && shop) crumbs.push({ label: shop.publicInfo.name, href: localePath(`/${shop.slug}`, lang) });
  crumbs.push({ label: localise(category.name, lang), href: localePath(shopSlug ? `/${shopSlug}/services/${category.slug}` : `/services/${category.slug}`, lang) });
  crumbs.push({ label: name });

  // Weekday and weekend prices, or the price for several people: the detail above the bar.
  const priceBlock = s.showPrice && (
    <div className="flex flex-col gap-1">
      {split && (
        <dl className="grid grid-cols-[auto_auto] justify-start gap-x-6 gap-y-1" data-numeric="">
          <dt className="text-ink-muted">{t("catalogue.price.weekday")}</dt>
          <dd data-testid="price-weekday" className="font-semibold">
            {formatMoney(service.weekprices! * nb, lang, s.currency)}
          </dd>
          <dt className="text-ink-muted">{t("catalogue.price.weekend")}</dt>
          <dd data-testid="price-weekend" className="font-semibold">
            {formatMoney(service.prices * nb, lang, s.currency)}
          </dd>
        </dl>
      )}
      {nb > 1 && perPerson && (
        <p className="text-small text-ink-muted" data-testid="per-person">
          {split && `${t("catalogue.price.forPeople", { count: nb })} · `}
          {t("catalogue.price.perPerson", { price: formatMoney(perPerson.perPerson, lang, s.currency) })}
        </p>
      )}
    </div>
  );

  const description = localise(service.description, lang);
  const descriptionText = description ? <p className="max-w-prose whitespace-pre-line text-body">{description}</p> : null;
  // No shop chosen among several: the price at each shop, and the shop chooser.
  const byShop = multiShop && !shop;
  const pricesByShop = byShop && s.showPrice && (
    <>
      <ul className={listClass} data-testid="prices-by-shop">
        {offering.map((sh) => (
          <li key={sh.id} className="flex items-center justify-between gap-4 py-3 text-small">
            <span>{sh.publicInfo.name}</span>
            <ServicePrice article={service} shopId={sh.artebeauteId} mode={s.priceMode} lang={lang} currency={s.currency} />
          </li>
        ))}
      </ul>
      {nb > 1 && perPerson && (
        <p className="mt-2 text-small text-ink-muted" data-testid="per-person">
          {t("catalogue.price.perPerson", { price: formatMoney(perPerson.perPerson, lang, s.currency) })}
        </p>
      )}
    </>
  );
  const shopPicker = byShop && <ShopPickerButton mode="more" size="md" article={service} category={category} shops={lists.shops} lang={lang} />;

  return (
    <>
      {/* the visitor's likely next step: booking this service */}
      <IdlePrefetch load={loadBookingStep} />
      <Breadcrumb items={crumbs} />
      <article className="grid gap-8 md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] md:gap-12" data-testid="service-page">
        <div className="flex flex-col gap-3">
          {images.slice(0, 1).map((image) => (
            <Picture key={image.url} image={image} lang={lang} sizes="(min-width: 1024px) 640px, (min-width: 768px) 58vw, 100vw" eager className="aspect-[4/3] w-full rounded-lg object-cover" />
          ))}
          {images.length > 1 && (
            <div className="grid grid-cols-2 gap-3">
              {images.slice(1, 3).map((image) => (
                <Picture key={image.url} image={image} lang={lang} sizes="(min-width: 768px) 29vw, 50vw" className="aspect-[4/3] w-full rounded-lg object-cover" />
              ))}
            </div>
          )}
        </div>
        <div className="flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            <p className="vt-eyebrow text-ink-muted">{localise(category.name, lang)}</p>
            <h1 className="font-title text-h1">{name}</h1>
            {shopSlug && shop && <p className="text-small text-ink-muted">{t("catalogue.services.atShop", { shop: shop.publicInfo.name })}</p>}
            {s.showDuration && service.booker.duration > 0 && (
              <p className="flex items-center gap-2 text-small text-ink-muted">
                <Clock aria-hidden="true" size={16} />
                <span className="sr-only">{t("catalogue.duration")} </span>
                <span data-testid="duration">{formatMinutes(service.booker.duration, lang)}</span>
              </p>
            )}
          </div>
          {byShop && pricesByShop && description ? (
            <>
              {/* Two things to read before choosing a shop: what it is, and what it costs where. */}
              <Tabs
                name="service"
                label={name}
                testId="service-tabs"
                tabs={[
                  { id: "description", label: t("catalogue.tab.description"), panel: descriptionText },
                  { id: "prices", label: t("catalogue.price.byShop"), panel: pricesByShop },
                ]}
              />
              <div className="flex flex-wrap gap-3">{shopPicker}</div>
            </>
          ) : (
            descriptionText
          )}

          {byShop && !(pricesByShop && description) ? (
            <Card tone="soft" padding="md" className="gap-4">
              {pricesByShop && (
                <section aria-labelledby="by-shop">
                  <h2 id="by-shop" className="font-title text-h3">
                    {t("catalogue.price.byShop")}
                  </h2>
                  {pricesByShop}
                </section>
              )}
              {!s.showPrice && (
                <p className="text-small text-ink-muted">
                  {t("catalogue.service.availableAt")} {offering.map((sh) => sh.publicInfo.name).join(", ")}
                </p>
              )}
              <div className="flex flex-wrap gap-3">{shopPicker}</div>
            </Card>
          ) : (
            !byShop && (split || nb > 1) && priceBlock
          )}
          {/* 'Réserver' stays in reach: fixed above the bottom bar on phones, a soft card on desktops. */}
          <StickyActionBar
            testId="service-book-bar"
            summary={
              <span className="flex flex-col">
                {s.showPrice && (
                  <span className="text-body">
                    <ServicePrice
                      article={service}
                      shopId={shop?.artebeauteId ?? (multiShop ? undefined : lists.shops[0]?.artebeauteId)}
                      acrossShops={multiShop && !shop ? offering.map((sh) => sh.artebeauteId) : undefined}
                      mode={s.priceMode}
                      lang={lang}
                      currency={s.currency}
                    />
                  </span>
                )}
                <span className="text-ink-muted">
                  {s.showDuration && service.booker.duration > 0 ? `${formatMinutes(service.booker.duration, lang)} · ` : ""}
                  {name}
                </span>
              </span>
            }
            action={<BookButton article={service} category={category} shop={shop} shops={lists.shops} size="md" />}
          />
          {/* on every address of the service: without a shop in it, the cart asks which one at the first add */}
          <div>
            <AddToCartButton article={service} shops={lists.shops} services={allServices(lists.categories)} routeShop={shop} cartActive={s.cartActive} size="md" />
          </div>
        </div>
      </article>
    </>
  );
}

export function meta({ data, matches }: Route.MetaArgs) {
  const lang = ((matches.find((m) => m?.id === "root")?.data as { lang?: Lang } | undefined)?.lang ?? "fr") as Lang;
  return catalogueMeta(matches, data ? localise(data.service.name, lang) : undefined, data?.service.description);
}
