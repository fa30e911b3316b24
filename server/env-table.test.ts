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
