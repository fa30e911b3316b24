// The business's media library: images uploaded by its team, each kept as the variants the
// storefront's Picture uses (server/media/, decision 220). The files live in the media store;
// a row says what they are.
import { index, integer, jsonb, pgTable, text, unique } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { companyOf } from "./tenancy";

export interface MediaVariant {
  width: number;
  height: number;
  bytes: number;
}

export const media = pgTable(
  "media",
  {
    id: id(),
    companyId: companyOf(),
    /** the files' random stem: /media/{company}/{name}-{width}.webp */
    name: text("name").notNull(),
    /** the name the file was uploaded under (shown, never trusted) */
    originalName: text("original_name").notNull().default(""),
    /** what was uploaded, as its bytes said: jpeg, png, webp, gif, avif, svg */
    sourceFormat: text("source_format").notNull(),
    sourceBytes: integer("source_bytes").notNull(),
    /** the largest variant's size */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: jsonb("variants").$type<MediaVariant[]>().notNull(),
    /** who uploaded it, as they were known then */
    uploadedBy: text("uploaded_by").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [unique("media_company_name").on(t.companyId, t.name), index("media_company_created_idx").on(t.companyId, t.createdAt)],
);
