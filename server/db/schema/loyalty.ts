// The loyalty card (spec §3 'Customer' loyalty card; decision 056): one card per customer of a
// business, its balance kept beside an append-only ledger that explains every change (the two are
// written in one transaction), and the rewards bought with points, each used once on an order.
// The balance's CHECK is the last guard against spending points twice under concurrency.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, unique } from "drizzle-orm/pg-core";
import type { LoyaltyReward } from "../../../domain/order-totals";
import { customers } from "./accounts";
import { companyId, createdAt, customerOwned, id, instant, parent, sameCompany, tenantKey } from "./columns";

export const loyaltyCards = pgTable(
  "loyalty_cards",
  {
    id: id(),
    ...customerOwned(),
    /** the sum of the ledger, never below zero */
    balance: integer("balance").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique("loyalty_cards_customer").on(t.companyId, t.customerId),
    tenantKey("loyalty_cards", t),
    sameCompany(t.companyId, t.customerId, customers),
    check("loyalty_cards_balance_not_negative", sql`${t.balance} >= 0`),
  ],
);

export const loyaltyLedger = pgTable(
  "loyalty_ledger",
  {
    id: id(),
    companyId: companyId(),
    cardId: parent("card_id"),
    type: text("type", { enum: ["earn", "take_back", "spend", "expire"] }).notNull(),
    /** always positive: the type says which way it goes */
    points: integer("points").notNull(),
    at: instant("at").notNull(),
    /** spend: the palier bought */
    tierId: text("tier_id"),
    /** earn / take_back: the order it came from (a booking order, or an e-shop order) */
    orderId: integer("order_id"),
    eshopOrderId: integer("eshop_order_id"),
    /** or a sale at the counter (decision 278) */
    counterSaleId: integer("counter_sale_id"),
    /** earn: the cents it was earned on, and the online-booking bonus in it (what a take-back reads) */
    base: integer("base"),
    bonus: integer("bonus"),
  },
  (t) => [
    sameCompany(t.companyId, t.cardId, loyaltyCards),
    index("loyalty_ledger_card_idx").on(t.cardId, t.at),
    check("loyalty_ledger_points_positive", sql`${t.points} > 0`),
  ],
);

export const loyaltyRewards = pgTable(
  "loyalty_rewards",
  {
    id: id(),
    companyId: companyId(),
    cardId: parent("card_id"),
    /** the spend entry that paid for it */
    ledgerId: integer("ledger_id").notNull().references(() => loyaltyLedger.id, { onDelete: "cascade" }),
    tierId: text("tier_id").notNull(),
    /** what the palier gave when it was bought (a later change of the palier does not change it) */
    reward: jsonb("reward").$type<LoyaltyReward>().notNull(),
    createdAt: createdAt(),
    /** set once, by the order it is used on */
    usedAt: instant("used_at"),
    orderId: integer("order_id"),
    /** or the e-shop order it is used on */
    eshopOrderId: integer("eshop_order_id"),
  },
  (t) => [sameCompany(t.companyId, t.cardId, loyaltyCards), index("loyalty_rewards_card_idx").on(t.cardId)],
);
