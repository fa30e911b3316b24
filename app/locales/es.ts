import type { Catalogue } from "./fr";

export const es: Catalogue = {
  "site.fallbackTitle": "Reserva en línea",
  "nav.home": "Inicio",
  "nav.services": "Servicios",
  "nav.contact": "Contacto",
  "nav.skipToContent": "Ir al contenido",
  "home.ourServices": "Nuestros servicios",
  "home.discover": "Descubrir",
  "home.shops": "Nuestros centros",
  "category.servicesCount_one": "{{count}} servicio",
  "category.servicesCount_other": "{{count}} servicios",
  "error.maintenanceTitle": "Empresa no registrada",
  "error.maintenanceText": "Por el momento no hay ningún establecimiento asociado a esta dirección.",
  "error.notFoundTitle": "Parece que esta página no existe.",
  "error.genericTitle": "Se ha producido un error",
  "error.genericText": "No hemos podido mostrar esta página. Inténtelo de nuevo en un momento.",
  "error.backHome": "Volver al inicio",
};
