// A kept page compressed once, answered to each visitor with its own nonce: the text between the
// nonces is deflated ahead, and an answer only deflates its nonce and joins the pieces into one
// gzip member (RFC 1951 blocks end on a byte with a sync flush, so they follow one another).
// Each piece may refer back to the text before it: it is deflated with that text as its preset
// dictionary, where every nonce is a run of NUL bytes of the nonce's length. Nothing in a piece
// can match a run of NULs (a page holding a NUL byte is not compressed ahead), so a piece only
// refers to bytes that are the same in every answer, at the same distance.
import { constants, crc32, deflateRawSync } from "node:zlib";

const WINDOW = 32 * 1024;
// ID1 ID2, deflate, no flags, no time, no extra flags, OS unknown (RFC 1952 §2.3).
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

export interface DeflatedAround {
  /** the length every insert must have */
  insertLength: number;
  /** each part deflated, ending on a byte boundary (the last one ends the stream) */
  pieces: Buffer[];
}

/** The parts (the text around each insert) deflated once, or null when a part holds a NUL byte. */
export function deflateAround(parts: Buffer[], insertLength: number): DeflatedAround | null {
  if (parts.some((part) => part.includes(0))) return null;
  const gap = Buffer.alloc(insertLength);
  const pieces: Buffer[] = [];
  let before = Buffer.alloc(0);
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    pieces.push(deflateRawSync(part, { finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH, ...(before.length ? { dictionary: before } : {}) }));
    if (!last) before = Buffer.concat([before, part, gap]).subarray(-WINDOW);
  });
  return { insertLength, pieces };
}

/** One gzip member: the parts with the insert between each two of them. */
export function gzipAround(deflated: DeflatedAround, parts: Buffer[], insert: Buffer) {
  if (insert.length !== deflated.insertLength) throw new Error("insert of another length");
  const insertPiece = deflateRawSync(insert, { finishFlush: constants.Z_SYNC_FLUSH });
  const chunks: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, i) => {
    chunks.push(deflated.pieces[i]!);
    // Node's crc32 answers 0, not the running value, for an empty Buffer that was deflated
    if (part.length > 0) crc = crc32(part, crc);
    size += part.length;
    if (i < parts.length - 1) {
      chunks.push(insertPiece);
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
