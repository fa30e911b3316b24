// A failed chunk load (an old tab after a deploy) reloads the page, at most once per 60 s
// (spec §8, §9), so a broken deploy cannot loop.
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** Reload when no reload happened in the last 60 s (an unreadable or future mark counts as none). */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt == null || !Number.isFinite(lastReloadAt) || lastReloadAt > now) return true;
  return now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/** Errors that mean a script chunk could not be fetched. */
export function isChunkLoadError(message: string | undefined | null): boolean {
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(message ?? "");
}
