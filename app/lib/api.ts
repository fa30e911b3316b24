// The API client of the pages: the one client of the contract (contract/client.ts). Loaders and
// actions take the one the server made for their request (load context); browser code takes the
// page's own, made the same way against /api.
import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import { createApiClient, type ApiClient } from "../../contract/client";
import type { loader as rootLoader } from "../root";
import { COOKIES, readBrowserCookie } from "./cookies";
import { message } from "./i18n";
import { toast } from "./toast";

export { isApiFailure, type ApiClient } from "../../contract/client";

/**
 * The API client of the browser: the page's company and language, the tab's preview theme, the
 * clock as a timestamp parameter (no stale answer from a cache on the way), and a toast when a
 * request gets no answer at all.
 */
export function useApi(): ApiClient | null {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const token = root?.company.token;
  const lang = root?.lang;
  return useMemo(
    () =>
      token && lang && typeof window !== "undefined"
        ? createApiClient({
            fetch: (r) => fetch(r),
            baseUrl: `${window.location.origin}/api`,
            companyToken: token,
            lang,
            previewTheme: readBrowserCookie(COOKIES.previewTheme),
            timestamp: () => Date.now(),
            unavailableMessage: message(lang, "error.unavailable"),
            onUnavailable: (failure) => toast.error(failure.message),
          })
        : null,
    [token, lang],
  );
}
