// Loyalty (spec §7 'Loyalty'): the signed-in customer's card, and exchanging points for a
// palier's reward. The programme's rules are domain/loyalty.ts's; decision 056 says where the
// spec is silent.
import { z } from "zod";
import { operations } from "./operation";
import { text } from "./vocabulary";

const { get, post } = operations("loyalty");

const reward = z.discriminatedUnion("type", [
  z.object({ type: z.literal("amount"), amount: z.number().int() }),
  z.object({ type: z.literal("service"), articleId: z.number().int() }),
  z.object({ type: z.literal("product"), articleId: z.number().int() }),
]);
const tier = z.object({ id: z.string(), threshold: z.number().int(), reward, name: z.record(z.string(), z.string()) });
const rewardHeld = z.object({ id: z.number(), tierId: z.string(), reward, createdAt: z.string(), usedAt: z.string().nullable() });

export const loyaltyCardSchema = z.object({
  balance: z.number().int(),
  currentTier: tier.nullable(),
  nextTier: tier.nullable(),
  progress: z.object({ missing: z.number().int(), percent: z.number().int() }).nullable(),
  exchangeable: z.array(tier),
  expiresAt: z.string().nullable(),
  /** every change of the card, the latest first */
  history: z.array(z.object({ type: z.enum(["earn", "take_back", "spend", "expire"]), points: z.number().int(), at: z.string(), tierId: z.string().nullable(), orderId: z.string().nullable() })),
  /** rewards bought with points, each used once on an order */
  rewards: z.array(rewardHeld),
});
export type LoyaltyCardAnswer = z.infer<typeof loyaltyCardSchema>;

export const currentLoyaltyCard = get("/loyalty/current", "The signed-in customer's loyalty card (null before their first points) and the business's paliers", {
  access: "customer",
  response: z.object({ active: z.boolean(), pointsPerEuro: z.number(), tiers: z.array(tier), card: loyaltyCardSchema.nullable() }),
  errors: [401],
});

export const exchangeLoyaltyPoints = post("/loyalty/exchange", "Exchanges points for a palier's reward, kept in the account for an order; refused when the points are short (never twice for the same points)", {
  access: "customer",
  body: z.object({ palierId: text(64, 1) }),
  response: z.object({ reward: rewardHeld, card: loyaltyCardSchema }),
  errors: [400, 401, 404],
});

export const joinLoyalty = post("/loyalty/join", "Joins the business's programme: an empty card (a card is otherwise created by the first points); the same card when already a member", {
  access: "customer",
  response: z.object({ card: loyaltyCardSchema }),
  errors: [401, 404],
});
