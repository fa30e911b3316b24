import * as spa from "./server/db/demo/spa";
import * as cat from "./server/db/demo/spa-catalogue";
import * as content from "./server/db/demo/spa-content";
import * as solo from "./server/db/demo/solo";
const seen = new Set<string>();
function walk(o: unknown) {
  if (!o || typeof o !== "object") return;
  const r = o as Record<string, unknown>;
  if (typeof r.fr === "string" && typeof r.en === "string") {
    const k = JSON.stringify(r);
    if (seen.has(k)) return; seen.add(k);
    console.log("fr:", r.fr); for (const l of ["de","en","es","it"]) if (typeof r[l] === "string") console.log(`${l}:`, r[l]);
    console.log("--");
    return;
  }
  for (const v of Array.isArray(o) ? o : Object.values(r)) walk(v);
}
for (const m of [spa, cat, content, solo]) walk(m);
