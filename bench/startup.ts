// Start-up figures: the first `npm start` on an empty database (migrations and demo seed), a
// later start on the same data, and the server's resident memory once ready.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serverCommand } from "./server-command";

async function startOnce(dataDir: string, port: number) {
  const started = performance.now();
  const [command, args, startEnvironment] = serverCommand();
  const child = spawn(command, args, {
    env: { ...process.env, ...startEnvironment, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const readyMs = performance.now() - started;
  await fetch(`http://localhost:${port}/`); // one page rendered, as a visitor would
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  const rssMb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  return { readyMs, rssMb };
}

export async function benchStartup() {
  const dataDir = mkdtempSync(join(tmpdir(), "vitrine-bench-"));
  try {
    const first = await startOnce(dataDir, 3901);
    const later = await startOnce(dataDir, 3902);
    console.log("startup (production build, PGlite):");
    console.log(`  first start, empty database (migrate + seed): ${first.readyMs.toFixed(0)} ms`);
    console.log(`  later start:                                  ${later.readyMs.toFixed(0)} ms`);
    console.log(`  resident memory after start and one page:     ${later.rssMb.toFixed(1)} MiB`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
