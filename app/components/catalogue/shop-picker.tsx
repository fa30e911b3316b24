// The shop-picker dialog of a service (spec §2): lists the shops offering it; each links to
// {shop}/services/{category}/{service}, with page=reserved in book mode and without it in 'show
// more' mode. Full screen on phones, 1024 px wide otherwise. A native <dialog>: Esc closes it, and
// focus returns to the button that opened it.
import { X } from "lucide-react";
import { forwardRef, useRef } from "react";
import { Link } from "react-router";
import { localise } from "../../../domain/catalogue";
import type { PriceDisplayMode } from "../../../domain/price";
import type { Currency } from "../../../domain/money";
import { serviceUrl } from "../../../domain/service-url";
import type { Article, Category, Lang, Shop } from "../../../domain/types";
import { offersService } from "../../../domain/shops";
import { useT } from "../../lib/use-t";
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
}: Omit<ShopPickerDialogProps, "onClose" | "testId"> & {
  /** narrower padding on phones, so two buttons fit side by side in a list card */
  compact?: boolean;
  className?: string;
}) {
  const { t } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const text = label ?? (mode === "book" ? t("catalogue.service.book") : t("catalogue.service.more"));
  // Without JavaScript the button is a link to the service's page, which lists the shops too.
  const fallback = serviceUrl({ categorySlug: category.slug, serviceSlug: article.slug ?? "", shopCount: shops.length, lang });

  return (
    <>
      <a
        href={fallback}
        role="button"
        data-testid={`picker-open-${mode}`}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          opener.current = event.currentTarget;
          dialog.current?.showModal();
        }}
        className={
          className ||
          `inline-block rounded-md border py-2.5 text-sm font-semibold ${compact ? "px-3 sm:px-4" : "px-4"} ${
            mode === "book" ? "border-transparent bg-button text-button-ink hover:opacity-90" : "border-black/20 hover:bg-black/5"
          }`
        }
      >
        {text}
      </a>
      <ShopPickerDialog
        ref={dialog}
        mode={mode}
        article={article}
        category={category}
        shops={shops}
        lang={lang}
        currency={currency}
        priceMode={priceMode}
        label={label}
        onClose={() => opener.current?.focus()}
      />
    </>
  );
}

export interface ShopPickerDialogProps {
  mode: PickerMode;
  article: Article;
  category: Category;
  shops: readonly Shop[];
  lang: Lang;
  currency: Currency;
  priceMode: PriceDisplayMode;
  /** a custom button text; by default 'book' or 'show more' */
  label?: string;
  onClose?: () => void;
  testId?: string;
}

/** The dialog itself, for callers that open it from their own button (the home hero). */
export const ShopPickerDialog = forwardRef<HTMLDialogElement, ShopPickerDialogProps>(function ShopPickerDialog(
  { mode, article, category, shops, lang, currency, priceMode, label, onClose, testId },
  ref,
) {
  const { t } = useT();
  const offering = shops.filter((s) => offersService(s, article));
  const text = label ?? (mode === "book" ? t("catalogue.service.book") : t("catalogue.service.more"));
  const titleId = `picker-title-${mode}-${article.id}`;
  const href = (shop: Shop) =>
    serviceUrl({ shopSlug: shop.slug, categorySlug: category.slug, serviceSlug: article.slug ?? "", shopCount: shops.length, lang }) +
    (mode === "book" ? "?page=reserved" : "");
  // Closes the dialog the event happened in (works with object and callback refs alike).
  const close = (event: React.SyntheticEvent<Element>) => event.currentTarget.closest("dialog")?.close();
  return (
  <dialog
    ref={ref}
    aria-labelledby={titleId}
    data-testid={testId ?? `shop-picker-${mode}`}
    onClose={onClose}
    onClick={(event) => {
      if (event.target === event.currentTarget) close(event); // a click on the backdrop
    }}
    className="m-0 h-dvh max-h-none w-screen max-w-none bg-page p-0 text-ink backdrop:bg-black/50 md:m-auto md:h-fit md:max-h-[90vh] md:w-[1024px] md:max-w-[calc(100vw-2rem)] md:rounded-lg"
  >
    <div className="flex items-start justify-between gap-4 border-b border-black/10 p-4 md:p-6">
      <div>
        <h2 id={titleId} className="font-title text-2xl">
          {t("catalogue.picker.title")}
        </h2>
        <p className="mt-1 text-sm opacity-80">{t("catalogue.picker.intro", { service: localise(article.name, lang) })}</p>
      </div>
      <button type="button" onClick={close} className="rounded p-2 hover:bg-black/5" aria-label={t("catalogue.picker.close")}>
        <X aria-hidden="true" size={22} />
      </button>
    </div>
    <ul className="grid gap-4 p-4 sm:grid-cols-2 md:p-6">
      {offering.map((shop) => (
        <li key={shop.id} className="flex gap-4 rounded-lg border border-black/10 p-3">
          <Picture image={shop.images[0]} lang={lang} sizes="128px" decorative className="h-24 w-32 shrink-0 rounded object-cover" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="font-semibold">{shop.publicInfo.name}</span>
            <span className="text-sm opacity-80">
              {shop.publicInfo.address.address}, {shop.publicInfo.address.zipcode} {shop.publicInfo.address.city}
            </span>
            <ServicePrice article={article} shopId={shop.artebeauteId} mode={priceMode} lang={lang} currency={currency} className="text-sm" />
            <Link
              to={href(shop)}
              onClick={close}
              data-testid="picker-shop-link"
              className="mt-auto self-start rounded-md bg-button px-4 py-2 text-sm font-semibold text-button-ink hover:opacity-90"
            >
              {text}
              <span className="sr-only"> — {shop.publicInfo.name}</span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  </dialog>
  );
});
