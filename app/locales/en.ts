import type { Catalogue } from "./fr";

export const en: Catalogue = {
  "site.fallbackTitle": "Online booking",
  "nav.home": "Home",
  "nav.services": "Services",
  "nav.contact": "Contact",
  "nav.skipToContent": "Skip to content",
  "home.ourServices": "Our services",
  "home.discover": "Discover",
  "home.shops": "Our locations",
  "category.servicesCount_one": "{{count}} service",
  "category.servicesCount_other": "{{count}} services",
  "error.maintenanceTitle": "Company not registered",
  "error.maintenanceText": "No business is linked to this address at the moment.",
  "error.notFoundTitle": "It looks like this page does not exist.",
  "error.genericTitle": "An error occurred",
  "error.genericText": "We could not show this page. Please try again in a moment.",
  "error.backHome": "Back to the home page",
};
