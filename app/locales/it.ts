import type { Catalogue } from "./fr";

export const it: Catalogue = {
  "site.fallbackTitle": "Prenotazione online",
  "nav.home": "Home",
  "nav.services": "Trattamenti",
  "nav.contact": "Contatti",
  "nav.skipToContent": "Vai al contenuto",
  "home.ourServices": "I nostri trattamenti",
  "home.discover": "Scopri",
  "home.shops": "I nostri centri",
  "category.servicesCount_one": "{{count}} trattamento",
  "category.servicesCount_other": "{{count}} trattamenti",
  "error.maintenanceTitle": "Azienda non registrata",
  "error.maintenanceText": "Al momento nessuna attività è collegata a questo indirizzo.",
  "error.notFoundTitle": "Sembra che questa pagina non esista.",
  "error.genericTitle": "Si è verificato un errore",
  "error.genericText": "Non è stato possibile mostrare questa pagina. Riprova tra un momento.",
  "error.backHome": "Torna alla home",
};
