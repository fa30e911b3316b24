// How `npm start` runs the production server (package.json "start"): the environment and node's
// flags written there (decisions 296, 302) and the compiled build/main.js, read from that script so
// the two never part.
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

function startWords(): string[] {
  const start = (JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { scripts: { start: string } }).scripts.start;
  const words = start.split(/\s+/);
  const node = words.indexOf("node");
  const main = words.indexOf("build/main.js");
  if (node < 0 || main < node) throw new Error(`package.json start is not "… node … build/main.js": ${start}`);
  return words;
}

/** The node flags of package.json's start script (`… node --flag build/main.js`). */
export function startFlags(): string[] {
  const words = startWords();
  return words.slice(words.indexOf("node") + 1, words.indexOf("build/main.js"));
}

/** The environment package.json's start script sets before node (`NAME=value … node`): glibc's malloc reads its own when the process starts. */
export function startEnv(): Record<string, string> {
  const words = startWords();
  return Object.fromEntries(words.slice(0, words.indexOf("node")).map((w) => w.split("=", 2) as [string, string]));
}

export function serverCommand(): [string, string[], Record<string, string>] {
  if (!existsSync("build/main.js")) execSync("node scripts/build-server.mjs", { stdio: "inherit" });
  return [process.execPath, [...startFlags(), "build/main.js"], startEnv()];
}
