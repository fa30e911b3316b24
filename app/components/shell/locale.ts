/** The chosen-language cookie lives 365 days (spec §9). */
export const LOCALE_COOKIE_DAYS = 365;
