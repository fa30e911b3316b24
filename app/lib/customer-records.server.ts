// The back-office customer page's records (decision 280): what its loader reads — the customer's
// files with their items, the record types, treatment records, pigments, needles, practitioners —
// and what its forms write, each refusal sent back with what was typed (decision 241).
import { data } from "react-router";
import { isApiFailure, type ApiClient } from "../../contract/client";
import type { CollectionView } from "../../contract/records";
import { localise } from "../../domain/catalogue";
import { localDay, parseClockTime } from "../../domain/time";
import type { Lang } from "../../domain/types";
import type { History } from "../components/admin/customer-record";
import { formFailure } from "./forms.server";
import { ISO } from "./i18n";

/**
 * The customer's records for the page, or null when the reader does not reach them (a practitioner
 * the customer is not booked with: decision 292), so the page says whose they are instead.
 */
export async function loadCustomerRecords(api: ApiClient, token: string, customerId: number, history: History, lang: Lang, timeZone: string) {
  const bearer = token;
  const id = String(customerId);
  const reached = await api.get("/dossiers", { query: { customerId: id }, bearer }).catch((err: unknown) => {
    if (isApiFailure(err) && err.status === 404) return null;
    throw err;
  });
  if (!reached) return null;
  const [{ dossiers }, { collections }, { prestations }, { pigments }, { needles }, { employees }] = await Promise.all([
    reached,
    api.get("/collections/schemas", { bearer }),
    api.get("/prestations", { query: { customerId: id }, bearer }),
    api.get("/pigments", { bearer }),
    api.get("/needles", { bearer }),
    api.get("/employees", { query: {}, bearer }),
  ]);
  const files = await Promise.all(dossiers.map(async (d) => (await api.get("/dossiers/{id}", { params: { id: String(d.id) }, bearer })).dossier));
  const at = new Intl.DateTimeFormat(ISO[lang], { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone });
  const appointments = history.bookings.flatMap((b) => b.appointments).map((a) => ({ id: a.id, label: `${at.format(new Date(a.start))} — ${localise(a.service.name, lang)}` }));
  return { files, collections, prestations, pigments, needles, employees: employees.filter((e) => e.active).map((e) => ({ id: e.id, displayName: e.displayName })), appointments };
}

/** What a form's typed values are for the API: numbers and yes/no read, blanks left out (the API names a required one). */
function itemValuesOf(collection: CollectionView, form: Record<string, string>) {
  const out: Record<string, string | number | boolean | null> = {};
  for (const f of collection.fields) {
    const raw = (form[`values.${f.key}`] ?? "").trim();
    const number = Number(raw.replace(",", "."));
    if (raw === "") out[f.key] = null;
    else if (f.kind === "number") out[f.key] = Number.isFinite(number) ? number : raw;
    else if (f.kind === "yesno") out[f.key] = raw === "true" ? true : raw === "false" ? false : raw;
    else out[f.key] = raw;
  }
  return out;
}

/** A treatment's day and time, typed in the business's zone, as an instant (null when they are not one). */
function performedAt(date: string, time: string, timeZone: string): string | null {
  try {
    return new Date(localDay(date, timeZone).at(parseClockTime(time))).toISOString();
  } catch {
    return null;
  }
}

const ids = (form: FormData, name: string) => form.getAll(name).map(Number).filter((n) => Number.isInteger(n) && n > 0);

/** Runs the records form `values.intent`; null when the intent is not a records one. */
export async function customerRecordsAction(api: ApiClient, token: string, customerId: number, form: FormData, timeZone: string) {
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string") values[k] = k in values ? `${values[k]},${v}` : v;
  const bearer = token;
  const which = values.form ?? "";
  const file = { type: values.type ?? "", title: values.title ?? "", notes: values.notes ?? "" };
  try {
    switch (values.intent) {
      case "dossier":
        await api.post("/dossiers", { body: { customerId, ...file }, bearer });
        return data({ saved: "file", form: which });
      case "dossier-edit":
        await api.put("/dossiers/{id}", { params: { id: values.dossierId ?? "0" }, body: file, bearer });
        return data({ saved: "file", form: which });
      case "item":
      case "item-edit": {
        const { collection } = await api.get("/collections/schemas/{id}", { params: { id: values.collectionId ?? "0" }, bearer });
        const itemValues = itemValuesOf(collection, values);
        if (values.intent === "item") await api.post("/items", { body: { dossierId: Number(values.dossierId), collectionId: collection.id, values: itemValues }, bearer });
        else await api.put("/items/{id}", { params: { id: values.itemId ?? "0" }, body: { values: itemValues }, bearer });
        return data({ saved: "item", form: which });
      }
      case "item-delete":
        await api.delete("/items/{id}", { params: { id: values.itemId ?? "0" }, bearer });
        return data({ saved: "itemDeleted", form: which });
      case "prestation": {
        const at = performedAt(values.date ?? "", values.time ?? "", timeZone);
        if (!at) return data({ form: which, values, errors: { fields: { performedAt: "admin.rec.fieldError" } } }, { status: 400 });
        const appointmentId = values.appointmentId ? Number(values.appointmentId) : null;
        await api.post("/prestations", { body: { customerId, appointmentId, employeeId: Number(values.employeeId), performedAt: at, notes: values.notes ?? "", pigmentIds: ids(form, "pigmentIds"), needleIds: ids(form, "needleIds") }, bearer });
        return data({ saved: "treatment", form: which });
      }
      case "prestation-delete":
        await api.delete("/prestations/{id}", { params: { id: values.prestationId ?? "0" }, bearer });
        return data({ saved: "treatmentDeleted", form: which });
      default:
        return null;
    }
  } catch (err) {
    // signed out or not theirs: the page's own answer (asCompanyUser), not a form's refusal
    if (isApiFailure(err) && (err.status === 401 || err.status === 403)) throw err;
    return formFailure(err, values, { form: which });
  }
}
