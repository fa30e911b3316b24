// The layer rules of docs/architecture.md, checked on every `npm test` (`npm run deps`).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import circle makes the order of loading matter and hides which area owns what.",
      from: { path: "^(domain|contract|server)/" },
      to: { circular: true },
    },
    {
      name: "no-circular-at-run-time",
      severity: "error",
      comment: "Pages may name a route module's loader or action type (React Router's typed data); nothing more.",
      from: { path: "^app/" },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "domain-imports-nothing-of-ours",
      severity: "error",
      comment: "domain/ is pure rules: it imports no other folder of ours.",
      from: { path: "^domain/" },
      to: { path: "^(contract|server|app|test|e2e|bench|scripts|fakes)/" },
    },
    {
      name: "contract-imports-domain-only",
      severity: "error",
      from: { path: "^contract/" },
      to: { path: "^(server|app|test|e2e|bench|scripts|fakes)/" },
    },
    {
      name: "server-imports-domain-and-contract",
      severity: "error",
      comment: "The server never imports the pages nor the test folders.",
      from: { path: "^server/", pathNot: "\\.test\\.ts$" },
      to: { path: "^(app|test|e2e|bench|scripts)/" },
    },
    {
      name: "fakes-loaded-only-by-a-demo",
      severity: "error",
      comment: "The local provider fakes are loaded (import()) only by a demo server (server/demo.ts decides); their demo keys may be read anywhere.",
      from: { path: "^server/", pathNot: ["^server/fakes/", "\\.test\\.ts$", "^server/api/payment/stripe-test-server\\.ts$"] },
      to: { path: "^server/fakes/", pathNot: "^server/fakes/demo-keys\\.ts$", dependencyTypesNot: ["dynamic-import"] },
    },
    {
      name: "app-imports-domain-and-contract",
      severity: "error",
      comment: "The pages reach the server only through the API client.",
      from: { path: "^app/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^(server|test|e2e|bench|scripts|fakes)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build|build-test|\\.react-router|\\.data)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"], extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
