// A preview theme is accepted only when the server signed it for a signed-in company user: the
// encoded theme, its expiry and an HMAC of both with the company, so a link cannot plant a theme
// (CSS, stylesheets) in anyone else's browser, and a signed one stops working after its window.
import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a signed preview theme is accepted: a back-office session's preview, not a link to keep. */
export const PREVIEW_WINDOW_SECONDS = 30 * 60;

/** Bound to the company by its token (a theme signed for one business is refused by another). */
const mac = (secret: string, company: string, encoded: string, expires: number) => createHmac("sha256", secret).update(`${company}.${expires}.${encoded}`).digest("base64url");

/** `<theme>.<expiry in epoch seconds>.<signature>`: what travels in the address, the header and the cookie. */
export function signPreviewTheme(secret: string, company: string, encoded: string, now: Date, windowSeconds = PREVIEW_WINDOW_SECONDS) {
  const expires = Math.floor(now.getTime() / 1000) + windowSeconds;
  return { previewTheme: `${encoded}.${expires}.${mac(secret, company, encoded, expires)}`, expiresAt: new Date(expires * 1000) };
}

/** The encoded theme of a signed value still in its window, for this company; null otherwise. */
export function verifyPreviewTheme(secret: string, company: string, signed: string | null | undefined, now: Date): { encoded: string; expires: number } | null {
  const m = /^([A-Za-z0-9_-]+)\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(signed ?? "");
  if (!m) return null;
  const [, encoded, exp, sig] = m as unknown as [string, string, string, string];
  const expires = Number(exp);
  if (expires * 1000 <= now.getTime()) return null;
  const expected = Buffer.from(mac(secret, company, encoded, expires));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { encoded, expires } : null;
}
