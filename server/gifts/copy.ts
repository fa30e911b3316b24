// The words of a gift voucher's e-mails and of its PDF, in the five languages (held to the
// glossary by app/locales/catalogues.test.ts, like the interface's).
import type { Lang } from "../../domain/types";

export const PDF_COPY: Record<Lang, { title: string; for: string; from: string; value: string; service: string; code: string; validUntil: string; where: string; scan: string }> = {
  fr: { title: "Bon cadeau", for: "Pour {name}", from: "De la part de {name}", value: "d'une valeur de", service: "pour la prestation", code: "Code", validUntil: "Valable jusqu'au {date}", where: "À utiliser en réservant sur {site} ou sur place.", scan: "Scannez pour réserver" },
  de: { title: "Gutschein", for: "Für {name}", from: "Von {name}", value: "im Wert von", service: "für die Leistung", code: "Code", validUntil: "Gültig bis {date}", where: "Einzulösen bei der Buchung auf {site} oder vor Ort.", scan: "Zum Buchen scannen" },
  en: { title: "Gift voucher", for: "For {name}", from: "From {name}", value: "worth", service: "for the service", code: "Code", validUntil: "Valid until {date}", where: "Use it when booking on {site} or in person.", scan: "Scan to book" },
  es: { title: "Tarjeta regalo", for: "Para {name}", from: "De parte de {name}", value: "por un valor de", service: "para el servicio", code: "Código", validUntil: "Válida hasta el {date}", where: "Puede usarla al reservar en {site} o en el centro.", scan: "Escanee el código para reservar" },
  it: { title: "Buono regalo", for: "Per {name}", from: "Da parte di {name}", value: "del valore di", service: "per il trattamento", code: "Codice", validUntil: "Valido fino al {date}", where: "Da usare prenotando su {site} o in centro.", scan: "Inquadra per prenotare" },
};

export const VOUCHER_MAIL_COPY: Record<Lang, { recipientSubject: string; buyerSubject: string; hello: string; offered: string; offeredAnonymous: string; bought: string; scheduled: string; sentNow: string; code: string; validUntil: string; use: string; attached: string }> = {
  fr: {
    recipientSubject: "{from} vous offre un bon cadeau {business}",
    buyerSubject: "Votre bon cadeau {business} ({value})",
    hello: "Bonjour {name},",
    offered: "{from} vous offre un bon cadeau {business} {value}.",
    offeredAnonymous: "Vous recevez un bon cadeau {business} {value}.",
    bought: "Merci pour votre achat : votre bon cadeau {value} pour {recipient} est réglé.",
    scheduled: "{recipient} le recevra par e-mail le {date}.",
    sentNow: "Il vient d'être envoyé à {email}.",
    code: "Code : {code}",
    validUntil: "Valable jusqu'au {date}.",
    use: "Saisissez le code en réservant sur {site}, ou présentez-le sur place.",
    attached: "Le bon à imprimer est joint à ce message.",
  },
  de: {
    recipientSubject: "{from} schenkt Ihnen einen Gutschein von {business}",
    buyerSubject: "Ihr Gutschein von {business} ({value})",
    hello: "Guten Tag {name},",
    offered: "{from} schenkt Ihnen einen Gutschein von {business} {value}.",
    offeredAnonymous: "Sie erhalten einen Gutschein von {business} {value}.",
    bought: "Vielen Dank für Ihren Kauf: Ihr Gutschein {value} für {recipient} ist bezahlt.",
    scheduled: "{recipient} erhält ihn am {date} per E-Mail.",
    sentNow: "Er wurde soeben an {email} gesendet.",
    code: "Code: {code}",
    validUntil: "Gültig bis {date}.",
    use: "Geben Sie den Code bei der Buchung auf {site} ein oder zeigen Sie ihn vor Ort vor.",
    attached: "Den Gutschein zum Ausdrucken finden Sie im Anhang.",
  },
  en: {
    recipientSubject: "{from} has given you a {business} gift voucher",
    buyerSubject: "Your {business} gift voucher ({value})",
    hello: "Hello {name},",
    offered: "{from} has given you a {business} gift voucher {value}.",
    offeredAnonymous: "You have received a {business} gift voucher {value}.",
    bought: "Thank you for your purchase: your {value} gift voucher for {recipient} is paid.",
    scheduled: "{recipient} will receive it by email on {date}.",
    sentNow: "It has just been sent to {email}.",
    code: "Code: {code}",
    validUntil: "Valid until {date}.",
    use: "Enter the code when booking on {site}, or show it in person.",
    attached: "The printable voucher is attached to this message.",
  },
  es: {
    recipientSubject: "{from} le regala una tarjeta regalo de {business}",
    buyerSubject: "Su tarjeta regalo de {business} ({value})",
    hello: "Hola {name}:",
    offered: "{from} le regala una tarjeta regalo de {business} {value}.",
    offeredAnonymous: "Ha recibido una tarjeta regalo de {business} {value}.",
    bought: "Gracias por su compra: su tarjeta regalo {value} para {recipient} está pagada.",
    scheduled: "{recipient} la recibirá por correo electrónico el {date}.",
    sentNow: "Se acaba de enviar a {email}.",
    code: "Código: {code}",
    validUntil: "Válida hasta el {date}.",
    use: "Introduzca el código al reservar en {site} o muéstrelo en el centro.",
    attached: "La tarjeta regalo para imprimir va adjunta a este mensaje.",
  },
  it: {
    recipientSubject: "{from} ti regala un buono regalo {business}",
    buyerSubject: "Il tuo buono regalo {business} ({value})",
    hello: "Buongiorno {name},",
    offered: "{from} ti regala un buono regalo {business} {value}.",
    offeredAnonymous: "Hai ricevuto un buono regalo {business} {value}.",
    bought: "Grazie per l'acquisto: il tuo buono regalo {value} per {recipient} è pagato.",
    scheduled: "{recipient} lo riceverà via e-mail il {date}.",
    sentNow: "È appena stato inviato a {email}.",
    code: "Codice: {code}",
    validUntil: "Valido fino al {date}.",
    use: "Inserisci il codice prenotando su {site} o mostralo in centro.",
    attached: "Il buono da stampare è allegato a questo messaggio.",
  },
};

/** The PDF's file name, in the mail's language. */
export const FILE_WORD: Record<Lang, string> = { fr: "bon-cadeau", de: "gutschein", en: "gift-voucher", es: "tarjeta-regalo", it: "buono-regalo" };
