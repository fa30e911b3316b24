// The waitlist message's words in the five languages: the mail (the freed time, the link to book
// it, the link to leave the waitlist) and the SMS (short, the booking link only).
import { LOCALE_OF_LANG } from "../../domain/money";
import type { Lang } from "../../domain/types";
import type { Mail } from "../notify";
import { fill, htmlOfParagraphs } from "../notify/mail-text";

export const WAITLIST_COPY: Record<Lang, { subject: string; hello: string; freed: string; first: string; book: string; leave: string; sms: string }> = {
  fr: {
    subject: "Un créneau s'est libéré le {date}",
    hello: "Bonjour {name},",
    freed: "Un créneau que vous attendiez s'est libéré chez {shop} :",
    first: "Il n'est pas réservé pour vous : le premier à le réserver l'obtient.",
    book: "Pour le réserver :",
    leave: "Vous ne souhaitez plus être prévenu ? Quitter la liste d'attente :",
    sms: "{business} : un créneau s'est libéré le {date} à {time}, {shop}. Réserver : {link}",
  },
  de: {
    subject: "Ein Termin am {date} ist frei geworden",
    hello: "Guten Tag {name},",
    freed: "Ein Termin, auf den Sie gewartet haben, ist bei {shop} frei geworden:",
    first: "Er ist nicht für Sie reserviert: Wer zuerst bucht, bekommt ihn.",
    book: "Zum Buchen:",
    leave: "Sie möchten nicht mehr benachrichtigt werden? Warteliste verlassen:",
    sms: "{business}: Ein Termin am {date} um {time} ist frei geworden, {shop}. Buchen: {link}",
  },
  en: {
    subject: "A time has freed up on {date}",
    hello: "Hello {name},",
    freed: "A time you were waiting for has freed up at {shop}:",
    first: "It is not held for you: the first to book it gets it.",
    book: "To book it:",
    leave: "No longer want to be told? Leave the waitlist:",
    sms: "{business}: a time has freed up on {date} at {time}, {shop}. Book: {link}",
  },
  es: {
    subject: "Se ha liberado una cita el {date}",
    hello: "Hola {name}:",
    freed: "Se ha liberado en {shop} una cita que esperaba:",
    first: "No está reservada para usted: quien la reserve primero se la queda.",
    book: "Para reservarla:",
    leave: "¿Ya no quiere que le avisemos? Salir de la lista de espera:",
    sms: "{business}: se ha liberado una cita el {date} a las {time}, {shop}. Reservar: {link}",
  },
  it: {
    subject: "Si è liberato un orario il {date}",
    hello: "Buongiorno {name},",
    freed: "Si è liberato da {shop} un orario che aspettavi:",
    first: "Non è riservato per te: chi prenota per primo lo ottiene.",
    book: "Per prenotarlo:",
    leave: "Non vuoi più essere avvisato? Esci dalla lista d'attesa:",
    sms: "{business}: si è liberato un orario il {date} alle {time}, {shop}. Prenota: {link}",
  },
};

export interface FreedTimeText {
  lang: Lang;
  business: string;
  shop: string;
  timeZone: string;
  start: Date;
  service: string;
  bookLink: string;
}

const when = (lang: Lang, timeZone: string, start: Date) => ({
  date: new Intl.DateTimeFormat(LOCALE_OF_LANG[lang], { dateStyle: "full", timeZone }).format(start),
  short: new Intl.DateTimeFormat(LOCALE_OF_LANG[lang], { day: "numeric", month: "short", timeZone }).format(start),
  time: new Intl.DateTimeFormat(LOCALE_OF_LANG[lang], { timeStyle: "short", timeZone }).format(start),
});

export function buildWaitlistMail(input: FreedTimeText & { to: string; customerName: string; leaveLink: string }): Mail {
  const t = WAITLIST_COPY[input.lang] ?? WAITLIST_COPY.fr;
  const { date, time } = when(input.lang, input.timeZone, input.start);
  const paragraphs = [fill(t.hello, { name: input.customerName }), fill(t.freed, { shop: input.shop }), `${date}, ${time}\n${input.service}`, t.first, `${t.book}\n${input.bookLink}`, `${t.leave}\n${input.leaveLink}`];
  return { to: input.to, fromName: input.business, subject: fill(t.subject, { date }), text: paragraphs.join("\n\n") + "\n", html: htmlOfParagraphs(paragraphs, input.lang) };
}

export function waitlistSms(input: FreedTimeText): string {
  const t = WAITLIST_COPY[input.lang] ?? WAITLIST_COPY.fr;
  const { short, time } = when(input.lang, input.timeZone, input.start);
  return fill(t.sms, { business: input.business, date: short, time, shop: input.shop, link: input.bookLink });
}
