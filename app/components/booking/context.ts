// What the booking components share: the company and language of the page (root loader), an
// API client for the browser, and money formatting in the company's currency.
import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import { currencyFromSettings, formatMoney } from "../../../domain/money";
import type { Lang } from "../../../domain/types";
import { createApiClient } from "../../lib/api";
import type { loader as rootLoader } from "../../root";

export function useBookingContext() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const company = root?.company;
  const lang = (root?.lang ?? "fr") as Lang;
  return useMemo(() => {
    const currency = currencyFromSettings(company?.settings.booker);
    const api =
      company && typeof window !== "undefined"
        ? createApiClient({ fetch: (r) => fetch(r), baseUrl: `${window.location.origin}/api`, companyToken: company.token, lang })
        : null;
    return {
      company,
      lang,
      customer: root?.customer ?? null,
      api,
      money: (cents: number) => formatMoney(cents, lang, currency),
    };
  }, [company, lang, root?.customer]);
}

/** The address of the booking step for these services, on the page the visitor is on. */
export function bookingStepHref(pathname: string, serviceIds: readonly number[], extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ page: "reserved", cart: serviceIds.join(","), ...extra });
  return `${pathname}?${query.toString()}`;
}
