// The demo spa's past and its coming week (decision 315): eight weeks before the day it is seeded,
// its customers came, booked online, by phone and at the counter, some cancelled and a few did not
// come; gift vouchers and e-shop orders were sold; coupons were typed, vouchers spent at the desk
// and consent forms signed, each through the server's own checkout. Its book reaches into the
// seed's day and the six days after it, thinner the further out, as a real spa's does: those
// bookings are confirmed (a few cancelled already) and nothing of the visit has happened yet. A
// newcomer's back-office then shows a business at work (the statistics, the orders, the customers
// and their records, the agenda's past weeks, today and the coming days) rather than empty pages,
// and the storefront still has free times this week. Only a demo server's first start and `npm run
// seed` write it: the tests' databases have no past but the one each test writes.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { planBooking, priceOn } from "../../domain/booking-plan";
import type { ConsentAnswer } from "../../domain/consent";
import { counterEarningBase, orderBalance, voucherAtCounter, type CounterPayment } from "../../domain/counter-checkout";
import { parseSettings, type CompanySettings } from "../../domain/company-settings";
import { DomainError } from "../../domain/errors";
import { generateVoucherCode, voucherRefusal } from "../../domain/gift-voucher";
import type { OrderLineInput } from "../../domain/order-totals";
import { addDays, localDateOf, localDay, parseClockTime, type LocalDate } from "../../domain/time";
import type { Article, Weekday } from "../../domain/types";

import { CatalogueStore } from "../catalogue/store";
import { signForm } from "../consent/forms";
import { giveBackDiscounts, holdDiscounts, priceDiscounts, type AskedDiscounts } from "../coupons/discounts";
import { spendVouchers } from "../gifts/vouchers";
import { awardBooking } from "../loyalty/earning";
import { ORDER_LINKS } from "../orders/links";
import { recordCounterPayments } from "../payments/counter";
import { PAYMENT_KINDS } from "../payments/kinds";
import { customerActor } from "../records/access-log";
import type { Db } from "./index";
import { appointments, bookingOrders, companies, consentTemplates, consentTemplateServices, coupons, customers, employeeSkills, employees, eshopOrderLines, eshopOrders, giftVouchers, payments, resources, shopDays, shops } from "./schema";

/** the business that gets a past: the spa, with its two shops */
export const HISTORY_COMPANY = "demo-spa-lumiere";
/** how many days before the seed's day it reaches */
export const HISTORY_DAYS = 56;
/** the days of its book from the seed's day on: that day and the six after it */
export const COMING_DAYS = 7;
/**
 * Of what a past day's book held, the share already booked on each coming day (the seed's day
 * first): nearly a full day tomorrow, a third of one in six days, so the storefront still has free
 * times all week for a newcomer to book.
 */
const BOOKED_AHEAD = [0.8, 0.75, 0.65, 0.55, 0.5, 0.4, 0.35];
/** the share of the coming bookings cancelled already */
const CANCELLED_AHEAD = 0.05;
/** the share of the coming bookings whose consent form is signed already */
const SIGNED_AHEAD = 0.6;
const DAY_MS = 86_400_000;

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

/** What the past's orders share: the spa, its loyalty rule, the codes its customers may type, the vouchers sold so far, its forms. */
interface Past {
  companyId: number;
  programme: CompanySettings["booker"]["loyalty"];
  random: () => number;
  pick: <T>(list: readonly T[]) => T;
  /** the codes customers know (the automatic coupon is applied without one), by what they take off */
  codes: { services: string[]; products: string[] };
  /** the gift vouchers sold on the days before, spendable at the desk */
  vouchers: number[];
  /** the consent form each service asks for */
  forms: Map<number, typeof consentTemplates.$inferSelect>;
  people: Map<number, { name: string; email: string }>;
}

interface Worker {
  id: number;
  hours: Partial<Record<Weekday, { start: string; end: string }[]>>;
  skills: Set<number>;
}

/**
 * Writes the spa's past before `now` and its book of the coming days, in one transaction; nothing
 * when the spa is not there or already has bookings. Answers how many bookings it wrote.
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
    const typed = await tx.select({ code: coupons.code, scope: coupons.scope }).from(coupons).where(and(eq(coupons.companyId, companyId), eq(coupons.active, true), eq(coupons.automatic, false)));
    const forms = await tx.select({ articleId: consentTemplateServices.articleId, template: consentTemplates }).from(consentTemplateServices).innerJoin(consentTemplates, eq(consentTemplates.id, consentTemplateServices.templateId)).where(eq(consentTemplates.companyId, companyId));

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
      .returning({ id: customers.id, firstname: customers.firstname, lastname: customers.lastname, email: customers.email });
    // a few come often, most now and then
    const regulars = people.flatMap((p, i) => Array.from({ length: i < 6 ? 3 : 1 }, () => ({ id: p.id, from: since(i) })));
    const customerOn = (offset: number) => pick(regulars.filter((r) => r.from <= offset)).id;

    const past: Past = {
      companyId,
      programme,
      random,
      pick,
      codes: { services: typed.filter((c) => c.scope !== "products").map((c) => c.code), products: typed.filter((c) => c.scope !== "services").map((c) => c.code) },
      vouchers: [],
      forms: new Map(forms.map((f) => [f.articleId, f.template])),
      people: new Map(people.map((p) => [p.id, { name: `${p.firstname} ${p.lastname}`, email: p.email! }])),
    };
    let written = 0;
    for (let offset = 0; offset < HISTORY_DAYS + COMING_DAYS; offset++) {
      const date = addDays(first, offset);
      // days after the seed's: below 0 the past, 0 the seed's day
      const ahead = offset - HISTORY_DAYS;
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
        // a coming day keeps its share of the times a past day would have booked, spread over the
        // day rather than left to chance, so the book thins out evenly from one day to the next
        let owed = ahead >= 0 ? random() : 0;
        while (t < close) {
          if (random() < 0.45) {
            t += 30;
            continue;
          }
          const service = pick(offered);
          const { duration, pause } = service.booker;
          // not over by `now` (one under way included: nobody has marked it yet), it is still to
          // come, and blocks its pause as well, as the storefront's bookings do, so the free times
          // it offers around it are the ones it would offer around a booking of its own
          const coming = at(date, t + duration, shop.zone) > now;
          const length = coming ? duration + pause : duration;
          const able = ranges.filter((r) => r.start <= t && t + length <= r.end && r.worker.skills.has(service.id));
          if (able.length === 0) {
            t += 15;
            continue;
          }
          const step = Math.ceil((duration + pause) / 15) * 15;
          // the further out the day, the more of its times nobody has booked yet
          if (coming) {
            owed += BOOKED_AHEAD[ahead]!;
            if (owed < 1) {
              t += step;
              continue;
            }
            owed -= 1;
          }
          const booking = { shopId: shop.id, shopKey: shop.key, zone: shop.zone, cabin, date, start: t, service, employeeId: pick(able).worker.id, customerId: customerOn(offset) };
          await (coming ? bookAhead(tx, past, booking, now) : book(tx, past, booking));
          written += 1;
          t += step;
        }
      }
      // sold online before the seed's day: nothing is dated after `now`
      if (ahead >= 0) continue;
      // a gift voucher sold about every fourth day, an e-shop order every third
      if (random() < 0.25) {
        const value = pick([5000, 8000, 10000, 15000]);
        const sold = at(date, 11 * 60 + Math.floor(random() * 420), zone);
        const [voucher] = await tx
          .insert(giftVouchers)
          .values({ companyId, code: generateVoucherCode((n) => randomBytes(n)), kind: "amount", value, balance: value, validUntil: addDays(date, 365), deliverOn: date, sentAt: sold, recipientName: pick(PEOPLE)[0], buyerId: customerOn(offset), themeId: pick(["zen", "fetes", "douceur"]), paidAt: sold, createdAt: sold })
          .returning({ id: giftVouchers.id });
        await paidOnline(tx, companyId, "voucher", voucher!.id, value, sold);
        past.vouchers.push(voucher!.id);
      }
      if (products.length && random() < 0.33) await sell(tx, past, { shop: pick(shopRows), date, products, customerId: customerOn(offset), zone });
    }
    return written;
  });
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** one booking's time, place, service, employee and customer */
interface Booking {
  shopId: number;
  shopKey: string;
  zone: string;
  cabin: number | null;
  date: LocalDate;
  /** local minutes of the day */
  start: number;
  service: Article;
  employeeId: number;
  customerId: number;
}

/** One past booking: kept and done (or not come), else cancelled before its day. */
async function book(tx: Tx, past: Past, b: Booking) {
  const { companyId, random } = past;
  const startAt = at(b.date, b.start, b.zone);
  const endAt = new Date(startAt.getTime() + b.service.booker.duration * 60_000);
  const price = priceOn(b.service, b.shopKey, b.date);
  const roll = random();
  const source = roll < 0.6 ? "online" : roll < 0.85 ? "phone" : "counter";
  const cancelled = random() < 0.07;
  const missed = !cancelled && random() < 0.04;
  // booked at the counter at the end of the visit before, else online or by phone a few days ahead
  const createdAt = new Date(startAt.getTime() - (source === "counter" ? 7 : 1 + Math.floor(random() * 14)) * 86_400_000);
  const { priced, asked, row } = await ordered(tx, past, b, price, source, createdAt);
  const { amount } = row;
  const [order] = await tx
    .insert(bookingOrders)
    .values({
      ...row,
      status: cancelled ? "cancelled" : "confirmed",
      // cancelled between the booking and the day
      cancelledAt: cancelled ? new Date((createdAt.getTime() + startAt.getTime()) / 2) : null,
      attendance: cancelled ? null : missed ? "no_show" : "done",
      attendanceAt: cancelled ? null : endAt,
    })
    .returning({ id: bookingOrders.id });
  const orderId = order!.id;
  await holdDiscounts({ db: tx, companyId }, b.customerId, orderId, priced, asked, createdAt);
  await tx.insert(appointments).values({ companyId, orderId, customerId: b.customerId, shopId: b.shopId, articleId: b.service.id, employeeId: b.employeeId, cabinId: b.cabin, startAt, endAt, status: cancelled ? "cancelled" : "active", price });
  // cancelled: its coupon is the customer's again, as a cancellation gives it back
  if (cancelled) return giveBackDiscounts(tx, [orderId]);
  // the form its service asks for, signed on the storefront before the visit
  if (!missed) await signed(tx, past, b, orderId, new Date((createdAt.getTime() + startAt.getTime()) / 2));
  // paid at the desk once done: now and then partly or wholly with a gift voucher sold before, the
  // rest by card or in cash; a customer who did not come paid nothing
  const paid: (CounterPayment & { voucherId?: number })[] = [];
  if (!missed && amount > 0 && past.vouchers.length && random() < 0.12) {
    const [voucher] = await tx.select().from(giftVouchers).where(eq(giftVouchers.id, past.pick(past.vouchers)));
    const take = voucherRefusal(voucher!, endAt, b.zone) ? null : voucherAtCounter(voucher!, [{ articleId: b.service.id, price }], amount, null);
    if (take?.ok) {
      await spendVouchers({ db: tx, companyId }, orderId, [{ row: voucher!, paid: take.amount }], "voucher.code", endAt);
      paid.push({ method: "voucher", amount: take.amount, voucherId: voucher!.id });
    }
  }
  const due = missed ? 0 : orderBalance({ amount, paidOnline: 0, vouchersPaid: paid[0]?.amount ?? 0, counter: [] });
  if (due > 0) paid.push({ method: random() < 0.75 ? "card_terminal" : "cash", amount: due });
  await recordCounterPayments({ db: tx, companyId }, { orderId }, paid, null, endAt);
  // the loyalty points it earned then, as the server's sweep awards them (none for a no-show, none on what a voucher paid)
  await awardBooking(tx as unknown as Db, { id: orderId, companyId, customerId: b.customerId }, missed ? undefined : past.programme, counterEarningBase({ paidOnline: 0, refunded: 0, counter: paid }), endAt);
}

/**
 * One booking still to come at `now`: booked a few days ahead (never after `now`), confirmed, now
 * and then cancelled already; nothing of the visit yet (no attendance, nothing paid at the desk, no
 * voucher spent, no points). One under way at `now` is one of them: the desk has not marked it yet,
 * and the server's sweeps judge it once it ends, as they would the storefront's. All are paid at the
 * shop, as the past's were: a service with a deposit of its own was booked by phone, since online
 * the storefront would have taken its deposit through the provider, whose running fake would not
 * know that payment when the newcomer cancels the booking and refunds it.
 */
async function bookAhead(tx: Tx, past: Past, b: Booking, now: Date) {
  const { companyId, random } = past;
  const startAt = at(b.date, b.start, b.zone);
  const byId = new Map([[b.service.id, b.service]]);
  // the storefront's plan: the time the service blocks, its pause included, at its price there that day
  const plan = planBooking([b.service], byId, b.shopKey, startAt, b.date);
  const { end: endAt } = plan;
  const price = plan.lines[0]!.price;
  const roll = random();
  const ownDeposit = b.service.booker.deposit && b.service.booker.deposit.type !== "none";
  const source = roll < 0.6 ? (ownDeposit ? "phone" : "online") : roll < 0.85 ? "phone" : "counter";
  // 1 to 14 days ahead as in the past (a week at the counter, after the visit before), but only what
  // was booked by `now`: a day six days out holds only bookings made at least six days before it
  const soonest = Math.max(1, Math.ceil((startAt.getTime() - now.getTime()) / DAY_MS));
  const daysAhead = source === "counter" ? Math.max(7, soonest) : soonest + Math.floor(random() * (15 - soonest));
  const createdAt = new Date(startAt.getTime() - daysAhead * DAY_MS);
  const { priced, asked, row } = await ordered(tx, past, b, price, source, createdAt);
  // between the booking and `now` (or its start, for one under way)
  const until = Math.min(now.getTime(), startAt.getTime());
  const cancelled = random() < CANCELLED_AHEAD && createdAt.getTime() < until;
  const [order] = await tx
    .insert(bookingOrders)
    .values({
      ...row,
      status: cancelled ? "cancelled" : "confirmed",
      cancelledAt: cancelled ? new Date(createdAt.getTime() + (0.2 + 0.6 * random()) * (until - createdAt.getTime())) : null,
    })
    .returning({ id: bookingOrders.id });
  const orderId = order!.id;
  await holdDiscounts({ db: tx, companyId }, b.customerId, orderId, priced, asked, createdAt);
  await tx.insert(appointments).values({ companyId, orderId, customerId: b.customerId, shopId: b.shopId, articleId: b.service.id, employeeId: b.employeeId, cabinId: b.cabin, startAt, endAt, status: cancelled ? "cancelled" : "active", price });
  if (cancelled) return giveBackDiscounts(tx, [orderId]);
  // its form signed already by some, between the booking and `now`
  if (random() < SIGNED_AHEAD && createdAt.getTime() < until) await signed(tx, past, b, orderId, new Date(createdAt.getTime() + (0.1 + 0.8 * random()) * (until - createdAt.getTime())));
}

/** The consent form the booking's service asks for, if any, signed on the storefront at `signedAt` (a typed signature, plain answers). */
async function signed(tx: Tx, past: Past, b: Booking, orderId: number, signedAt: Date) {
  const form = past.forms.get(b.service.id);
  if (!form) return;
  const who = past.people.get(b.customerId)!;
  const answers = Object.fromEntries(form.questions.flatMap((q): [string, ConsentAnswer][] => (q.kind === "yesno" ? [[q.key, false]] : q.kind === "choice" ? [[q.key, past.pick(q.choices!).value]] : q.required ? [[q.key, q.kind === "date" ? localDateOf(signedAt, b.zone) : "Rien à signaler"]] : [])));
  await signForm({ db: tx, companyId: past.companyId, actor: customerActor({ id: b.customerId, email: who.email }), now: signedAt }, b.customerId, orderId, { templateId: form.id, answers, signature: { kind: "typed", name: who.name, confirmed: true } }, { ip: "192.0.2.10", lang: "fr" });
}

/** A booking's order as the checkout prices it, booked at `createdAt`: online, now and then with a code the customer knows. */
async function ordered(tx: Tx, past: Past, b: Booking, price: number, source: "online" | "phone" | "counter", createdAt: Date) {
  const code = source === "online" && past.codes.services.length && past.random() < 0.2 ? past.pick(past.codes.services) : null;
  const { priced, asked } = await discounted(tx, past, b.customerId, [{ kind: "service", key: "service-1", articleId: b.service.id, price, vatRate: b.service.booker.vat }], code, createdAt, b.zone);
  const row = { companyId: past.companyId, customerId: b.customerId, shopId: b.shopId, amount: priced.totals.total, couponCode: priced.coupon?.row.code ?? null, couponDiscount: priced.totals.couponDiscount, source, createdAt };
  return { priced, asked, row };
}

/** The order's coupon as the checkout prices it: the automatic one, or the code typed; a code refused (used already, below its minimum) is dropped, as the customer would. */
async function discounted(tx: Tx, past: Past, customerId: number, lines: OrderLineInput[], code: string | null, now: Date, timeZone: string) {
  const ask = (couponCode: string | null): AskedDiscounts => ({ couponCode, fields: { coupon: "couponCode", reward: "rewardId" } });
  const price = (asked: AskedDiscounts) => priceDiscounts(tx as unknown as Db, { id: past.companyId }, customerId, lines, asked, { now, timeZone }).then((priced) => ({ priced, asked }));
  return price(ask(code)).catch((err: unknown) => {
    if (code === null || !(err instanceof DomainError)) throw err;
    return price(ask(null));
  });
}

/** One past e-shop order, paid online (a code typed now and then) and collected at the shop. */
async function sell(tx: Tx, past: Past, s: { shop: { id: number; key: string }; date: LocalDate; products: Article[]; customerId: number; zone: string }) {
  const { companyId, random } = past;
  const chosen = [...new Set([Math.floor(random() * s.products.length), Math.floor(random() * s.products.length)])].map((i) => s.products[i]!);
  const lines = chosen.map((p) => ({ product: p, quantity: random() < 0.8 ? 1 : 2, unitPrice: p.prices }));
  const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const paidAt = at(s.date, 9 * 60 + Math.floor(random() * 600), s.zone);
  const createdAt = new Date(paidAt.getTime() - 5 * 60_000);
  const code = past.codes.products.length && random() < 0.3 ? past.pick(past.codes.products) : null;
  const input = lines.map((l): OrderLineInput => ({ kind: "product", key: `p${l.product.id}`, articleId: l.product.id, unitPrice: l.unitPrice, quantity: l.quantity, vatRate: l.product.booker.vat }));
  const { priced, asked } = await discounted(tx, past, s.customerId, input, code, createdAt, s.zone);
  const total = priced.totals.total;
  const [order] = await tx
    .insert(eshopOrders)
    .values({ companyId, customerId: s.customerId, shopId: s.shop.id, status: "collected", fulfilment: "pickup", subtotal, total, couponCode: priced.coupon?.row.code ?? null, couponDiscount: priced.totals.couponDiscount, paidAt, createdAt })
    .returning({ id: eshopOrders.id });
  await holdDiscounts({ db: tx, companyId }, s.customerId, order!.id, priced, asked, createdAt, ORDER_LINKS.eshop);
  await paidOnline(tx, companyId, "eshop", order!.id, total, paidAt);
  await tx.insert(eshopOrderLines).values(lines.map((l) => ({ companyId, orderId: order!.id, articleId: l.product.id, name: l.product.name, unitPrice: l.unitPrice, quantity: l.quantity, vat: l.product.booker.vat })));
}

/** The provider's payment of an order sold online, as the demo's provider (Stripe's fake) confirmed it. */
async function paidOnline(tx: Tx, companyId: number, kind: "voucher" | "eshop", id: number, amount: number, paidAt: Date) {
  const of = PAYMENT_KINDS[kind];
  const ref = of.ref(id);
  await tx.insert(payments).values({ companyId, ...of.paymentColumns(id), provider: "stripe", paymentId: `pi_demo_${ref}`, orderRef: ref, status: "paid", amount, currency: "EUR", captured: amount, createdAt: new Date(paidAt.getTime() - 60_000), paidAt });
}
