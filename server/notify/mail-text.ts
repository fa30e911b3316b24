// The small pieces every mail (and the voucher's PDF) writes its words with: a copy's {placeholders}
// filled, text made safe for HTML, paragraphs as the mail's HTML body.
import type { Lang } from "../../domain/types";

/** 'Bonjour {name},' with the values given; a placeholder without one is left empty. */
export const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? "");

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** The mail's HTML: one paragraph each, line breaks kept. */
export const htmlOfParagraphs = (paragraphs: readonly string[], lang: Lang) =>
  `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;line-height:1.5">${paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join("")}</body></html>`;
