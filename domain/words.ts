// The two lists of words the business's data is keyed by: the languages and the weekdays. Apart
// from domain/types.ts so that domain/entities.ts can build its schemas from them without the
// types importing the schemas back.
export const LANGS = ["fr", "de", "en", "es", "it"] as const;

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
