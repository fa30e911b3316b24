// The operator's port (OPERATOR_PORT, on OPERATOR_HOST: 127.0.0.1 by default), apart from the
// storefront's so a proxy never exposes it: GET /metrics for Prometheus; GET /tls-ask?domain=…,
// which answers 200 only for a business's host (a proxy asks before getting a certificate for a
// host: Caddy's on-demand TLS); and on the embedded database POST /backup, which answers the
// database's files as one .tar.gz taken while the server runs (PGlite's dumpDataDir; on
// PostgreSQL, pg_dump does it: docs/deploy.md).
import { createServer } from "node:http";
import { systemClock } from "./clock";
import type { Database } from "./db";
import type { Metrics } from "./telemetry/metrics";
import type { CompanyDirectory } from "./tenancy/companies";

export async function startOperatorPort(opts: { port: number; host: string; metrics: Metrics | null; database: Database; companies?: CompanyDirectory }) {
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://operator");
      if (req.method === "GET" && url.pathname === "/tls-ask" && opts.companies) {
        const domain = url.searchParams.get("domain") ?? "";
        const known = domain !== "" && (await opts.companies.tokenForHost(domain)) !== null;
        res.writeHead(known ? 200 : 404, { "content-type": "text/plain" }).end(known ? "a business's host\n" : "no business has this host\n");
      } else if (req.method === "GET" && req.url === "/metrics" && opts.metrics) {
        const body = await opts.metrics.registry.metrics();
        res.writeHead(200, { "content-type": opts.metrics.registry.contentType }).end(body);
      } else if (req.method === "POST" && req.url === "/backup") {
        if (!opts.database.dumpDataDir) {
          res.writeHead(409, { "content-type": "text/plain" }).end("this server runs on PostgreSQL: back it up with pg_dump (npm run backup)\n");
          return;
        }
        const body = await opts.database.dumpDataDir();
        res.writeHead(200, { "content-type": "application/gzip", "content-disposition": `attachment; filename="vitrine-embedded-${systemClock().toISOString().replace(/[:.]/g, "-")}.tar.gz"` }).end(body);
      } else res.writeHead(404, { "content-type": "text/plain" }).end("not found\n");
    } catch (err) {
      res.writeHead(500, { "content-type": "text/plain" }).end(`${(err as Error).message}\n`);
    }
  });
  await new Promise<void>((resolve) => server.listen(opts.port, opts.host, resolve));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : opts.port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
