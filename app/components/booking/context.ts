// What the booking components share: the company and language of the page (root loader), the
// page's API client for the browser, the signed-in customer, and money in the company's currency.
import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import { currencyFromSettings, formatMoney } from "../../../domain/money";
import type { Lang } from "../../../domain/types";
import { useApi } from "../../lib/api";
import type { loader as rootLoader } from "../../root";

export function useBookingContext() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const company = root?.company;
  const lang = (root?.lang ?? "fr") as Lang;
  const api = useApi();
  return useMemo(() => {
    const currency = currencyFromSettings(company?.settings.booker);
    return { company, lang, customer: root?.customer ?? null, api, money: (cents: number) => formatMoney(cents, lang, currency) };
  }, [company, lang, root?.customer, api]);
}

/** The address of the booking step for these services, on the page the visitor is on. */
export function bookingStepHref(pathname: string, serviceIds: readonly number[], extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ page: "reserved", cart: serviceIds.join(","), ...extra });
  return `${pathname}?${query.toString()}`;
}
