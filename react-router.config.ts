import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // The tests build into their own folder (BUILD_DIR=build-test), never the one `npm start` serves.
  buildDirectory: process.env.BUILD_DIR || "build",
  // Every route in the first page's manifest (one cached file of 3 KiB gzip): React Router then
  // never fetches route descriptions after the page starts, and never renders the whole page
  // again to add them.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
