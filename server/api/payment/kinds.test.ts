// The request scope's `now` and the one post-back operation of every kind of order.
import { afterEach, describe, expect, it } from "vitest";
import { useTestServer } from "../../use-test-server";
import { json } from "../users/test-helpers";

const server = useTestServer();
afterEach(() => server.setNow(null));

describe("the time a request is handled at", () => {
  it("is the one the test sets, given to the area (the gift offer's first delivery day)", async () => {
    server.setNow(new Date("2031-03-04T10:00:00Z"));
    const offer = await (await json(server, "GET", "/api/gifts")).json();
    expect(offer.today).toBe("2031-03-04");
    server.setNow(new Date("2031-12-30T23:30:00Z"));
    // half past midnight in Paris: already the next day for the business
    expect((await (await json(server, "GET", "/api/gifts")).json()).today).toBe("2031-12-31");
  });
});

describe("POST /api/payment/{kind}/{id}/post-back", () => {
  it("finds no payment of an unknown order, naming each kind's own field", async () => {
    for (const [kind, field] of [["booking", "cartId"], ["voucher", "voucherId"], ["eshop", "id"]] as const) {
      const res = await json(server, "POST", `/api/payment/${kind}/987654/post-back`, { body: "kr-answer=%7B%7D&kr-hash=x" });
      expect(res.status, kind).toBe(404);
      expect((await res.json()).error.fields).toEqual({ [field]: "unknown" });
    }
  });

  it("refuses a kind that is not one", async () => {
    const res = await json(server, "POST", "/api/payment/counter/1/post-back", { body: "x=1" });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).error.fields)).toContain("kind");
  });
});
