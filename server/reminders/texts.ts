// The reminder's words in the five languages: the mail (with the booking's .ics and the link to
// manage it) and the SMS (short: one message of 160 characters in most cases).
import type { OrderView } from "../../contract/appointments";
import { localise } from "../../domain/catalogue";
import { LOCALE_OF_LANG } from "../../domain/money";
import type { Lang } from "../../domain/types";
import type { Mail } from "../notify";
import { fill, htmlOfParagraphs } from "../notify/mail-text";

export const REMINDER_COPY: Record<Lang, { subject: string; hello: string; soon: string; manage: string; calendar: string; see: string; sms: string }> = {
  fr: {
    subject: "Rappel : votre rendez-vous du {date}",
    hello: "Bonjour {name},",
    soon: "Nous vous rappelons votre rendez-vous chez {shop} :",
    manage: "Pour le consulter, le déplacer ou l'annuler :",
    calendar: "Le fichier joint ajoute le rendez-vous à votre agenda.",
    see: "À très bientôt !",
    sms: "{business} : rappel de votre rendez-vous le {date} à {time}, {shop}. Gérer : {link}",
  },
  de: {
    subject: "Erinnerung: Ihr Termin am {date}",
    hello: "Guten Tag {name},",
    soon: "Wir erinnern Sie an Ihren Termin bei {shop}:",
    manage: "Um ihn anzusehen, zu verschieben oder zu stornieren:",
    calendar: "Mit der angehängten Datei tragen Sie den Termin in Ihren Kalender ein.",
    see: "Bis bald!",
    sms: "{business}: Erinnerung an Ihren Termin am {date} um {time}, {shop}. Verwalten: {link}",
  },
  en: {
    subject: "Reminder: your appointment on {date}",
    hello: "Hello {name},",
    soon: "A reminder of your appointment at {shop}:",
    manage: "To see it, move it or cancel it:",
    calendar: "The attached file adds the appointment to your calendar.",
    see: "See you soon!",
    sms: "{business}: reminder of your appointment on {date} at {time}, {shop}. Manage: {link}",
  },
  es: {
    subject: "Recordatorio: su cita del {date}",
    hello: "Hola {name}:",
    soon: "Le recordamos su cita en {shop}:",
    manage: "Para consultarla, cambiarla o cancelarla:",
    calendar: "El archivo adjunto añade la cita a su calendario.",
    see: "¡Hasta pronto!",
    sms: "{business}: recordatorio de su cita el {date} a las {time}, {shop}. Gestionar: {link}",
  },
  it: {
    subject: "Promemoria: il tuo appuntamento di {date}",
    hello: "Buongiorno {name},",
    soon: "Ti ricordiamo il tuo appuntamento presso {shop}:",
    manage: "Per vederlo, spostarlo o annullarlo:",
    calendar: "Il file allegato aggiunge l'appuntamento al tuo calendario.",
    see: "A presto!",
    sms: "{business}: promemoria del tuo appuntamento il {date} alle {time}, {shop}. Gestisci: {link}",
  },
};

const when = (lang: Lang, timeZone: string, start: string) => ({
  date: new Intl.DateTimeFormat(LOCALE_OF_LANG[lang], { dateStyle: "full", timeZone }).format(new Date(start)),
  short: new Intl.DateTimeFormat(LOCALE_OF_LANG[lang], { day: "numeric", month: "short", timeZone }).format(new Date(start)),
  time: new Intl.DateTimeFormat(LOCALE_OF_LANG[lang], { timeStyle: "short", timeZone }).format(new Date(start)),
});

export function buildReminderMail(input: { to: string; customerName: string; order: OrderView; lang: Lang; business: string; link: string }): Mail {
  const { order, lang } = input;
  const t = REMINDER_COPY[lang] ?? REMINDER_COPY.fr;
  const tz = order.shop.timeZone;
  const { date } = when(lang, tz, order.start);
  const times = new Intl.DateTimeFormat(LOCALE_OF_LANG[lang], { timeStyle: "short", timeZone: tz });
  const lines = order.appointments.filter((a) => a.status !== "cancelled").map((a) => `${times.formatRange(new Date(a.start), new Date(a.end))} · ${localise(a.serviceName, lang)}`);
  const address = `${order.shop.name}, ${order.shop.address}, ${order.shop.zipcode} ${order.shop.city}`;
  const paragraphs = [fill(t.hello, { name: input.customerName }), fill(t.soon, { shop: order.shop.name }), `${date}\n${lines.join("\n")}\n${address}`, `${t.manage}\n${input.link}`, t.calendar, t.see];
  return {
    to: input.to,
    fromName: input.business,
    subject: fill(t.subject, { date }),
    text: paragraphs.join("\n\n") + "\n",
    html: htmlOfParagraphs(paragraphs, lang),
    attachments: [{ filename: `rendez-vous-${order.id}.ics`, contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: order.ics }],
  };
}

export function reminderSms(input: { order: OrderView; lang: Lang; business: string; link: string }): string {
  const t = REMINDER_COPY[input.lang] ?? REMINDER_COPY.fr;
  const { short, time } = when(input.lang, input.order.shop.timeZone, input.order.start);
  return fill(t.sms, { business: input.business, date: short, time, shop: input.order.shop.name, link: input.link });
}
