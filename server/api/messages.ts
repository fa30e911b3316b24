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
  // booking (issue 6)
  unknown_shop: {
    fr: "Cet établissement est introuvable.",
    de: "Dieses Institut wurde nicht gefunden.",
    en: "This shop cannot be found.",
    es: "No se encuentra este establecimiento.",
    it: "Questo istituto non è stato trovato.",
  },
  unknown_service: {
    fr: "Cette prestation est introuvable ou ne se réserve pas dans cet établissement.",
    de: "Diese Leistung gibt es nicht oder sie ist in diesem Institut nicht buchbar.",
    en: "This service does not exist or cannot be booked at this shop.",
    es: "Este servicio no existe o no se puede reservar en este establecimiento.",
    it: "Questo trattamento non esiste o non è prenotabile in questo istituto.",
  },
  slot_unavailable: {
    fr: "Ce créneau n'est pas proposé. Choisissez un autre horaire.",
    de: "Dieser Termin wird nicht angeboten. Bitte wählen Sie eine andere Uhrzeit.",
    en: "This time slot is not offered. Please choose another time.",
    es: "Este horario no está disponible. Elija otra hora.",
    it: "Questo orario non è disponibile. Scegli un altro orario.",
  },
  slot_taken: {
    fr: "Ce créneau vient d'être réservé par quelqu'un d'autre. Voici les créneaux encore libres.",
    de: "Dieser Termin wurde gerade von jemand anderem gebucht. Hier sind die noch freien Termine.",
    en: "This time slot has just been booked by someone else. Here are the slots still free.",
    es: "Otra persona acaba de reservar este horario. Estos son los horarios que siguen libres.",
    it: "Questo orario è appena stato prenotato da qualcun altro. Ecco gli orari ancora liberi.",
  },
  employee_unavailable: {
    fr: "Cette personne n'est pas disponible à cet horaire.",
    de: "Diese Person ist zu dieser Uhrzeit nicht verfügbar.",
    en: "This person is not available at that time.",
    es: "Esta persona no está disponible a esa hora.",
    it: "Questa persona non è disponibile a quell'ora.",
  },
  too_late_to_cancel: {
    fr: "Ce rendez-vous est trop proche pour être annulé en ligne. Appelez l'établissement.",
    de: "Dieser Termin ist zu nah, um online storniert zu werden. Bitte rufen Sie das Institut an.",
    en: "This appointment is too soon to be cancelled online. Please call the shop.",
    es: "Esta cita es demasiado próxima para cancelarla en línea. Llame al establecimiento.",
    it: "Questo appuntamento è troppo vicino per essere annullato online. Chiama l'istituto.",
  },
  forbidden: {
    fr: "Vous ne pouvez pas accéder à ces informations.",
    de: "Sie haben keinen Zugriff auf diese Angaben.",
    en: "You may not access this information.",
    es: "No puede acceder a esta información.",
    it: "Non puoi accedere a queste informazioni.",
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
