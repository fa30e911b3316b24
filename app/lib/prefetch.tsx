// Spec §9 'link prefetch': the pages a visitor is likely to open next are fetched ahead while the
// browser is idle (at the latest 2 s after the page settles), never on a data-saver or 2g
// connection, and never a page that needs a signed-in customer.
import { useEffect, useState } from "react";
import { PrefetchPageLinks } from "react-router";

export const PREFETCH_IDLE_MS = 2000;

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetch for a visitor who saves data or is on a 2g (or slow-2g) connection. */
export function prefetchAllowed(connection: Connection | null | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? "");
}

// Pages that need a customer (the profile, the return pages) or change something: never ahead.
const PRIVATE = /^\/(?:(?:de|en|es|it)\/)?(?:profile|auth|payments|booking)(?:\/|$)/;

/** The addresses of `hrefs` that may be fetched ahead: this site's public pages. */
export function prefetchablePages(hrefs: readonly string[]): string[] {
  return [...new Set(hrefs)].filter((href) => href.startsWith("/") && !href.startsWith("//") && !PRIVATE.test(href.split(/[?#]/)[0]!));
}

/** True once the browser is idle after the page settled, when the connection allows prefetching. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!prefetchAllowed((navigator as Navigator & { connection?: Connection }).connection)) return;
    const done = () => setIdle(true);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(done, { timeout: PREFETCH_IDLE_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(done, PREFETCH_IDLE_MS);
    return () => window.clearTimeout(id);
  }, []);
  return idle;
}

/**
 * Fetches ahead, when idle, the pages of `pages` (their code and data, as React Router would on
 * a click) and runs `load` (a lazy part's code, e.g. the booking step's).
 */
export function IdlePrefetch({ pages = [], load }: { pages?: readonly string[]; load?: () => unknown }) {
  const idle = useIdle();
  useEffect(() => {
    if (idle && load) void load();
  }, [idle, load]);
  if (!idle) return null;
  return (
    <>
      {prefetchablePages(pages).map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}
