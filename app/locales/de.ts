import type { Catalogue } from "./fr";

export const de: Catalogue = {
  "site.fallbackTitle": "Online-Buchung",
  "nav.home": "Startseite",
  "nav.services": "Leistungen",
  "nav.contact": "Kontakt",
  "nav.skipToContent": "Zum Inhalt springen",
  "home.ourServices": "Unsere Leistungen",
  "home.discover": "Entdecken",
  "home.shops": "Unsere Adressen",
  "category.servicesCount_one": "{{count}} Leistung",
  "category.servicesCount_other": "{{count}} Leistungen",
  "error.maintenanceTitle": "Unternehmen nicht registriert",
  "error.maintenanceText": "Dieser Adresse ist derzeit kein Betrieb zugeordnet.",
  "error.notFoundTitle": "Diese Seite scheint nicht zu existieren.",
  "error.genericTitle": "Ein Fehler ist aufgetreten",
  "error.genericText": "Diese Seite konnte nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal.",
  "error.backHome": "Zurück zur Startseite",
};
