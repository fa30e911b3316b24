// The API client in the browser: the same typed client as the loaders, against /api, with the
// company token, the page's language and the preview theme of this tab (if any).
import type { Lang } from "../../domain/types";
import { createApiClient } from "./api";

export function readBrowserCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  for (const part of document.cookie.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return null;
}

export function browserApi(companyToken: string, lang: Lang, authToken?: string | null) {
  return createApiClient({
    fetch: (r) => fetch(r),
    baseUrl: `${window.location.origin}/api`,
    companyToken,
    lang,
    authToken,
    previewTheme: readBrowserCookie("previewtheme"),
  });
}
