// A service in a list: picture, name linking to its page, duration and price when the company
// shows them, a short description, and the book actions.
import { Link } from "react-router";
import { localise } from "../../../domain/catalogue";
import type { Article, Category, Shop } from "../../../domain/types";
import { offersService } from "../../../domain/shops";
import { serviceHref } from "../../lib/catalogue";
import { AddToCartButton } from "./cart-button";
import { ServicePrice } from "./price";
import { Picture } from "./picture";
import { formatMinutes, useCatalogueSettings } from "./settings";
import { ShopPickerButton } from "./shop-picker";

export function ServiceCard({
  article,
  category,
  shop,
  shops,
  services,
  eager = false,
}: {
  article: Article;
  category: Category;
  /** the shop of the page, or the one shop of a one-shop business */
  shop: Shop | null;
  shops: readonly Shop[];
  services: readonly Article[];
  eager?: boolean;
}) {
  const s = useCatalogueSettings();
  const { lang } = s;
  const href = serviceHref({ shop, category, service: article, shopCount: shops.length, lang });
  const chooseShop = shops.length > 1 && !shop;
  return (
    <li className="flex gap-4 border-b border-black/10 py-5 last:border-b-0" data-testid="service">
      <Picture
        image={article.images[0] ?? category.images[0]}
        lang={lang}
        sizes="112px"
        eager={eager}
        decorative
        className="h-24 w-24 shrink-0 rounded-md object-cover sm:h-28 sm:w-28"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="font-title text-lg leading-snug">
          <Link to={href} className="hover:underline" prefetch="none">
            {localise(article.name, lang)}
          </Link>
        </h3>
        <p className="flex flex-wrap gap-x-3 text-sm">
          {s.showDuration && article.booker.duration > 0 && <span className="opacity-80">{formatMinutes(article.booker.duration, lang)}</span>}
          {s.showPrice && <ServicePrice
              article={article}
              shopId={shop?.artebeauteId}
              acrossShops={chooseShop ? shops.filter((sh) => offersService(sh, article)).map((sh) => sh.artebeauteId) : undefined}
              mode={s.priceMode} lang={lang} currency={s.currency} />}
        </p>
        {localise(article.description, lang) && <p className="line-clamp-2 text-sm opacity-80">{localise(article.description, lang)}</p>}
        <div className="flex flex-wrap items-start gap-2">
          {chooseShop ? (
            <>
              <ShopPickerButton compact mode="book" article={article} category={category} shops={shops} lang={lang} currency={s.currency} priceMode={s.priceMode} />
              <ShopPickerButton compact mode="more" article={article} category={category} shops={shops} lang={lang} currency={s.currency} priceMode={s.priceMode} />
            </>
          ) : (
            <AddToCartButton article={article} shops={shops} services={services} routeShop={shop} cartActive={s.cartActive} />
          )}
        </div>
      </div>
    </li>
  );
}
