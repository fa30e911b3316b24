// No source file over 450 lines: a longer one is two jobs (split it where they part). String
// catalogues, migrations and demo data are lists, not logic, and tests are left out.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const LIMIT = 450;
const roots = ["domain", "contract", "server", "app", "scripts", "bench"];
const exempt = [/^app\/locales\//, /^server\/api\/messages\.ts$/, /^server\/db\/migrations\//, /^server\/db\/demo\//, /\.test\.tsx?$/];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === "node_modules" || name.startsWith(".") || name === "+types") continue;
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|mjs|js)$/.test(name)) yield path;
  }
}

const long = [];
for (const root of roots) {
  for (const path of files(root)) {
    if (exempt.some((r) => r.test(path))) continue;
    const lines = readFileSync(path, "utf8").split("\n").length - 1;
    if (lines > LIMIT) long.push(`${path}: ${lines} lines`);
  }
}
if (long.length) {
  console.error(`Source files over ${LIMIT} lines (split them):\n  ${long.join("\n  ")}`);
  process.exit(1);
}
console.log(`no source file over ${LIMIT} lines`);
