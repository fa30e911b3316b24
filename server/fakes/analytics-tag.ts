// A local stand-in for Google's tag host: `GET /gtag/js?id=…` answers a script, as the real one
// does, and the requests are kept for the tests (which id was asked, and whether anything was).
// The page's own `gtag()` queues its commands on `window.dataLayer`, the tag's public interface;
// this script only marks that it ran.
import { createServer } from "node:http";

export async function startAnalyticsTagFake() {
  const requests: { path: string; id: string | null }[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    requests.push({ path: url.pathname, id: url.searchParams.get("id") });
    if (url.pathname !== "/gtag/js") return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "application/javascript", "access-control-allow-origin": "*" });
    res.end(`window.__tagLoaded = ${JSON.stringify(url.searchParams.get("id"))};`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return { requests, url: `http://127.0.0.1:${port}/gtag/js`, origin: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}
