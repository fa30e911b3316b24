// An e-shop shelf of the back-office (/admin/commerce/shelves/...): a category of kind 'eshop'
// (contract/categories.ts), its name in five languages and the products it lists. What was typed is
// read into the API's body and the products to link and unlink; a name without its French, or an
// address that is not one, is named at its field, as are the API's own refusals.
import type { Image, Localised } from "../../domain/types";
import { LANGS } from "../../domain/types";
import { many, one, type Typed } from "./admin-article-form.server";
import type { ApiClient } from "./api";
import { inLang } from "./admin-catalogue";
import type { TKey } from "./use-t";

type Shelf = { slug: string; order: number; name: Localised; description: Localised; images: Image[]; articleIds: number[] };

/** The form's values of a stored shelf (or of a new one). */
export function shelfTyped(shelf: Shelf | null): Typed {
  if (!shelf) return {};
  const typed: Typed = { slug: shelf.slug, products: shelf.articleIds.map(String) };
  for (const [l, v] of Object.entries(shelf.name)) typed[`name.${l}`] = v ?? "";
  return typed;
}

/** An address from a name: lower case, no accents, dashes. */
export const slugOf = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80);

/** The category's body (its place and pictures kept), the products chosen, and the fields refused. */
export function shelfBody(typed: Typed, shelf: Shelf | null, order: number, productIds: Set<number>) {
  const fields: Record<string, TKey> = {};
  const name = Object.fromEntries(LANGS.map((l) => [l, one(typed, `name.${l}`)]).filter(([, v]) => v !== ""));
  if (!name.fr) fields["name.fr"] = "admin.shelves.err.name";
  const slug = one(typed, "slug") || slugOf(name.fr ?? "");
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) fields.slug = "admin.shelves.err.slug";
  const body = {
    slug,
    name,
    description: shelf?.description ?? {},
    images: (shelf?.images ?? []).map((i) => ({ url: i.url, width: i.width, height: i.height, alt: i.alt })),
    order: shelf?.order ?? order,
    kind: "eshop" as const,
  };
  return { body, products: many(typed, "products").filter((id) => productIds.has(id)), fields };
}

/** An API refusal's fields as the form's (a shelf's words, or a services' category's). */
export function refusedShelfFields(apiFields: Record<string, string>, code: string, words: "admin.shelves" | "admin.categories" = "admin.shelves"): Record<string, TKey> {
  const out: Record<string, TKey> = {};
  const w = (key: string) => `${words}.err.${key}` as TKey;
  for (const key of Object.keys(apiFields)) {
    if (key === "slug") out.slug = w(code === "reference_taken" || code === "conflict" ? "slugTaken" : "slug");
    else if (key.startsWith("name.")) out[key] = w("name");
    else if (key.startsWith("description.")) out[key] = w("description");
    else out["name.fr"] = w("other");
  }
  return out;
}

/** The form's values of a stored services' category: a shelf's, its descriptions, its picture kept. */
export function categoryTyped(category: Shelf | null): Typed {
  if (!category) return { image: "none" };
  const typed: Typed = { ...shelfTyped(category), services: category.articleIds.map(String), image: category.images[0] ? "keep" : "none" };
  delete typed.products;
  for (const [l, v] of Object.entries(category.description)) typed[`description.${l}`] = v ?? "";
  return typed;
}

/** A services' category's body: a shelf's with the descriptions typed, the picture chosen and kind 'services'. */
export function categoryBody(typed: Typed, category: Shelf | null, order: number, serviceIds: Set<number>, image: { url: string; width?: number | null; height?: number | null } | null) {
  const { body, products, fields } = shelfBody({ ...typed, products: many(typed, "services").map(String) }, category, order, serviceIds);
  const description = Object.fromEntries(LANGS.map((l) => [l, one(typed, `description.${l}`)]).filter(([, v]) => v !== ""));
  for (const [l, v] of Object.entries(description)) if (String(v).length > 5000) fields[`description.${l}`] = "admin.categories.err.description";
  if (fields["name.fr"]) fields["name.fr"] = "admin.categories.err.name";
  if (fields.slug) fields.slug = "admin.categories.err.slug";
  const images = image ? [{ url: image.url, width: image.width ?? undefined, height: image.height ?? undefined, alt: body.name }] : [];
  return { body: { ...body, description, images, kind: "services" as const }, services: products, fields };
}

/** The category lists exactly the articles chosen: the others unlinked, those already there keep their places, a new one goes last. */
export async function relinkArticles(api: ApiClient, token: string, categoryId: number, had: number[], chosen: number[]) {
  for (const gone of had.filter((a) => !chosen.includes(a))) await api.delete("/categories/link/article/{id}", { params: { id: String(gone) }, query: { categoryId: String(categoryId) }, bearer: token });
  let next = had.length;
  for (const added of chosen.filter((a) => !had.includes(a))) await api.post("/categories/link/article/{id}", { params: { id: String(added) }, body: { categoryId, order: next++ }, bearer: token });
}

/**
 * Moves one of a kind's categories (a shelf, a services' category) to a place (`to`) or one step
 * (`direction`): every category of that kind whose place changed is written again with its new
 * place (PUT /categories/{id}, audited), so the stored order equals the list's, whatever it was.
 * Null when the category is not one of that kind's.
 */
export async function moveCategory(api: ApiClient, token: string, kind: "services" | "eshop", values: Record<string, string>, lang: string) {
  const written = await api.get("/articles/written", { bearer: token });
  const list = written.categories.filter((c) => c.kind === kind);
  const id = Number(values.shelfId);
  const from = list.findIndex((c) => c.id === id);
  if (from < 0) return null;
  const to = values.to !== undefined ? Number(values.to) : from + (values.direction === "up" ? -1 : 1);
  const place = Math.max(0, Math.min(list.length - 1, Number.isInteger(to) ? to : from));
  const ordered = [...list];
  const [moved] = ordered.splice(from, 1);
  ordered.splice(place, 0, moved!);
  for (const [i, c] of ordered.entries()) {
    if (c.order === i) continue;
    const body = { slug: c.slug, name: c.name, description: c.description, images: c.images.map((im) => ({ url: im.url, width: im.width, height: im.height, alt: im.alt })), order: i, kind };
    await api.put("/categories/{id}", { params: { id: String(c.id) }, body, bearer: token });
  }
  return { shelfId: id, name: inLang(moved!.name, lang), position: place + 1, count: ordered.length };
}
