// SMS rules that do not depend on the provider (decision 254): the sender name a business's
// messages carry, and the words with which a customer stops or restarts them.

/**
 * The alphanumeric sender ID of a business (what the phone shows as the sender): its name in
 * letters, digits and spaces, 11 characters at most, with at least one letter (the carriers'
 * rule); `fallback` when its name leaves none.
 */
export function senderId(name: string, fallback: string): string {
  const plain = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 11)
    .trim();
  return /[A-Za-z]/.test(plain) ? plain : fallback;
}

// Twilio's default opt-out and opt-in keywords, and the French, German, Spanish and Italian words
// customers of a European business write.
const STOP = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT", "ARRET", "ARRETER", "STOPP", "BAJA", "ALTO", "BASTA", "STOP SMS"]);
const START = new Set(["START", "UNSTOP", "YES", "DEMARRER", "REPRENDRE"]);

/** What a reply asks: no more SMS ('stop'), them again ('start'), or nothing of the kind. */
export function replyKeyword(body: string): "stop" | "start" | null {
  const word = body
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toUpperCase()
    .replace(/[.!]+$/, "");
  if (STOP.has(word)) return "stop";
  if (START.has(word)) return "start";
  return null;
}
