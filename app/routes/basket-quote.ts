// GET /panier/quote: what the basket costs a signed-in customer before they pay: the coupon (typed,
// or the business's automatic one) and the loyalty reward taken off, the gift vouchers paying
// their part, and what is left for the card; computed by the API with the order's own pricing. A
// code or reward it refuses comes back as the field's message, with the price without it (the
// same answer as the booking quote, so the same discount components show it).
import type { Route } from "./+types/basket-quote";
import { isApiFailure } from "../lib/api";
import { pageRequest } from "../lib/page.server";
import { unusedRewards } from "./booking-quote";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, session } = pageRequest(request, context);
  if (!session.customerToken) return { prices: null, discounts: null, refused: {}, rewards: [] };
  const q = new URL(request.url).searchParams;
  const lines = (q.get("lines") ?? "")
    .split(",")
    .map((pair) => pair.split(":").map(Number))
    .filter(([id, quantity]) => Number.isSafeInteger(id) && Number.isSafeInteger(quantity))
    .map(([id, quantity]) => ({ id: id!, quantity: quantity! }));
  const rewards = unusedRewards(api);
  let refused: { couponCode?: string; rewardId?: string; voucherCodes?: string } = {};
  let asked = {
    couponCode: q.get("couponCode") || null,
    rewardId: /^\d+$/.test(q.get("rewardId") ?? "") ? Number(q.get("rewardId")) : null,
    voucherCodes: (q.get("voucherCodes") ?? "").split(",").filter(Boolean).slice(0, 3),
  };
  for (;;) {
    try {
      const { prices } = await api.post("/eshop/checkout/quote", { body: { shopId: q.get("shopId") ?? "", lines, fulfilment: q.get("fulfilment") === "delivery" ? "delivery" : "pickup", ...asked } });
      return { prices, discounts: prices.discounts, refused, rewards: await rewards, asked };
    } catch (err) {
      if (!isApiFailure(err) || err.status >= 500) throw err;
      const fields = Object.keys(err.fields ?? {});
      const voucher = fields.find((k) => k.startsWith("voucherCodes"));
      if (voucher && asked.voucherCodes.length) {
        const at = Number(voucher.split(".")[1] ?? asked.voucherCodes.length - 1);
        refused = { ...refused, voucherCodes: err.message };
        asked = { ...asked, voucherCodes: asked.voucherCodes.filter((_, i) => i !== (Number.isInteger(at) ? at : asked.voucherCodes.length - 1)) };
        continue;
      }
      const field = (["couponCode", "rewardId"] as const).find((k) => fields.includes(k) && asked[k] !== null);
      // any other refusal is said beside the total, not left as a price without its discounts
      if (!field) return { prices: null, discounts: null, refused, rewards: await rewards, asked, failed: err.message };
      refused = { ...refused, [field]: err.message };
      asked = { ...asked, [field]: null };
    }
  }
}
