// Every installed package must run on the Node version the README and package.json promise:
// `npm install` on that Node then prints no engine warning, and nothing needs a newer runtime.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

const root = new URL("..", import.meta.url).pathname;
const stated = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).engines.node as string;

/** Every package.json under node_modules (nested ones too), as name → engines.node. */
function installedEngines(dir: string, found = new Map<string, string>()): Map<string, string> {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith(".")) continue;
    if (entry.name.startsWith("@")) {
      installedEngines(join(dir, entry.name), found);
      continue;
    }
    const pkgDir = join(dir, entry.name);
    const manifest = join(pkgDir, "package.json");
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, "utf8"));
      const node = pkg.engines?.node;
      if (typeof node === "string" && pkg.name) found.set(`${pkg.name}@${pkg.version} (${pkgDir.slice(root.length)})`, node);
    }
    installedEngines(join(pkgDir, "node_modules"), found);
  }
  return found;
}

describe("dependencies and the stated Node version", () => {
  it("README states the same minimum Node version as package.json", () => {
    const min = semver.minVersion(stated)!.version.replace(/\.0$/, "");
    expect(readFileSync(join(root, "README.md"), "utf8")).toContain(`Node.js ${min} or later`);
  });

  it("README's addresses follow the port the server prints, never a fixed one", () => {
    expect(readFileSync(join(root, "README.md"), "utf8")).not.toMatch(/localhost:3000\//);
  });

  it("every installed dependency accepts the lowest Node version package.json allows", () => {
    const lowest = semver.minVersion(stated)!;
    const refusing = [...installedEngines(join(root, "node_modules"))]
      .filter(([, range]) => semver.validRange(range) && !semver.satisfies(lowest, range))
      .map(([pkg, range]) => `${pkg} wants node ${range}`);
    expect(refusing).toEqual([]);
  });
});
