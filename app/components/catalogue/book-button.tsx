// 'Réserver' for one service, the same everywhere a service is listed or shown: it opens the
// booking step for the service at the page's shop (or the business's one shop); on a business with
// several shops and no shop in the address it first asks where, with the shop chooser.
import { localise } from "../../../domain/catalogue";
import type { Article, Category, Shop } from "../../../domain/types";
import { serviceHref } from "../../lib/catalogue";
import { useT } from "../../lib/use-t";
import { bookingStepHref } from "../booking/context";
import { Button, type ButtonSize } from "../ui/button";
import { useCatalogueSettings } from "./settings";
import { ShopPickerButton } from "./shop-picker";

export function BookButton({
  article,
  category,
  shop,
  shops,
  size = "sm",
  className,
}: {
  article: Article;
  category: Category;
  /** the shop of the page, if any */
  shop: Shop | null;
  shops: readonly Shop[];
  size?: ButtonSize;
  className?: string;
}) {
  const { t } = useT();
  const s = useCatalogueSettings();
  const { lang } = s;
  if (!article.booker?.active) return <p className="text-small text-ink-muted">{t("catalogue.cart.unavailable")}</p>;
  const at = shop ?? (shops.length < 2 ? (shops[0] ?? null) : null);
  if (!at)
    return <ShopPickerButton mode="book" size={size} article={article} category={category} shops={shops} lang={lang} className={className} />;
  const href = serviceHref({ shop, category, service: article, shopCount: shops.length, lang });
  return (
    <Button to={bookingStepHref(href, [article.id])} size={size} preventScrollReset className={className} data-testid="book">
      {t("book")}
      <span className="sr-only"> — {localise(article.name, lang)}</span>
    </Button>
  );
}
