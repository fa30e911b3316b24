// The texts Intl made for this page on the server (domain/intl.ts), written into the page for
// the browser to start with. Drawn after the page's content and before React Router's scripts:
// by then the server has formatted everything the page shows (but a part loaded lazily, drawn the
// first time after its code comes: app/lib/known-formats.server.ts), and the list is read before
// the app starts.
import { createContext, useContext } from "react";

/** The answer's list, given by app/entry.server.tsx; undefined in the browser. */
export const KnownFormatsContext = createContext<Map<string, string> | undefined>(undefined);

const ID = "vt-formats";

/** JSON safe inside a script element, whatever a business wrote in its currency symbol. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");

export const scriptOf = (list: Map<string, string>) => `window.__vtFormats=${scriptJson(Object.fromEntries(list))}`;

/** what the element was given for each answer's list, and how long the list was then (app/lib/known-formats.server.ts) */
const written = new WeakMap<Map<string, string>, { size: number; text: string }>();
export const writtenFor = (list: Map<string, string>) => written.get(list);

export function KnownFormats({ nonce }: { nonce: string | undefined }) {
  const list = useContext(KnownFormatsContext);
  let html: string;
  if (list) {
    html = scriptOf(list);
    written.set(list, { size: list.size, text: html });
  } else {
    // In the browser the element is the server's as it stands: the same text, nothing to change.
    html = typeof document === "undefined" ? "" : (document.getElementById(ID)?.textContent ?? "");
  }
  return <script id={ID} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
