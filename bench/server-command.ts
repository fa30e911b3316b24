// How `npm start` runs the production server (package.json "start"): node with the flags written
// there (decision 296) and the compiled build/main.js, read from that script so the two never part.
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

/** The node flags of package.json's start script (`… node --flag build/main.js`). */
export function startFlags(): string[] {
  const start = (JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { scripts: { start: string } }).scripts.start;
  const words = start.split(/\s+/);
  const node = words.indexOf("node");
  const main = words.indexOf("build/main.js");
  if (node < 0 || main < node) throw new Error(`package.json start is not "node … build/main.js": ${start}`);
  return words.slice(node + 1, main);
}

export function serverCommand(): [string, string[]] {
  if (!existsSync("build/main.js")) execSync("node scripts/build-server.mjs", { stdio: "inherit" });
  return [process.execPath, [...startFlags(), "build/main.js"]];
}
