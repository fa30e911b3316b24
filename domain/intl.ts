// Texts made by Intl (prices, durations, days, plural forms), remembered from the server while a
// page starts in the browser. A page's first Intl formatter costs the browser its locale data,
// 40–100 ms of a 2-core machine's main thread (several times that on a modest phone), right in
// the middle of the page's start (hydration). So the server lists the texts it formatted for the
// page (app/lib/known-formats.tsx) and the browser takes them from that list, keyed by every
// input of the text; a text the list lacks is formatted as usual. Identical by construction, so
// the page also starts the same where the phone's Intl writes a price a little differently.

type Known = Record<string, string>;

let recorder: (() => Map<string, string> | undefined) | undefined;
let known: Known | null | undefined;

/** The server: where the answer being rendered lists its texts (none outside a page's rendering). */
export function recordFormatsWith(current: () => Map<string, string> | undefined): void {
  recorder = current;
}

function knownInPage(): Known | null {
  if (known === undefined) known = (globalThis as { __vtFormats?: Known }).__vtFormats ?? null;
  return known;
}

/** The text under `key` (every input it depends on), from the page's list when there, else made. */
export function remembered(key: string, make: () => string): string {
  const list = recorder?.();
  if (list) {
    let text = list.get(key);
    if (text === undefined) list.set(key, (text = make()));
    return text;
  }
  return knownInPage()?.[key] ?? make();
}

const formatters = new Map<string, object>();

/**
 * One Intl formatter per kind, language and options (`key` names them all), made on first use:
 * making a formatter costs more than formatting a page's worth of texts with it.
 */
export function intlFormatter<F extends object>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

/** A date formatter made once per locale and options: for a list that writes a date on each line. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return intlFormatter(`dateTime|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/** For tests: forget the page's list as read. */
export function resetKnownFormats(): void {
  known = undefined;
}
