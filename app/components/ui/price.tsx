// Price: an amount in cents as the visitor's language writes it (domain/money.ts, Intl), in the
// business's currency. 'from' for a starting price, a struck-through former price, and tabular
// figures so prices line up in lists. The one way a page shows money.
import { useRouteLoaderData } from "react-router";
import { currencyFromSettings, formatMoney, type Currency } from "../../../domain/money";
import type { Lang } from "../../../domain/types";
import type { RootData } from "../../lib/shell-data";
import { useT } from "../../lib/use-t";
import { cx } from "./cx";

/** The formatter of the page: its language and the business's currency, read once from the root data. */
export function useMoney(): (cents: number) => string {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const lang = (root?.lang ?? "fr") as Lang;
  const currency = currencyFromSettings(root?.company.settings.booker);
  return (cents: number) => formatMoney(cents, lang, currency);
}

export function Price({
  cents,
  from = false,
  was,
  size = "md",
  currency,
  lang,
  className,
}: {
  cents: number;
  /** a starting price: 'à partir de 79 €' */
  from?: boolean;
  /** the former price, struck through before the current one */
  was?: number | null;
  size?: "sm" | "md" | "lg";
  /** only where the page is not the business's (tests, previews): otherwise read from the page */
  currency?: Currency;
  lang?: Lang;
  className?: string;
}) {
  const { t } = useT();
  const pageMoney = useMoney();
  const money = currency || lang ? (c: number) => formatMoney(c, lang ?? "fr", currency) : pageMoney;
  const amount = money(cents);
  const sizes = { sm: "text-small", md: "text-body", lg: "text-h3" }[size];
  return (
    <span data-numeric="" data-testid="price" className={cx("inline-flex items-baseline gap-1.5 whitespace-nowrap", sizes, className)}>
      {was != null && was > cents && (
        <s className="text-small font-normal text-ink-muted">
          <span className="sr-only">{t("ui.price.was")} </span>
          {money(was)}
        </s>
      )}
      <span className="font-semibold">{from ? t("catalogue.price.from", { price: amount }) : amount}</span>
    </span>
  );
}
