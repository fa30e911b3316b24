// An e-shop shelf of the back-office (/admin/commerce/shelves/...): a category of kind 'eshop'
// (contract/categories.ts), its name in five languages and the products it lists. What was typed is
// read into the API's body and the products to link and unlink; a name without its French, or an
// address that is not one, is named at its field, as are the API's own refusals.
import type { Image, Localised } from "../../domain/types";
import { LANGS } from "../../domain/types";
import { many, one, type Typed } from "./admin-article-form.server";
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

/** An API refusal's fields as the form's. */
export function refusedShelfFields(apiFields: Record<string, string>, code: string): Record<string, TKey> {
  const out: Record<string, TKey> = {};
  for (const key of Object.keys(apiFields)) {
    if (key === "slug") out.slug = code === "reference_taken" || code === "conflict" ? "admin.shelves.err.slugTaken" : "admin.shelves.err.slug";
    else if (key.startsWith("name.")) out[key] = "admin.shelves.err.name";
    else out["name.fr"] = "admin.shelves.err.other";
  }
  return out;
}
