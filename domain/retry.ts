// When a message that could not be sent is tried again: soon at first, then less and less often,
// so a provider that is down for an hour is not hammered and a short hiccup costs half a minute.

/** Tries before a message is given up (about eight hours of trying in all). */
export const MAX_ATTEMPTS = 12;

const FIRST_DELAY_MS = 30_000;
const LONGEST_DELAY_MS = 60 * 60_000;

/**
 * The wait before the next try after `attempts` failed ones (1 → 30 s, 2 → 1 min, 3 → 2 min …,
 * never more than an hour), or null when the message is given up.
 */
export function nextAttemptDelay(attempts: number): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_DELAY_MS);
}
