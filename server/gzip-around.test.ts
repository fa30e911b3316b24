// A page compressed once and answered with each visitor's own nonce.
import { randomBytes } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, deflateAround, gzipAround, gzipWhole } from "./gzip-around";

const nonce = () => randomBytes(18).toString("base64");
const split = (page: string, marker: string) => page.split(marker).map((part) => Buffer.from(part));
/** a nonce of `length` bytes in each gap */
const nonces = (parts: Buffer[], length = 24) => parts.slice(1).map(() => length);
const each = (parts: Buffer[], insert: string) => parts.slice(1).map(() => Buffer.from(insert));

/** A page whose text around its nonces repeats (so the compressor refers back across them). */
function pageWith(marker: string, seed: number) {
  let x = seed;
  const next = () => (x = (x * 1103515245 + 12345) % 2 ** 31);
  const words = ["<script nonce=\"", marker, "\">", "window.__vt", "Soins du visage", "Massage californien", "é€", "</script>", "<link rel=\"modulepreload\" nonce=\"", "\" href=\"/assets/x.js\">", "\n"];
  let page = "";
  while (page.length < 2_000 + (next() % 60_000)) page += words[next() % words.length];
  return page;
}

describe("a page gzip-compressed around its nonces", () => {
  it("inflates to the page with the answer's nonce, for any page and any nonce", () => {
    for (let seed = 1; seed <= 25; seed++) {
      const kept = nonce();
      const page = pageWith(kept, seed);
      const parts = split(page, kept);
      const deflated = deflateAround(parts, nonces(parts))!;
      for (let i = 0; i < 3; i++) {
        const answer = nonce();
        expect(gunzipSync(gzipAround(deflated, parts, each(parts, answer))).toString(), `seed ${seed}`).toBe(page.split(kept).join(answer));
      }
    }
  });

  it("is about as small as compressing the whole page", () => {
    const kept = nonce();
    // a page's nonces are far apart (a few dozen in 100 KB): each piece costs a few bytes
    let x = 42;
    const words = Array.from({ length: 400 }, (_, i) => `mot${(i * 7919) % 1000}`);
    const text = Array.from({ length: 12_000 }, () => words[(x = (x * 48271) % 2147483647) % words.length]).join(" ");
    const page = [`<head><style nonce="${kept}">a{color:red}</style></head><body><p>`, text, `</p><script nonce="${kept}">1</script>`].join("");
    const parts = split(page, kept);
    const answer = nonce();
    const body = gzipAround(deflateAround(parts, nonces(parts))!, parts, each(parts, answer));
    expect(body.length).toBeLessThan(gzipSync(page.split(kept).join(answer)).length * 1.02);
  });

  it("a page without a nonce is one part; a page with a NUL byte is not compressed ahead", () => {
    const parts = [Buffer.from("<p>Soins</p>".repeat(50))];
    expect(gunzipSync(gzipAround(deflateAround(parts, [])!, parts, [])).toString()).toBe("<p>Soins</p>".repeat(50));
    expect(deflateAround([Buffer.from("a\0b"), Buffer.from("c")], [24])).toBeNull();
  });

  it("refuses a nonce of another length", () => {
    const parts = split("<p>x</p>NONCE<p>y</p>", "NONCE");
    expect(() => gzipAround(deflateAround(parts, [24])!, parts, [Buffer.from("short")])).toThrow();
  });

  it("takes inserts of any length where the page says so (a customer's name), between inserts of a fixed one", () => {
    for (let seed = 1; seed <= 25; seed++) {
      const kept = nonce();
      // a nonce, then a name, then nonces again: the text after the name refers back across all of them
      const page = pageWith(kept, seed) + "NAME" + pageWith(kept, seed + 100);
      const parts: Buffer[] = [];
      const lengths: (number | null)[] = [];
      page.split(kept).forEach((text, i) => {
        if (i > 0) lengths.push(24);
        text.split("NAME").forEach((piece, j) => {
          if (j > 0) lengths.push(null);
          parts.push(Buffer.from(piece));
        });
      });
      expect(lengths).toContain(24);
      const deflated = deflateAround(parts, lengths)!;
      for (const name of ["Léa", "", "Zoé \"Amélie\" O'Brien <b>&</b> 🌸".repeat(seed)]) {
        const answer = nonce();
        const inserts = lengths.map((length) => Buffer.from(length === null ? name : answer));
        expect(gunzipSync(gzipAround(deflated, parts, inserts)).toString(), `seed ${seed}`).toBe(page.split(kept).join(answer).replace("NAME", name));
      }
    }
  });

  it("reads Accept-Encoding: gzip named without q=0", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("gzip; q=0.000, br")).toBe(false);
    expect(acceptsGzip("br, deflate")).toBe(false);
    expect(acceptsGzip("x-gzip")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe("a page written whole", () => {
  const html = Buffer.from(pageWith("n0nce", 7));
  const drawn = () => new Response(html, { status: 404, headers: { "Content-Type": "text/html", "Set-Cookie": "a=1", Vary: "Cookie" } });

  it("goes gzip-compressed in one piece to a visitor who takes gzip, its status and headers kept", async () => {
    const res = await gzipWhole(drawn(), html, "gzip, deflate, br");
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(res.headers.get("Set-Cookie")).toBe("a=1");
    expect(res.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("Content-Length"))).toBe(body.length);
    expect(body.length).toBeLessThan(html.length / 2);
    expect(gunzipSync(body).equals(html)).toBe(true);
  });

  it("goes as it is to a visitor who does not, and when too small to gain from it", async () => {
    for (const accept of [null, "br", "gzip;q=0"]) {
      const res = drawn();
      expect(await gzipWhole(res, html, accept)).toBe(res);
    }
    const small = Buffer.from("<p>court</p>");
    const res = new Response(small);
    expect(await gzipWhole(res, small, "gzip")).toBe(res);
  });
});
