// The business's team beyond sign-in: which shops each company user works at (a manager runs
// those shops, a staff member works there; an owner reaches every shop without a link).
import { index, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { companyId, createdAt, parent, sameCompany } from "./columns";
import { companyUsers } from "./accounts";
import { shops } from "./catalogue";

export const companyUserShops = pgTable(
  "company_user_shops",
  { companyId: companyId(), companyUserId: parent("company_user_id"), shopId: parent("shop_id"), createdAt: createdAt() },
  (t) => [
    primaryKey({ columns: [t.companyUserId, t.shopId] }),
    sameCompany(t.companyId, t.companyUserId, companyUsers),
    sameCompany(t.companyId, t.shopId, shops),
    index("company_user_shops_shop_idx").on(t.companyId, t.shopId),
  ],
);
