// A gift voucher's e-mails, in the language it was bought in, each with the printable PDF: the
// recipient's (on the delivery day, or when the buyer sends it again) and the buyer's copy (when
// the payment is confirmed). Written to the outbox in the caller's transaction.
import type { TenantCompany } from "../tenant";
import { eq } from "drizzle-orm";
import { currencyFromSettings, formatMoney, LOCALE_OF_LANG } from "../../domain/money";
import { localise } from "../../domain/catalogue";
import type { Lang } from "../../domain/types";
import { LANGS } from "../../domain/types";
import { articles, customers, giftVouchers } from "../db/schema";
import { queueMail } from "../notify";
import { fill, htmlOfParagraphs } from "../notify/mail-text";
import { FILE_WORD, VOUCHER_MAIL_COPY } from "./copy";
import { voucherPdf, type VoucherPrint } from "./pdf";

type VoucherRow = typeof giftVouchers.$inferSelect;


const langOf = (lang: string): Lang => ((LANGS as readonly string[]).includes(lang) ? (lang as Lang) : "fr");
const dayIn = (lang: Lang, date: string) => new Intl.DateTimeFormat(LOCALE_OF_LANG[lang], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));


/** Everything the PDF prints, read for one voucher. */
export async function voucherPrint({ db, company }: TenantCompany, voucher: VoucherRow): Promise<VoucherPrint> {
  const lang = langOf(voucher.lang);
  const [service] = voucher.articleId == null ? [] : await db.select({ name: articles.name }).from(articles).where(eq(articles.id, voucher.articleId));
  const [buyer] = voucher.buyerId == null ? [] : await db.select({ firstname: customers.firstname, lastname: customers.lastname }).from(customers).where(eq(customers.id, voucher.buyerId));
  const theme = company.settings.booker.gifts.themes.find((t) => t.id === voucher.themeId) ?? company.settings.booker.gifts.themes[0] ?? null;
  const identity = company.settings.identity;
  return {
    code: voucher.code,
    kind: voucher.kind,
    value: voucher.value,
    serviceName: (service?.name as Record<string, string> | undefined) ?? null,
    validUntil: voucher.validUntil,
    recipientName: voucher.recipientName,
    buyerName: buyer ? [buyer.firstname, buyer.lastname].filter(Boolean).join(" ") || null : null,
    message: voucher.message,
    lang,
    currency: currencyFromSettings(company.settings.booker),
    business: { name: identity.displayName, colour: company.settings.themes.colors.secondary, logo: identity.logo || null, site: company.site },
    theme: theme ? { name: theme.name as Record<string, string>, image: theme.image } : null,
  };
}

/** The voucher's value as a sentence says it: '50,00 €', or the service's name. */
function valueWords(print: VoucherPrint): string {
  return print.kind === "service" && print.serviceName ? `(${localise(print.serviceName, print.lang)})` : formatMoney(print.value, print.lang, print.currency);
}

/** Writes one of the voucher's mails, its PDF attached. */
export async function queueVoucherMail({ db: tx, company }: TenantCompany, voucher: VoucherRow, to: { to: string; name: string; role: "recipient" | "buyer" }): Promise<void> {
  const print = await voucherPrint({ db: tx, company }, voucher);
  const lang = print.lang;
  const t = VOUCHER_MAIL_COPY[lang];
  const business = print.business.name;
  const site = print.business.site.replace(/^https?:\/\//, "").replace(/\/$/, "");
  const value = valueWords(print);
  const money = print.kind === "service" ? value : formatMoney(print.value, lang, print.currency);
  const recipient = voucher.recipientName || voucher.recipientEmail || "";
  const paragraphs =
    to.role === "recipient"
      ? [
          fill(t.hello, { name: to.name || recipient }),
          print.buyerName ? fill(t.offered, { from: print.buyerName, business, value }) : fill(t.offeredAnonymous, { business, value }),
          ...(voucher.message ? [voucher.message] : []),
          `${fill(t.code, { code: voucher.code })}\n${fill(t.validUntil, { date: dayIn(lang, voucher.validUntil) })}`,
          fill(t.use, { site }),
          t.attached,
        ]
      : [
          fill(t.hello, { name: to.name }),
          fill(t.bought, { value: money, recipient }),
          voucher.sentAt ? fill(t.sentNow, { email: voucher.recipientEmail ?? "" }) : fill(t.scheduled, { recipient, date: dayIn(lang, voucher.deliverOn) }),
          `${fill(t.code, { code: voucher.code })}\n${fill(t.validUntil, { date: dayIn(lang, voucher.validUntil) })}`,
          t.attached,
        ];
  const subject = to.role === "recipient" ? (print.buyerName ? fill(t.recipientSubject, { from: print.buyerName, business }) : fill(t.offeredAnonymous, { business, value: money }).replace(/\.$/, "")) : fill(t.buyerSubject, { business, value: money });
  const pdf = await voucherPdf(print);
  await queueMail({ db: tx, companyId: company.id }, {
    to: to.to,
    fromName: business,
    subject,
    text: paragraphs.join("\n\n") + "\n",
    html: htmlOfParagraphs(paragraphs, lang),
    attachments: [{ filename: `${FILE_WORD[lang]}-${voucher.code}.pdf`, contentType: "application/pdf", content: pdf.toString("base64"), encoding: "base64" }],
  });
}
