// The business's media library (decision 220): uploads made into variants and kept in the media
// store with their row, listed, and deleted unless something still shows them. Every write is
// audited in its own transaction; the files are written before the row is committed (a failed
// write leaves neither) and removed after a delete is committed (a crash then leaves an orphan
// file, never a row without its files).
import type { Tenant } from "../tenant";
import { randomBytes } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { MediaView } from "../../contract/media";
import type { Crop } from "../../domain/crop";
import { Conflict, NotFound } from "../../domain/errors";
import { record, type Editor } from "../audit/editor";
import type { Db } from "../db";
import { media, type MediaVariant } from "../db/schema";
import { cropImage, processImage, type ImageVariant, type ProcessedImage } from "./images";
import type { MediaStore } from "./storage";

type Row = typeof media.$inferSelect;

const keyOf = (companyId: number, name: string, width: number) => `${companyId}/${name}-${width}.webp`;
/** Where the storefront serves a variant (server/media/serve.ts). */
export const mediaUrl = (key: string) => `/media/${key}`;
/** The store's keys of a media row's files, one per variant. */
export const keysOf = (row: Pick<Row, "companyId" | "name" | "variants">) => row.variants.map((v) => keyOf(row.companyId, row.name, v.width));

function view(row: Row): MediaView {
  const url = (v: MediaVariant) => mediaUrl(keyOf(row.companyId, row.name, v.width));
  const largest = row.variants[row.variants.length - 1]!;
  return {
    id: row.id,
    url: url(largest),
    width: row.width,
    height: row.height,
    originalName: row.originalName,
    sourceFormat: row.sourceFormat,
    sourceBytes: row.sourceBytes,
    createdAt: row.createdAt.toISOString(),
    image: { url: url(largest), width: largest.width, height: largest.height, variants: row.variants.map((v) => ({ url: url(v), width: v.width })) },
  };
}

export interface Upload {
  name: string;
  bytes: Uint8Array;
}

interface Made {
  originalName: string;
  sourceFormat: string;
  sourceBytes: number;
  variants: ImageVariant[];
  /** what the audit adds about where it came from */
  from?: Record<string, unknown>;
}

/** Keeps each made picture as a row and its files, all or none. */
async function keep(db: Db, store: MediaStore, companyId: number, made: Made[], editor: Editor): Promise<MediaView[]> {
  const written: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const views: MediaView[] = [];
      for (const m of made) {
        const name = randomBytes(12).toString("hex");
        const largest = m.variants[m.variants.length - 1]!;
        const variants = m.variants.map((v) => ({ width: v.width, height: v.height, bytes: v.data.length }));
        const [row] = await tx
          .insert(media)
          .values({ companyId, name, originalName: m.originalName.slice(0, 200), sourceFormat: m.sourceFormat, sourceBytes: m.sourceBytes, width: largest.width, height: largest.height, variants, uploadedBy: editor.by.email, createdAt: editor.now })
          .returning();
        for (const v of m.variants) {
          const key = keyOf(companyId, name, v.width);
          await store.put(key, v.data);
          written.push(key);
        }
        await record({ db: tx, companyId }, editor, { action: "create", entity: "media", id: row!.id, after: { originalName: row!.originalName, sourceFormat: row!.sourceFormat, sourceBytes: row!.sourceBytes, variants, ...m.from } });
        views.push(view(row!));
      }
      return views;
    });
  } catch (err) {
    await store.delete(written);
    throw err;
  }
}

/** Keeps every upload or, one refused (its field named: 'file', 'files.2'), none. */
export async function uploadImages(db: Db, store: MediaStore, companyId: number, uploads: { field: string; upload: Upload }[], editor: Editor): Promise<MediaView[]> {
  // every file is judged and made before anything is kept
  const made: Made[] = [];
  for (const { field, upload } of uploads) {
    const image: ProcessedImage = await processImage(upload.bytes, field);
    made.push({ originalName: upload.name, sourceFormat: image.format, sourceBytes: upload.bytes.length, variants: image.variants });
  }
  return keep(db, store, companyId, made, editor);
}

/**
 * A new media: this business's media `id` cut to a storefront shape. The original stays (other
 * pages may show it, and its files never change: a year's cache); the cut is a picture of its own.
 */
export async function cropMedia(db: Db, store: MediaStore, companyId: number, id: number, crop: Crop, editor: Editor): Promise<MediaView> {
  const [row] = await db.select().from(media).where(and(eq(media.companyId, companyId), eq(media.id, id)));
  if (!row) throw new NotFound();
  const largest = row.variants[row.variants.length - 1]!;
  const bytes = await store.get(keyOf(companyId, row.name, largest.width));
  // a row whose files are gone shows nothing anywhere: nothing to cut either
  if (!bytes) throw new NotFound();
  const variants = await cropImage(bytes, crop);
  const [made] = await keep(db, store, companyId, [{ originalName: `${row.originalName} (${crop.ratio})`, sourceFormat: row.sourceFormat, sourceBytes: row.sourceBytes, variants, from: { croppedFrom: id, crop } }], editor);
  return made!;
}

export async function listMedia({ db, companyId }: Tenant, page: number, perPage: number) {
  const rows = await db.select().from(media).where(eq(media.companyId, companyId)).orderBy(desc(media.createdAt), desc(media.id)).limit(perPage).offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(media).where(eq(media.companyId, companyId));
  return { medias: rows.map(view), total: Number(total!.n), page, perPage };
}

/**
 * What still shows a media: any of the business's pictures or texts naming its files' address
 * (an article's, category's, shop's images, an employee's photo, a group's image, a post or event, the settings).
 */
async function usesOf({ db, companyId }: Tenant, name: string): Promise<string[]> {
  const like = `%/media/${companyId}/${name}-%`;
  const rows = (await db.execute(sql`
    select 'article ' || id as use from articles where company_id = ${companyId} and images::text like ${like}
    union all select 'category ' || id from categories where company_id = ${companyId} and images::text like ${like}
    union all select 'shop ' || id from shops where company_id = ${companyId} and images::text like ${like}
    union all select 'employee ' || id from employees where company_id = ${companyId} and image::text like ${like}
    union all select 'geogroupment ' || id from geo_groups where company_id = ${companyId} and image::text like ${like}
    union all select 'post ' || id from posts where company_id = ${companyId} and (image::text like ${like} or body like ${like})
    union all select 'event ' || id from events where company_id = ${companyId} and (images::text like ${like} or body::text like ${like})
    union all select 'settings' from companies where id = ${companyId} and settings::text like ${like}
    limit 20`)) as unknown as { use: string }[] | { rows: { use: string }[] };
  return (Array.isArray(rows) ? rows : rows.rows).map((r) => r.use);
}

/** Deletes a media of this business (another's is not found); one still shown is refused, naming where. */
export async function deleteMedia(db: Db, store: MediaStore, companyId: number, id: number, editor: Editor): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const [found] = await tx.select().from(media).where(and(eq(media.companyId, companyId), eq(media.id, id))).for("update");
    if (!found) throw new NotFound();
    const uses = await usesOf({ db: tx, companyId }, found.name);
    if (uses.length) throw new Conflict("media_in_use", { id: `still shown by ${uses.join(", ")}` });
    await tx.delete(media).where(eq(media.id, found.id));
    await record({ db: tx, companyId }, editor, { action: "delete", entity: "media", id, before: { originalName: found.originalName, sourceFormat: found.sourceFormat, variants: found.variants } });
    return found;
  });
  await store.delete(keysOf(row));
}

/** The bytes of one variant for the storefront: only a key of a media that exists (a deleted one's orphan file is not served). */
export async function variantBytes(db: Db, store: MediaStore, companyId: number, name: string, width: number): Promise<Uint8Array | null> {
  const [row] = await db.select({ variants: media.variants }).from(media).where(and(eq(media.companyId, companyId), eq(media.name, name)));
  if (!row?.variants.some((v) => v.width === width)) return null;
  return store.get(keyOf(companyId, name, width));
}
