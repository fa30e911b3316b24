// Test support: the test file's server (server/testing.ts), started before its tests and closed
// after them. Its fields are there once the file's first beforeAll has run.
import { afterAll, beforeAll } from "vitest";
import { startTestServer, type TestServer } from "./testing";

export function useTestServer(opts: Parameters<typeof startTestServer>[0] | (() => Promise<Parameters<typeof startTestServer>[0]>) = {}): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startTestServer(typeof opts === "function" ? await opts() : opts));
  });
  afterAll(() => server.close?.());
  return server;
}
