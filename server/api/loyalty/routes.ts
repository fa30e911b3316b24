// Loyalty (spec §7 'Loyalty'): the signed-in customer's own card only.
import type { Context } from "hono";
import * as op from "../../../contract/loyalty";
import type { LoyaltyCardAnswer } from "../../../contract/loyalty";
import type { LedgerEntry } from "../../../domain/loyalty";
import { companyTimeZone, currentCard, exchangeForReward, joinProgramme, type CardState, type RewardView } from "../../loyalty/cards";
import type { ApiEnv } from "../context";
import { handle, resourceRoutes } from "../route";

export const loyaltyRoutes = resourceRoutes();

const owner = (c: Context<ApiEnv>) => ({ companyId: c.get("company").id, customerId: c.get("customer")!.id });
const programmeOf = (c: Context<ApiEnv>) => c.get("company").settings.booker.loyalty;

const rewardAnswer = (r: RewardView) => ({ id: r.id, tierId: r.tierId, reward: r.reward, createdAt: r.createdAt.toISOString(), usedAt: r.usedAt?.toISOString() ?? null });
const historyAnswer = (e: LedgerEntry) => ({ type: e.type, points: e.points, at: e.at.toISOString(), tierId: e.tierId ?? null, orderId: e.orderId ?? null });

function cardAnswer(state: CardState): LoyaltyCardAnswer {
  const { card } = state;
  return { ...card, expiresAt: card.expiresAt?.toISOString() ?? null, history: state.history.map(historyAnswer), rewards: state.rewards.map(rewardAnswer) };
}

handle(loyaltyRoutes, op.currentLoyaltyCard, async (c) => {
  const { db } = c.get("services");
  const programme = programmeOf(c);
  const state = await currentCard({ db, ...owner(c) }, programme, await companyTimeZone({ db, companyId: c.get("company").id }));
  return c.json({ active: programme.active, pointsPerEuro: programme.pointsPerEuro, tiers: programme.tiers, card: state ? cardAnswer(state) : null }, 200);
});

handle(loyaltyRoutes, op.exchangeLoyaltyPoints, async (c) => {
  const { db } = c.get("services");
  const programme = programmeOf(c);
  const reward = await exchangeForReward({ db, ...owner(c) }, programme, c.req.valid("json").palierId, c.get("now"));
  const state = (await currentCard({ db, ...owner(c) }, programme, await companyTimeZone({ db, companyId: c.get("company").id })))!;
  return c.json({ reward: rewardAnswer(reward), card: cardAnswer(state) }, 200);
});

handle(loyaltyRoutes, op.joinLoyalty, async (c) => {
  const { db } = c.get("services");
  const programme = programmeOf(c);
  await joinProgramme({ db, ...owner(c) }, programme);
  const state = (await currentCard({ db, ...owner(c) }, programme, await companyTimeZone({ db, companyId: c.get("company").id })))!;
  return c.json({ card: cardAnswer(state) }, 200);
});
