// What the catalogue components read from the company settings (root loader data).
import { useRouteLoaderData } from "react-router";
import { intlFormatter, remembered } from "../../../domain/intl";
import { currencyFromSettings, LOCALE_OF_LANG } from "../../../domain/money";
import type { Lang } from "../../../domain/types";
import type { loader as rootLoader } from "../../root";

export function useCatalogueSettings() {
  const root = useRouteLoaderData<typeof rootLoader>("root")!;
  const booker = root.company.settings.booker;
  return {
    lang: root.lang as Lang,
    currency: currencyFromSettings(booker),
    showDuration: booker.services.list.display.duration,
    showPrice: booker.services.list.display.price,
    priceMode: booker.services.list.priceMode,
    cartActive: booker.cart.active,
    settings: root.company.settings,
  };
}

/** '90 min', '90 Min.' — the language's own short unit (one formatter per language: making one costs more than a page's row). */
export function formatMinutes(minutes: number, lang: Lang): string {
  return remembered(`minutes|${lang}|${minutes}`, () =>
    intlFormatter(`minutes|${lang}`, () => new Intl.NumberFormat(LOCALE_OF_LANG[lang], { style: "unit", unit: "minute", unitDisplay: "short" })).format(minutes),
  );
}
