// A bench part on PGlite in memory, then on PostgreSQL when BENCH_DATABASE_URL is set (its schema
// is RESET: use a throw-away database).
import { openDatabase, type Database } from "../server/db";
import { resetPostgres } from "../server/testing";

/** 'p50 …, p95 … (n runs)' of timings in milliseconds. */
export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (${samples.length} runs)`;
}

export async function onEachDatabase(run: (label: string, database: Database) => Promise<void>) {
  const pglite = await openDatabase({ dataDir: "memory://" });
  try {
    await run("PGlite", pglite);
  } finally {
    await pglite.close();
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return;
  await resetPostgres(url);
  const pg = await openDatabase({ url });
  try {
    await run("PostgreSQL", pg);
  } finally {
    await pg.close();
  }
}
