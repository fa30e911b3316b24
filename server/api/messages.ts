// API error messages in the caller's language (the `curlang` header). Keys are stable codes.
import type { Lang } from "../../domain/types";

const messages = {
  company_required: {
    fr: "L'en-tête « company » est obligatoire.",
    de: "Der Header „company“ ist erforderlich.",
    en: "The 'company' header is required.",
    es: "La cabecera «company» es obligatoria.",
    it: "L'intestazione «company» è obbligatoria.",
  },
  company_unknown: {
    fr: "Aucune entreprise ne correspond à ce jeton.",
    de: "Zu diesem Token gibt es kein Unternehmen.",
    en: "No company matches this token.",
    es: "Ninguna empresa corresponde a este token.",
    it: "Nessuna azienda corrisponde a questo token.",
  },
  host_unknown: {
    fr: "Aucune entreprise n'est enregistrée pour ce domaine.",
    de: "Für diese Domain ist kein Unternehmen registriert.",
    en: "No company is registered for this host.",
    es: "No hay ninguna empresa registrada para este dominio.",
    it: "Nessuna azienda è registrata per questo dominio.",
  },
  not_found: {
    fr: "Introuvable.",
    de: "Nicht gefunden.",
    en: "Not found.",
    es: "No encontrado.",
    it: "Non trovato.",
  },
  invalid_input: {
    fr: "Certaines informations sont invalides.",
    de: "Einige Angaben sind ungültig.",
    en: "Some information is invalid.",
    es: "Algunos datos no son válidos.",
    it: "Alcune informazioni non sono valide.",
  },
  missing_parameters: {
    fr: "Paramètres manquants.",
    de: "Fehlende Parameter.",
    en: "Missing parameters.",
    es: "Faltan parámetros.",
    it: "Parametri mancanti.",
  },
  invalid_preview_theme: {
    fr: "Le thème d'aperçu est illisible.",
    de: "Das Vorschau-Design ist unlesbar.",
    en: "The preview theme cannot be read.",
    es: "El tema de vista previa no se puede leer.",
    it: "Il tema di anteprima non è leggibile.",
  },
  unauthenticated: {
    fr: "Veuillez vous connecter.",
    de: "Bitte melden Sie sich an.",
    en: "Please sign in.",
    es: "Inicie sesión, por favor.",
    it: "Effettua l'accesso.",
  },
  internal: {
    fr: "Le service est momentanément indisponible.",
    de: "Der Dienst ist vorübergehend nicht verfügbar.",
    en: "The service is temporarily unavailable.",
    es: "El servicio no está disponible temporalmente.",
    it: "Il servizio è momentaneamente non disponibile.",
  },
  // catalogue
  shop_not_found: {
    fr: "Cet établissement est introuvable.",
    de: "Dieser Standort wurde nicht gefunden.",
    en: "This shop cannot be found.",
    es: "No se encuentra este centro.",
    it: "Questo centro non è stato trovato.",
  },
  category_not_found: {
    fr: "Cette catégorie de prestations est introuvable.",
    de: "Diese Leistungskategorie wurde nicht gefunden.",
    en: "This service category cannot be found.",
    es: "No se encuentra esta categoría de servicios.",
    it: "Questa categoria di trattamenti non è stata trovata.",
  },
  article_not_found: {
    fr: "Cette prestation ou ce produit est introuvable.",
    de: "Diese Leistung oder dieses Produkt wurde nicht gefunden.",
    en: "This service or product cannot be found.",
    es: "No se encuentra este servicio o producto.",
    it: "Questo trattamento o prodotto non è stato trovato.",
  },
} satisfies Record<string, Record<Lang, string>>;

export type MessageCode = keyof typeof messages;

export function message(code: MessageCode, lang: Lang): string {
  return messages[code][lang] ?? messages[code].fr;
}
