// A service in a category's list: a row with its picture, name (its page), duration, a line of
// description, price, and 'Réserver' (the shop chooser first on a business with several shops and
// no shop in the address).
import { Link } from "react-router";
import { localise } from "../../../domain/catalogue";
import type { Article, Category, Shop } from "../../../domain/types";
import { offersService } from "../../../domain/shops";
import { serviceHref } from "../../lib/catalogue";
import { ListRow } from "../ui/list-row";
import { BookButton } from "./book-button";
import { ServicePrice } from "./price";
import { Picture } from "./picture";
import { formatMinutes, useCatalogueSettings } from "./settings";

export function ServiceCard({
  article,
  category,
  shop,
  shops,
  eager = false,
}: {
  article: Article;
  category: Category;
  /** the shop of the page, or the one shop of a one-shop business */
  shop: Shop | null;
  shops: readonly Shop[];
  eager?: boolean;
}) {
  const s = useCatalogueSettings();
  const { lang } = s;
  const href = serviceHref({ shop, category, service: article, shopCount: shops.length, lang });
  const chooseShop = shops.length > 1 && !shop;
  const description = localise(article.description, lang);
  const duration = s.showDuration && article.booker.duration > 0 ? formatMinutes(article.booker.duration, lang) : null;
  return (
    <ListRow
      testId="service"
      media={
        <Picture
          image={article.images[0] ?? category.images[0]}
          lang={lang}
          sizes="96px"
          eager={eager}
          decorative
          className="h-16 w-16 rounded-md object-cover sm:h-20 sm:w-24"
        />
      }
      name={
        <Link to={href} prefetch="none">
          {localise(article.name, lang)}
        </Link>
      }
      meta={
        duration || description ? (
          <>
            {duration}
            {description && <span className="line-clamp-1 max-md:hidden">{description}</span>}
          </>
        ) : undefined
      }
      price={
        s.showPrice ? (
          <ServicePrice
            article={article}
            shopId={shop?.artebeauteId ?? (shops.length < 2 ? shops[0]?.artebeauteId : undefined)}
            acrossShops={chooseShop ? shops.filter((sh) => offersService(sh, article)).map((sh) => sh.artebeauteId) : undefined}
            mode={s.priceMode}
            lang={lang}
            currency={s.currency}
            className="text-small"
          />
        ) : undefined
      }
      action={<BookButton article={article} category={category} shop={shop} shops={shops} />}
    />
  );
}
