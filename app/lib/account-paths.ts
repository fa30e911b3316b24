import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";

/** An account page's address in the visitor's language (fr without prefix). */
export const pathIn = (lang: string, path: string) => localePath(path, lang as Lang);

/** To the sign-in page, coming back to `here` afterwards. */
export function toLogin(lang: string, here: string) {
  return `${pathIn(lang, "/auth/login")}?redirectTo=${encodeURIComponent(here)}`;
}

/** The words of the 'incomplete profile' warning, for what the profile lacks (domain/navigation missingContact). */
export const CONTACT_WARNING_SHELL = { phone: "shell.profileIncompletePhone", email: "shell.profileIncompleteEmail", both: "shell.profileIncomplete" } as const;
export const CONTACT_WARNING_ACCOUNT = { phone: "account.msg.profileWarningPhone", email: "account.msg.profileWarningEmail", both: "account.msg.profileWarning" } as const;
