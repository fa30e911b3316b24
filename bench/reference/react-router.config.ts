import type { Config } from "@react-router/dev/config";

// The reference page of `npm run bench`: one route, nothing else, built like the storefront.
export default { appDirectory: "app", ssr: true } satisfies Config;
