// A service's price as the rules of domain/price.ts decide it: the shop's own price when the page
// belongs to a shop, 'from' when there are several, the total for all the customers required.
import { displayPrice, displayPriceAcrossShops, type PriceDisplayMode } from "../../../domain/price";
import { formatMoney, type Currency } from "../../../domain/money";
import type { Article, Lang } from "../../../domain/types";
import { useT } from "../../lib/use-t";

export function ServicePrice({
  article,
  shopId,
  acrossShops,
  mode,
  lang,
  currency,
  className = "",
}: {
  article: Article;
  shopId?: string | null;
  /** no shop chosen yet on a multi-shop site: the ids of the shops offering the service */
  acrossShops?: readonly string[];
  mode: PriceDisplayMode;
  lang: Lang;
  currency: Currency;
  className?: string;
}) {
  const { t } = useT();
  const price = acrossShops && !shopId ? displayPriceAcrossShops(article, mode, acrossShops) : displayPrice(article, mode, shopId);
  if (!price) return null;
  const amount = formatMoney(price.amount, lang, currency);
  return (
    <span className={className} data-testid="price">
      <span className="whitespace-nowrap font-semibold">{price.from ? t("catalogue.price.from", { price: amount }) : amount}</span>
      {price.nbCustomers > 1 && <span className="text-sm opacity-80"> {t("catalogue.price.forPeople", { count: price.nbCustomers })}</span>}
    </span>
  );
}
