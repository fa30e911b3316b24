// The media's variants as the storefront's pictures load them: /media/{company}/{name}-{width}.webp.
// A file never changes (a new upload has a new name), so it is cached for a year; only the
// company of the host it is asked at is served (another business's address is 404), and only a
// media that still exists.
import { Hono, type Context } from "hono";
import type { ApiEnv, Services } from "../api/context";
import { variantBytes } from "./library";

const YEAR = 31_536_000;

export function mediaFiles(services: Services, hostOf: (c: Context<ApiEnv>) => string) {
  const files = new Hono<ApiEnv>();
  files.get("/:company{[0-9]{1,10}}/:file{[a-z0-9]{1,64}-[0-9]{1,5}\\.webp}", async (c) => {
    const notFound = () => c.json({ error: { code: "not_found", message: "Not found" } }, 404, { "Cache-Control": "no-store" });
    const company = await services.companies.forHost(hostOf(c));
    if (!company || company.id !== Number(c.req.param("company"))) return notFound();
    const [, name, width] = /^([a-z0-9]+)-(\d+)\.webp$/.exec(c.req.param("file"))!;
    const bytes = await variantBytes(services.db, services.media, company.id, name!, Number(width));
    if (!bytes) return notFound();
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "image/webp",
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": `public, max-age=${YEAR}, immutable`,
      // an image, never a document: nothing in it may run or load anything
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cross-Origin-Resource-Policy": "same-site",
    });
  });
  files.all("*", (c) => c.json({ error: { code: "not_found", message: "Not found" } }, 404));
  return files;
}
