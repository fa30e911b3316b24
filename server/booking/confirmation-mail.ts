// The booking confirmation e-mail with its .ics, in the customer's language: `buildConfirmationMail`
// shapes it, `queueConfirmation` writes it to the outbox in the booking's transaction. The
// cancellation e-mail goes the same way, in the cancelling's transaction, its .ics (METHOD:CANCEL,
// same UID) removing the event from the customer's calendar.
import type { TenantCompany } from "../tenant";
import type { OrderView } from "../../contract/appointments";
import { localise } from "../../domain/catalogue";
import { leftToPayAtShop } from "../../domain/left-to-pay";
import { currencyFromSettings, formatMoney, LOCALE_OF_LANG, type Currency } from "../../domain/money";
import type { Lang } from "../../domain/types";
import type { Customer } from "../auth/sessions";
import { queueMail, type Mail, type OutboxWriter } from "../notify";
import { fill, htmlOfParagraphs } from "../notify/mail-text";
import { manageBookingUrl } from "./manage-link";
import { localePath } from "../../domain/service-url";

/** The mail's words in each language (held to the glossary by app/locales/catalogues.test.ts). */
export const CONFIRMATION_COPY: Record<Lang, { subject: string; hello: string; confirmed: string; payAtShop: string; paidOnline: string; dueAtShop: string; total: string; with: string; calendar: string; cancel: string; reference: string; coupon: string; reward: string; voucher: string; movedSubject: string; moved: string; manage: string; consent: string }> = {
  fr: {
    subject: "Votre rendez-vous du {date} est confirmé",
    hello: "Bonjour {name},",
    confirmed: "Votre rendez-vous chez {shop} est confirmé :",
    payAtShop: "Règlement sur place, le jour du rendez-vous.",
    paidOnline: "Réglé en ligne\u00a0: {amount}.",
    dueAtShop: "Reste à régler sur place\u00a0: {amount}.",
    total: "Total\u00a0:",
    with: "avec",
    calendar: "Le fichier joint ajoute le rendez-vous à votre agenda.",
    cancel: "Vous pouvez l'annuler depuis votre compte, rubrique « Mes rendez-vous ».",
    reference: "Référence : {ref}",
    coupon: "Code {code}\u00a0: −{amount}",
    reward: "Récompense fidélité\u00a0: −{amount}",
    voucher: "Bon cadeau {code}\u00a0: −{amount}",
    movedSubject: "Votre rendez-vous est déplacé au {date}",
    moved: "Votre rendez-vous chez {shop} a été déplacé. Le voici à sa nouvelle heure :",
    manage: "Pour le déplacer à un autre moment : {url}",
    consent: "Votre soin demande un formulaire de consentement : remplissez-le et signez-le en ligne avant votre visite : {url}",
  },
  de: {
    subject: "Ihr Termin am {date} ist bestätigt",
    hello: "Guten Tag {name},",
    confirmed: "Ihr Termin bei {shop} ist bestätigt:",
    payAtShop: "Zahlung vor Ort am Tag des Termins.",
    paidOnline: "Online bezahlt: {amount}.",
    dueAtShop: "Vor Ort zu zahlen: {amount}.",
    total: "Gesamt:",
    with: "mit",
    calendar: "Mit der angehängten Datei tragen Sie den Termin in Ihren Kalender ein.",
    cancel: "Sie können ihn in Ihrem Konto unter „Meine Termine“ stornieren.",
    reference: "Buchungsnummer: {ref}",
    coupon: "Code {code}: −{amount}",
    reward: "Treueprämie: −{amount}",
    voucher: "Gutschein {code}: −{amount}",
    movedSubject: "Ihr Termin wurde auf {date} verschoben",
    moved: "Ihr Termin bei {shop} wurde verschoben. Hier die neue Uhrzeit:",
    manage: "Um ihn auf einen anderen Zeitpunkt zu verschieben: {url}",
    consent: "Für Ihre Behandlung ist eine Einwilligungserklärung nötig: Füllen Sie sie vor Ihrem Besuch online aus und unterschreiben Sie sie: {url}",
  },
  en: {
    subject: "Your appointment on {date} is confirmed",
    hello: "Hello {name},",
    confirmed: "Your appointment at {shop} is confirmed:",
    payAtShop: "You pay when you visit, on the day of the appointment.",
    paidOnline: "Paid online: {amount}.",
    dueAtShop: "Left to pay when you visit: {amount}.",
    total: "Total:",
    with: "with",
    calendar: "The attached file adds the appointment to your calendar.",
    cancel: "You can cancel it from your account, under 'My appointments'.",
    reference: "Reference: {ref}",
    coupon: "Code {code}: −{amount}",
    reward: "Loyalty reward: −{amount}",
    voucher: "Gift voucher {code}: −{amount}",
    movedSubject: "Your appointment has moved to {date}",
    moved: "Your appointment at {shop} has been moved. Here it is at its new time:",
    manage: "To move it to another time: {url}",
    consent: "This service needs a consent form: fill it in and sign it online before your visit: {url}",
  },
  es: {
    subject: "Su cita del {date} está confirmada",
    hello: "Hola {name}:",
    confirmed: "Su cita en {shop} está confirmada:",
    payAtShop: "Pago en el centro el día de la cita.",
    paidOnline: "Pagado en línea: {amount}.",
    dueAtShop: "Pendiente de pago en el centro: {amount}.",
    total: "Total:",
    with: "con",
    calendar: "El archivo adjunto añade la cita a su calendario.",
    cancel: "Puede cancelarla desde su cuenta, en «Mis citas».",
    reference: "Referencia: {ref}",
    coupon: "Código {code}: −{amount}",
    reward: "Recompensa de fidelidad: −{amount}",
    voucher: "Tarjeta regalo {code}: −{amount}",
    movedSubject: "Su cita se ha cambiado al {date}",
    moved: "Su cita en {shop} se ha cambiado. Esta es su nueva hora:",
    manage: "Para cambiarla a otro momento: {url}",
    consent: "Su servicio requiere un formulario de consentimiento: rellénelo y fírmelo en línea antes de su visita: {url}",
  },
  it: {
    subject: "Il tuo appuntamento di {date} è confermato",
    hello: "Buongiorno {name},",
    confirmed: "Il tuo appuntamento presso {shop} è confermato:",
    payAtShop: "Pagamento al centro, il giorno dell'appuntamento.",
    paidOnline: "Pagato online: {amount}.",
    dueAtShop: "Da pagare al centro: {amount}.",
    total: "Totale:",
    with: "con",
    calendar: "Il file allegato aggiunge l'appuntamento al tuo calendario.",
    cancel: "Puoi annullarlo dal tuo account, alla voce «I miei appuntamenti».",
    reference: "Riferimento: {ref}",
    coupon: "Codice {code}: −{amount}",
    reward: "Premio fedeltà: −{amount}",
    voucher: "Buono regalo {code}: −{amount}",
    movedSubject: "Il tuo appuntamento è stato spostato a {date}",
    moved: "Il tuo appuntamento presso {shop} è stato spostato. Ecco il nuovo orario:",
    manage: "Per spostarlo a un altro momento: {url}",
    consent: "Il tuo trattamento richiede un modulo di consenso: compilalo e firmalo online prima della visita: {url}",
  },
};

/** '11:00–12:00' as each language writes a span of time ('11:00–12:00 Uhr' in German). */
function timeRange(lang: Lang, timeZone: string, a: { start: string; end: string }): string {
  return new Intl.DateTimeFormat(LOCALE_OF_LANG[lang], { timeStyle: "short", timeZone }).formatRange(new Date(a.start), new Date(a.end));
}

export function buildConfirmationMail(input: {
  to: string;
  customerName: string;
  order: OrderView;
  lang: Lang;
  currency: Currency;
  business: string;
  /** the booking was moved: the mail says so, its .ics replaces the event (same UID, higher SEQUENCE) */
  moved?: boolean;
  /** the signed 'manage my booking' page (server/booking/manage-link.ts) */
  manageUrl?: string | null;
  /** the page of the consent forms its services ask to sign before the visit (decision 283) */
  consentUrl?: string | null;
}): Mail {
  const { order, lang } = input;
  const t = CONFIRMATION_COPY[lang] ?? CONFIRMATION_COPY.fr;
  const tz = order.shop.timeZone;
  const date = new Intl.DateTimeFormat(LOCALE_OF_LANG[lang], { dateStyle: "full", timeZone: tz }).format(new Date(order.start));
  const money = (cents: number) => formatMoney(cents, lang, input.currency);
  const lines = order.appointments.map((a) => `${timeRange(lang, tz, a)} · ${localise(a.serviceName, lang)} (${t.with} ${a.employee}) · ${money(a.price)}`);
  const address = `${order.shop.name}, ${order.shop.address}, ${order.shop.zipcode} ${order.shop.city}`;
  const paragraphs = [
    fill(t.hello, { name: input.customerName }),
    fill(input.moved ? t.moved : t.confirmed, { shop: order.shop.name }),
    `${date}\n${lines.join("\n")}\n${address}`,
    fill(t.reference, { ref: order.reference }),
    ...(order.discounts.coupon || order.discounts.reward > 0 || order.discounts.vouchers.length
      ? [
          [
            ...(order.discounts.coupon ? [fill(t.coupon, { code: order.discounts.coupon.code, amount: money(order.discounts.coupon.discount) })] : []),
            ...(order.discounts.reward > 0 ? [fill(t.reward, { amount: money(order.discounts.reward) })] : []),
            ...order.discounts.vouchers.map((v) => fill(t.voucher, { code: v.code, amount: money(v.paid) })),
          ].join("\n"),
        ]
      : []),
    order.payment && order.payment.paid > 0
      ? [`${t.total} ${money(order.amount)}.`, fill(t.paidOnline, { amount: money(order.payment.paid) }), ...(order.payment.dueAtShop > 0 ? [fill(t.dueAtShop, { amount: money(leftToPayAtShop(order)!) })] : [])].join("\n")
      : order.discounts.vouchers.length
        ? `${t.total} ${money(order.amount)}.\n${fill(t.dueAtShop, { amount: money(leftToPayAtShop(order)!) })}`
        : `${t.total} ${money(order.amount)}. ${order.paymentProvider === "free" || order.payment ? t.payAtShop : ""}`.trim(),
    ...(input.consentUrl ? [fill(t.consent, { url: input.consentUrl })] : []),
    t.calendar,
    ...(input.manageUrl ? [fill(t.manage, { url: input.manageUrl })] : []),
    t.cancel,
  ];
  const text = paragraphs.join("\n\n") + "\n";
  const html = htmlOfParagraphs(paragraphs, lang);
  return {
    to: input.to,
    fromName: input.business,
    subject: fill(input.moved ? t.movedSubject : t.subject, { date }),
    text,
    html,
    attachments: [{ filename: `rendez-vous-${order.id}.ics`, contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: order.ics }],
  };
}

const cancelCopy: Record<Lang, { subject: string; cancelled: string; calendar: string; again: string; refunded: string; kept: string; keptByShop: string }> = {
  fr: {
    subject: "Votre rendez-vous du {date} est annulé",
    cancelled: "Votre rendez-vous chez {shop} a bien été annulé :",
    calendar: "Le fichier joint le retire de votre agenda.",
    again: "Au plaisir de vous revoir : vous pouvez reprendre rendez-vous à tout moment sur notre site.",
    refunded: "Les {amount} réglés en ligne vous sont remboursés sur votre carte (comptez quelques jours selon votre banque).",
    kept: "L'annulation intervient moins de {hours} heures avant le rendez-vous : les {amount} réglés en ligne sont conservés.",
    keptByShop: "Les {amount} réglés en ligne restent acquis à l'établissement, comme convenu avec vous.",
  },
  de: {
    subject: "Ihr Termin am {date} wurde storniert",
    cancelled: "Ihr Termin bei {shop} wurde storniert:",
    calendar: "Mit der angehängten Datei wird er aus Ihrem Kalender entfernt.",
    again: "Wir freuen uns auf Ihren nächsten Besuch: Sie können jederzeit auf unserer Website einen neuen Termin buchen.",
    refunded: "Die online bezahlten {amount} werden Ihnen auf Ihre Karte erstattet (je nach Bank kann das einige Tage dauern).",
    kept: "Die Stornierung erfolgte weniger als {hours} Stunden vor dem Termin: Die online bezahlten {amount} werden einbehalten.",
    keptByShop: "Die online bezahlten {amount} behält das Studio wie mit Ihnen vereinbart ein.",
  },
  en: {
    subject: "Your appointment on {date} is cancelled",
    cancelled: "Your appointment at {shop} has been cancelled:",
    calendar: "The attached file removes it from your calendar.",
    again: "We hope to see you again soon: you can book a new appointment on our website at any time.",
    refunded: "The {amount} paid online is being refunded to your card (allow a few days, depending on your bank).",
    kept: "The cancellation came less than {hours} hours before the appointment: the {amount} paid online is kept.",
    keptByShop: "As agreed with you, the shop keeps the {amount} paid online.",
  },
  es: {
    subject: "Su cita del {date} ha sido cancelada",
    cancelled: "Su cita en {shop} ha sido cancelada:",
    calendar: "El archivo adjunto la elimina de su calendario.",
    again: "Esperamos verle pronto: puede reservar una nueva cita en nuestra web cuando quiera.",
    refunded: "Los {amount} pagados en línea se le reembolsan en su tarjeta (cuente unos días, según su banco).",
    kept: "La cancelación se produjo menos de {hours} horas antes de la cita: se conservan los {amount} pagados en línea.",
    keptByShop: "Tal como acordamos con usted, el centro conserva los {amount} pagados en línea.",
  },
  it: {
    subject: "Il tuo appuntamento di {date} è stato annullato",
    cancelled: "Il tuo appuntamento presso {shop} è stato annullato:",
    calendar: "Il file allegato lo rimuove dal tuo calendario.",
    again: "Speriamo di rivederti presto: puoi prenotare un nuovo appuntamento sul nostro sito in qualsiasi momento.",
    refunded: "I {amount} pagati online ti vengono rimborsati sulla carta (calcola qualche giorno, a seconda della banca).",
    kept: "L'annullamento è avvenuto meno di {hours} ore prima dell'appuntamento: i {amount} pagati online vengono trattenuti.",
    keptByShop: "Come concordato con te, il centro trattiene i {amount} pagati online.",
  },
};

/** What a cancellation did to the money paid online: given back to the card, and kept (cents). */
export interface CancelledMoney {
  refunded: number;
  kept: number;
  cutoffHours: number;
  currency: Currency;
  /** who cancelled: the shop keeps what it chose to, not what the cut-off rule kept */
  by?: "customer" | "shop";
}

/**
 * The cancellation e-mail of `order` (already cancelled), with the .ics that takes it out of a
 * calendar; with `money`, it says what comes back to the card and what the business keeps.
 */
export function buildCancellationMail(input: { to: string; customerName: string; order: OrderView; lang: Lang; business: string; money?: CancelledMoney }): Mail {
  const { order, lang } = input;
  const t = CONFIRMATION_COPY[lang] ?? CONFIRMATION_COPY.fr;
  const c = cancelCopy[lang] ?? cancelCopy.fr;
  const tz = order.shop.timeZone;
  const date = new Intl.DateTimeFormat(LOCALE_OF_LANG[lang], { dateStyle: "full", timeZone: tz }).format(new Date(order.start));
  const lines = order.appointments.filter((a) => a.status === "cancelled").map((a) => `${timeRange(lang, tz, a)} · ${localise(a.serviceName, lang)} (${t.with} ${a.employee})`);
  const m = input.money;
  const amount = (cents: number) => formatMoney(cents, lang, m!.currency);
  const money = m ? [...(m.refunded > 0 ? [fill(c.refunded, { amount: amount(m.refunded) })] : []), ...(m.kept > 0 ? [fill(m.by === "shop" ? c.keptByShop : c.kept, { amount: amount(m.kept), hours: String(m.cutoffHours) })] : [])] : [];
  const paragraphs = [fill(t.hello, { name: input.customerName }), fill(c.cancelled, { shop: order.shop.name }), `${date}\n${lines.join("\n")}`, ...money, c.calendar, c.again];
  const text = paragraphs.join("\n\n") + "\n";
  const html = htmlOfParagraphs(paragraphs, lang);
  const method = order.status === "cancelled" ? "CANCEL" : "PUBLISH";
  return {
    to: input.to,
    fromName: input.business,
    subject: fill(c.subject, { date }),
    text,
    html,
    attachments: [{ filename: `rendez-vous-${order.id}.ics`, contentType: `text/calendar; charset=utf-8; method=${method}`, content: order.ics }],
  };
}

/** Builds the cancellation of `order` and queues it for the customer (nothing when they have no e-mail). */
export async function queueCancellation({ db: tx, company }: TenantCompany<OutboxWriter>, customer: Customer, order: OrderView, lang: Lang, paid?: { refunded: number; kept: number; by?: "customer" | "shop" }) {
  if (!customer.email) return false;
  const customerName = [customer.firstname, customer.lastname].filter(Boolean).join(" ") || customer.email;
  const money = paid && { ...paid, cutoffHours: company.settings.booker.appointment.payment.cancellationCutoffHours, currency: currencyFromSettings(company.settings.booker) };
  await queueMail({ db: tx, companyId: company.id }, buildCancellationMail({ to: customer.email, customerName, order, lang, business: company.settings.identity.displayName, money }));
  return true;
}

/** Builds the confirmation of `order` and queues it for the customer (nothing when they have no e-mail). */
export async function queueConfirmation({ db: tx, company }: TenantCompany<OutboxWriter>, customer: Customer, order: OrderView, lang: Lang, moved = false) {
  if (!customer.email) return false;
  const mail = buildConfirmationMail({
    moved,
    manageUrl: order.movableUntil ? manageBookingUrl(company.site, lang, order.manageToken) : null,
    consentUrl: order.consents.some((c) => c.state === "to_sign") ? `${company.site.replace(/\/$/, "")}${localePath(`/profile/orders/${order.id}/consent`, lang)}` : null,
    to: customer.email,
    customerName: [customer.firstname, customer.lastname].filter(Boolean).join(" ") || customer.email,
    order,
    lang,
    currency: currencyFromSettings(company.settings.booker),
    business: company.settings.identity.displayName,
  });
  await queueMail({ db: tx, companyId: company.id }, mail);
  return true;
}
