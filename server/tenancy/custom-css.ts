// Custom CSS reaches every visitor's page: it may style, never fetch from elsewhere. Parsed with
// PostCSS; `@import` and any declaration naming an address outside this site and the business's
// font hosts are dropped (an attribute selector with a remote background can read what a page
// shows, one character at a time).
import postcss from "postcss";

/** May this address be fetched by the page's CSS? Paths of this site, data:, and the allowed hosts over https. */
export function allowedAddress(target: string, hosts: readonly string[]): boolean {
  const t = target.trim();
  if (t.startsWith("data:")) return true;
  if (t.startsWith("/") && !t.startsWith("//") && !t.includes("\\")) return true;
  try {
    const url = new URL(t);
    return url.protocol === "https:" && hosts.includes(url.host);
  } catch {
    return false;
  }
}

const URL_FUNCTION = /(?:url|src)\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"]*))\s*\)/gi;
const STRING = /"([^"]*)"|'([^']*)'/g;

/** Every address a CSS value names: url(), src(), and the strings of image-set(). */
function addressesIn(value: string): string[] {
  const out = [...value.matchAll(URL_FUNCTION)].map((m) => m[1] ?? m[2] ?? m[3] ?? "");
  if (/image-set\(/i.test(value)) out.push(...[...value.matchAll(STRING)].map((m) => m[1] ?? m[2] ?? ""));
  return out;
}

/** Loads something: a function that fetches, or an escape that could spell one. */
const fetches = (value: string) => /\\|(?:url|src|image-set|image|cross-fade|element)\s*\(/i.test(value);

export function sanitiseCss(css: string, hosts: readonly string[]): string {
  if (!css.trim()) return "";
  let root: postcss.Root;
  try {
    root = postcss.parse(css);
  } catch {
    return ""; // unreadable CSS is not worth guessing at
  }
  root.walkAtRules((rule) => {
    const name = rule.name.toLowerCase();
    if (name === "import" || (fetches(rule.params) && !addressesIn(rule.params).every((a) => allowedAddress(a, hosts)))) rule.remove();
  });
  root.walkDecls((decl) => {
    if (!fetches(decl.value)) return;
    const addresses = addressesIn(decl.value);
    if (decl.value.includes("\\") || addresses.length === 0 || !addresses.every((a) => allowedAddress(a, hosts))) decl.remove();
  });
  return root.toString();
}
