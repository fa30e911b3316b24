// Interface strings of the design system's components (app/components/ui), in the five languages.
import { defineMessages } from "./define";

export const ui = defineMessages({
  fr: {
    "ui.close": "Fermer",
    "ui.labelled": "{{label}}\u00a0:",
    "ui.loading": "Chargement…",
    "ui.price.was": "Prix habituel",
  },
  de: {
    "ui.close": "Schließen",
    "ui.labelled": "{{label}}:",
    "ui.loading": "Wird geladen …",
    "ui.price.was": "Regulärer Preis",
  },
  en: {
    "ui.close": "Close",
    "ui.labelled": "{{label}}:",
    "ui.loading": "Loading…",
    "ui.price.was": "Usual price",
  },
  es: {
    "ui.close": "Cerrar",
    "ui.labelled": "{{label}}:",
    "ui.loading": "Cargando…",
    "ui.price.was": "Precio habitual",
  },
  it: {
    "ui.close": "Chiudi",
    "ui.labelled": "{{label}}:",
    "ui.loading": "Caricamento…",
    "ui.price.was": "Prezzo abituale",
  },
});
