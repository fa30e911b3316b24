// What the content forms read and write besides their own fields: the media library's pictures
// (one is picked by its id; the post or event keeps its address and size) and the API's refusals.
import type { Typed } from "../components/admin/article-form";
import { oneOf } from "../components/admin/article-form";
import type { ApiClient } from "./api";
import type { Image } from "./admin-content-form.server";

export async function libraryOf(api: ApiClient, token: string) {
  const { medias } = await api.get("/medias", { query: { perPage: "48" }, bearer: token });
  return medias.map((m) => ({ id: m.id, url: m.url, name: m.originalName, width: m.width, height: m.height }));
}

/** The picture chosen in the form: the one kept ('keep'), none, or the library's (by id). */
export async function chosenImage(api: ApiClient, token: string, typed: Typed, current: Image): Promise<Image> {
  const choice = oneOf(typed, "image");
  if (choice === "keep" || choice === "") return current;
  if (!/^\d{1,10}$/.test(choice)) return null;
  const medium = (await libraryOf(api, token)).find((m) => m.id === Number(choice));
  return medium ? { url: medium.url, width: medium.width, height: medium.height } : current;
}
