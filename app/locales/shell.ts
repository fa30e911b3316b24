// Interface strings of the shell pages, in the five languages (fr is the reference).
import { defineMessages } from "./define";

export const shell = defineMessages({
  fr: {},
  de: {},
  en: {},
  es: {},
  it: {},
});
