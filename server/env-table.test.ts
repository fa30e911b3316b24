// docs/deploy.md's table of environment variables is the one server/env.ts gives (scripts/env-table.ts):
// a variable added, removed, renamed, re-defaulted or re-described in env.ts without `npm run
// docs:env` fails here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DOC, envTable, withTable } from "../scripts/env-table";
import { envSchema } from "./env";

describe("docs/deploy.md's environment table", () => {
  it("is the table server/env.ts gives (run `npm run docs:env` after changing env.ts)", () => {
    const doc = readFileSync(DOC, "utf8");
    expect(doc).toBe(withTable(doc));
  });

  it("has every variable of the schema, with its default", () => {
    const table = envTable();
    for (const name of Object.keys(envSchema.shape)) expect(table).toContain(`| \`${name}\` |`);
    expect(table).toContain("| `PORT` | `3000` |");
    expect(table).toContain("| `PREVIEW_SECRET` | drawn at start |");
    expect(table).toContain("| `DATABASE_URL` | — |");
  });
});

describe("deploy/vitrine.env.example", () => {
  it("names only variables server/env.ts reads, each a value it accepts", () => {
    const lines = readFileSync("deploy/vitrine.env.example", "utf8").split("\n");
    const set = lines.map((l) => /^#?([A-Z][A-Z0-9_]+)=(.*)$/.exec(l)).filter((m) => m !== null);
    expect(set.length).toBeGreaterThan(10);
    expect(set.map((m) => m[1]).filter((name) => !(name! in envSchema.shape))).toEqual([]);
    // the example, as a whole, is a configuration a process starts with
    expect(envSchema.safeParse(Object.fromEntries(set.map((m) => [m[1], m[2]]))).error?.issues ?? []).toEqual([]);
  });
});
