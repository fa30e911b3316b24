import { defineConfig } from "vitest/config";

// Three projects: pure rules (unit), the Hono app in-process on a fresh database (api),
// and browser journeys against a production build (e2e), two files at a time in each. On
// PostgreSQL each api worker has a database of its own, each file on a fresh copy of a template.
// The api files of a worker share the modules they load (`--no-isolate` in package.json's
// test:api, decision 311): loading the server again for every file was half of that run.

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    // two files at a time on two cores (the default keeps one core free and runs one)
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "unit", include: ["domain/**/*.test.ts", "app/**/*.test.ts"], environment: "node", testTimeout: 30_000 } },
      {
        extends: true,
        test: {
          name: "api",
          include: ["server/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
          // on PostgreSQL each worker has a database of its own (server/test-database.ts), each file
          // a copy of the run's migrated and seeded template (server/test-template.ts), on PGlite too
          setupFiles: ["server/test-database.ts"],
          globalSetup: ["server/test-template.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // an expect.poll waits for what the page shows as long as a locator does (1 s by default
          // failed on a loaded machine); a poll that succeeds sooner returns as soon
          expect: { poll: { timeout: 30_000 } },
          // two files side by side, each worker on a server of its own (e2e/global-setup.ts)
          pool: "forks",
          globalSetup: ["e2e/global-setup.ts"],
        },
      },
    ],
  },
});
