// Where a redirect may send the visitor: the one rule for every Location we build from something
// the visitor sent (a return address, a path in another language, a payment return).

/** Control characters (tab and new line among them) and backslashes: browsers read `/\t/host` and `/\host` as another site. */
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

export type RedirectTarget =
  /** a path of this site: path, query and fragment, ready for Location */
  | { kind: "here"; path: string }
  /** a well-formed address of another site, or nothing at all: go to the fallback instead */
  | { kind: "elsewhere" }
  /** control characters or backslashes: the request is refused (400) */
  | { kind: "refused" };

/**
 * Reads `target` as a browser would, against the request's origin (`new URL`), and keeps it only
 * when it stays on that origin. The answer is a path, never an absolute address, so a later change
 * of host cannot turn it into another site.
 */
export function redirectTarget(target: unknown, origin: string): RedirectTarget {
  if (typeof target !== "string" || target === "") return { kind: "elsewhere" };
  if (UNSAFE.test(target)) return { kind: "refused" };
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return { kind: "elsewhere" };
  }
  if (url.origin !== new URL(origin).origin) return { kind: "elsewhere" };
  // `//host` at the start of the path would read as another site once written in Location.
  const path = url.pathname.replace(/^\/{2,}/, "/");
  return { kind: "here", path: path + url.search + url.hash };
}
