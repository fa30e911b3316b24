// Builds the production server into the tests' own folder (build-test/, when its sources moved),
// starts it on a free port with a fresh embedded database (seeded with the demo businesses) for
// the browser journeys, and stops it afterwards. The build/ a running `npm start` serves is left
// as it was: its state is noted first, and e2e/foundation.test.ts checks it did not change.
import { execFileSync } from "node:child_process";
import type { TestProject } from "vitest/node";
import { buildState } from "./build-state";
import { TEST_BUILD_DIR, newDataDir, startServerProcess } from "./server-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    port: number;
    servedBuildBefore: string;
  }
}

export default async function setup(project: TestProject) {
  project.provide("servedBuildBefore", buildState("build"));
  // As `npm run build` builds: for production (vitest's NODE_ENV=test would give React's development build).
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production", BUILD_DIR: TEST_BUILD_DIR } });
  const server = await startServerProcess({ dataDir: newDataDir("e2e") });
  project.provide("baseURL", server.baseURL);
  project.provide("port", server.port);
  return () => server.stop();
}
