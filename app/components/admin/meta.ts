// The back-office's tab titles: the page, then the business; never indexed.
import type { Lang } from "../../../domain/types";
import type { MessageKey } from "../../locales";
import { message } from "../../lib/i18n";

type RootData = { lang: string; company: { settings: { identity: { displayName: string } } } } | undefined;

export function adminMeta(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>, key: MessageKey) {
  const root = matches.find((m) => m?.id === "root")?.data as RootData;
  const lang = (root?.lang ?? "fr") as Lang;
  const business = root?.company.settings.identity.displayName;
  return [{ title: [message(lang, key), message(lang, "admin.title"), business].filter(Boolean).join(" · ") }, { name: "robots", content: "noindex, nofollow" }];
}
