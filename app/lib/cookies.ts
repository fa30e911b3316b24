// Reading a cookie: from a request's Cookie header on the server, from document.cookie in the browser.

export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of header?.split(";") ?? []) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return null;
}

export function readBrowserCookie(name: string): string | null {
  return typeof document === "undefined" ? null : readCookie(document.cookie, name);
}
