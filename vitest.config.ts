import { defineConfig } from "vitest/config";

// Three projects: pure rules (unit), the Hono app in-process on a fresh database (api),
// and browser journeys against a production build (e2e). On PostgreSQL the api files share
// one database, so they run one after the other, each on a freshly reset schema.
const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
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
          poolOptions: { forks: { singleFork: onPostgres } },
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
          pool: "forks",
          poolOptions: { forks: { singleFork: true } },
          globalSetup: ["e2e/global-setup.ts"],
        },
      },
    ],
  },
});
