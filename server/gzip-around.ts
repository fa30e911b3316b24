// A kept page compressed once, answered to each visitor with what is theirs: the text between the
// inserts (the answer's nonce, a signed-in customer's details) is deflated ahead, and an answer
// only deflates its inserts and joins the pieces into one gzip member (RFC 1951 blocks end on a
// byte with a sync flush, so they follow one another).
// Each piece may refer back to the text before it: it is deflated with that text as its preset
// dictionary, where every insert of a known length (a nonce) is a run of NUL bytes of that length.
// Nothing in a piece can match a run of NULs (a page holding a NUL byte is not compressed ahead),
// so a piece only refers to bytes that are the same in every answer, at the same distance. After
// an insert whose length differs per answer (a name) the distances would not hold: the next piece
// starts without a dictionary.
import { constants, crc32, deflateRawSync, gzipSync } from "node:zlib";

/** below this a page is sent as it is (the compression middleware's own threshold) */
const WORTH_COMPRESSING = 1024;
/**
 * a page drawn for one answer is compressed at level 4, not zlib's 6: a third of the processor time
 * for 3–4 % more bytes (a kept page, compressed once for many answers, keeps level 6)
 */
const FRESH_PAGE_LEVEL = 4;

const WINDOW = 32 * 1024;
// ID1 ID2, deflate, no flags, no time, no extra flags, OS unknown (RFC 1952 §2.3).
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

export interface DeflatedAround {
  /** the length each insert must have, in order (null: any length) */
  insertLengths: (number | null)[];
  /** each part deflated, ending on a byte boundary (the last one ends the stream) */
  pieces: Buffer[];
}

/**
 * The parts (the text around each insert) deflated once, or null when a part holds a NUL byte:
 * `insertLengths` has one entry per gap between two parts, its length or null when it varies.
 */
export function deflateAround(parts: Buffer[], insertLengths: (number | null)[]): DeflatedAround | null {
  if (insertLengths.length !== parts.length - 1) throw new Error("one insert between each two parts");
  if (parts.some((part) => part.includes(0))) return null;
  const pieces: Buffer[] = [];
  let before = Buffer.alloc(0);
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    pieces.push(deflateRawSync(part, { finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH, ...(before.length ? { dictionary: before } : {}) }));
    if (last) return;
    const gap = insertLengths[i];
    before = gap === null ? Buffer.alloc(0) : Buffer.concat([before, part, Buffer.alloc(gap!)]).subarray(-WINDOW);
  });
  return { insertLengths, pieces };
}

/** One gzip member: the parts with each insert between two of them (one per gap, in order). */
export function gzipAround(deflated: DeflatedAround, parts: Buffer[], inserts: Buffer[]) {
  if (inserts.length !== deflated.insertLengths.length) throw new Error("one insert per gap");
  inserts.forEach((insert, i) => {
    const length = deflated.insertLengths[i];
    if (length !== null && insert.length !== length) throw new Error("insert of another length");
  });
  // the same insert (a nonce, many times) is deflated once
  const insertPieces = new Map<Buffer, Buffer>();
  const chunks: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, i) => {
    chunks.push(deflated.pieces[i]!);
    // Node's crc32 answers 0, not the running value, for an empty Buffer that was deflated
    if (part.length > 0) crc = crc32(part, crc);
    size += part.length;
    if (i < parts.length - 1) {
      const insert = inserts[i]!;
      let piece = insertPieces.get(insert);
      if (!piece) insertPieces.set(insert, (piece = deflateRawSync(insert, { finishFlush: constants.Z_SYNC_FLUSH })));
      chunks.push(piece);
      if (insert.length > 0) crc = crc32(insert, crc);
      size += insert.length;
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

/** Whether an Accept-Encoding header takes gzip (named without q=0). */
export function acceptsGzip(header: string | null | undefined): boolean {
  return (header ?? "").split(",").some((entry) => {
    const [name, ...params] = entry.split(";").map((s) => s.trim().toLowerCase());
    return name === "gzip" && !params.some((p) => /^q=0(?:\.0{0,3})?$/.test(p));
  });
}

/**
 * A page written whole, gzip-compressed in one call when the visitor takes gzip (the compression
 * middleware would pipe it through a stream instead; decision 308); otherwise as it is.
 */
export function gzipWhole(res: Response, html: Buffer, acceptEncoding: string | null | undefined): Response {
  if (!acceptsGzip(acceptEncoding) || html.length < WORTH_COMPRESSING || res.headers.has("Content-Encoding")) return res;
  return gzipAnswer(gzipSync(html, { level: FRESH_PAGE_LEVEL }), res.status, new Headers(res.headers));
}

/** The answer of a gzip body: its encoding, length and `Vary` said (`headers` are the answer's own, changed here). */
export function gzipAnswer(body: Buffer<ArrayBuffer>, status: number, headers: Headers): Response {
  headers.set("Content-Encoding", "gzip");
  headers.append("Vary", "Accept-Encoding");
  headers.set("Content-Length", String(body.length));
  return new Response(body, { status, headers });
}
