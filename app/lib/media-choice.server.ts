// What a form's media picker (app/components/admin/media-picker.tsx) chose, made into the picture
// to save: a new upload is kept first (so a refused form comes back with it chosen), then, once
// the rest of the form is valid, the chosen picture is cut to its shape by the API (a new media
// of the library) and given as the `images` the catalogue, the shops and the content store.
import type { z } from "zod";
import { cropFromForm } from "../../domain/crop";
import type { imageSchema } from "../../domain/entities";
import { oneOf, type Typed } from "../components/admin/article-form";
import { PICKER_FIELDS, type PickerFields } from "../components/admin/media-picker";
import { isApiFailure, type ApiClient } from "./api";
import type { TKey } from "./use-t";

export type Picture = z.infer<typeof imageSchema>;
type Refused = { errors: Record<string, TKey> };

/**
 * Keeps the form's new file, if one was sent, in the library and makes it the chosen picture in
 * `typed`; a file that is no image is named at the file's field.
 */
export async function keepUpload(api: ApiClient, token: string, form: FormData, typed: Typed, fields: PickerFields = PICKER_FIELDS): Promise<Refused | null> {
  const file = form.get(fields.file);
  if (!(file instanceof File) || file.size === 0) return null;
  const upload = new FormData();
  upload.set("file", file);
  try {
    const { media } = await api.post("/upload/image", { form: upload, bearer: token });
    typed[fields.image] = String(media.id);
    return null;
  } catch (err) {
    if (!isApiFailure(err) || err.status >= 500) throw err;
    return { errors: { [fields.file]: "admin.art.err.image" } };
  }
}

/**
 * The pictures to save: the current ones kept, none, or the chosen library picture, cut to the
 * asked shape. The current picture is cut too when it is one of the library's.
 */
export async function chosenPictures(api: ApiClient, token: string, typed: Typed, current: readonly Picture[], fields: PickerFields = PICKER_FIELDS): Promise<{ images: Picture[] } | Refused> {
  const choice = oneOf(typed, fields.image);
  const read = cropFromForm((key) => oneOf(typed, key.replace(/^crop\./, `${fields.crop}.`)));
  if ("field" in read) return { errors: { [read.field.replace(/^crop\./, `${fields.crop}.`)]: "admin.media.err.crop" } };
  if (choice === "none") return { images: [] };
  const picked = /^\d+$/.test(choice);
  if (!picked && !read.crop) return { images: [...current] };
  const { medias } = await api.get("/medias", { query: { perPage: "100" }, bearer: token });
  const medium = picked ? medias.find((m) => m.id === Number(choice)) : medias.find((m) => m.url === current[0]?.url);
  if (!medium) return picked ? { images: [...current] } : { errors: { [`${fields.crop}.ratio`]: "admin.media.err.crop" } };
  if (!read.crop) return { images: [medium.image] };
  try {
    const { media } = await api.post("/medias/{id}/crop", { params: { id: String(medium.id) }, body: read.crop, bearer: token });
    // the cut is now the chosen one: a refused form shows it, and is not cut again
    typed[fields.image] = String(media.id);
    typed[`${fields.crop}.ratio`] = "none";
    return { images: [media.image] };
  } catch (err) {
    if (!isApiFailure(err) || err.status >= 500) throw err;
    return { errors: { [`${fields.crop}.ratio`]: "admin.media.err.crop" } };
  }
}
