// The media library: a real photo becomes the storefront's WebP variants (checked with sharp),
// served with a year's cache at its business's host only; what is not an image by its bytes, an
// SVG with a script, and a too-large upload are refused with nothing kept; another business's
// media is not found; a media still shown cannot be deleted.
import { readdir } from "node:fs/promises";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "../../audit";
import { articles, media } from "../../db/schema";
import { companyUserToken } from "../../staff/test-support";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";

const server = useTestServer();
let owner: string, staff: string, soloOwner: string, spaId: number;

type Part = { name: string; bytes: Uint8Array; type?: string };
function upload(path: string, field: string, parts: Part[], token: string, company = SPA) {
  const form = new FormData();
  for (const p of parts) form.append(field, new File([p.bytes as Uint8Array<ArrayBuffer>], p.name, { type: p.type ?? "image/png" }));
  return server.api(`/api${path}`, { method: "POST", company, headers: { authorization: `Bearer ${token}`, curlang: "en" }, body: form });
}
const photo = (width: number, height: number, format: "png" | "jpeg") =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 140, b: 90 } } })
    [format]()
    .toBuffer();
const rows = async () => Number((await server.database.db.select({ n: sql<number>`count(*)` }).from(media))[0]!.n);
const files = async () => (await readdir(server.config.MEDIA_DIR, { recursive: true }).catch(() => [])).filter((f) => f.endsWith(".webp")).length;
const fetchFile = (url: string, host = "localhost") => server.app.request(url, { headers: { host } });

beforeAll(async () => {
  const db = server.database.db;
  const o = await companyUserToken(db, SPA, "owner");
  owner = o.token;
  spaId = o.companyId;
  staff = (await companyUserToken(db, SPA, "staff")).token;
  soloOwner = (await companyUserToken(db, SOLO, "owner")).token;
});

describe("uploading images", () => {
  it("makes a PNG into WebP variants at the storefront's widths, served with a long cache", async () => {
    const res = await upload("/upload/image", "file", [{ name: "vitrine.png", bytes: await photo(2400, 1600, "png") }], owner);
    expect(res.status).toBe(201);
    const { media: m } = await res.json();
    expect(m).toMatchObject({ originalName: "vitrine.png", sourceFormat: "png", width: 1920, height: 1280 });
    expect(m.image.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1920]);
    for (const v of m.image.variants as { url: string; width: number }[]) {
      const file = await fetchFile(v.url);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/webp");
      expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: "webp", width: v.width, height: Math.round((v.width * 1600) / 2400) });
    }
    // only at its own business's host
    expect((await fetchFile(m.url, "solo.localhost")).status).toBe(404);
    const trail = await auditTrail({ db: server.database.db, companyId: spaId }, "media", m.id);
    expect(trail[0]).toMatchObject({ action: "create", actorKind: "company_user" });
  });

  it("turns a sideways phone JPEG upright and never makes a variant wider than the photo", async () => {
    const sideways = await sharp(await photo(1200, 800, "jpeg")).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const res = await upload("/upload/image", "file", [{ name: "IMG_0001.JPG", bytes: sideways, type: "image/jpeg" }], owner);
    expect(res.status).toBe(201);
    const { media: m } = await res.json();
    expect(m).toMatchObject({ sourceFormat: "jpeg", width: 800, height: 1200 });
    expect(m.image.variants.map((v: { width: number }) => v.width)).toEqual([480, 800]);
    const meta = await sharp(Buffer.from(await (await fetchFile(m.image.variants[0].url)).arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([480, 720, undefined]);
  });

  it("keeps several at once, or none when one is refused", async () => {
    const [beforeRows, beforeFiles] = [await rows(), await files()];
    const good = { name: "a.png", bytes: await photo(600, 400, "png") };
    const refused = await upload("/upload/images", "files", [good, { name: "b.png", bytes: new TextEncoder().encode("not a picture at all") }], owner);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatchObject({ code: "unsupported_image", fields: { "files.1": expect.any(String) } });
    expect([await rows(), await files()]).toEqual([beforeRows, beforeFiles]);
    const res = await upload("/upload/images", "files", [good, { ...good, name: "b.png" }], owner);
    expect(res.status).toBe(201);
    expect((await res.json()).medias).toHaveLength(2);
  });

  it("refuses a file whose name says .png but whose bytes are no image, an SVG with a script, and a 50 MB upload: nothing kept", async () => {
    const [beforeRows, beforeFiles] = [await rows(), await files()];
    let res = await upload("/upload/image", "file", [{ name: "photo.png", bytes: new TextEncoder().encode("#!/bin/sh\nrm -rf /\n") }], owner);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: "unsupported_image", fields: { file: expect.stringContaining("not an image") } });
    // a PNG's signature and nothing after it
    res = await upload("/upload/image", "file", [{ name: "broken.png", bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]) }], owner);
    expect(res.status).toBe(400);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>');
    res = await upload("/upload/image", "file", [{ name: "logo.svg", bytes: svg, type: "image/svg+xml" }], owner);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: "unsafe_svg", fields: { file: "contains a script" } });
    const big = new Uint8Array(50 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    res = await upload("/upload/image", "file", [{ name: "huge.jpg", bytes: big, type: "image/jpeg" }], owner);
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatchObject({ code: "file_too_large", fields: { file: "larger than 20 MB" } });
    expect([await rows(), await files()]).toEqual([beforeRows, beforeFiles]);
  });

  it("draws a clean SVG logo into pixels: no markup of the upload is ever served", async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50" width="100" height="50"><rect width="100" height="50" fill="#B9A04E"/></svg>');
    const res = await upload("/upload/image", "file", [{ name: "logo.svg", bytes: svg, type: "image/svg+xml" }], owner);
    expect(res.status).toBe(201);
    const { media: m } = await res.json();
    expect(m).toMatchObject({ sourceFormat: "svg", width: 1920, height: 960 });
    expect((await fetchFile(m.url)).headers.get("content-type")).toBe("image/webp");
  });
});

describe("the library", () => {
  it("lists the business's own media, newest first, and deletes one with its files", async () => {
    const { media: m } = await (await upload("/upload/image", "file", [{ name: "to-delete.png", bytes: await photo(500, 500, "png") }], owner)).json();
    const list = await (await server.api("/api/medias?perPage=2", { headers: { authorization: `Bearer ${owner}` } })).json();
    expect(list.medias[0].id).toBe(m.id);
    expect(list).toMatchObject({ page: 1, perPage: 2 });
    expect(list.total).toBeGreaterThan(2);
    // another business sees none of them, and cannot delete one (not found, nothing learnt)
    expect((await (await server.api("/api/medias", { company: SOLO, headers: { authorization: `Bearer ${soloOwner}` } })).json()).total).toBe(0);
    expect((await server.api(`/api/medias/${m.id}`, { method: "DELETE", company: SOLO, headers: { authorization: `Bearer ${soloOwner}` } })).status).toBe(404);
    expect((await server.api(`/api/medias/${m.id}`, { method: "DELETE", headers: { authorization: `Bearer ${staff}` } })).status).toBe(403);
    const before = await files();
    expect((await server.api(`/api/medias/${m.id}`, { method: "DELETE", headers: { authorization: `Bearer ${owner}` } })).status).toBe(204);
    expect(await files()).toBe(before - 2);
    expect((await fetchFile(m.url)).status).toBe(404);
    expect((await auditTrail({ db: server.database.db, companyId: spaId }, "media", m.id))[0]).toMatchObject({ action: "delete" });
  });

  it("refuses to delete a media an article still shows, naming it", async () => {
    const { media: m } = await (await upload("/upload/image", "file", [{ name: "soin.png", bytes: await photo(800, 600, "png") }], owner)).json();
    const db = server.database.db;
    const [article] = await db.select().from(articles).where(and(eq(articles.companyId, spaId), eq(articles.type, "1"))).limit(1);
    await db.update(articles).set({ images: [...article!.images, m.image] }).where(eq(articles.id, article!.id));
    const res = await server.api(`/api/medias/${m.id}`, { method: "DELETE", headers: { authorization: `Bearer ${owner}`, curlang: "en" } });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({ code: "media_in_use", fields: { id: `still shown by article ${article!.id}` } });
    expect((await fetchFile(m.url)).status).toBe(200);
    await db.update(articles).set({ images: article!.images }).where(eq(articles.id, article!.id));
    expect((await server.api(`/api/medias/${m.id}`, { method: "DELETE", headers: { authorization: `Bearer ${owner}` } })).status).toBe(204);
  });
});
