// Points expire when a card has neither earned nor spent for the months the business set
// (decision 056, 9): the sweep writes the `expire` entry and empties the balance in one
// transaction, and only if the balance is still what the ledger said (a card that just earned
// or spent is left for the rule to judge again).
import { and, eq, sql } from "drizzle-orm";
import { expiryEntry } from "../../domain/loyalty";
import type { Db } from "../db";
import { loyaltyCards, loyaltyLedger } from "../db/schema";
import type { CompanyDirectory } from "../tenancy/companies";
import { companyTimeZone, ledgerOf } from "./cards";

const BATCH = 200;

/** Expires the dormant cards' points at `now`; answers how many cards expired. */
export async function expireDormantCards(db: Db, companies: CompanyDirectory, now: Date): Promise<number> {
  // Only businesses whose programme has an expiry, only cards quiet for at least 28 days (no
  // expiry is shorter than a month); the domain rule decides the rest.
  const quietSince = new Date(now.getTime() - 28 * 86_400_000).toISOString();
  const candidates = await db
    .select({ id: loyaltyCards.id, companyId: loyaltyCards.companyId })
    .from(loyaltyCards)
    .where(
      and(
        sql`loyalty_cards.balance > 0`,
        sql`exists (select 1 from companies c where c.id = loyalty_cards.company_id and c.settings->'booker'->'loyalty'->>'expiryMonthsWithoutActivity' is not null)`,
        sql`not exists (select 1 from loyalty_ledger l where l.card_id = loyalty_cards.id and l.type in ('earn', 'spend') and l.at > ${quietSince}::timestamptz)`,
      ),
    )
    .limit(BATCH);

  let expired = 0;
  for (const card of candidates) {
    const programme = (await companies.byId(card.companyId))?.settings.booker.loyalty;
    if (!programme) continue;
    const entry = expiryEntry(programme, await ledgerOf(db, card.id), now, await companyTimeZone({ db, companyId: card.companyId }));
    if (!entry) continue;
    const done = await db.transaction(async (tx) => {
      const [emptied] = await tx
        .update(loyaltyCards)
        .set({ balance: 0 })
        .where(and(eq(loyaltyCards.id, card.id), eq(loyaltyCards.balance, entry.points)))
        .returning({ id: loyaltyCards.id });
      if (!emptied) return false;
      await tx.insert(loyaltyLedger).values({ companyId: card.companyId, cardId: card.id, type: "expire", points: entry.points, at: entry.at });
      return true;
    });
    if (done) expired++;
  }
  return expired;
}
