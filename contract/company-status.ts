// The company's state as the spec's calls name it (§4 'The company can be offline', §7 Company:
// `companies/offline`, `companies/are-sms-available`, `databases`): what a client checks before
// it offers a page, an SMS code, or shows the back-office where the data lives (decision 224).
import { z } from "zod";
import { OWNERS } from "../domain/roles";
import { operations } from "./operation";

const { get } = operations("companies");

export const companyOffline = get("/companies/offline", "Whether the company's site is offline for visitors (disabled or in maintenance, debug mode off); the spec's client counts a failed check as offline", {
  response: z.object({ offline: z.boolean(), state: z.enum(["online", "disabled", "maintenance"]) }),
  errors: [400, 404],
});

export const smsAvailable = get("/companies/are-sms-available", "Whether this installation sends SMS (an SMS provider is configured): the sign-in and registration steps offer codes by SMS only then", {
  response: z.object({ available: z.boolean() }),
  errors: [400, 404],
});

export const databases = get("/databases", "Where the business's data lives: the database, its server's version and the schema migrations applied", {
  access: "provider",
  allow: OWNERS,
  response: z.object({ databases: z.array(z.object({ name: z.string(), kind: z.enum(["postgres", "pglite"]), version: z.string(), migrations: z.number(), lastMigrationAt: z.string().nullable() })) }),
  errors: [401, 403],
});
