import { pathIn } from "./account-paths";

/** A back-office address in the page's language: adminPath('en', '/agenda') → /en/admin/agenda. */
export const adminPath = (lang: string, sub = "") => pathIn(lang, `/admin${sub}`);
