// A signed-in customer's page kept once per account shape (decision 305). The shell a customer
// sees depends on little of them: whether they hold a loyalty card, whether their profile lacks a
// phone or an e-mail. Their details (id, names, e-mail, phone) only travel in the root loader's
// data. So the page is drawn once with a marker in place of each detail, and with its loaders
// running without the session (nothing of anyone's account can enter it); each answer then puts
// the visitor's own details where the markers were, written as React Router writes its data.
import { randomInt, randomUUID } from "node:crypto";
import type { PageCustomer } from "../contract/page-context";

const DETAILS = ["firstname", "lastname", "email", "phone"] as const;
type Detail = (typeof DETAILS)[number];
/** what goes between two kept parts: the answer's nonce, or one of the customer's details */
export type Insert = "nonce" | "id" | Detail;

/** a detail the page draws as absent (the profile's warning reads it): part of the shape, never a marker */
const blank = (value: string | null) => value === null || value.trim() === "";

/** What of a customer a kept page depends on: two customers of the same shape share it. */
export function accountShape(customer: PageCustomer): string {
  return JSON.stringify([customer.profileWarning, customer.hasLoyaltyCard, ...DETAILS.map((d) => (blank(customer[d]) ? customer[d] : "*"))]);
}

/**
 * The markers of this process: letters and digits only (written alike in every context), random
 * (no page can hold them otherwise); the id a 16-digit number no id reaches.
 */
export class AccountMarkers {
  readonly id = 2 ** 52 + randomInt(2 ** 40);
  private readonly text: Record<Detail, string>;
  private readonly pattern: RegExp;

  constructor() {
    const seed = randomUUID().replaceAll("-", "");
    this.text = Object.fromEntries(DETAILS.map((d) => [d, `vtacct${seed}${d}`])) as Record<Detail, string>;
    this.pattern = new RegExp(`${DETAILS.map((d) => this.text[d]).join("|")}|(?<![0-9])${this.id}(?![0-9])`, "g");
  }

  /** The customer a kept page is drawn for: each detail a marker, the blank ones as they are. */
  customer(customer: PageCustomer): PageCustomer {
    const drawn = { ...customer, id: this.id };
    for (const d of DETAILS) if (!blank(customer[d])) drawn[d] = this.text[d];
    return drawn;
  }

  /**
   * The page drawn for `customer`'s shape cut at its nonces and markers, or null when a marker is
   * not where the data alone holds it once (a component drew a detail, or the stream cut a marker
   * in two): such a page is not kept.
   */
  cut(html: string, nonce: string, customer: PageCustomer): { parts: string[]; inserts: Insert[] } | null {
    const want: Insert[] = ["id", ...DETAILS.filter((d) => !blank(customer[d]))];
    const byText = new Map<string, Insert>([[String(this.id), "id"], ...DETAILS.map((d) => [this.text[d], d] as [string, Insert])]);
    const parts: string[] = [];
    const inserts: Insert[] = [];
    const found: Insert[] = [];
    let from = 0;
    for (const piece of html.split(nonce)) {
      if (from > 0) inserts.push("nonce");
      from = 1;
      let at = 0;
      for (const match of piece.matchAll(this.pattern)) {
        const insert = byText.get(match[0])!;
        found.push(insert);
        parts.push(piece.slice(at, match.index));
        inserts.push(insert);
        at = match.index + match[0].length;
      }
      parts.push(piece.slice(at));
    }
    if (found.length !== want.length || !want.every((w) => found.includes(w))) return null;
    return { parts, inserts };
  }
}

/**
 * A string of the root loader's data as a page's stream script holds it: JSON in the turbo-stream
 * text, which goes as a JSON string into `streamController.enqueue(…)`, escaped for a script
 * (React Router's escapeHtml: & > < U+2028 U+2029). Only what lies between the quotes.
 */
export function inStream(value: string): string {
  const once = JSON.stringify(value).slice(1, -1);
  return JSON.stringify(once)
    .slice(1, -1)
    .replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** The bytes of each insert for this answer. */
export function insertsFor(inserts: Insert[], nonce: Buffer, customer: PageCustomer | null): Buffer[] {
  const made = new Map<Insert, Buffer>([["nonce", nonce]]);
  return inserts.map((insert) => {
    let bytes = made.get(insert);
    if (!bytes) {
      if (!customer) throw new Error("a customer's page answered without a customer");
      bytes = Buffer.from(insert === "id" ? String(customer.id) : inStream(customer[insert as Detail]!));
      made.set(insert, bytes);
    }
    return bytes;
  });
}
