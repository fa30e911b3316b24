// The production server in its own process, as `npm start` runs it (main.js of the tests' own
// build, build-test/, made by the global setup), on a free port with an embedded database of its own: for the journeys
// (global-setup.ts) and for the files that need other settings or other services (accounts,
// site states). Stopped with its database removed.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";

/** The key the journeys' servers sign preview themes with, so a journey can make a signed one. */
export const E2E_PREVIEW_SECRET = "e2e-preview-secret-of-the-journeys-0123456789";

/** Where the journeys build and run the production server: never the build/ of `npm start`. */
export const TEST_BUILD_DIR = process.env.BUILD_DIR || "build-test";

/** Ports handed out in this process: a port is free again once closed, and the kernel may give it
 * twice, say to a test's metrics port and then to a server started beside it. */
const handedOut = new Set<number>();

export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const srv = createServer();
      srv.listen(0, "127.0.0.1", () => {
        const address = srv.address();
        srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
      });
    });
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}

/** A folder for an embedded database, removed when the server stops. */
export const newDataDir = (name: string) => mkdtempSync(join(tmpdir(), `vitrine-${name}-`));

/** `onLog` receives each line the server logs (stdout), instead of the test's own output. */
export async function startServerProcess(opts: { dataDir: string; port?: number; env?: Record<string, string>; onLog?: (line: string) => void }) {
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, [`${TEST_BUILD_DIR}/main.js`], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: opts.dataDir, DATABASE_URL: "", LOG_LEVEL: "warn", COMPANY_CACHE_SECONDS: "0", PREVIEW_SECRET: E2E_PREVIEW_SECRET, DEMO: "false", ...opts.env },
    stdio: ["ignore", opts.onLog ? "pipe" : "inherit", "inherit"],
  });
  if (opts.onLog) createInterface({ input: child.stdout! }).on("line", opts.onLog);
  const baseURL = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  while (!(await fetch(`${baseURL}/readyz`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error("the server did not become ready in 120 s");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    baseURL,
    pid: child.pid!,
    async stop() {
      child.kill("SIGTERM");
      if (child.exitCode === null) await new Promise((r) => child.once("exit", r));
      rmSync(opts.dataDir, { recursive: true, force: true });
    },
  };
}
