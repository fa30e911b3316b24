// What the SMS provider reports of a message it was given: kept on the message's outbox row.
import { and, eq } from "drizzle-orm";
import { outbox } from "../db/schema";
import type { Tenant } from "../tenant";

export async function recordDeliveryReport({ db, companyId }: Tenant, report: { providerRef: string; status: string; errorCode: string | null }, at: Date) {
  await db
    .update(outbox)
    .set({ deliveryStatus: report.status.slice(0, 40), deliveryError: report.errorCode ? `Twilio error ${report.errorCode.slice(0, 20)}` : null, deliveryAt: at })
    .where(and(eq(outbox.companyId, companyId), eq(outbox.providerRef, report.providerRef)));
}
