// The business's media library (spec §7: `/medias`, `/upload/image`, `/upload/images`, under
// /api like every call: decision 224): images uploaded by the team, kept as the variants the
// storefront's Picture uses, listed and deleted (decision 220).
import { z } from "zod";
import { CROP_RATIOS, MAX_ZOOM } from "../domain/crop";
import { imageSchema } from "../domain/entities";
import { MANAGERS } from "../domain/roles";
import { operations } from "./operation";
import { idText } from "./vocabulary";

const { get, post, del } = operations("media");
// The catalogue's, the content's and the settings' pictures: what owners and managers write.
const team = { access: "provider", allow: MANAGERS } as const;

export const mediaSchema = z.object({
  id: z.number(),
  /** the largest variant's address */
  url: z.string(),
  width: z.number(),
  height: z.number(),
  /** the name it was uploaded under */
  originalName: z.string(),
  /** what was uploaded, as its bytes said */
  sourceFormat: z.string(),
  sourceBytes: z.number(),
  createdAt: z.string(),
  /** ready to put in an article's, a category's or a shop's `images`: every width for srcset */
  image: imageSchema,
});
export type MediaView = z.infer<typeof mediaSchema>;

/** An uploaded file, as a multipart form's field. */
const file = z.file().meta({ type: "string", format: "binary", description: "an image: JPEG, PNG, WebP, GIF, AVIF or SVG (without scripts or outside references)" });

export const listMedia = get("/medias", "The business's media library, newest first, with paging (`page` from 1, `perPage` up to 100)", {
  ...team,
  query: z.object({ page: idText.optional(), perPage: idText.pipe(z.number().max(100, "is at most 100")).optional() }),
  response: z.object({ medias: z.array(mediaSchema), total: z.number(), page: z.number(), perPage: z.number() }),
  errors: [400],
});
export const deleteMedia = del("/medias/{id}", "Deletes an image and its files; one still shown by an article, a category, a shop, a group, a post, an event or the settings is refused (409 `media_in_use`, naming where)", {
  ...team,
  params: z.object({ id: idText }),
  status: 204,
  errors: [400, 404, 409],
});
export const uploadImage = post("/upload/image", "Uploads one image (multipart field `file`): checked by its bytes, re-encoded as WebP at the storefront's widths (480, 960, 1920, never wider than it is)", {
  ...team,
  form: z.object({ file }),
  status: 201,
  response: z.object({ media: mediaSchema }),
  errors: [400, 413],
});
export const uploadImages = post("/upload/images", "Uploads up to 10 images at once (multipart fields `files`): all are kept or, one refused, none (the refusal names `files.<n>`)", {
  ...team,
  form: z.object({ files: z.union([file, z.array(file).min(1).max(10, "at most 10 files at once")]) }),
  status: 201,
  response: z.object({ medias: z.array(mediaSchema) }),
  errors: [400, 413],
});
export const cropMedia = post("/medias/{id}/crop", "Cuts an image to one of the storefront's shapes (`ratio` 4:3, 1:1, 3:2 or 16:9; `zoom` from 1, the largest frame of the ratio, to 4; `x` and `y` where the frame sits, 0 to 1) into a new image of the library; the original stays", {
  ...team,
  params: z.object({ id: idText }),
  body: z.object({
    ratio: z.enum(CROP_RATIOS),
    zoom: z.number().min(1, "is at least 1").max(MAX_ZOOM, `is at most ${MAX_ZOOM}`).default(1),
    x: z.number().min(0, "is at least 0").max(1, "is at most 1").default(0.5),
    y: z.number().min(0, "is at least 0").max(1, "is at most 1").default(0.5),
  }),
  status: 201,
  response: z.object({ media: mediaSchema }),
  errors: [400, 404],
});
