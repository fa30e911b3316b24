// The e-shop order's confirmation e-mail, in the customer's language: the products with their
// VAT, the delivery, the total, and where to collect it or where it goes. Written to the outbox in
// the payment's transaction.
import type { TenantCompany } from "../tenant";
import { localise } from "../../domain/catalogue";
import { currencyFromSettings, formatMoney } from "../../domain/money";
import { LANGS, type Lang } from "../../domain/types";
import type { Customer } from "../auth/sessions";
import { queueMail, type OutboxWriter } from "../notify";
import { fill, htmlOfParagraphs } from "../notify/mail-text";
import type { Company } from "../tenancy/companies";
import type { EshopOrderView } from "./view";

export const ESHOP_MAIL_COPY: Record<Lang, { coupon: string; reward: string; voucher: string; subject: string; hello: string; paid: string; vat: string; delivery: string; free: string; total: string; pickup: string; pickupHours: string; delivered: string; reference: string; account: string }> = {
  fr: {
    coupon: "Code {code} : −{amount}",
    reward: "Récompense fidélité : −{amount}",
    voucher: "Bon cadeau {code} : −{amount}",
    subject: "Votre commande {ref} est confirmée",
    hello: "Bonjour {name},",
    paid: "Merci pour votre commande chez {business} : elle est réglée.",
    vat: "dont TVA {rate} % : {amount}",
    delivery: "Livraison : {amount}",
    free: "offerte",
    total: "Total payé : {amount}",
    pickup: "À retirer à {shop}, {address}.",
    pickupHours: "Nous vous prévenons dès qu'elle est prête ; pensez à votre référence.",
    delivered: "Livrée à : {address}",
    reference: "Référence : {ref}",
    account: "Suivez-la depuis votre compte, rubrique « Mes commandes boutique ».",
  },
  de: {
    coupon: "Code {code}: −{amount}",
    reward: "Treueprämie: −{amount}",
    voucher: "Gutschein {code}: −{amount}",
    subject: "Ihre Bestellung {ref} ist bestätigt",
    hello: "Guten Tag {name},",
    paid: "Vielen Dank für Ihre Bestellung bei {business}: Sie ist bezahlt.",
    vat: "inkl. {rate} % MwSt.: {amount}",
    delivery: "Versand: {amount}",
    free: "kostenlos",
    total: "Bezahlt: {amount}",
    pickup: "Abholung bei {shop}, {address}.",
    pickupHours: "Wir sagen Ihnen Bescheid, sobald sie bereitliegt; bitte bringen Sie Ihre Bestellnummer mit.",
    delivered: "Lieferung an: {address}",
    reference: "Bestellnummer: {ref}",
    account: "Sie finden sie in Ihrem Konto unter „Meine Shop-Bestellungen“.",
  },
  en: {
    coupon: "Code {code}: −{amount}",
    reward: "Loyalty reward: −{amount}",
    voucher: "Gift voucher {code}: −{amount}",
    subject: "Your order {ref} is confirmed",
    hello: "Hello {name},",
    paid: "Thank you for your order from {business}: it is paid.",
    vat: "incl. {rate}% VAT: {amount}",
    delivery: "Delivery: {amount}",
    free: "free",
    total: "Total paid: {amount}",
    pickup: "To collect at {shop}, {address}.",
    pickupHours: "We will tell you as soon as it is ready; bring your reference.",
    delivered: "Delivered to: {address}",
    reference: "Reference: {ref}",
    account: "Follow it from your account, under 'My shop orders'.",
  },
  es: {
    coupon: "Código {code}: −{amount}",
    reward: "Recompensa de fidelidad: −{amount}",
    voucher: "Tarjeta regalo {code}: −{amount}",
    subject: "Su pedido {ref} está confirmado",
    hello: "Hola {name}:",
    paid: "Gracias por su pedido en {business}: está pagado.",
    vat: "IVA {rate} % incluido: {amount}",
    delivery: "Envío: {amount}",
    free: "gratis",
    total: "Total pagado: {amount}",
    pickup: "Para recoger en {shop}, {address}.",
    pickupHours: "Le avisaremos en cuanto esté listo; traiga su referencia.",
    delivered: "Se entrega en: {address}",
    reference: "Referencia: {ref}",
    account: "Puede seguirlo desde su cuenta, en «Mis pedidos de la tienda».",
  },
  it: {
    coupon: "Codice {code}: −{amount}",
    reward: "Premio fedeltà: −{amount}",
    voucher: "Buono regalo {code}: −{amount}",
    subject: "Il tuo ordine {ref} è confermato",
    hello: "Buongiorno {name},",
    paid: "Grazie per il tuo ordine da {business}: è pagato.",
    vat: "di cui IVA {rate}%: {amount}",
    delivery: "Spedizione: {amount}",
    free: "gratuita",
    total: "Totale pagato: {amount}",
    pickup: "Da ritirare presso {shop}, {address}.",
    pickupHours: "Ti avviseremo appena è pronto; porta con te il riferimento.",
    delivered: "Consegna a: {address}",
    reference: "Riferimento: {ref}",
    account: "Seguilo dal tuo account, alla voce «I miei ordini del negozio».",
  },
};


/** The mail in the language the order was placed in. */
export async function queueEshopConfirmation({ db: tx, company }: TenantCompany<OutboxWriter>, customer: Customer, order: EshopOrderView, orderLang: string) {
  const lang: Lang = (LANGS as readonly string[]).includes(orderLang) ? (orderLang as Lang) : "fr";
  await queueMail({ db: tx, companyId: company.id }, buildEshopConfirmation(order, lang, company, customer));
}

export function buildEshopConfirmation(order: EshopOrderView, lang: Lang, company: Company, customer: Pick<Customer, "email" | "firstname" | "lastname">) {
  const t = ESHOP_MAIL_COPY[lang];
  const currency = currencyFromSettings(company.settings.booker);
  const money = (c: number) => formatMoney(c, lang, currency);
  const business = company.settings.identity.displayName;
  const lines = order.lines.map((l) => `${l.quantity} × ${localise(l.name, lang)} · ${money(l.total)} (${fill(t.vat, { rate: String(l.vat).replace(".", lang === "en" ? "." : ","), amount: money(l.vatAmount) })})`);
  const where =
    order.fulfilment === "pickup"
      ? `${fill(t.pickup, { shop: order.shop.name, address: `${order.shop.address}, ${order.shop.zipcode} ${order.shop.city}` })}\n${t.pickupHours}`
      : fill(t.delivered, { address: [order.address?.name, order.address?.address, `${order.address?.zipcode ?? ""} ${order.address?.city ?? ""}`.trim(), order.address?.country].filter(Boolean).join(", ") });
  const paragraphs = [
    fill(t.hello, { name: [customer.firstname, customer.lastname].filter(Boolean).join(" ") }),
    fill(t.paid, { business }),
    [
      ...lines,
      ...(order.fulfilment === "delivery" ? [fill(t.delivery, { amount: order.deliveryPrice ? money(order.deliveryPrice) : t.free })] : []),
      ...(order.discounts.coupon ? [fill(t.coupon, { code: order.discounts.coupon.code, amount: money(order.discounts.coupon.discount) })] : []),
      ...(order.discounts.reward > 0 ? [fill(t.reward, { amount: money(order.discounts.reward) })] : []),
      ...order.discounts.vouchers.map((v) => fill(t.voucher, { code: v.code, amount: money(v.paid) })),
      fill(t.total, { amount: money(order.toPay) }),
    ].join("\n"),
    where,
    fill(t.reference, { ref: order.reference }),
    t.account,
  ];
  return {
    to: customer.email!,
    fromName: business,
    subject: fill(t.subject, { ref: order.reference }),
    text: paragraphs.join("\n\n") + "\n",
    html: htmlOfParagraphs(paragraphs, lang),
  };
}
