// A fetcher submitted again, or a page moving on, gives up the request still under way (its answer,
// or the page's reload after it): its promise then rejects with an AbortError, which is no error of
// the page's. Anything else is thrown on, to be seen.

/** For a fetcher's `submit(…).catch`: lets a request given up go quietly. */
export function unlessAborted(err: unknown): void {
  if ((err as { name?: string } | null)?.name !== "AbortError") throw err;
}
