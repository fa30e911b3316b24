import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // The tests build into their own folder (BUILD_DIR=build-test), never the one `npm start` serves.
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
