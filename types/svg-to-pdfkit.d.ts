// svg-to-pdfkit ships no types: the one call we make.
declare module "svg-to-pdfkit" {
  export default function SVGtoPDF(doc: PDFKit.PDFDocument, svg: string, x: number, y: number, options?: { width?: number; height?: number; preserveAspectRatio?: string }): void;
}
