// Valid requests of the media library's operations, for the walk over the access table (server/api/access.test.ts).
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { media } from "../../db/schema";
import { keysOf } from "../../media/library";
import { mediaStoreFrom } from "../../media/storage";
import type { AccessExamples, WalkFixture } from "../access-walk";

let n = 0;
const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: "#b9a04e" } }).png().toBuffer();
const form = async (field: string) => {
  const data = new FormData();
  data.append(field, new File([new Uint8Array(await png())], "walk.png", { type: "image/png" }));
  return data;
};

/** A media of the spa's, nothing showing it (its files need not exist for a delete). */
async function unused(fx: WalkFixture) {
  n += 1;
  const [row] = await fx.db.insert(media).values({ companyId: fx.companyId, name: `walk${n}x${Date.now()}`, sourceFormat: "png", sourceBytes: 100, width: 40, height: 30, variants: [{ width: 40, height: 30, bytes: 50 }] }).returning({ id: media.id });
  return row!.id;
}

/** The same with its one file kept, as a crop reads it. */
async function unusedWithFile(fx: WalkFixture) {
  const id = await unused(fx);
  const [row] = await fx.db.select().from(media).where(eq(media.id, id));
  await mediaStoreFrom(fx.server.config).put(keysOf(row!)[0]!, await sharp(await png()).webp().toBuffer());
  return id;
}

export const examples: AccessExamples = {
  listMedia: { request: async () => ({ query: { page: "1" } }) },
  uploadImage: { request: async () => ({ form: await form("file") }) },
  uploadImages: { request: async () => ({ form: await form("files") }) },
  cropMedia: { request: async (fx) => ({ params: { id: await unusedWithFile(fx) }, body: { ratio: "1:1" } }) },
  deleteMedia: { request: async (fx) => ({ params: { id: await unused(fx) } }) },
};
