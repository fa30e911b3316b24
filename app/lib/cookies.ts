// Reading a cookie: from a request's Cookie header on the server, from document.cookie in the browser.
import { readCookie } from "../../contract/page-context";

export { COOKIES, readCookie } from "../../contract/page-context";

export function readBrowserCookie(name: string): string | null {
  return typeof document === "undefined" ? null : readCookie(document.cookie, name);
}
