// Interface strings of the booking pages, in the five languages (fr is the reference).
import { defineMessages } from "./define";

export const booking = defineMessages({
  fr: {},
  de: {},
  en: {},
  es: {},
  it: {},
});
