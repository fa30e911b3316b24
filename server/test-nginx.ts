// Test and bench support: nginx from Debian's package (`apt-get install nginx-light`) in front of
// server processes, with the installation's own proxy settings (deploy/nginx/vitrine-proxy.conf,
// included as shipped: TLS, keep-alive upstream, the X-Forwarded-* headers it overwrites) and a
// self-signed certificate, in a folder of its own. server/processes.test.ts and bench/scale.ts.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export function hasNginx(): boolean {
  try {
    execFileSync("sh", ["-c", "command -v nginx && command -v openssl"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

export interface ProxyRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** the visitor's address as nginx sees it (a test stands in for visitors at several addresses) */
  visitor?: string;
}

export interface TestNginx {
  port: number;
  pid: number;
  /** a request to https://localhost:port through nginx, answered as fetch would */
  request(path: string, init?: ProxyRequest): Promise<Response>;
  stop(): Promise<void>;
}

/** nginx on 127.0.0.1:`port`, round robin over the processes on `upstreams`. */
export async function startNginx(opts: { port: number; upstreams: number[] }): Promise<TestNginx> {
  const dir = mkdtempSync(join(tmpdir(), "vitrine-nginx-"));
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,DNS:*.localhost", "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")], { stdio: "ignore" });
  const conf = `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream vitrine { ${opts.upstreams.map((p) => `server 127.0.0.1:${p} max_fails=0;`).join(" ")} keepalive 64; }
  server {
    listen 127.0.0.1:${opts.port} ssl;
    server_name localhost *.localhost;
    ssl_certificate ${dir}/cert.pem; ssl_certificate_key ${dir}/key.pem;
    # stands in for visitors at several addresses: every request here comes from 127.0.0.1
    set_real_ip_from 127.0.0.1;
    real_ip_header X-Test-Visitor;
    include ${resolve("deploy/nginx/vitrine-proxy.conf")};
  }
}
`;
  writeFileSync(join(dir, "nginx.conf"), conf);
  const child = spawn("nginx", ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log"), "-g", "daemon off;"], { stdio: ["ignore", "ignore", "inherit"] });

  const send = (path: string, init: ProxyRequest = {}) =>
    new Promise<Response>((done, fail) => {
      const headers: Record<string, string> = { host: "localhost", ...init.headers };
      if (init.visitor) headers["x-test-visitor"] = init.visitor;
      const req = request({ host: "127.0.0.1", port: opts.port, path, method: init.method ?? "GET", servername: "localhost", rejectUnauthorized: false, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const out = new Headers();
          for (const [k, v] of Object.entries(res.headers)) for (const one of [v ?? []].flat()) out.append(k, one);
          done(new Response(res.statusCode === 204 ? null : Buffer.concat(chunks), { status: res.statusCode, headers: out }));
        });
      });
      req.on("error", fail);
      req.end(init.body);
    });

  const stop = () =>
    new Promise<void>((done) => {
      const end = () => (rmSync(dir, { recursive: true, force: true }), done());
      if (child.exitCode !== null) return end();
      child.once("exit", end);
      child.kill("SIGQUIT");
    });

  for (;;) {
    if (child.exitCode !== null) {
      const log = readFileSync(join(dir, "error.log"), "utf8");
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start: ${log}`);
    }
    if (await send("/healthz").then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return { port: opts.port, pid: child.pid!, request: send, stop };
}
