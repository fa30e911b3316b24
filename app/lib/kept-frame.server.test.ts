// The frame's key holds everything the frame draws and nothing of one customer but their account's
// shape; its groups are taken whole out of the page React wrote, and not at all when they hold
// what must not be kept (decision 309).
import { describe, expect, it } from "vitest";
import type { EntryContext } from "react-router";
import { frameGroups, frameKey } from "./kept-frame.server";
import { groupOpening } from "./kept-frame";

const company = { token: "spa", settings: { identity: { logo: "/logo.svg" } } };
const customer = { id: 7, firstname: "Léa", lastname: "Martin", email: "lea@example.com", phone: "+33612345678", profileWarning: null, hasLoyaltyCard: true };

function entry(root: Record<string, unknown> | undefined, layout: unknown = { shops: [], consentChosen: false }, home?: { heroOnTop: boolean }) {
  const loaderData: Record<string, unknown> = { root, "routes/layout": layout };
  const matches = [{ route: { id: "root" } }, { route: { id: "routes/layout" } }];
  if (home) {
    loaderData["routes/home:home"] = home;
    matches.push({ route: { id: "routes/home:home" } });
  }
  return { staticHandlerContext: { loaderData, matches } } as unknown as EntryContext;
}
const rootWith = (over: Record<string, unknown> = {}) => ({ company, lang: "fr", langs: ["fr", "en"], customer, path: "/profile/orders", debug: false, ...over });
const key = (root = rootWith(), url = "http://spa.example/profile/orders", layout?: unknown, home?: { heroOnTop: boolean }) => frameKey(entry(root, layout, home), new URL(url));

describe("a page's frame key", () => {
  it("is the same for two customers of one shape, whatever their names and addresses", () => {
    const other = { ...customer, id: 8, firstname: "Hugo", lastname: "Bernard", email: "hugo@example.com", phone: "+33700000000" };
    expect(key(rootWith({ customer: other }))).toBe(key());
  });

  it("moves with the account's shape: signed in or not, a loyalty card, the contact the profile lacks", () => {
    const keys = [
      key(),
      key(rootWith({ customer: null })),
      key(rootWith({ customer: { ...customer, hasLoyaltyCard: false } })),
      key(rootWith({ customer: { ...customer, phone: "" } })),
      key(rootWith({ customer: { ...customer, email: "" } })),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("moves with the company, the language, the address and its query, the layout's data and the home's hero", () => {
    const keys = [
      key(),
      key(rootWith({ company: { ...company, settings: { identity: { logo: "/other.svg" } } } })),
      key(rootWith({ lang: "en" })),
      key(rootWith(), "http://spa.example/panier"),
      key(rootWith(), "http://spa.example/profile/orders?page=reserved"),
      key(rootWith(), undefined, { shops: [], consentChosen: true }),
      key(rootWith(), undefined, undefined, { heroOnTop: true }),
      key(rootWith(), undefined, undefined, { heroOnTop: false }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("is none for a page without the layout (an error above it)", () => {
    expect(frameKey(entry(rootWith(), null), new URL("http://spa.example/"))).toBeNull();
    expect(frameKey(entry(undefined), new URL("http://spa.example/"))).toBeNull();
  });
});

describe("the frame's groups in a page", () => {
  const page = (top: string, bottom: string) => `<html><body><div class="flex"><a href="#main">skip</a>${groupOpening("top")}${top}</div><main id="main"><div>page</div></main>${groupOpening("bottom")}${bottom}</div></div></body></html>`;

  it("are each group's inner HTML, nested elements included", () => {
    const top = '<header><div class="a"><div>logo</div></div><nav><div></div></nav></header><dialog><div>menu</div></dialog>';
    const bottom = "<footer><div>links &lt;div&gt;</div></footer><nav>bar</nav>";
    expect(frameGroups(page(top, bottom), "N0nce")).toEqual({ top, bottom });
  });

  it("are not kept when a group holds a script, a style, a pending boundary, or this answer's nonce, or when one is missing", () => {
    expect(frameGroups(page("<header></header><script>x()</script>", "<footer></footer>"), "N0nce")).toBeNull();
    expect(frameGroups(page("<header></header>", '<footer><style nonce="x">a{}</style></footer>'), "N0nce")).toBeNull();
    expect(frameGroups(page('<!--$?--><template id="B:0"></template><!--/$-->', "<footer></footer>"), "N0nce")).toBeNull();
    expect(frameGroups(page('<header data-n="N0nce"></header>', "<footer></footer>"), "N0nce")).toBeNull();
    expect(frameGroups("<html><body><main></main></body></html>", "N0nce")).toBeNull();
    expect(frameGroups(page("<header>", "<footer></footer>").replace(/<\/div><\/div><\/body>/, "</body>"), "N0nce")).toBeNull();
  });
});
