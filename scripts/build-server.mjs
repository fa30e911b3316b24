// The production server as plain JavaScript: server/main.ts and our own modules it imports
// (server/, domain/, contract/) in one file, build/main.js; packages stay imports of
// node_modules. Its migrations are copied beside it (build/migrations), where the bundled
// database module looks for them. `npm start` runs it with node alone: no TypeScript loader.
// BUILD_DIR builds elsewhere (the tests build into build-test/, never the build/ a server runs).
import { build } from "esbuild";
import { cpSync, rmSync } from "node:fs";

const dir = process.env.BUILD_DIR || "build";

await build({
  entryPoints: ["server/main.ts"],
  outfile: `${dir}/main.js`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
rmSync(`${dir}/migrations`, { recursive: true, force: true });
cpSync("server/db/migrations", `${dir}/migrations`, { recursive: true });
