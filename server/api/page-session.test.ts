import { describe, expect, it } from "vitest";
import { pageSession } from "./route";

const reader = () => {
  let reads = 0;
  return { lookup: async () => ({ reads: ++reads }) as never, count: () => reads };
};

describe("a page's session read", () => {
  it("is read once for all of a page's reading calls", async () => {
    const page = pageSession("t");
    const db = reader();
    const [a, b] = await Promise.all([page.read("GET", db.lookup), page.read("GET", db.lookup)]);
    await page.read("HEAD", db.lookup);
    expect(db.count()).toBe(1);
    expect(a).toBe(b);
  });

  it("is read afresh by a write and by the reads after it (a sign-out ends it)", async () => {
    const page = pageSession("t");
    const db = reader();
    await page.read("GET", db.lookup);
    await page.read("POST", db.lookup);
    await page.read("GET", db.lookup);
    await page.read("GET", db.lookup);
    expect(db.count()).toBe(3);
  });

  it("reads afresh once forgotten (a write that read no session)", async () => {
    const page = pageSession("t");
    const db = reader();
    await page.read("GET", db.lookup);
    page.forget();
    await page.read("GET", db.lookup);
    await page.read("GET", db.lookup);
    expect(db.count()).toBe(2);
  });

  it("does not keep a failed read", async () => {
    const page = pageSession("t");
    let fail = true;
    const lookup = async () => {
      if (fail) throw new Error("connection lost");
      return null as never;
    };
    await expect(page.read("GET", lookup)).rejects.toThrow("connection lost");
    fail = false;
    await expect(page.read("GET", lookup)).resolves.toBeNull();
  });

  it("starts from the read the page handler made, even one that found no one, until a write", async () => {
    const known = { reads: 0 } as never;
    const page = pageSession("t", known);
    const db = reader();
    expect(await page.read("GET", db.lookup)).toBe(known);
    expect(db.count()).toBe(0);
    await page.read("POST", db.lookup);
    expect(db.count()).toBe(1);
    const nobody = pageSession("t", null);
    expect(await nobody.read("GET", db.lookup)).toBeNull();
    expect(db.count()).toBe(1);
  });
});
