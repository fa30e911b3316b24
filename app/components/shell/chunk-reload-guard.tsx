// After a deploy an open tab may ask for script chunks that no longer exist: reload the page to
// get the new ones, at most once per 60 s (spec §8) so a broken deploy cannot loop.
import { useEffect } from "react";
import { isChunkLoadError, shouldReloadAfterChunkError } from "../../../domain/chunk-reload";

const KEY = "vitrine.chunkReloadAt";

export function ChunkReloadGuard() {
  useEffect(() => {
    const reload = () => {
      let last: number | null = null;
      try {
        last = Number(sessionStorage.getItem(KEY) ?? "") || null;
      } catch {
        /* storage blocked: still guarded by the check below failing open once */
      }
      const now = Date.now();
      if (!shouldReloadAfterChunkError(last, now)) return false;
      try {
        sessionStorage.setItem(KEY, String(now));
      } catch {
        return false; // without storage we cannot guard against a loop: do not reload
      }
      window.location.reload();
      return true;
    };
    const onPreloadError = (e: Event) => {
      if (reload()) e.preventDefault();
    };
    const onError = (e: ErrorEvent) => isChunkLoadError(e.message) && reload();
    const onRejection = (e: PromiseRejectionEvent) => isChunkLoadError(String((e.reason as Error)?.message ?? e.reason)) && reload();
    window.addEventListener("vite:preloadError", onPreloadError);
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("vite:preloadError", onPreloadError);
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
  return null;
}
