// The shop-picker dialog of a service (spec §2): lists the shops offering it; each links to
// {shop}/services/{category}/{service}, with page=reserved in book mode and without it in 'show
// more' mode. A Sheet of the design system: from the bottom on phones, centred and 1024 px wide on
// desktops; a real modal dialog (focus in on its title, kept inside, Escape closes, focus back to
// the button that opened it).
import { useState } from "react";
import { Link } from "react-router";
import { localise } from "../../../domain/catalogue";
import type { PriceDisplayMode } from "../../../domain/price";
import type { Currency } from "../../../domain/money";
import { serviceUrl } from "../../../domain/service-url";
import type { Article, Category, Lang, Shop } from "../../../domain/types";
import { offersService } from "../../../domain/shops";
import { useT } from "../../lib/use-t";
import { Button, buttonClass } from "../ui/button";
import { Sheet } from "../ui/dialog";
import { Picture } from "./picture";
import { ServicePrice } from "./price";

export type PickerMode = "book" | "more";

export function ShopPickerButton({
  mode,
  article,
  category,
  shops,
  lang,
  currency,
  priceMode,
  label,
  compact = false,
  className = "",
}: Omit<ShopPickerDialogProps, "open" | "onClose" | "testId"> & {
  /** narrower padding on phones, so two buttons fit side by side in a list card */
  compact?: boolean;
  className?: string;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const text = label ?? (mode === "book" ? t("catalogue.service.book") : t("catalogue.service.more"));
  // A real button (Space and Enter open the picker). Before the scripts run it submits its form,
  // which goes to the service's page: that page lists the shops too.
  const fallback = serviceUrl({ categorySlug: category.slug, serviceSlug: article.slug ?? "", shopCount: shops.length, lang });

  return (
    <form method="get" action={fallback} className="contents">
      <Button
        type="submit"
        variant={mode === "book" ? "primary" : "secondary"}
        size="sm"
        data-testid={`picker-open-${mode}`}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setOpened(true);
          setOpen(true);
        }}
        className={className || (compact ? "px-3 sm:px-4" : undefined)}
      >
        {text}
      </Button>
      {/* Drawn once first asked for: a list shows one picker per service, and the closed ones
          would otherwise fill its page with every shop's card for every service. */}
      {opened && (
        <ShopPickerDialog
          open={open}
          onClose={() => setOpen(false)}
          mode={mode}
          article={article}
          category={category}
          shops={shops}
          lang={lang}
          currency={currency}
          priceMode={priceMode}
          label={label}
        />
      )}
    </form>
  );
}

export interface ShopPickerDialogProps {
  open: boolean;
  onClose: () => void;
  mode: PickerMode;
  article: Article;
  category: Category;
  shops: readonly Shop[];
  lang: Lang;
  currency: Currency;
  priceMode: PriceDisplayMode;
  /** a custom button text; by default 'book' or 'show more' */
  label?: string;
  testId?: string;
}

/** The dialog itself, for callers that open it from their own button (the home hero). */
export function ShopPickerDialog({ open, onClose, mode, article, category, shops, lang, currency, priceMode, label, testId }: ShopPickerDialogProps) {
  const { t } = useT();
  const offering = shops.filter((s) => offersService(s, article));
  const text = label ?? (mode === "book" ? t("catalogue.service.book") : t("catalogue.service.more"));
  const href = (shop: Shop) =>
    serviceUrl({ shopSlug: shop.slug, categorySlug: category.slug, serviceSlug: article.slug ?? "", shopCount: shops.length, lang }) +
    (mode === "book" ? "?page=reserved" : "");
  return (
    <Sheet
      open={open}
      onClose={onClose}
      desktop="center"
      width="64rem"
      title={t("catalogue.picker.title")}
      description={t("catalogue.picker.intro", { service: localise(article.name, lang) })}
      closeLabel={t("catalogue.picker.close")}
      testId={testId ?? `shop-picker-${mode}`}
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {offering.map((shop) => (
          <li key={shop.id} className="flex gap-4 rounded-lg bg-page p-3 shadow-soft ring-1 ring-line">
            <Picture image={shop.images[0]} lang={lang} sizes="128px" decorative className="h-24 w-32 shrink-0 rounded-md object-cover" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="font-semibold">{shop.publicInfo.name}</span>
              <span className="text-small text-ink-muted">
                {shop.publicInfo.address.address}, {shop.publicInfo.address.zipcode} {shop.publicInfo.address.city}
              </span>
              <ServicePrice article={article} shopId={shop.artebeauteId} mode={priceMode} lang={lang} currency={currency} className="text-small" />
              <Link to={href(shop)} onClick={onClose} data-testid="picker-shop-link" className={buttonClass({ variant: mode === "book" ? "primary" : "secondary", size: "sm", className: "mt-auto self-start" })}>
                {text}
                <span className="sr-only"> — {shop.publicInfo.name}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
