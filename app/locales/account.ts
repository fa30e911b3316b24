// Interface strings of the account pages, in the five languages (fr is the reference).
import { defineMessages } from "./define";

export const account = defineMessages({
  fr: {},
  de: {},
  en: {},
  es: {},
  it: {},
});
