// The frame key of a page and its groups taken out of the page React wrote (decision 309).
import { createHash } from "node:crypto";
import type { EntryContext } from "react-router";
import type { FrameGroups } from "../../contract/page-context";
import { missingContact } from "../../domain/navigation";
import { groupOpening } from "./kept-frame";
import { homeHero, LAYOUT_ROUTE, type RootData } from "./shell-data";

/** the company as a page shows it, written once per object (one per company version and language) */
const written = new WeakMap<object, string>();

/**
 * Everything the frame draws from: the root's data (the company in the page's language, the
 * languages, the address's origin and path, debug and preview state) with the customer reduced to
 * the account's shape (signed in, a loyalty card, the contact it lacks: all the frame shows of
 * them), the layout's data (shops, magazine, booking, the bell, the consent choice), the home's
 * hero, and the address with its query. Null when the page has no frame.
 */
export function frameKey(context: EntryContext, url: URL): string | null {
  const data = context.staticHandlerContext.loaderData ?? {};
  const root = data["root"] as RootData | undefined;
  const layout = data[LAYOUT_ROUTE];
  if (!root || !layout) return null;
  const { customer, company, ...rest } = root;
  let companyText = written.get(company);
  if (companyText === undefined) written.set(company, (companyText = JSON.stringify(company)));
  const hero = homeHero(context.staticHandlerContext.matches.map((m) => ({ id: m.route.id, data: data[m.route.id] })));
  const shape = customer ? { loyalty: Boolean(customer.hasLoyaltyCard), contact: missingContact(customer) } : null;
  return createHash("sha256")
    .update(companyText)
    .update(JSON.stringify([rest, shape, layout, hero, url.pathname + url.search]))
    .digest("base64url");
}

/**
 * The groups' inner HTML in a page written whole, or null when one is missing or holds what must
 * not be kept: a script, a style, a pending boundary's template, or this answer's nonce.
 */
export function frameGroups(html: string, nonce: string): FrameGroups | null {
  const top = inner(html, "top");
  const bottom = inner(html, "bottom");
  if (top === null || bottom === null) return null;
  return [top, bottom].some((group) => /<script|<style|<template|<!--\$\?/.test(group) || group.includes(nonce)) ? null : { top, bottom };
}

/** A group's inner HTML: up to the `</div>` closing its element (React escapes `<` in texts and attributes). */
function inner(html: string, name: keyof FrameGroups): string | null {
  const opening = groupOpening(name);
  const start = html.indexOf(opening);
  if (start < 0 || html.indexOf(opening, start + 1) >= 0) return null;
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start + opening.length;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === "</div>" ? -1 : 1;
    if (depth === 0) return html.slice(start + opening.length, tag.index);
  }
  return null;
}
