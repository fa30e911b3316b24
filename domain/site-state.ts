// Site states (spec §1, §4): online, disabled, maintenance. An offline site sends every page to
// /disabled unless the company is in debug mode, which keeps it visible behind a banner.
import type { CompanySettings } from "./company-settings";

export type SiteState = "online" | "disabled" | "maintenance";

type StateInput = Pick<CompanySettings, "isDebug" | "maintenance"> & { booker: Pick<CompanySettings["booker"], "siteDisabled"> };

/** Maintenance wins over disabled: its page apologises rather than showing the custom message. */
export function siteState(settings: StateInput): SiteState {
  if (settings.maintenance) return "maintenance";
  if (settings.booker.siteDisabled) return "disabled";
  return "online";
}

/** Visitors are kept out: the site is offline and debug mode is off. */
export function isOffline(settings: StateInput): boolean {
  return siteState(settings) !== "online" && !settings.isDebug;
}

/** The business's own pages (its team's sign-in and activation, the back-office) stay reachable on an offline site. */
export const isTeamPage = (path: string) => /^\/(?:pro|admin)(\/|$)/.test(path);

/**
 * Where a visitor asking for `path` (locale-free) must go instead, or null to stay:
 * offline → /disabled (but the team's pages); /disabled while the site is reachable → home.
 */
export function siteRedirect(settings: StateInput, path: string): "/disabled" | "/" | null {
  const onDisabled = path === "/disabled" || path === "/disabled/";
  if (isOffline(settings)) return onDisabled || isTeamPage(path) ? null : "/disabled";
  return onDisabled ? "/" : null;
}
