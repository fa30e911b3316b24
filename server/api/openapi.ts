// The API's OpenAPI 3.1 document, generated from the operations' zod schemas (contract/), the same
// ones that validate every request, so it cannot drift from what the API does; and its reference
// page for integrators, drawn in the browser by Scalar served from this server (no CDN: the page's
// Content-Security-Policy allows nothing from elsewhere).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiEnv } from "./context";

const DESCRIPTION = `The storefront API of Vitrine: catalogue, booking, tracked carts and customer accounts of one
business at a time.

- **company** header: the business's public token (\`GET /companies/token/host/{host}\` finds it from its domain).
- **Authorization: Bearer** a customer's session token (from a sign-in), for the customer's own operations.
- **curlang** header: \`fr\`, \`de\`, \`en\`, \`es\` or \`it\`, the language of the messages (French without it).

Every refusal is \`{"error": {"code", "message", "fields"?}}\`: \`fields\` names each bad input
(\`"myAppointment.start": "must fall within the years 0100–9999"\`), the message is in the caller's
language. A body that is not JSON is \`400 invalid_json\`; an address the API does not have is \`404
not_found\`, another method \`405 method_not_allowed\` with \`Allow\`.`;

/** The document of an API app (server/api/index.ts), for the server at `/api`. */
export function openApiDocument(api: OpenAPIHono<ApiEnv>) {
  api.openAPIRegistry.registerComponent("securitySchemes", "company", { type: "apiKey", in: "header", name: "company", description: "The business's public token" });
  api.openAPIRegistry.registerComponent("securitySchemes", "customerSession", { type: "http", scheme: "bearer", description: "A customer's session token" });
  api.openAPIRegistry.registerComponent("securitySchemes", "companyUser", { type: "http", scheme: "bearer", description: "A company user's token (POST /cmpusers/login)" });
  return api.getOpenAPI31Document({
    openapi: "3.1.0",
    info: { title: "Vitrine storefront API", version: "1", description: DESCRIPTION },
    servers: [{ url: "/api" }],
  });
}

const scalarScript = (() => {
  let script: string | null = null;
  // The package exports its modules only: its browser bundle sits beside its entry point.
  const bundle = () => new URL("./browser/standalone.js", pathToFileURL(createRequire(import.meta.url).resolve("@scalar/api-reference")));
  return () => (script ??= readFileSync(bundle(), "utf8"));
})();

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vitrine API reference</title>
</head>
<body>
<script id="api-reference" data-url="/api/openapi.json" data-configuration='{"withDefaultFonts":false,"showDeveloperTools":"never","agent":{"disabled":true},"mcp":{"disabled":true},"metaData":{"title":"Vitrine API reference"}}'></script>
<script src="/api/reference/scalar.js"></script>
</body>
</html>`;

/** Nothing from another origin: the renderer is ours to serve, and the document is ours. */
const CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; frame-ancestors 'none'";

/** GET /api/openapi.json (the document, made once) and the reference page at /api/reference. */
export function serveOpenApi(api: OpenAPIHono<ApiEnv>) {
  let document: ReturnType<typeof openApiDocument> | null = null;
  api.get("/openapi.json", (c) => c.json((document ??= openApiDocument(api))));
  api.get("/reference", (c) => {
    c.header("Content-Security-Policy", CSP);
    return c.html(PAGE);
  });
  api.get("/reference/scalar.js", (c) => {
    c.header("Cache-Control", "public, max-age=86400");
    return c.body(scalarScript(), 200, { "Content-Type": "text/javascript; charset=utf-8" });
  });
}
