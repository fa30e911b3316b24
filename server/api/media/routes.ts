// The media library (contract/media.ts): uploads, the list, crops, deletes.
import { requestScope } from "../scope";
import * as op from "../../../contract/media";
import { cropMedia, deleteMedia, listMedia, uploadImages } from "../../media/library";
import { editor } from "../editor";
import { handle, resourceRoutes } from "../route";

export const mediaRoutes = resourceRoutes();

const bytesOf = async (file: File) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });

handle(mediaRoutes, op.listMedia, async (c) => {
  const q = c.req.valid("query");
  return c.json(await listMedia(requestScope(c), q.page ?? 1, q.perPage ?? 30), 200);
});

handle(mediaRoutes, op.uploadImage, async (c) => {
  const { db, media } = c.get("services");
  const [one] = await uploadImages(db, media, c.get("company").id, [{ field: "file", upload: await bytesOf(c.req.valid("form").file) }], editor(c));
  return c.json({ media: one! }, 201);
});

handle(mediaRoutes, op.uploadImages, async (c) => {
  const { db, media } = c.get("services");
  const sent = c.req.valid("form").files;
  const files = Array.isArray(sent) ? sent : [sent];
  const uploads = await Promise.all(files.map(async (f, i) => ({ field: `files.${i}`, upload: await bytesOf(f) })));
  return c.json({ medias: await uploadImages(db, media, c.get("company").id, uploads, editor(c)) }, 201);
});

handle(mediaRoutes, op.deleteMedia, async (c) => {
  const { db, media } = c.get("services");
  await deleteMedia(db, media, c.get("company").id, c.req.valid("param").id, editor(c));
  return c.body(null, 204);
});

handle(mediaRoutes, op.cropMedia, async (c) => {
  const { db, media } = c.get("services");
  return c.json({ media: await cropMedia(db, media, c.get("company").id, c.req.valid("param").id, c.req.valid("json"), editor(c)) }, 201);
});
