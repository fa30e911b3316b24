// The shop-picker dialog of a service (spec §2): the shop chooser (shop-chooser.tsx) with the
// shops offering it; each links to {shop}/services/{category}/{service}, with page=reserved in
// book mode and without it in 'show more' mode.
import { localise } from "../../../domain/catalogue";
import { serviceUrl } from "../../../domain/service-url";
import type { Article, Category, Lang } from "../../../domain/types";
import { offersService, type ChooserShop } from "../../../domain/shops";
import { useT } from "../../lib/use-t";
import { ServicePrice } from "./price";
import { useCatalogueSettings } from "./settings";
import { ShopChooserSheet } from "./shop-chooser";

export type PickerMode = "book" | "more";

export interface ShopPickerDialogProps {
  open: boolean;
  onClose: () => void;
  mode: PickerMode;
  article: Article;
  category: Category;
  shops: readonly ChooserShop[];
  lang: Lang;
  /** a custom button text; by default 'book' or 'show more' */
  label?: string;
  testId?: string;
}

/** The dialog itself, for callers that open it from their own button (the home hero). */
export function ShopPickerDialog({ open, onClose, mode, article, category, shops, lang, label, testId }: ShopPickerDialogProps) {
  const { t } = useT();
  // the price at each shop as the business shows its prices
  const { currency, priceMode } = useCatalogueSettings();
  const offering = shops.filter((s) => offersService(s, article));
  const href = (shop: ChooserShop) =>
    serviceUrl({ shopSlug: shop.slug, categorySlug: category.slug, serviceSlug: article.slug ?? "", shopCount: shops.length, lang }) +
    (mode === "book" ? "?page=reserved" : "");
  return (
    <ShopChooserSheet
      open={open}
      onClose={onClose}
      title={t("booking.shop.choose")}
      description={t("catalogue.picker.intro", { service: localise(article.name, lang) })}
      testId={testId ?? `shop-picker-${mode}`}
      shops={offering}
      lang={lang}
      href={href}
      onChoose={onClose}
      actionLabel={label ?? (mode === "book" ? t("book") : t("catalogue.service.more"))}
      detail={(shop) => <ServicePrice article={article} shopId={shop.artebeauteId} mode={priceMode} lang={lang} currency={currency} />}
    />
  );
}
