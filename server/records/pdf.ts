// The customer's records as a PDF (A4, GDPR access, decision 281): their files with the public
// values of their items, then their treatment records with the pigments and needles used. The
// words are the customer's language's (RECORDS_PDF_COPY); values are printed as kept.
import type { MyRecords } from "../../contract/my-records";
import { LOCALE_OF_LANG } from "../../domain/money";
import type { Lang } from "../../domain/types";
import { fill } from "../notify/mail-text";

export const RECORDS_PDF_COPY: Record<Lang, { title: string; intro: string; files: string; treatments: string; by: string; pigments: string; needles: string; batch: string; expires: string; none: string; yes: string; no: string }> = {
  fr: { title: "Mes dossiers", intro: "Données de {name} conservées par {business}, exportées le {date}.", files: "Dossiers", treatments: "Prestations", by: "par {name}", pigments: "Pigments", needles: "Aiguilles", batch: "lot", expires: "péremption", none: "Aucun", yes: "Oui", no: "Non" },
  de: { title: "Meine Akten", intro: "Daten von {name}, gespeichert von {business}, exportiert am {date}.", files: "Akten", treatments: "Behandlungen", by: "von {name}", pigments: "Pigmente", needles: "Nadeln", batch: "Charge", expires: "Ablaufdatum", none: "Keine", yes: "Ja", no: "Nein" },
  en: { title: "My records", intro: "Data of {name} kept by {business}, exported on {date}.", files: "Files", treatments: "Procedures", by: "by {name}", pigments: "Pigments", needles: "Needles", batch: "batch", expires: "expiry", none: "None", yes: "Yes", no: "No" },
  es: { title: "Mis expedientes", intro: "Datos de {name} conservados por {business}, exportados el {date}.", files: "Expedientes", treatments: "Sesiones", by: "por {name}", pigments: "Pigmentos", needles: "Agujas", batch: "lote", expires: "caducidad", none: "Ninguno", yes: "Sí", no: "No" },
  it: { title: "Le mie schede", intro: "Dati di {name} conservati da {business}, esportati il {date}.", files: "Schede", treatments: "Trattamenti", by: "da {name}", pigments: "Pigmenti", needles: "Aghi", batch: "lotto", expires: "scadenza", none: "Nessuno", yes: "Sì", no: "No" },
};

export interface RecordsPrint {
  records: MyRecords;
  business: string;
  customer: { firstname: string; lastname: string; email: string | null };
  lang: Lang;
  at: Date;
}

export async function recordsPdf(p: RecordsPrint): Promise<Buffer> {
  const t = RECORDS_PDF_COPY[p.lang] ?? RECORDS_PDF_COPY.fr;
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: `${t.title} — ${p.business}`, Author: p.business } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((ok, fail) => {
    doc.on("end", () => ok(Buffer.concat(chunks)));
    doc.on("error", fail);
  });
  const locale = LOCALE_OF_LANG[p.lang];
  // French sets a space before the colon; the other languages do not
  const colon = p.lang === "fr" ? " :" : ":";
  const day = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso));
  const name = [p.customer.firstname, p.customer.lastname].filter(Boolean).join(" ") || (p.customer.email ?? "");
  const heading = (text: string) => doc.moveDown(0.8).font("Helvetica-Bold").fontSize(14).fillColor("#222222").text(text).moveDown(0.3);
  const line = (text: string, size = 10, colour = "#333333") => doc.font("Helvetica").fontSize(size).fillColor(colour).text(text);

  doc.font("Times-Italic").fontSize(24).fillColor("#111111").text(t.title);
  line(fill(t.intro, { name, business: p.business, date: day(p.at.toISOString()) }), 10, "#555555");

  heading(t.files);
  if (p.records.dossiers.length === 0) line(t.none);
  for (const f of p.records.dossiers) {
    doc.font("Helvetica-Bold").fontSize(11).fillColor("#222222").text(`${f.title} (${f.type}) — ${day(f.createdAt)}`);
    for (const item of f.items) {
      const fields = p.records.collections.find((c) => c.id === item.collection.id)?.fields ?? [];
      line(item.collection.name, 10, "#555555");
      for (const field of fields) {
        const v = item.values[field.key];
        if (v === undefined) continue;
        const shown = typeof v === "boolean" ? (v ? t.yes : t.no) : field.kind === "date" && typeof v === "string" ? day(v) : String(v);
        line(`   ${field.label}${colon} ${shown}`);
      }
    }
    doc.moveDown(0.4);
  }

  heading(t.treatments);
  if (p.records.prestations.length === 0) line(t.none);
  for (const tr of p.records.prestations) {
    doc.font("Helvetica-Bold").fontSize(11).fillColor("#222222").text(`${day(tr.performedAt)} — ${fill(t.by, { name: tr.practitioner })}`);
    if (tr.pigments.length) line(`${t.pigments}${colon} ${tr.pigments.map((g) => `${g.brand} ${g.colour} (${t.batch} ${g.batch}, ${t.expires} ${day(g.expiresOn)})`).join(" ; ")}`);
    if (tr.needles.length) line(`${t.needles}${colon} ${tr.needles.map((n) => `${n.type} (${t.batch} ${n.batch})`).join(" ; ")}`);
    doc.moveDown(0.4);
  }
  doc.end();
  return done;
}
