// GET /booking/quote: what a chosen booking costs, for the visitor of the page, before they
// confirm: the coupon (typed, or the automatic one) and the loyalty reward taken off, the gift
// vouchers paying their part, and paid
// online, what the card pays now (a signed-in customer's own deposit rule; a guest counts as new).
// The server computes it with the order's totals, the one function the booking itself uses. A
// code or reward it refuses comes back as the field's message, with the price without it; a
// signed-in customer also gets the loyalty rewards they may spend here.
import type { Route } from "./+types/booking-quote";
import { isApiFailure } from "../lib/api";
import { pageRequest } from "../lib/page.server";

const FIELDS = { couponCode: "myAppointment.couponCode", rewardId: "myAppointment.rewardId" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, session } = pageRequest(request, context);
  const q = new URL(request.url).searchParams;
  const couponCode = q.get("couponCode") || null;
  const rewardId = /^\d+$/.test(q.get("rewardId") ?? "") ? Number(q.get("rewardId")) : null;
  const voucherCodes = (q.get("voucherCodes") ?? "").split(",").filter(Boolean).slice(0, 3);
  const check = (discounts: { couponCode: string | null; rewardId: number | null; voucherCodes: string[] }) =>
    api.post("/appointments/check", {
      body: {
        myAppointment: {
          shopId: q.get("shopId") ?? "",
          services: (q.get("services") ?? "").split(",").map(Number),
          start: q.get("start") ?? "",
          employeeId: !q.get("employeeId") || q.get("employeeId") === "any" ? null : Number(q.get("employeeId")),
          ...discounts,
        },
      },
    });
  const rewards = session.customerToken ? unusedRewards(api) : Promise.resolve([]);
  let refused: { couponCode?: string; rewardId?: string; voucherCodes?: string } = {};
  let asked = { couponCode, rewardId, voucherCodes };
  for (;;) {
    try {
      const { check: answer } = await check(asked);
      return { prices: answer.prices, scenario: answer.scenario, discounts: answer.discounts, refused, rewards: await rewards };
    } catch (err) {
      if (!isApiFailure(err) || err.status >= 500) throw err;
      // A refused code or reward: said at its field, and the price shown without it.
      const voucher = Object.keys(err.fields ?? {}).find((k) => k.startsWith("myAppointment.voucherCodes"));
      if (voucher && asked.voucherCodes.length) {
        // the code refused is left out (the last one typed when the field names none)
        const at = Number(voucher.split(".")[2] ?? asked.voucherCodes.length - 1);
        refused = { ...refused, voucherCodes: err.message };
        asked = { ...asked, voucherCodes: asked.voucherCodes.filter((_, i) => i !== (Number.isInteger(at) ? at : asked.voucherCodes.length - 1)) };
        continue;
      }
      const field = (Object.keys(FIELDS) as (keyof typeof FIELDS)[]).find((k) => err.fields?.[FIELDS[k]] !== undefined && asked[k] !== null);
      if (!field) return { prices: null, scenario: null, discounts: null, refused, rewards: await rewards };
      refused = { ...refused, [field]: err.message };
      asked = { ...asked, [field]: null };
    }
  }
}

/** The loyalty rewards the customer holds and has not used, with the palier's name. */
export async function unusedRewards(api: ReturnType<typeof pageRequest>["api"]) {
  try {
    const { tiers, card } = await api.get("/loyalty/current");
    return (card?.rewards ?? []).filter((r) => !r.usedAt).map((r) => ({ id: r.id, name: tiers.find((t) => t.id === r.tierId)?.name ?? {}, reward: r.reward }));
  } catch (err) {
    if (isApiFailure(err) && err.status < 500) return [];
    throw err;
  }
}
