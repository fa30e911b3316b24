// What a signed form's PDF needs besides the form: the business's name, the customer's, the
// booking's reference and its shop's time zone (the signing time is printed in it).
import type { TenantCompany } from "../tenant";
import { and, eq } from "drizzle-orm";
import { bookingReference } from "../../domain/booking-reference";
import type { Lang } from "../../domain/types";
import type { Db } from "../db";
import { bookingOrders, consentForms, customers, shops } from "../db/schema";
import { formView } from "./forms";
import { formPdf, formPdfName } from "./pdf";

type Reader = Pick<Db, "select">;

/** The form as the file the API answers (base64 in JSON, as the voucher's). */
export async function formFile({ db, company }: TenantCompany<Reader>, row: typeof consentForms.$inferSelect, lang: Lang) {
  const [found] = await db
    .select({ firstname: customers.firstname, lastname: customers.lastname, email: customers.email, timeZone: shops.timeZone })
    .from(bookingOrders)
    .innerJoin(customers, and(eq(customers.id, bookingOrders.customerId), eq(customers.companyId, bookingOrders.companyId)))
    .innerJoin(shops, and(eq(shops.id, bookingOrders.shopId), eq(shops.companyId, bookingOrders.companyId)))
    .where(and(eq(bookingOrders.companyId, company.id), eq(bookingOrders.id, row.orderId)));
  const print = {
    form: formView(row, lang),
    lang,
    business: company.settings.identity.displayName || company.nickname,
    customer: `${found?.firstname ?? ""} ${found?.lastname ?? ""}`.trim() || (found?.email ?? ""),
    reference: bookingReference(row.orderId),
    timeZone: found?.timeZone ?? "Europe/Paris",
  };
  return { filename: formPdfName(print), contentType: "application/pdf" as const, content: (await formPdf(print)).toString("base64") };
}
