// How `npm start` runs the production server (package.json "start"): the compiled build/main.js.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export function serverCommand(): [string, string[]] {
  if (!existsSync("build/main.js")) execSync("node scripts/build-server.mjs", { stdio: "inherit" });
  return [process.execPath, ["build/main.js"]];
}
