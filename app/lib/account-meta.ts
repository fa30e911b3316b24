// Tab titles of the account pages: the company's pattern around the page's own title. Account
// pages are personal: never indexed.
import type { Lang } from "../../domain/types";
import type { MessageKey } from "../locales";
import { message } from "./i18n";
import { tabTitle } from "./seo";
import type { PublicSettings } from "../../domain/company-settings";

type RootData = { lang: string; company: { settings: PublicSettings } } | undefined;

export function accountMeta(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>, key: MessageKey) {
  const root = matches.find((m) => m?.id === "root")?.data as RootData;
  const lang = (root?.lang ?? "fr") as Lang;
  return [{ title: tabTitle(root?.company.settings, message(lang, key), message(lang, "site.fallbackTitle")) }, { name: "robots", content: "noindex" }];
}
