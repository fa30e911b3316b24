// Account existence by time: the medians of 30 requests each, for a known and for an unknown
// address, of every path that takes an address (sign-up, sign-in code, password reset), in-process
// on PGlite with the demo spa. Each request has its own address and IP, so no limit answers early;
// known and unknown alternate, so both meet the same state of the process.
import pino from "pino";

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[14]! + sorted[15]!) / 2;
};

export async function benchAccountTiming(runs = 30) {
  const { createApp } = await import("../server/app");
  const { openDatabase } = await import("../server/db");
  const { seedDemo } = await import("../server/db/seed");
  const { CompanyDirectory } = await import("../server/tenancy/companies");
  const { readEnv } = await import("../server/env");
  const { customers } = await import("../server/db/schema");
  const { hashPassword } = await import("../server/auth/passwords");
  const database = await openDatabase({ dataDir: "memory://" });
  await seedDemo(database.db);
  const companies = new CompanyDirectory(database.db, 30_000);
  const app = createApp({ db: database.db, companies, log: pino({ level: "silent" }), config: readEnv({ NODE_ENV: "production" }), mode: "production" });
  const companyId = (await companies.byTokenOrNull("demo-spa-lumiere"))!.id;
  const paths = [
    { name: "sign-up (register/steps/2)", path: "/api/users/register/steps/2", body: (email: string) => ({ email, password: "a long enough password 1" }) },
    { name: "sign-in code (v2/signin/create-link)", path: "/api/users/v2/signin/create-link", body: (email: string) => ({ email }) },
    { name: "password reset (password/reset)", path: "/api/users/password/reset", body: (email: string) => ({ email }) },
  ];
  const password = await hashPassword("a known customer's password");
  const emailVerifiedAt = new Date();
  await database.db.insert(customers).values(paths.flatMap((_, p) => Array.from({ length: runs + 3 }, (_, i) => ({ companyId, email: `known-${p}-${i}@example.com`, password, emailVerifiedAt }))));

  let ip = 0;
  const call = async (path: string, body: unknown) => {
    ip++;
    const started = performance.now();
    const res = await app.request(`http://localhost${path}`, { method: "POST", headers: { "content-type": "application/json", company: "demo-spa-lumiere" }, body: JSON.stringify(body) }, { incoming: { socket: { remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}` } } });
    await res.arrayBuffer();
    const ms = performance.now() - started;
    if (res.status >= 300) throw new Error(`${path}: ${res.status}`);
    return ms;
  };

  console.log(`\nAccount existence by time (medians of ${runs} requests, in-process, PGlite)`);
  for (const [p, { name, path, body }] of paths.entries()) {
    // Three of each first: the first requests compile and warm caches.
    for (let i = 0; i < 3; i++) {
      await call(path, body(`known-${p}-${runs + i}@example.com`));
      await call(path, body(`warm-${p}-${i}@example.org`));
    }
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < runs; i++) {
      // Which goes first alternates too.
      const k = () => call(path, body(`known-${p}-${i}@example.com`)).then((ms) => known.push(ms));
      const u = () => call(path, body(`unknown-${p}-${i}@example.org`)).then((ms) => unknown.push(ms));
      if (i % 2) await u().then(k);
      else await k().then(u);
    }
    console.log(`  ${name.padEnd(38)} known ${median(known).toFixed(1).padStart(6)} ms   unknown ${median(unknown).toFixed(1).padStart(6)} ms`);
  }
  await database.close();
}
