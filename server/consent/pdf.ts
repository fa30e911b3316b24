// A signed consent form as a printable PDF (A4), made with PDFKit like the gift voucher: the
// business, the form's title and revision, each question with its answer as signed, then the
// signature (the drawn path itself, or the typed name), when, from which address, on which
// version of the template.
import type { SignedFormView } from "../../contract/consentements";
import type { Lang } from "../../domain/types";
import { LOCALE_OF_LANG } from "../../domain/money";

const COPY: Record<Lang, { form: string; customer: string; booking: string; revision: string; version: string; signedAt: string; ip: string; signature: string; typed: string; yes: string; no: string; none: string; file: string }> = {
  fr: { form: "Formulaire de consentement", customer: "Client", booking: "Réservation", revision: "Version signée", version: "version du modèle", signedAt: "Signé le", ip: "Adresse IP", signature: "Signature", typed: "Nom saisi, case cochée", yes: "Oui", no: "Non", none: "—", file: "consentement" },
  de: { form: "Einwilligungsformular", customer: "Kunde", booking: "Buchung", revision: "Unterschriebene Version", version: "Version der Vorlage", signedAt: "Unterschrieben am", ip: "IP-Adresse", signature: "Unterschrift", typed: "Name eingegeben, Kästchen angekreuzt", yes: "Ja", no: "Nein", none: "—", file: "einwilligung" },
  en: { form: "Consent form", customer: "Customer", booking: "Booking", revision: "Signed version", version: "template version", signedAt: "Signed on", ip: "IP address", signature: "Signature", typed: "Name typed, box ticked", yes: "Yes", no: "No", none: "—", file: "consent" },
  es: { form: "Formulario de consentimiento", customer: "Cliente", booking: "Reserva", revision: "Versión firmada", version: "versión de la plantilla", signedAt: "Firmado el", ip: "Dirección IP", signature: "Firma", typed: "Nombre escrito, casilla marcada", yes: "Sí", no: "No", none: "—", file: "consentimiento" },
  it: { form: "Modulo di consenso", customer: "Cliente", booking: "Prenotazione", revision: "Versione firmata", version: "versione del modello", signedAt: "Firmato il", ip: "Indirizzo IP", signature: "Firma", typed: "Nome digitato, casella spuntata", yes: "Sì", no: "No", none: "—", file: "consenso" },
};

export interface FormPrint {
  form: SignedFormView;
  lang: Lang;
  business: string;
  customer: string;
  reference: string;
  timeZone: string;
}

/** The drawn signature's box: the pad draws in these units (app/components/consent/signature-pad.tsx). */
export const PAD_WIDTH = 600;
export const PAD_HEIGHT = 200;

export const formPdfName = (p: FormPrint) => `${COPY[p.lang].file}-${p.reference}-${p.form.revision}.pdf`;

export async function formPdf(p: FormPrint): Promise<Buffer> {
  const t = COPY[p.lang] ?? COPY.fr;
  // Loaded at the first print, not at start, as the voucher's.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: `${p.form.title} — ${p.business}`, Author: p.business } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((ok, fail) => {
    doc.on("end", () => ok(Buffer.concat(chunks)));
    doc.on("error", fail);
  });
  const width = doc.page.width - 112;
  const when = new Intl.DateTimeFormat(LOCALE_OF_LANG[p.lang], { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit", timeZone: p.timeZone, timeZoneName: "short" }).format(new Date(p.form.signedAt));

  doc.font("Helvetica").fontSize(10).fillColor("#555555").text(`${p.business} · ${t.form}`, { width });
  doc.moveDown(0.4).font("Helvetica-Bold").fontSize(18).fillColor("#111111").text(p.form.title, { width });
  doc.moveDown(0.4).font("Helvetica").fontSize(10).fillColor("#333333");
  // French puts a space before the colon, the other languages none
  const colon = p.lang === "fr" ? " :" : ":";
  doc.text(`${t.customer}${colon} ${p.customer}`, { width });
  doc.text(`${t.booking}${colon} ${p.reference}`, { width });
  doc.text(`${t.revision}${colon} ${p.form.revision} (${t.version} ${p.form.templateVersion})`, { width });
  doc.moveDown(1);

  for (const q of p.form.questions) {
    const a = p.form.answers[q.key];
    const answer = a === undefined ? t.none : typeof a === "boolean" ? (a ? t.yes : t.no) : q.kind === "choice" ? (q.choices.find((c) => c.value === a)?.label ?? a) : a;
    doc.font("Helvetica-Bold").fontSize(11).fillColor("#111111").text(q.label, { width });
    doc.font("Helvetica").fontSize(11).fillColor("#333333").text(answer, { width });
    doc.moveDown(0.6);
  }

  doc.moveDown(0.6).font("Helvetica-Bold").fontSize(12).fillColor("#111111").text(t.signature, { width });
  const top = doc.y + 6;
  const boxW = 300;
  const boxH = (boxW * PAD_HEIGHT) / PAD_WIDTH;
  if (top + boxH + 60 > doc.page.height - 56) doc.addPage();
  const y = Math.min(top, doc.y + 6);
  doc.rect(56, y, boxW, boxH).lineWidth(0.5).strokeColor("#999999").stroke();
  if (p.form.signature.kind === "drawn") {
    doc.save().translate(56, y).scale(boxW / PAD_WIDTH).path(p.form.signature.path).lineWidth(4).lineCap("round").lineJoin("round").strokeColor("#111111").stroke().restore();
  } else {
    doc.font("Helvetica-Oblique").fontSize(22).fillColor("#111111").text(p.form.signature.name, 68, y + boxH / 2 - 12, { width: boxW - 24 });
  }
  doc.font("Helvetica").fontSize(9).fillColor("#555555");
  doc.text(p.form.signature.kind === "typed" ? t.typed : "", 56, y + boxH + 8, { width });
  doc.text(`${t.signedAt} ${when} · ${t.ip} ${p.form.ip}`, { width });
  doc.end();
  return done;
}
