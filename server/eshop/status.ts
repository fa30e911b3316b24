// The shop moves a paid e-shop order along its steps (domain/eshop-status.ts): ready for
// collection, shipped, collected. The row is locked, the step checked, the change audit-logged and
// the customer's mail written to the outbox in the same transaction, in the order's language.
import type { TenantCompany } from "../tenant";
import { and, eq } from "drizzle-orm";
import { Conflict, NotFound } from "../../domain/errors";
import { nextSteps, type ShopStep } from "../../domain/eshop-status";
import { LANGS, type Lang } from "../../domain/types";
import { actorOf, assertShop, type TeamMember } from "../accounts/team";
import { audit } from "../audit";
import { customers, eshopOrders, shops } from "../db/schema";
import { queueMail } from "../notify";
import { fill, htmlOfParagraphs } from "../notify/mail-text";
import { eshopRef } from "./view";

const COPY: Record<Lang, { hello: string; ref: string; account: string } & Record<ShopStep, { subject: string; text: string }>> = {
  fr: {
    hello: "Bonjour {name},",
    ref: "Référence : {ref}",
    account: "Retrouvez-la dans votre compte, rubrique « Mes commandes boutique ».",
    ready: { subject: "Votre commande {ref} est prête", text: "Votre commande chez {business} est prête : vous pouvez venir la retirer à {shop}, {address}." },
    shipped: { subject: "Votre commande {ref} est expédiée", text: "Votre commande chez {business} vient d’être expédiée ; elle arrive bientôt à l’adresse indiquée." },
    collected: { subject: "Votre commande {ref} a été retirée", text: "Votre commande chez {business} a été retirée à {shop}. Merci et à bientôt !" },
  },
  de: {
    hello: "Guten Tag {name},",
    ref: "Referenz: {ref}",
    account: "Sie finden sie in Ihrem Konto unter „Meine Shop-Bestellungen“.",
    ready: { subject: "Ihre Bestellung {ref} ist abholbereit", text: "Ihre Bestellung bei {business} ist fertig: Sie können sie in {shop}, {address} abholen." },
    shipped: { subject: "Ihre Bestellung {ref} wurde versandt", text: "Ihre Bestellung bei {business} wurde soeben versandt und kommt bald an der angegebenen Adresse an." },
    collected: { subject: "Ihre Bestellung {ref} wurde abgeholt", text: "Ihre Bestellung bei {business} wurde in {shop} abgeholt. Vielen Dank und bis bald!" },
  },
  en: {
    hello: "Hello {name},",
    ref: "Reference: {ref}",
    account: "Find it in your account, under “My shop orders”.",
    ready: { subject: "Your order {ref} is ready", text: "Your order at {business} is ready: you can collect it at {shop}, {address}." },
    shipped: { subject: "Your order {ref} has been shipped", text: "Your order at {business} has just been shipped; it will soon reach the address you gave." },
    collected: { subject: "Your order {ref} has been collected", text: "Your order at {business} was collected at {shop}. Thank you, and see you soon!" },
  },
  es: {
    hello: "Hola {name}:",
    ref: "Referencia: {ref}",
    account: "La encontrará en su cuenta, en «Mis pedidos de la tienda».",
    ready: { subject: "Su pedido {ref} está listo", text: "Su pedido en {business} está listo: puede recogerlo en {shop}, {address}." },
    shipped: { subject: "Su pedido {ref} ha sido enviado", text: "Su pedido en {business} acaba de enviarse; pronto llegará a la dirección indicada." },
    collected: { subject: "Su pedido {ref} ha sido recogido", text: "Su pedido en {business} se recogió en {shop}. ¡Gracias y hasta pronto!" },
  },
  it: {
    hello: "Buongiorno {name},",
    ref: "Riferimento: {ref}",
    account: "Lo trovi nel tuo account, alla voce «I miei ordini del negozio».",
    ready: { subject: "Il tuo ordine {ref} è pronto", text: "Il tuo ordine presso {business} è pronto: puoi ritirarlo a {shop}, {address}." },
    shipped: { subject: "Il tuo ordine {ref} è stato spedito", text: "Il tuo ordine presso {business} è appena stato spedito; arriverà presto all’indirizzo indicato." },
    collected: { subject: "Il tuo ordine {ref} è stato ritirato", text: "Il tuo ordine presso {business} è stato ritirato a {shop}. Grazie e a presto!" },
  },
};

export async function moveEshopOrder({ db, company }: TenantCompany, by: TeamMember, orderId: number, to: ShopStep, now: Date) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(eshopOrders).where(and(eq(eshopOrders.companyId, company.id), eq(eshopOrders.id, orderId))).for("update");
    if (!order) throw new NotFound("not_found", { id: "unknown" });
    assertShop(by, order.shopId);
    if (!nextSteps(order.fulfilment, order.status).includes(to)) throw new Conflict("order_step_not_allowed", { status: `cannot go from ${order.status} to ${to}` });
    await tx.update(eshopOrders).set({ status: to }).where(eq(eshopOrders.id, orderId));
    await audit({ db: tx, company, actor: actorOf(by), now }, { action: "update", entity: "eshop_order", id: orderId, before: { status: order.status }, after: { status: to } });
    const [who] = await tx.select().from(customers).where(and(eq(customers.companyId, company.id), eq(customers.id, order.customerId)));
    const [shop] = await tx.select().from(shops).where(and(eq(shops.companyId, company.id), eq(shops.id, order.shopId)));
    if (who?.email) {
      const lang: Lang = (LANGS as readonly string[]).includes(order.lang) ? (order.lang as Lang) : "fr";
      const t = COPY[lang];
      const ref = eshopRef(orderId);
      const business = company.settings.identity.displayName;
      const paragraphs = [
        fill(t.hello, { name: [who.firstname, who.lastname].filter(Boolean).join(" ") }),
        fill(t[to].text, { business, shop: shop?.name ?? "", address: shop ? `${shop.address}, ${shop.zipcode} ${shop.city}` : "" }),
        fill(t.ref, { ref }),
        t.account,
      ];
      await queueMail({ db: tx, companyId: company.id }, { to: who.email, fromName: business, subject: fill(t[to].subject, { ref }), text: paragraphs.join("\n\n") + "\n", html: htmlOfParagraphs(paragraphs, lang) });
    }
    return { status: to };
  });
}
