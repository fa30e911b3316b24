// Interface strings, French (the reference catalogue: every other language has the same keys).
export const fr = {
  "site.fallbackTitle": "Réservation en ligne",
  "nav.home": "Accueil",
  "nav.services": "Prestations",
  "nav.contact": "Contact",
  "nav.skipToContent": "Aller au contenu",
  "home.ourServices": "Nos prestations",
  "home.discover": "Découvrir",
  "home.shops": "Nos adresses",
  "category.servicesCount_one": "{{count}} prestation",
  "category.servicesCount_other": "{{count}} prestations",
  "error.maintenanceTitle": "Entreprise non enregistrée",
  "error.maintenanceText": "Aucun établissement n'est associé à cette adresse pour le moment.",
  "error.notFoundTitle": "Il semblerait que cette page n'existe pas.",
  "error.genericTitle": "Une erreur est survenue",
  "error.genericText": "Nous n'avons pas pu afficher cette page. Réessayez dans un instant.",
  "error.backHome": "Retour à l'accueil",
} as const;

export type MessageKey = keyof typeof fr;
export type Catalogue = Record<MessageKey, string>;
