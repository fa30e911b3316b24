// Cropping a library picture to a storefront shape: a new media of the exact ratio, with the
// storefront's widths, drawn from the chosen part of the picture; the original untouched; bad
// input named, another business's media not found, nothing kept when refused.
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "../../audit";
import { media } from "../../db/schema";
import { companyUserToken } from "../../staff/test-support";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";

const server = useTestServer();
let owner: string, staff: string, soloOwner: string, spaId: number;

const auth = (token: string) => ({ authorization: `Bearer ${token}`, curlang: "en", "content-type": "application/json" });
const fetchFile = async (url: string) => Buffer.from(await (await server.app.request(url, { headers: { host: "localhost" } })).arrayBuffer());
const rows = async () => Number((await server.database.db.select({ n: sql<number>`count(*)` }).from(media))[0]!.n);

/** A 1600×1200 picture: its left half red, its right half blue. */
async function uploaded() {
  const left = await sharp({ create: { width: 800, height: 1200, channels: 3, background: "#ff0000" } }).png().toBuffer();
  const bytes = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#0000ff" } }).composite([{ input: left, left: 0, top: 0 }]).png().toBuffer();
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], "halves.png", { type: "image/png" }));
  const res = await server.api("/api/upload/image", { method: "POST", headers: { authorization: `Bearer ${owner}` }, body: form });
  return (await res.json()).media as { id: number; url: string; width: number; height: number };
}
const crop = (id: number, body: unknown, token = owner, company = SPA) => server.api(`/api/medias/${id}/crop`, { method: "POST", company, headers: auth(token), body: JSON.stringify(body) });

beforeAll(async () => {
  const db = server.database.db;
  const o = await companyUserToken(db, SPA, "owner");
  owner = o.token;
  spaId = o.companyId;
  staff = (await companyUserToken(db, SPA, "staff")).token;
  soloOwner = (await companyUserToken(db, SOLO, "owner")).token;
});

describe("cropping a library picture", () => {
  it("makes a new square picture from the chosen side, at the storefront's widths, the original kept", async () => {
    const original = await uploaded();
    const res = await crop(original.id, { ratio: "1:1", zoom: 1, x: 0, y: 0.5 });
    expect(res.status).toBe(201);
    const { media: m } = await res.json();
    expect(m.id).not.toBe(original.id);
    expect(m).toMatchObject({ originalName: "halves.png (1:1)", width: 1200, height: 1200 });
    expect(m.image.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1200]);
    // the left 1200 px of 1600: three quarters red; its left edge is red, its right edge blue
    const { data, info } = await sharp(await fetchFile(m.image.variants[0].url)).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([480, 480]);
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(pixel(10, 240)[0]).toBeGreaterThan(200);
    expect(pixel(470, 240)[2]).toBeGreaterThan(200);
    // the original is still served as it was
    expect((await sharp(await fetchFile(original.url)).metadata()).width).toBe(1600);
    expect((await auditTrail({ db: server.database.db, companyId: spaId }, "media", m.id))[0]).toMatchObject({ action: "create" });
  });

  it("cuts a 16:9 banner and a zoomed 4:3 to their exact shape", async () => {
    const original = await uploaded();
    const wide = (await (await crop(original.id, { ratio: "16:9" })).json()).media;
    expect([wide.width, wide.height]).toEqual([1600, 900]);
    const zoomed = (await (await crop(original.id, { ratio: "4:3", zoom: 2, x: 1, y: 1 })).json()).media;
    expect([zoomed.width, zoomed.height]).toEqual([800, 600]);
  });

  it("refuses a shape the storefront has not and a zoom out of range, naming the field, keeping nothing", async () => {
    const original = await uploaded();
    const before = await rows();
    let res = await crop(original.id, { ratio: "5:4" });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).error.fields)).toEqual(["ratio"]);
    res = await crop(original.id, { ratio: "1:1", zoom: 9 });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toMatchObject({ zoom: "is at most 4" });
    res = await crop(original.id, { ratio: "1:1", x: "left" });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).error.fields)).toEqual(["x"]);
    expect(await rows()).toBe(before);
  });

  it("does not find another business's picture and lets no staff member crop", async () => {
    const original = await uploaded();
    const before = await rows();
    expect((await crop(original.id, { ratio: "1:1" }, soloOwner, SOLO)).status).toBe(404);
    expect((await crop(original.id, { ratio: "1:1" }, staff)).status).toBe(403);
    expect((await crop(999_999, { ratio: "1:1" })).status).toBe(404);
    expect(await rows()).toBe(before);
  });
});
