import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads, withLowPriorityPreloads } from "./script-priority.server";

const page =
  '<head><link rel="preload" as="font" href="/f.woff2"/><link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/shell.js"/></head>' +
  "<body><p>Soins du visage · 79 € — réservez</p></body>";

async function through(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe("module preloads at low priority", () => {
  it("marks every modulepreload link low and changes nothing else", async () => {
    const out = await through([Buffer.from(page)]);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out.replaceAll(' fetchpriority="low"', "")).toBe(page);
  });

  it("a page written whole is marked the same way", () => {
    const out = withLowPriorityPreloads(Buffer.from(page)).toString();
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out.replaceAll(' fetchpriority="low"', "")).toBe(page);
    const none = Buffer.from("<p>sans script</p>");
    expect(withLowPriorityPreloads(none)).toBe(none);
  });

  it("whatever the chunks' ends: inside a link, inside a character of several bytes", async () => {
    const bytes = Buffer.from(page);
    for (let size = 1; size <= 40; size++) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      const out = await through(chunks);
      expect(out.match(/fetchpriority="low"/g), `chunks of ${size}`).toHaveLength(2);
      expect(out.replaceAll(' fetchpriority="low"', ""), `chunks of ${size}`).toBe(page);
    }
  });

  it("gathers what is written at once into one piece, and sends each part of a page written later as it comes", async () => {
    const bytes = Buffer.from(page);
    const stream = lowPriorityModulePreloads();
    const pieces: string[] = [];
    stream.on("data", (piece: Buffer) => pieces.push(piece.toString()));
    const half = Math.floor(bytes.length / 2);
    // the first half in pieces of 3 bytes written together, as React writes a shell
    for (let at = 0; at < half; at += 3) stream.write(bytes.subarray(at, Math.min(at + 3, half)));
    await new Promise((r) => setImmediate(r));
    expect(pieces.length).toBe(1);
    // the rest later (a suspended part of the page): it goes as it comes, the page ends whole
    for (let at = half; at < bytes.length; at += 5) stream.write(bytes.subarray(at, Math.min(at + 5, bytes.length)));
    await new Promise((r) => setImmediate(r));
    expect(pieces.length).toBe(2);
    const ended = new Promise((r) => stream.on("end", r));
    stream.end();
    await ended;
    const out = pieces.join("");
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(out.replaceAll(' fetchpriority="low"', "")).toBe(page);
  });
});
