// The customer's own records (decision 281): their files, the public fields of their items, their
// treatment records without the team's notes — read on /profile and downloaded whole (GDPR
// access) as JSON or PDF. Every record shown is logged as read, every record downloaded as exported.
import type { Tenant } from "../tenant";
import type { MyRecords } from "../../contract/my-records";
import { publicFields, publicValues } from "../../domain/record-schema";
import type { Lang } from "../../domain/types";
import { logRecordAccess, type RecordScope, type RecordTouch } from "./access-log";
import { listCollections } from "./collections";
import { itemView, recordsOfCustomer } from "./dossiers";
import { prestationsOfCustomer } from "./prestations";
import { recordsPdf } from "./pdf";

/** What the customer may read of their records, and the touches that reading is. */
async function ownRecords({ db, companyId }: Tenant, customerId: number): Promise<{ records: MyRecords; touched: Omit<RecordTouch, "action">[] }> {
  const [{ files, items }, collections, treatments] = await Promise.all([recordsOfCustomer({ db, companyId }, customerId), listCollections({ db, companyId }, true), prestationsOfCustomer({ db, companyId }, customerId)]);
  // an item of a type with no public field is the team's alone: not even its existence is shown
  const shown = items.filter((i) => publicFields(i.collection.fields).length > 0);
  const records: MyRecords = {
    dossiers: files.map((f) => ({
      id: f.id,
      type: f.type,
      title: f.title,
      createdAt: f.createdAt.toISOString(),
      items: shown.filter((i) => i.item.dossierId === f.id).map((i) => itemView(i, publicValues(i.collection.fields, i.item.values))),
    })),
    collections,
    prestations: treatments.map((p) => ({ id: p.id, performedAt: p.performedAt, practitioner: p.practitioner.displayName, pigments: p.pigments, needles: p.needles })),
  };
  const touched = [
    ...files.map((f) => ({ record: "dossier" as const, id: f.id, customerId })),
    ...shown.map((i) => ({ record: "item" as const, id: i.item.id, customerId })),
    ...treatments.map((p) => ({ record: "prestation" as const, id: p.id, customerId })),
  ];
  return { records, touched };
}

export async function myRecords(scope: RecordScope, customerId: number): Promise<MyRecords> {
  const { records, touched } = await ownRecords(scope, customerId);
  await logRecordAccess(scope, touched.map((t) => ({ ...t, action: "read" as const })));
  return records;
}

export interface ExportFor {
  customer: { id: number; firstname: string; lastname: string; email: string | null };
  business: string;
  lang: Lang;
  format: "json" | "pdf";
}

/** Every record the customer may read, as a file: the download itself is logged, and each record in it. */
export async function exportMyRecords(scope: RecordScope, who: ExportFor) {
  const { records, touched } = await ownRecords(scope, who.customer.id);
  await logRecordAccess(scope, [{ action: "export", record: "records_export", id: who.customer.id, customerId: who.customer.id }, ...touched.map((t) => ({ ...t, action: "export" as const }))]);
  const day = scope.now.toISOString().slice(0, 10);
  if (who.format === "json") {
    const body = { business: who.business, customer: who.customer, exportedAt: scope.now.toISOString(), ...records };
    return { filename: `records-${day}.json`, contentType: "application/json" as const, content: Buffer.from(JSON.stringify(body, null, 2)).toString("base64") };
  }
  const pdf = await recordsPdf({ records, business: who.business, customer: who.customer, lang: who.lang, at: scope.now });
  return { filename: `records-${day}.pdf`, contentType: "application/pdf" as const, content: pdf.toString("base64") };
}
