// A phone typed as people type it ('06 12 34 56 78', '+41 79 123 45 67', '0039 347 123 4567')
// turned into the international form the accounts keep (+33612345678), with the country the
// visitor picked for a national number. The countries are those a European salon's customers
// come from; the picker starts on the shop's own country.

/** Country → its calling code (ITU-T E.164). */
export const DIAL_CODES = {
  FR: "33",
  BE: "32",
  CH: "41",
  LU: "352",
  MC: "377",
  DE: "49",
  AT: "43",
  ES: "34",
  IT: "39",
  PT: "351",
  NL: "31",
  GB: "44",
  IE: "353",
  US: "1",
  CA: "1",
} as const;
export type PhoneCountry = keyof typeof DIAL_CODES;
export const PHONE_COUNTRIES = Object.keys(DIAL_CODES) as PhoneCountry[];

const INTERNATIONAL = /^\+[1-9]\d{7,14}$/;

// A shop's address may name its country by code or in a language of the storefront.
const COUNTRY_NAMES: Record<string, PhoneCountry> = {
  france: "FR",
  frankreich: "FR",
  francia: "FR",
  belgique: "BE",
  belgium: "BE",
  belgien: "BE",
  bélgica: "BE",
  belgio: "BE",
  suisse: "CH",
  switzerland: "CH",
  schweiz: "CH",
  suiza: "CH",
  svizzera: "CH",
  luxembourg: "LU",
  luxemburg: "LU",
  luxemburgo: "LU",
  lussemburgo: "LU",
  monaco: "MC",
  mónaco: "MC",
  allemagne: "DE",
  germany: "DE",
  deutschland: "DE",
  alemania: "DE",
  germania: "DE",
  autriche: "AT",
  austria: "AT",
  österreich: "AT",
  espagne: "ES",
  spain: "ES",
  spanien: "ES",
  españa: "ES",
  spagna: "ES",
  italie: "IT",
  italy: "IT",
  italien: "IT",
  italia: "IT",
  portugal: "PT",
  portogallo: "PT",
};

/** The picker's first country: the shop's, by code or name; France when it cannot be read. */
export function phoneCountryOf(country: string | null | undefined): PhoneCountry {
  const value = (country ?? "").trim();
  const upper = value.toUpperCase();
  if (upper in DIAL_CODES) return upper as PhoneCountry;
  return COUNTRY_NAMES[value.toLowerCase()] ?? "FR";
}

/**
 * The international form of a typed phone, or null when it cannot be one. A number typed with
 * '+' or '00' keeps its own country; a national one takes the picked country's code, without its
 * trunk '0' (Italy keeps it: it belongs to the number there).
 */
export function internationalPhone(country: PhoneCountry, typed: string): string | null {
  const compact = typed.replace(/[\s.\-()/\u00a0]/g, "");
  if (compact.startsWith("+")) return INTERNATIONAL.test(compact) ? compact : null;
  if (compact.startsWith("00")) return INTERNATIONAL.test(`+${compact.slice(2)}`) ? `+${compact.slice(2)}` : null;
  if (!/^\d{4,15}$/.test(compact)) return null;
  const national = country === "IT" ? compact : compact.replace(/^0/, "");
  const full = `+${DIAL_CODES[country]}${national}`;
  return INTERNATIONAL.test(full) ? full : null;
}
