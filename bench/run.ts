// `npm run bench`: prints figures; never passes or fails on time.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { benchStartup } from "./startup";
import { benchAvailability } from "./availability";
import { benchHome } from "./home";

if (!existsSync("build/server/index.js")) execSync("npx react-router build", { stdio: "inherit" });
const only = process.argv[2];
if (!only || only === "startup") await benchStartup();
if (!only || only === "availability") await benchAvailability();
if (!only || only === "catalogue") await (await import("./catalogue")).benchCatalogue();
if (!only || only === "home") await benchHome();
if (!only || only === "pages") await (await import("./pages")).benchPages();
if (!only || only === "payment") await (await import("./payment")).benchPayment();
if (!only || only === "eshop") await (await import("./eshop")).benchEshop();
if (!only || only === "accounts") await (await import("./account-timing")).benchAccountTiming();
if (!only || only === "back-office") await (await import("./back-office")).benchBackOffice();
if (!only || only === "finder") await (await import("./finder")).benchFinder();
if (!only || only === "agenda") await (await import("./agenda")).benchAgenda();
if (!only || only === "telemetry") await (await import("./telemetry-cost")).benchTelemetry();
// Not in the whole run: they need a throw-away PostgreSQL (and nginx and wrk: bench/scale.ts).
if (only === "backup") await (await import("./backup")).benchBackup();
if (only === "scale") await (await import("./scale")).benchScale();
