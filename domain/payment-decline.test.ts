import { describe, expect, it } from "vitest";
import { declineReason } from "./payment-decline";

describe("declineReason (the providers' reasons in our words)", () => {
  it("reads the demo providers' refusals as a refusal by the bank", () => {
    for (const said of ["Your card was declined.", "Do not honor", "INSTRUMENT_DECLINED", "Transaction refusée par la banque émettrice", "TRANSACTION_DECLINED", "", null, undefined]) {
      expect(declineReason(said), String(said)).toBe("declined");
    }
  });
  it("tells apart what the customer can act on", () => {
    expect(declineReason("Your card has insufficient funds.")).toBe("insufficientFunds");
    expect(declineReason("Your card has expired.")).toBe("expiredCard");
    expect(declineReason("Your card's security code is incorrect.")).toBe("wrongCode");
    expect(declineReason("3DS authentication failed")).toBe("authentication");
  });
});
