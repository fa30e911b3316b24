// How a business finds a customer (spec §7 'customers/artebeaute/search'): every word typed must
// appear somewhere in the customer's name, e-mail or phone, whatever its case or accents; a phone
// typed the national way ('06 12 34 56 78') finds the stored international one (+33612345678).
// The database keeps each customer's searchable text folded by the same table as the words
// (server/db/schema/accounts.ts), so one trigram index answers the search.

/** Accented letters and what they fold to, one character for one (SQL's translate() reads the same two strings). */
export const FOLD_FROM = "àáâãäåāçćčèéêëēęìíîïīłñńòóôõöøōùúûüūýÿžźżšśœæÀÁÂÃÄÅĀÇĆČÈÉÊËĒĘÌÍÎÏĪŁÑŃÒÓÔÕÖØŌÙÚÛÜŪÝŸŽŹŻŠŚŒÆ";
export const FOLD_TO = "aaaaaaaccceeeeeeiiiiilnnooooooouuuuuyyzzzssoaaaaaaaaccceeeeeeiiiiilnnooooooouuuuuyyzzzssoa";

const FOLD = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i]!]));

/** A text as the search index keeps it: lower case, accents folded. */
export const foldForSearch = (s: string) => [...s.toLowerCase()].map((c) => FOLD.get(c) ?? c).join("");

/** At most this many words are looked for (each one more condition on the index). */
export const MAX_SEARCH_WORDS = 5;

/**
 * The words a filter looks for, each folded: a phone-like filter (digits, spaces, dots, dashes,
 * brackets, a leading '+') is one word of its digits, a national leading 0 dropped. Empty: every customer.
 */
export function searchWords(filter: string): string[] {
  const trimmed = filter.trim();
  if (/^\+?[\d\s().-]+$/.test(trimmed) && /\d/.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, "");
    return [trimmed.startsWith("+") ? digits : digits.replace(/^0+/, "") || digits];
  }
  return [...new Set(foldForSearch(trimmed).split(/\s+/).filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
}

/** A word inside a LIKE pattern: its own '%', '_' and '\' taken literally. */
export const likeLiteral = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);
