// `npm start` builds the storefront only when the build is missing or older than its sources,
// so the first start after install works and later starts are quick.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const output = "build/server/index.js";
const sources = ["app", "domain", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

if (!existsSync(output) || sources.some((s) => newest(s) > statSync(output).mtimeMs)) {
  console.log("Building the storefront (react-router build)…");
  execSync("npx react-router build", { stdio: "inherit" });
}
