// The printable gift voucher (A5 landscape), made with PDFKit: the theme's picture, the business's
// logo and colour, the value or the service, the buyer's message, the code as text and as a QR
// code, the validity and where to use it. Pictures are read from the storefront's public folder;
// one that cannot be read (a remote address, a missing file) leaves a band of the business's colour.
import { readFile } from "node:fs/promises";
import { resolve, sep } from "node:path";
import { localise } from "../../domain/catalogue";
import { formatMoney, LOCALE_OF_LANG, type Currency } from "../../domain/money";
import type { Lang } from "../../domain/types";
import { fill } from "../notify/mail-text";
import { PDF_COPY } from "./copy";



export interface VoucherPrint {
  code: string;
  kind: "amount" | "service";
  value: number;
  serviceName: Record<string, string> | null;
  validUntil: string;
  recipientName: string | null;
  buyerName: string | null;
  message: string | null;
  lang: Lang;
  currency: Currency;
  business: { name: string; colour: string; logo: string | null; site: string };
  theme: { name: Record<string, string>; image: string } | null;
}

/** Where the QR code leads: the storefront's voucher page, which shows what the code holds. */
export const giftCheckUrl = (site: string, lang: Lang, code: string) => `${site.replace(/\/$/, "")}${lang === "fr" ? "" : `/${lang}`}/gift?code=${encodeURIComponent(code)}#gift-check`;

/** A file of the storefront's public folder named by a site address ('/images/…'), or null. */
async function publicFile(address: string | null | undefined): Promise<Buffer | null> {
  if (!address || !address.startsWith("/") || address.startsWith("//")) return null;
  const root = resolve("public");
  const path = resolve(root, "." + decodeURIComponent(address.split("?")[0]!));
  if (!path.startsWith(root + sep)) return null;
  return readFile(path).catch(() => null);
}

const isBitmap = (b: Buffer) => (b[0] === 0xff && b[1] === 0xd8) || (b[0] === 0x89 && b[1] === 0x50);

/** The voucher as a PDF. */
export async function voucherPdf(v: VoucherPrint): Promise<Buffer> {
  const t = PDF_COPY[v.lang] ?? PDF_COPY.fr;
  // Loaded at the first voucher, not at start: tens of MiB a storefront rarely needs.
  const [{ default: PDFDocument }, { default: QRCode }, { default: SVGtoPDF }] = await Promise.all([import("pdfkit"), import("qrcode"), import("svg-to-pdfkit")]);
  const colour = /^#[0-9a-f]{6}$/i.test(v.business.colour) ? v.business.colour : "#333333";
  const [picture, logo, qr] = await Promise.all([
    publicFile(v.theme?.image),
    publicFile(v.business.logo),
    QRCode.toBuffer(giftCheckUrl(v.business.site, v.lang, v.code), { errorCorrectionLevel: "M", margin: 1, width: 240 }),
  ]);
  const doc = new PDFDocument({ size: "A5", layout: "landscape", margin: 0, info: { Title: `${t.title} ${v.business.name}`, Author: v.business.name } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((ok, fail) => {
    doc.on("end", () => ok(Buffer.concat(chunks)));
    doc.on("error", fail);
  });
  const W = doc.page.width;
  const H = doc.page.height;
  const side = W * 0.4;

  // the theme's picture on the left, or the business's colour
  if (picture && isBitmap(picture)) {
    doc.save();
    doc.rect(0, 0, side, H).clip();
    doc.image(picture, 0, 0, { cover: [side, H], align: "center", valign: "center" });
    doc.restore();
  } else doc.rect(0, 0, side, H).fill(colour);
  doc.rect(side, 0, 4, H).fill(colour);

  const x = side + 32;
  const w = W - x - 32;
  let y = 30;
  if (logo) {
    try {
      if (isBitmap(logo)) doc.image(logo, x, y, { fit: [140, 40] });
      else SVGtoPDF(doc, logo.toString("utf8"), x, y, { width: 140, height: 40, preserveAspectRatio: "xMinYMin meet" });
    } catch {
      doc.font("Helvetica-Bold").fontSize(16).fillColor(colour).text(v.business.name, x, y, { width: w });
    }
  } else doc.font("Helvetica-Bold").fontSize(16).fillColor(colour).text(v.business.name, x, y, { width: w });
  y += 56;

  doc.font("Times-Italic").fontSize(26).fillColor("#222222").text(t.title, x, y, { width: w });
  y = doc.y + 6;
  if (v.recipientName) {
    doc.font("Helvetica").fontSize(11).fillColor("#444444").text(fill(t.for, { name: v.recipientName }), x, y, { width: w });
    y = doc.y + 2;
  }
  const money = formatMoney(v.value, v.lang, v.currency);
  if (v.kind === "service" && v.serviceName) {
    doc.font("Helvetica").fontSize(10).fillColor("#666666").text(t.service, x, y + 6, { width: w });
    doc.font("Helvetica-Bold").fontSize(16).fillColor(colour).text(localise(v.serviceName, v.lang), x, doc.y + 2, { width: w });
  } else {
    doc.font("Helvetica").fontSize(10).fillColor("#666666").text(t.value, x, y + 6, { width: w });
    doc.font("Helvetica-Bold").fontSize(28).fillColor(colour).text(money, x, doc.y + 2, { width: w });
  }
  y = doc.y + 8;
  if (v.message) {
    const quoted = v.lang === "fr" ? `« ${v.message} »` : v.lang === "de" ? `„${v.message}“` : `“${v.message}”`;
    doc.font("Times-Italic").fontSize(11).fillColor("#333333").text(quoted, x, y, { width: w, height: 64, ellipsis: true });
    y = doc.y + 2;
    if (v.buyerName) doc.font("Helvetica").fontSize(9).fillColor("#666666").text(fill(t.from, { name: v.buyerName }), x, y, { width: w });
  }

  // the code, to read aloud or type, and the QR code that opens the site with it
  const qrSize = 84;
  const bottom = H - 30 - qrSize;
  doc.image(qr, W - 32 - qrSize, bottom, { width: qrSize });
  doc.font("Helvetica").fontSize(7).fillColor("#666666").text(t.scan, W - 32 - qrSize, bottom + qrSize + 2, { width: qrSize, align: "center" });
  const codeW = w - qrSize - 12;
  doc.font("Helvetica").fontSize(9).fillColor("#666666").text(t.code, x, bottom, { width: codeW });
  doc.font("Courier-Bold").fontSize(11.5).fillColor("#111111").text(v.code, x, doc.y + 2, { width: codeW + 12, lineBreak: false });
  doc.moveDown(0.2);
  const date = new Intl.DateTimeFormat(LOCALE_OF_LANG[v.lang], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${v.validUntil}T12:00:00Z`));
  doc.font("Helvetica").fontSize(9).fillColor("#444444").text(fill(t.validUntil, { date }), x, doc.y + 6, { width: codeW });
  doc.text(fill(t.where, { site: v.business.site.replace(/^https?:\/\//, "").replace(/\/$/, "") }), x, doc.y + 2, { width: codeW });
  doc.end();
  return done;
}
