// Cookie preferences (spec §3, §4, §9): connexion cookies are always on, analytics on by default;
// the dialog shows until the preference cookie exists; the cookie lives 34164000 s.
export const CONSENT_COOKIE = "cookie_preferences";
export const CONSENT_MAX_AGE = 34_164_000;

export interface CookiePreferences {
  connexion: true;
  analytics: boolean;
}

export const DEFAULT_PREFERENCES: CookiePreferences = { connexion: true, analytics: true };

/** The stored preferences, or null when the visitor has not chosen yet (or the cookie is unreadable). */
export function readPreferences(value: string | null | undefined): CookiePreferences | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as { analytics?: unknown };
    if (typeof parsed !== "object" || parsed === null || typeof parsed.analytics !== "boolean") return null;
    return { connexion: true, analytics: parsed.analytics };
  } catch {
    return null;
  }
}

/** Fired on window once the visitor has chosen (what waits for the choice, the home popups, listens). */
export const CONSENT_EVENT = "vitrine:consent";

export const writePreferences = (p: { analytics: boolean }) => encodeURIComponent(JSON.stringify({ connexion: true, analytics: p.analytics }));

/** Deny turns off every changeable category; accept keeps what the visitor chose (default: all on). */
export const denied = (): CookiePreferences => ({ connexion: true, analytics: false });
