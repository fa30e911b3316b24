// The optional confirmation to a caller booked from the agenda (decision 235): the storefront's
// confirmation mail per booking (with its .ics), and one short SMS naming the dates, both written
// to the outbox in the booking's transaction (the worker sends them once it commits).
import type { TenantCompany } from "../tenant";
import type { Lang } from "../../domain/types";
import { LOCALE_OF_LANG } from "../../domain/money";
import { queueConfirmation } from "../booking/confirmation-mail";
import { orderView } from "../booking/orders";
import type { customers } from "../db/schema";
import { queueSms } from "../notify";
import { fill } from "../notify/mail-text";

const SMS: Record<Lang, string> = {
  fr: "{business} : votre rendez-vous est confirmé le {dates}. À bientôt !",
  de: "{business}: Ihr Termin ist bestätigt am {dates}. Bis bald!",
  en: "{business}: your appointment is confirmed on {dates}. See you soon!",
  es: "{business}: su cita está confirmada el {dates}. ¡Hasta pronto!",
  it: "{business}: il tuo appuntamento è confermato il {dates}. A presto!",
};

export interface CallerNotice {
  mail?: boolean;
  sms?: boolean;
}

/** What was queued: how many mails, whether an SMS. */
export async function noticeCaller({ db: tx, company }: TenantCompany, customer: typeof customers.$inferSelect, booked: { orderId: number; start: Date }[], timeZone: string, want: CallerNotice, now: Date) {
  const lang = (customer.lang in SMS ? customer.lang : "fr") as Lang;
  let mails = 0;
  if (want.mail && customer.email) {
    for (const b of booked) {
      const order = await orderView({ db: tx, company }, customer.id, b.orderId, lang, now);
      if (order && (await queueConfirmation({ db: tx, company }, customer, order, lang))) mails += 1;
    }
  }
  let sms = false;
  if (want.sms && customer.phone && booked.length) {
    const when = new Intl.DateTimeFormat(LOCALE_OF_LANG[lang], { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone });
    const dates = booked.slice(0, 4).map((b) => when.format(b.start)).join(", ") + (booked.length > 4 ? ", …" : "");
    await queueSms({ db: tx, companyId: company.id }, customer.phone, fill(SMS[lang], { business: company.settings.identity.displayName, dates }));
    sms = true;
  }
  return { mails, sms };
}
