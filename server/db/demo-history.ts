// The demo spa's past (decision 315): eight weeks before the day it is seeded, its customers came,
// booked online, by phone and at the counter, some cancelled and a few did not come; gift vouchers
// and e-shop orders were sold. A newcomer's back-office then shows a business at work (the
// statistics, the orders, the customers and their records, the agenda's past weeks) rather than
// empty pages. Only a demo server's first start and `npm run seed` write it: the tests' databases
// have no past but the one each test writes.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { priceOn } from "../../domain/booking-plan";
import { counterEarningBase, type CounterPayment } from "../../domain/counter-checkout";
import { parseSettings, type CompanySettings } from "../../domain/company-settings";
import { generateVoucherCode } from "../../domain/gift-voucher";
import { addDays, localDateOf, localDay, parseClockTime, type LocalDate } from "../../domain/time";
import type { Article, Weekday } from "../../domain/types";

import { CatalogueStore } from "../catalogue/store";
import { awardBooking } from "../loyalty/earning";
import { PAYMENT_KINDS } from "../payments/kinds";
import type { Db } from "./index";
import { appointments, bookingOrders, companies, counterPayments, customers, employeeSkills, employees, eshopOrderLines, eshopOrders, giftVouchers, payments, resources, shopDays, shops } from "./schema";

/** the business that gets a past: the spa, with its two shops */
export const HISTORY_COMPANY = "demo-spa-lumiere";
/** how many days before the seed's day it reaches */
export const HISTORY_DAYS = 56;

/** its customers' first names and last names (the demo customer has no past: her account is for trying the storefront) */
const FIRST = ["Sophie", "Julien", "Claire", "Antoine", "Manon", "Thomas", "Chloé", "Nicolas", "Emma", "Lucas", "Sarah", "Maxime", "Alice", "Margaux", "Paul", "Juliette"];
const LAST = ["Bernard", "Lefebvre", "Fontaine", "Rousseau", "Girard", "Lambert", "Mercier", "Bonnet", "Chevalier", "Robin", "Gauthier", "Perrot", "Vidal", "Marchetti", "Renaud", "Brun"];
/** thirty were customers already; then one more every third day (the day of their first visit, from the first) */
const since = (i: number) => (i < 30 ? 0 : (i - 29) * 3);
/** 48 people, no two with the same name */
const PEOPLE: [string, string][] = Array.from({ length: 48 }, (_, i) => [FIRST[i % 16]!, LAST[(i + Math.floor(i / 16) * 5) % 16]!]);

/** the instant of a wall-clock time on a day, in the shop's zone (a day the clocks change included) */
const at = (date: LocalDate, minutes: number, zone: string) => new Date(localDay(date, zone).at(minutes));

/** A repeatable sequence in [0, 1): the same past for the same day of seeding. */
function sequence(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Worker {
  id: number;
  hours: Partial<Record<Weekday, { start: string; end: string }[]>>;
  skills: Set<number>;
}

/**
 * Writes the spa's past before `now`, in one transaction; nothing when the spa is not there or
 * already has bookings. Answers how many bookings it wrote.
 */
export async function seedDemoHistory(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [company] = await tx.select({ id: companies.id, settings: companies.settings }).from(companies).where(eq(companies.token, HISTORY_COMPANY));
    if (!company) return 0;
    const companyId = company.id;
    const programme = parseSettings(company.settings).booker.loyalty;
    const [any] = await tx.select({ id: bookingOrders.id }).from(bookingOrders).where(eq(bookingOrders.companyId, companyId)).limit(1);
    if (any) return 0;
    const store = new CatalogueStore(tx as unknown as Db);
    const services = (await store.articles(companyId, { type: "1" })).filter((a) => !a.draft && a.booker.active && !a.booker.upsellOnly && (a.booker.appointment?.nbCustomerRequired ?? 1) === 1);
    const products = (await store.articles(companyId, { type: "2" })).filter((a) => !a.draft);
    const shopRows = await tx.select({ id: shops.id, key: shops.externalId, zone: shops.timeZone }).from(shops).where(eq(shops.companyId, companyId)).orderBy(shops.sortOrder);
    const staff = await tx.select({ id: employees.id, shopId: employees.shopId, hours: employees.workingHours }).from(employees).where(and(eq(employees.companyId, companyId), eq(employees.active, true)));
    const skills = await tx.select().from(employeeSkills).where(eq(employeeSkills.companyId, companyId));
    const cabins = await tx.select({ id: resources.id, shopId: resources.shopId }).from(resources).where(and(eq(resources.companyId, companyId), eq(resources.type, "cabin")));
    const closed = new Set((await tx.select({ shopId: shopDays.shopId, day: shopDays.day }).from(shopDays).where(and(eq(shopDays.companyId, companyId), eq(shopDays.kind, "closed")))).map((d) => `${d.shopId} ${d.day}`));
    const zone = shopRows[0]?.zone ?? "Europe/Paris";
    const today = localDateOf(now, zone);
    const first = addDays(today, -HISTORY_DAYS);
    const random = sequence(Number(today.replaceAll("-", "")));
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

    // the customers, known since before the first of their visits
    const people = await tx
      .insert(customers)
      .values(
        PEOPLE.map(([firstname, lastname], i) => ({
          companyId,
          firstname,
          lastname,
          email: `${firstname.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase()}.${lastname.toLowerCase()}@demo.example`,
          phone: `+336${String(20000000 + i * 7919).padStart(8, "0")}`,
          createdAt: at(addDays(first, i < 30 ? -30 - i * 11 : since(i) - 1), 600, zone),
        })),
      )
      .returning({ id: customers.id });
    // a few come often, most now and then
    const regulars = people.flatMap((p, i) => Array.from({ length: i < 6 ? 3 : 1 }, () => ({ id: p.id, from: since(i) })));
    const customerOn = (offset: number) => pick(regulars.filter((r) => r.from <= offset)).id;

    let written = 0;
    for (let offset = 0; offset < HISTORY_DAYS; offset++) {
      const date = addDays(first, offset);
      const weekday = localDay(date, zone).weekday;
      for (const shop of shopRows) {
        if (closed.has(`${shop.id} ${date}`)) continue;
        const cabin = cabins.find((c) => c.shopId === shop.id)?.id ?? null;
        const workers: Worker[] = staff
          .filter((e) => e.shopId === shop.id)
          .map((e) => ({ id: e.id, hours: e.hours, skills: new Set(skills.filter((s) => s.employeeId === e.id).map((s) => s.articleId)) }));
        const ranges = workers.flatMap((w) => (w.hours[weekday] ?? []).map((r) => ({ worker: w, start: parseClockTime(r.start), end: parseClockTime(r.end) })));
        if (ranges.length === 0) continue;
        const offered = services.filter((s) => s.shopIds.includes(shop.key));
        // one cabin: the shop's bookings follow one another, each with a worker free for all of it
        let t = Math.min(...ranges.map((r) => r.start));
        const close = Math.max(...ranges.map((r) => r.end));
        while (t < close) {
          if (random() < 0.45) {
            t += 30;
            continue;
          }
          const service = pick(offered);
          const length = service.booker.duration;
          const able = ranges.filter((r) => r.start <= t && t + length <= r.end && r.worker.skills.has(service.id));
          if (able.length === 0) {
            t += 15;
            continue;
          }
          await book(tx, { companyId, shopId: shop.id, shopKey: shop.key, zone: shop.zone, cabin, date, start: t, service, employeeId: pick(able).worker.id, customerId: customerOn(offset), programme, random });
          written += 1;
          t += Math.ceil((length + service.booker.pause) / 15) * 15;
        }
      }
      // a gift voucher sold about every fourth day, an e-shop order every third
      if (random() < 0.25) {
        const value = pick([5000, 8000, 10000, 15000]);
        const sold = at(date, 11 * 60 + Math.floor(random() * 420), zone);
        const [voucher] = await tx
          .insert(giftVouchers)
          .values({ companyId, code: generateVoucherCode((n) => randomBytes(n)), kind: "amount", value, balance: value, validUntil: addDays(date, 365), deliverOn: date, sentAt: sold, recipientName: pick(PEOPLE)[0], buyerId: customerOn(offset), themeId: pick(["zen", "fetes", "douceur"]), paidAt: sold, createdAt: sold })
          .returning({ id: giftVouchers.id });
        await paidOnline(tx, companyId, "voucher", voucher!.id, value, sold);
      }
      if (products.length && random() < 0.33) await sell(tx, { companyId, shop: pick(shopRows), date, products, customerId: customerOn(offset), zone, random });
    }
    return written;
  });
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** One past booking: kept and done (or not come), else cancelled before its day. */
async function book(tx: Tx, b: { companyId: number; shopId: number; shopKey: string; zone: string; cabin: number | null; date: LocalDate; start: number; service: Article; employeeId: number; customerId: number; programme: CompanySettings["booker"]["loyalty"]; random: () => number }) {
  const startAt = at(b.date, b.start, b.zone);
  const endAt = new Date(startAt.getTime() + b.service.booker.duration * 60_000);
  const price = priceOn(b.service, b.shopKey, b.date);
  const roll = b.random();
  const source = roll < 0.6 ? "online" : roll < 0.85 ? "phone" : "counter";
  const cancelled = b.random() < 0.07;
  const missed = !cancelled && b.random() < 0.04;
  // booked at the counter at the end of the visit before, else online or by phone a few days ahead
  const createdAt = new Date(startAt.getTime() - (source === "counter" ? 7 : 1 + Math.floor(b.random() * 14)) * 86_400_000);
  const [order] = await tx
    .insert(bookingOrders)
    .values({
      companyId: b.companyId,
      customerId: b.customerId,
      shopId: b.shopId,
      amount: price,
      status: cancelled ? "cancelled" : "confirmed",
      source,
      createdAt,
      // cancelled between the booking and the day
      cancelledAt: cancelled ? new Date((createdAt.getTime() + startAt.getTime()) / 2) : null,
      attendance: cancelled ? null : missed ? "no_show" : "done",
      attendanceAt: cancelled ? null : endAt,
    })
    .returning({ id: bookingOrders.id });
  await tx.insert(appointments).values({ companyId: b.companyId, orderId: order!.id, customerId: b.customerId, shopId: b.shopId, articleId: b.service.id, employeeId: b.employeeId, cabinId: b.cabin, startAt, endAt, status: cancelled ? "cancelled" : "active", price });
  if (cancelled) return;
  // paid at the desk once done, by card or in cash; a customer who did not come paid nothing
  const paid: CounterPayment[] = missed || price === 0 ? [] : [{ method: b.random() < 0.75 ? "card_terminal" : "cash", amount: price }];
  for (const p of paid) await tx.insert(counterPayments).values({ companyId: b.companyId, orderId: order!.id, ...p, at: endAt });
  // the loyalty points it earned then, as the server's sweep awards them (none for a no-show)
  await awardBooking(tx as unknown as Db, { id: order!.id, companyId: b.companyId, customerId: b.customerId }, missed ? undefined : b.programme, counterEarningBase({ paidOnline: 0, refunded: 0, counter: paid }), endAt);
}

/** One past e-shop order, paid online and collected at the shop. */
async function sell(tx: Tx, s: { companyId: number; shop: { id: number; key: string }; date: LocalDate; products: Article[]; customerId: number; zone: string; random: () => number }) {
  const chosen = [...new Set([Math.floor(s.random() * s.products.length), Math.floor(s.random() * s.products.length)])].map((i) => s.products[i]!);
  const lines = chosen.map((p) => ({ product: p, quantity: s.random() < 0.8 ? 1 : 2, unitPrice: p.prices }));
  const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const paidAt = at(s.date, 9 * 60 + Math.floor(s.random() * 600), s.zone);
  const [order] = await tx
    .insert(eshopOrders)
    .values({ companyId: s.companyId, customerId: s.customerId, shopId: s.shop.id, status: "collected", fulfilment: "pickup", subtotal, total: subtotal, paidAt, createdAt: new Date(paidAt.getTime() - 5 * 60_000) })
    .returning({ id: eshopOrders.id });
  await paidOnline(tx, s.companyId, "eshop", order!.id, subtotal, paidAt);
  await tx.insert(eshopOrderLines).values(lines.map((l) => ({ companyId: s.companyId, orderId: order!.id, articleId: l.product.id, name: l.product.name, unitPrice: l.unitPrice, quantity: l.quantity, vat: l.product.booker.vat })));
}

/** The provider's payment of an order sold online, as the demo's provider (Stripe's fake) confirmed it. */
async function paidOnline(tx: Tx, companyId: number, kind: "voucher" | "eshop", id: number, amount: number, paidAt: Date) {
  const of = PAYMENT_KINDS[kind];
  const ref = of.ref(id);
  await tx.insert(payments).values({ companyId, ...of.paymentColumns(id), provider: "stripe", paymentId: `pi_demo_${ref}`, orderRef: ref, status: "paid", amount, currency: "EUR", captured: amount, createdAt: new Date(paidAt.getTime() - 60_000), paidAt });
}
