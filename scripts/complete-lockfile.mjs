// The npm registry this project's machines reach does not serve every platform build of some
// native packages (rollup, tailwind's oxide): `npm install` then leaves their entries out of
// package-lock.json, and `npm ci` refuses the lock as out of sync. This script adds the missing
// optional entries, with the os/cpu/libc their names declare, so `npm ci` accepts the lock and
// every platform still installs its own build from a complete registry.
// Run it after any `npm install` that changes the lock: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from "node:fs";

const path = "package-lock.json";
const lock = JSON.parse(readFileSync(path, "utf8"));
const packages = lock.packages;

const OS = ["android", "darwin", "freebsd", "linux", "openbsd", "openharmony", "win32", "sunos", "aix", "netbsd"];
const CPU = { arm64: "arm64", x64: "x64", ia32: "ia32", arm: "arm", loong64: "loong64", ppc64: "ppc64", riscv64: "riscv64", s390x: "s390x", wasm32: "wasm32" };

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const entry = {};
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => p in CPU);
  if (os) entry.os = [os];
  if (cpu) entry.cpu = [CPU[cpu]];
  if (os === "linux") {
    if (parts.some((p) => p.startsWith("musl"))) entry.libc = ["musl"];
    else if (parts.some((p) => p.startsWith("gnu"))) entry.libc = ["glibc"];
  }
  return entry;
}

let added = 0;
for (const [key, pkg] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${key}/node_modules/${dep}`;
    const top = `node_modules/${dep}`;
    if (packages[nested] || packages[top]) continue;
    packages[top] = { version, ...(pkg.dev ? { dev: true } : {}), optional: true, ...platformOf(dep) };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
writeFileSync(path, JSON.stringify(lock, null, 2) + "\n");
console.log(added ? `package-lock.json: added ${added} optional platform entries` : "package-lock.json: complete");
