// The texts Intl made for this page on the server (domain/intl.ts), written into the page for
// the browser to start with. Drawn after the page's content and before React Router's scripts:
// by then the server has formatted everything the page shows, and the list is read before the
// app starts.
import { createContext, useContext } from "react";

/** The answer's list, given by app/entry.server.tsx; undefined in the browser. */
export const KnownFormatsContext = createContext<Map<string, string> | undefined>(undefined);

const ID = "vt-formats";

/** JSON safe inside a script element, whatever a business wrote in its currency symbol. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");

export function KnownFormats({ nonce }: { nonce: string | undefined }) {
  const list = useContext(KnownFormatsContext);
  // In the browser the element is the server's as it stands: the same text, nothing to change.
  const html = list ? `window.__vtFormats=${scriptJson(Object.fromEntries(list))}` : typeof document === "undefined" ? "" : (document.getElementById(ID)?.textContent ?? "");
  return <script id={ID} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
