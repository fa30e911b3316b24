// Interface strings of the catalogue pages, in the five languages (fr is the reference).
import { defineMessages } from "./define";

export const catalogue = defineMessages({
  fr: {},
  de: {},
  en: {},
  es: {},
  it: {},
});
