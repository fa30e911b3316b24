// The reference server: the storefront's stack (Hono, compression, @hono/node-server, React
// Router's request handler) serving the one-route build, as plain JavaScript.
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler } from "react-router";

const build = await import(new URL("./build/server/index.js", import.meta.url).href);
const handle = createRequestHandler(build, "production");
const web = new Hono();
web.use("*", compress());
web.use("/assets/*", serveStatic({ root: new URL("./build/client", import.meta.url).pathname }));
web.get("/healthz", (c) => c.json({ status: "ok" }));
web.all("*", (c) => handle(c.req.raw));
const server = createServer(getRequestListener(web.fetch));
server.listen(Number(process.env.PORT ?? 3950), "127.0.0.1");
process.once("SIGTERM", () => server.close(() => process.exit(0)));
