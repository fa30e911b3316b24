// Builds the production server into the tests' own folder (build-test/, when its sources moved),
// starts one server per test worker on a free port, each with a fresh embedded database of its own
// (seeded with the demo businesses) for the browser journeys, and stops them afterwards. Two
// workers run two journey files side by side, each on its own server (e2e/browser.ts picks it), so
// a file never shares its data with the file running beside it. A file's own in-process server
// starts from a copy of the database migrated and seeded here once (1–2 s to load, against 5–6 s
// to migrate and seed in every file). The build/ a running `npm start` serves is left as it was:
// its state is noted first, and e2e/foundation.test.ts checks it did not change.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { buildState } from "./build-state";
import { TEST_BUILD_DIR, newDataDir, startServerProcess } from "./server-process";
import { pgliteTemplates } from "../server/test-template";

declare module "vitest" {
  export interface ProvidedContext {
    /** the journeys' servers: the worker numbered n (VITEST_POOL_ID) uses the nth */
    servers: { baseURL: string; port: number }[];
    servedBuildBefore: string;
    /** the embedded database migrated and seeded once, dumped to this file: a journey's own server starts from a copy */
    journeyDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  project.provide("servedBuildBefore", buildState("build"));
  // As `npm run build` builds: for production (vitest's NODE_ENV=test would give React's development build).
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production", BUILD_DIR: TEST_BUILD_DIR } });
  const workers = Math.max(1, Number(project.vitest.config.maxWorkers) || 1);
  const templateDir = newDataDir("e2e-template");
  const [templates, ...servers] = await Promise.all([pgliteTemplates(templateDir), ...Array.from({ length: workers }, (_, i) => startServerProcess({ dataDir: newDataDir(`e2e-${i + 1}`) }))]);
  project.provide(
    "servers",
    servers.map(({ baseURL, port }) => ({ baseURL, port })),
  );
  project.provide("journeyDatabase", templates.seeded);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(templateDir, { recursive: true, force: true });
  };
}
