// The home page's popups (spec §2, §4, §9; decisions 164, 186): the promo popup (an image, HTML
// text and a call to action) is shown at most twice, counted in a cookie that lasts 60 minutes; the
// coupon popup (its text and a word cloud of 13 words) stays closed for a day once closed. At most
// one of them per visit (a cookie that ends with the browser's session), the promo first; never
// while the visitor is doing something (a booking step, a dialog), and only once the visitor has
// seen the page (scrolled it, or stayed on it a while).

export const PROMO_COOKIE = "promo_popup_views";
export const PROMO_MAX_VIEWS = 2;
export const PROMO_COOKIE_SECONDS = 60 * 60;
export const COUPON_COOKIE = "coupons_popup_closed";
export const COUPON_COOKIE_SECONDS = 24 * 60 * 60;
export const WORD_CLOUD_SIZE = 13;
/** A popup was shown in this visit: a cookie without an age, gone when the browser's session ends. */
export const VISIT_COOKIE = "popup_this_visit";
/** How long a visitor who does not scroll looks at the home before a popup may come. */
export const POPUP_AFTER_MS = 12_000;

/** The views counted so far (0 for a missing or unreadable cookie). */
export function promoViews(cookie: string | null | undefined): number {
  const n = Number(cookie);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/**
 * Which popup the home page shows now, if any. `shownThisVisit`: one was shown in this visit;
 * `busy`: the visitor is doing something a popup would interrupt (a booking step in the address,
 * a dialog open); `seen`: the visitor has looked at the page (scrolled it, or
 * stayed on it POPUP_AFTER_MS).
 */
export function popupToShow(input: { promo: boolean; coupon: boolean; promoViews: number; couponClosed: boolean; shownThisVisit: boolean; busy: boolean; seen: boolean }): "promo" | "coupon" | null {
  if (input.shownThisVisit || input.busy || !input.seen) return null;
  if (input.promo && input.promoViews < PROMO_MAX_VIEWS) return "promo";
  if (input.coupon && !input.couponClosed) return "coupon";
  return null;
}

/** The promo popup has something to show: an image or some text (spec §4). */
export function promoHasContent(promo: { enabled: boolean; image: string; html: string }): boolean {
  return promo.enabled && (promo.image.trim() !== "" || promo.html.replace(/<[^>]*>/g, "").trim() !== "");
}

/**
 * A leading heading of sanitised HTML becomes the dialog's title (a dialog is named by its title),
 * the rest its body; without one the caller gives a title of its own.
 */
export function splitLeadingHeading(html: string): { title: string | null; body: string } {
  const match = /^\s*<h[1-4][^>]*>([\s\S]*?)<\/h[1-4]>/i.exec(html);
  if (!match) return { title: null, body: html };
  const title = decodeEntities(match[1]!.replace(/<[^>]*>/g, "")).trim();
  return title ? { title, body: html.slice(match[0].length).trim() } : { title: null, body: html };
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: "\u00a0" })[e]!);
}

export interface CloudWord {
  text: string;
  /** 1 (smallest) to 4 (largest) */
  size: 1 | 2 | 3 | 4;
}

/**
 * A word cloud of the business's own vocabulary: its categories (weighted by how many services
 * they hold) and its services, short names only, each once (case aside). The heaviest are the
 * largest; the order is shuffled by a hash of the words, so the same catalogue always draws the
 * same cloud (on the server and in the browser alike) and big words do not line up.
 */
export function wordCloud(terms: readonly { text: string; weight: number }[], size = WORD_CLOUD_SIZE, maxLength = 24): CloudWord[] {
  const seen = new Set<string>();
  const picked: { text: string; weight: number; order: number }[] = [];
  const sorted = terms.map((t, i) => ({ ...t, text: t.text.trim(), i })).sort((a, b) => b.weight - a.weight || a.i - b.i);
  for (const term of sorted) {
    const key = term.text.toLocaleLowerCase();
    if (!term.text || term.text.length > maxLength || seen.has(key)) continue;
    seen.add(key);
    picked.push({ text: term.text, weight: term.weight, order: picked.length });
    if (picked.length === size) break;
  }
  const sizeOf = (rank: number): CloudWord["size"] => (rank < 2 ? 4 : rank < 5 ? 3 : rank < 9 ? 2 : 1);
  return picked
    .map((w) => ({ text: w.text, size: sizeOf(w.order), key: hash(w.text) }))
    .sort((a, b) => a.key - b.key)
    .map(({ text, size }) => ({ text, size }));
}

/** FNV-1a, 32 bits: a stable shuffle key. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
