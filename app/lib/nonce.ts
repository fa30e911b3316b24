// The Content-Security-Policy nonce of the answer being rendered (server/security-headers.ts):
// given by app/entry.server.tsx, worn by the page's inline scripts and styles. In the browser
// it is undefined: browsers hide a nonce from scripts, and React does not touch attributes of
// elements it hydrates.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
