// The environment variables' table of docs/deploy.md, written from server/env.ts: each variable of
// the schema, its default (read from the schema itself) and the doc comment above it. `npm run
// docs:env` rewrites the table between its markers; server/env-table.test.ts fails when the doc
// and env.ts differ, so the table cannot drift.
import { readFileSync, writeFileSync } from "node:fs";
import { envSchema } from "../server/env";

export const DOC = new URL("../docs/deploy.md", import.meta.url);
const SOURCE = new URL("../server/env.ts", import.meta.url);
export const START = "<!-- env:start — generated from server/env.ts by `npm run docs:env`; edit env.ts, not this table -->";
export const END = "<!-- env:end -->";

/** The doc comment right above each variable of env.ts's schema. */
function comments(source: string): Map<string, string> {
  const out = new Map<string, string>();
  const re = /\/\*\*([\s\S]*?)\*\/\s*\n\s*([A-Z][A-Z0-9_]*):/g;
  for (const [, body, name] of source.matchAll(re)) {
    out.set(name!, body!.split("\n").map((l) => l.replace(/^\s*\*\s?/, "").trim()).filter(Boolean).join(" "));
  }
  return out;
}

/** The default a variable takes when unset, as the operator would write it. */
function defaultOf(name: string): string {
  // zod keeps the default in the definition, under the pipes and preprocessors around it
  let def = (envSchema.shape as unknown as Record<string, { _zod: { def: Record<string, unknown> } }>)[name]!._zod.def;
  for (let i = 0; i < 5 && def; i++) {
    if ("defaultValue" in def) {
      const first = def.defaultValue;
      // a default drawn afresh at each start (a random key)
      if (first !== def.defaultValue) return "drawn at start";
      return String(first) === "" ? "(empty)" : `\`${String(first)}\``;
    }
    const inner = (def.in ?? def.innerType ?? def.schema) as { _zod: { def: Record<string, unknown> } } | undefined;
    def = inner?._zod.def as Record<string, unknown>;
  }
  return "—";
}

const cell = (s: string) => s.replace(/\|/g, "\\|");

export function envTable(): string {
  const described = comments(readFileSync(SOURCE, "utf8"));
  const missing = Object.keys(envSchema.shape).filter((name) => !described.has(name));
  if (missing.length) throw new Error(`server/env.ts: write a /** comment */ above ${missing.join(", ")}`);
  const rows = Object.keys(envSchema.shape).map((name) => `| \`${name}\` | ${cell(defaultOf(name))} | ${cell(described.get(name)!)} |`);
  return [START, "", "| variable | default | meaning |", "|---|---|---|", ...rows, "", END].join("\n");
}

/** The doc with its table as env.ts says it. */
export function withTable(doc: string): string {
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < 0) throw new Error(`docs/deploy.md has lost its markers: ${START} … ${END}`);
  return doc.slice(0, from) + envTable() + doc.slice(to + END.length);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(DOC, withTable(readFileSync(DOC, "utf8")));
  console.log("docs/deploy.md: the environment table is written from server/env.ts");
}
