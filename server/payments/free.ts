// 'free': no money changes hands online; the booking is confirmed at once and paid at the shop.
import { checkStartInput, PaymentError, type ConfirmResult, type PaymentProvider } from "./provider";

function payAtTheShop(orderRef: string, currency: string): ConfirmResult {
  const paymentId = `free_${orderRef}`;
  return { paymentId, orderRef, outcome: "paid", amountCents: 0, currency, eventId: `${paymentId}:paid` };
}

export function createFreeProvider(): PaymentProvider {
  return {
    name: "free",
    capabilities: { refund: false, partialRefund: false, script: false, postBack: false },
    async start(_keys, input) {
      checkStartInput("free", input);
      const confirmed = payAtTheShop(input.orderRef, input.currency);
      return { paymentId: confirmed.paymentId, browser: { kind: "none" }, confirmed };
    },
    async confirm(_keys, input) {
      // Nothing is paid online, so nothing can come back but the answer `start` already gave.
      const paymentId = input.paymentId;
      if (!paymentId?.startsWith("free_")) throw new PaymentError("free", "signature", "not a payment of this provider");
      return payAtTheShop(paymentId.slice(5), "EUR");
    },
    async refund() {
      throw new PaymentError("free", "unsupported", "nothing was paid online");
    },
    async check() {
      // nothing to connect to: paid at the shop
    },
  };
}
