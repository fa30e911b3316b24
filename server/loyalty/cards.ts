// The loyalty card in the database (decision 056): a card per customer, created by their first
// earning or by joining; its balance and its ledger written together in one transaction; points spent on a
// palier by one conditional update, so two exchanges at once can never spend the same points.
import type { Tenant } from "../tenant";
import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import { Invalid, NotFound } from "../../domain/errors";
import { exchangePoints, loyaltyCard, takeBackEntry, type LedgerEntry, type LoyaltyCardView, type LoyaltyProgramme } from "../../domain/loyalty";
import type { LoyaltyReward } from "../../domain/order-totals";
import type { Db } from "../db";
import { loyaltyCards, loyaltyLedger, loyaltyRewards, shops } from "../db/schema";
import { naming, ORDER_LINKS, type OrderLink } from "../orders/links";

/** A card's months are read in the business's time zone: its first shop's. */
export async function companyTimeZone({ db, companyId }: Tenant): Promise<string> {
  const [shop] = await db.select({ timeZone: shops.timeZone }).from(shops).where(eq(shops.companyId, companyId)).orderBy(asc(shops.sortOrder), asc(shops.id)).limit(1);
  return shop?.timeZone ?? "Europe/Paris";
}

export interface CardOwner {
  companyId: number;
  customerId: number;
}

type LedgerRow = typeof loyaltyLedger.$inferSelect;
const entry = (row: LedgerRow): LedgerEntry => ({
  type: row.type,
  points: row.points,
  at: row.at,
  tierId: row.tierId,
  // an e-shop order is named by its reference (VE…), a booking order by its id
  orderId: row.orderId !== null ? String(row.orderId) : row.eshopOrderId !== null ? `VE${row.eshopOrderId}` : null,
  ...(row.base !== null ? { base: row.base, bonus: row.bonus ?? 0 } : {}),
});

export async function ledgerOf(db: Db, cardId: number): Promise<LedgerEntry[]> {
  const rows = await db.select().from(loyaltyLedger).where(eq(loyaltyLedger.cardId, cardId)).orderBy(asc(loyaltyLedger.at), asc(loyaltyLedger.id));
  return rows.map(entry);
}

export interface RewardView {
  id: number;
  tierId: string;
  reward: LoyaltyReward;
  createdAt: Date;
  usedAt: Date | null;
}

const rewardView = (row: typeof loyaltyRewards.$inferSelect): RewardView => ({ id: row.id, tierId: row.tierId, reward: row.reward, createdAt: row.createdAt, usedAt: row.usedAt });

export interface CardState {
  card: LoyaltyCardView;
  /** the ledger, the latest first */
  history: LedgerEntry[];
  rewards: RewardView[];
}

async function cardOf({ db, ...owner }: Tenant & CardOwner) {
  const [card] = await db.select().from(loyaltyCards).where(and(eq(loyaltyCards.companyId, owner.companyId), eq(loyaltyCards.customerId, owner.customerId)));
  return card ?? null;
}

/** The customer's card as the profile shows it, or null when they have none yet. */
export async function currentCard({ db, ...owner }: Tenant & CardOwner, programme: LoyaltyProgramme, timeZone: string): Promise<CardState | null> {
  const card = await cardOf({ db, ...owner });
  if (!card) return null;
  const ledger = await ledgerOf(db, card.id);
  const rewards = await db.select().from(loyaltyRewards).where(eq(loyaltyRewards.cardId, card.id)).orderBy(desc(loyaltyRewards.createdAt), desc(loyaltyRewards.id));
  return {
    card: loyaltyCard(programme, ledger, timeZone),
    history: ledger.slice().reverse(),
    rewards: rewards.map(rewardView),
  };
}

/**
 * Points earned (or given back) for an order: the card is created on the first earning, its
 * balance and ledger move together. `db` may be the transaction of the order that earns them.
 */
export async function earnPoints({ db, ...owner }: Tenant & CardOwner, points: number, at: Date, orderId: number | null = null, earned?: { base: number; bonus: number }, other: { eshopOrderId?: number; counterSaleId?: number } = {}): Promise<void> {
  if (!Number.isInteger(points) || points <= 0) return;
  await db.transaction(async (tx) => {
    const [card] = await tx
      .insert(loyaltyCards)
      .values({ ...owner, balance: points })
      .onConflictDoUpdate({ target: [loyaltyCards.companyId, loyaltyCards.customerId], set: { balance: sql`${loyaltyCards.balance} + ${points}` } })
      .returning({ id: loyaltyCards.id });
    await tx.insert(loyaltyLedger).values({ companyId: owner.companyId, cardId: card!.id, type: "earn", points, at, orderId, ...other, base: earned?.base ?? null, bonus: earned?.bonus ?? null });
  });
}

/** Joining the programme before any points: an empty card, once (joining again changes nothing). */
export async function joinProgramme({ db, ...owner }: Tenant & CardOwner, programme: LoyaltyProgramme): Promise<void> {
  if (!programme.active) throw new NotFound("loyalty_off");
  await db.insert(loyaltyCards).values({ ...owner, balance: 0 }).onConflictDoNothing({ target: [loyaltyCards.companyId, loyaltyCards.customerId] });
}

/**
 * Exchanges points for a palier's reward, kept in the account until an order uses it. Refused
 * (nothing changed) when the programme is off, the palier unknown, or the points short — also
 * when another exchange spent them a moment before: the balance is decreased only where it
 * still covers the palier.
 */
export async function exchangeForReward({ db, ...owner }: Tenant & CardOwner, programme: LoyaltyProgramme, tierId: string, now: Date): Promise<RewardView> {
  const card = await cardOf({ db, ...owner });
  const decision = exchangePoints(programme, card ? await ledgerOf(db, card.id) : [], tierId, now);
  if (!decision.ok) {
    if (decision.reason === "loyalty_off") throw new NotFound("loyalty_off");
    if (decision.reason === "unknown_tier") throw new Invalid({ palierId: "unknown" }, "unknown_tier");
    throw new Invalid({ palierId: `${decision.missing} points missing` }, "not_enough_points");
  }
  const threshold = decision.entry.points;
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(loyaltyCards)
      .set({ balance: sql`${loyaltyCards.balance} - ${threshold}` })
      .where(and(eq(loyaltyCards.id, card!.id), gte(loyaltyCards.balance, threshold)))
      .returning({ balance: loyaltyCards.balance });
    if (!spent) throw new Invalid({ palierId: "points already spent" }, "not_enough_points");
    const [ledger] = await tx.insert(loyaltyLedger).values({ companyId: owner.companyId, cardId: card!.id, type: "spend", points: threshold, at: now, tierId }).returning({ id: loyaltyLedger.id });
    const [reward] = await tx.insert(loyaltyRewards).values({ companyId: owner.companyId, cardId: card!.id, ledgerId: ledger!.id, tierId, reward: decision.reward, createdAt: now }).returning();
    return rewardView(reward!);
  });
}

/**
 * An order's refunded total grew to `refunded` (cents): the points of what was refunded leave the
 * card (decision 056, 7), in the refund's transaction. The card's row is locked first, so a
 * take-back and an exchange at once read the same balance one after the other; never more than
 * the balance (points spent on a reward stay spent). Answers the points taken back.
 */
export async function takeBackForRefund({ db: tx, ...owner }: Tenant & CardOwner, orderId: number, refunded: number, now: Date, link: Pick<OrderLink, "ledger"> = ORDER_LINKS.booking): Promise<number> {
  const ofOrder = eq(loyaltyLedger[link.ledger], orderId);
  const [card] = await tx
    .select()
    .from(loyaltyCards)
    .where(and(eq(loyaltyCards.companyId, owner.companyId), eq(loyaltyCards.customerId, owner.customerId)))
    .for("update");
  if (!card) return 0;
  const rows = await tx.select().from(loyaltyLedger).where(and(eq(loyaltyLedger.cardId, card.id), ofOrder));
  const earned = rows.find((r) => r.type === "earn");
  if (!earned) return 0;
  const already = rows.filter((r) => r.type === "take_back").reduce((sum, r) => sum + r.points, 0);
  const back = takeBackEntry(entry(earned), already, refunded, card.balance, now);
  if (!back) return 0;
  await tx.update(loyaltyCards).set({ balance: sql`${loyaltyCards.balance} - ${back.points}` }).where(eq(loyaltyCards.id, card.id));
  await tx.insert(loyaltyLedger).values({ companyId: owner.companyId, cardId: card.id, type: "take_back", points: back.points, at: now, ...naming(link.ledger, orderId) });
  return back.points;
}
