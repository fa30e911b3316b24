// What a customer's account shows besides their row: the social sign-ins linked to it and whether
// they hold a loyalty card. Columns to add to any statement that reads `customers` (the session's
// lookup reads them with the customer, in the same statement), each within the customer's company.
import { sql } from "drizzle-orm";
import type { customerLinks } from "../db/schema";

type Provider = (typeof customerLinks.$inferSelect)["provider"];

/** the drivers give json parsed or as text, as they are set up */
const parsed = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value) as Provider[];

// Written out with the tables named: drizzle leaves a lone table's columns unqualified, and
// "company_id" inside the subquery would be the subquery's own.
export const accountFacts = {
  /** the providers linked, in the order they were linked */
  linkedProviders: sql<Provider[]>`coalesce((select json_agg(l.provider order by l.id) from customer_links l where l.company_id = "customers"."company_id" and l.customer_id = "customers"."id"), '[]'::json)`.mapWith(parsed),
  hasLoyaltyCard: sql<boolean>`exists (select 1 from loyalty_cards c where c.company_id = "customers"."company_id" and c.customer_id = "customers"."id")`.mapWith(Boolean),
};

export interface AccountFacts {
  linkedProviders: Provider[];
  hasLoyaltyCard: boolean;
}
