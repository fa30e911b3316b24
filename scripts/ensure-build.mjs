// `npm start` builds the storefront and the server only when a build is missing or older than
// its sources, so the first start after install works and later starts are quick.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const dir = process.env.BUILD_DIR || "build";
const builds = [
  { output: `${dir}/server/index.js`, sources: ["app", "domain", "contract", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"], command: "npx react-router build", what: "the storefront" },
  { output: `${dir}/main.js`, sources: ["server", "domain", "contract", "scripts/build-server.mjs", "package-lock.json"], command: "node scripts/build-server.mjs", what: "the server" },
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

for (const { output, sources, command, what } of builds) {
  if (!existsSync(output) || sources.some((s) => newest(s) > statSync(output).mtimeMs)) {
    console.log(`Building ${what} (${command})…`);
    execSync(command, { stdio: "inherit" });
  }
}
