// Starts the production build on a free port with a fresh embedded database (seeded with the
// demo businesses) for the browser journeys, and stops it afterwards.
import type { TestProject } from "vitest/node";
import { newDataDir, startServerProcess } from "./server-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    port: number;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServerProcess({ dataDir: newDataDir("e2e") });
  project.provide("baseURL", server.baseURL);
  project.provide("port", server.port);
  return () => server.stop();
}
