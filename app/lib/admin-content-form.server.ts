// The content forms of the back-office (/admin/content/...): what was typed turned into the API's
// bodies (contract/content.ts), and the API's refused fields turned back into the forms' fields
// and words (decision 241). A post's slug left empty is made from its title.
import { LANGS, type Lang } from "../../domain/types";
import type { Errors, Typed } from "../components/admin/article-form";
import { oneOf } from "../components/admin/article-form";

const localised = (typed: Typed, prefix: string) => Object.fromEntries(LANGS.map((l) => [l, oneOf(typed, `${prefix}.${l}`).trim()]).filter(([, v]) => v !== ""));
const list = (typed: Typed, key: string) => {
  const v = typed[key];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
};
const idOrNull = (text: string) => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

/** 'Soins d'hiver : la peau' → 'soins-d-hiver-la-peau'. */
export const slugOf = (words: string) =>
  words
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120);

export type Image = { url: string; width?: number; height?: number } | null;

export function postBody(typed: Typed, image: Image) {
  const langs = list(typed, "lang").filter((l): l is Lang => (LANGS as readonly string[]).includes(l));
  const slug = oneOf(typed, "slug").trim() || slugOf(oneOf(typed, "title"));
  const time = oneOf(typed, "time").trim();
  return {
    slug,
    title: oneOf(typed, "title").trim(),
    excerpt: oneOf(typed, "excerpt").trim(),
    body: oneOf(typed, "body"),
    image,
    categoryId: idOrNull(oneOf(typed, "categoryId")),
    lang: langs.length === LANGS.length ? ("all" as const) : langs,
    published: oneOf(typed, "state") === "publish",
    date: oneOf(typed, "date").trim(),
    time: time === "" ? null : time,
  };
}

export function eventBody(typed: Typed, image: Image) {
  const url = oneOf(typed, "link.url").trim();
  return {
    start: oneOf(typed, "start").trim(),
    end: oneOf(typed, "end").trim(),
    body: localised(typed, "body"),
    img: image ? [image] : [],
    showDates: oneOf(typed, "showDates") === "on",
    link: url ? { url, title: localised(typed, "link.title") } : null,
  };
}

export const alertBody = (typed: Typed) => ({ start: oneOf(typed, "start").trim(), end: oneOf(typed, "end").trim(), body: localised(typed, "body"), serviceId: idOrNull(oneOf(typed, "serviceId")) });

export const categoryBody = (typed: Typed) => ({ slug: oneOf(typed, "slug").trim() || slugOf(oneOf(typed, "name.fr")), name: localised(typed, "name"), order: Number(oneOf(typed, "order")) || 0 });

const WORDS: Record<string, Errors[string]> = {
  slug: "admin.content.err.slug",
  title: "admin.content.err.required",
  date: "admin.content.err.date",
  start: "admin.content.err.date",
  end: "admin.content.err.end",
  time: "admin.content.err.time",
  lang: "admin.content.err.lang",
  link: "admin.content.err.url",
  image: "admin.content.err.generic",
  body: "admin.content.err.body",
  name: "admin.content.err.required",
  categoryId: "admin.content.err.generic",
  serviceId: "admin.content.err.generic",
};

/** The API's refused fields as the form's: `link` → `link.url`; a localised one (`localisedHeads`) named in French when the API names it whole. */
export function refusedContentFields(fields: Record<string, string>, code?: string, localisedHeads: string[] = []): Errors {
  const errors: Errors = {};
  for (const path of Object.keys(fields)) {
    const head = path.split(".")[0]!;
    const field = head === "link" ? "link.url" : localisedHeads.includes(head) ? (path.includes(".") ? path : `${head}.fr`) : head;
    errors[field] = code === "slug_taken" && head === "slug" ? "admin.content.err.slugTaken" : (WORDS[head] ?? "admin.content.err.generic");
  }
  return errors;
}
