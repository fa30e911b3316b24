// The app's scripts come after what the first paint needs. React Router preloads every module of
// the page with <link rel="modulepreload"> at the top of <head>, where a browser fetches them at
// high priority beside the stylesheet, the fonts and the hero image, and on a phone's slow link
// they share its bandwidth: the page is drawn only when ≈ 140 KB of scripts are in. Marked low,
// they still load at once and in parallel, and the page starts as soon as they are in; the
// stylesheet, fonts and first image arrive first, so the page is drawn sooner.
import { Transform } from "node:stream";

const LINK = Buffer.from('<link rel="modulepreload"');
const MARK = Buffer.from(' fetchpriority="low"');
/** what is gathered before it goes on at once, whatever comes next */
const GATHER_BYTES = 64 * 1024;

/** The length of the longest end of `bytes` that begins the link: it could be cut by the chunk's end. */
function cutLink(bytes: Buffer) {
  for (let n = Math.min(LINK.length - 1, bytes.length); n > 0; n--) {
    if (bytes.subarray(bytes.length - n).equals(LINK.subarray(0, n))) return n;
  }
  return 0;
}

/** `bytes` up to the end of its last link, cut where each link gets its mark; `from`: where the rest begins */
function marked(bytes: Buffer) {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(LINK); at !== -1; at = bytes.indexOf(LINK, from)) {
    parts.push(bytes.subarray(from, at + LINK.length), MARK);
    from = at + LINK.length;
  }
  return { parts, from };
}

/** A whole page's bytes with each module preload marked low. */
export function withLowPriorityPreloads(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const { parts, from } = marked(page);
  return parts.length === 0 ? page : Buffer.concat([...parts, page.subarray(from)]);
}

/**
 * Rewrites the page's stream as it passes, even where a chunk ends inside a link (the link is
 * ASCII: no character of several bytes can hold it, so bytes are read as they are); and gathers
 * the many small pieces React writes at once into one (sent when React pauses, or at 64 KiB), so
 * the compression and the streams after it work a few times per page, not once per piece.
 */
export function lowPriorityModulePreloads(): Transform {
  let held: Buffer = Buffer.alloc(0);
  let gathered: Buffer[] = [];
  let size = 0;
  let pending: ReturnType<typeof setImmediate> | undefined;
  const rewritten = (bytes: Buffer, end: boolean) => {
    const { parts, from } = marked(bytes);
    const keep = end ? 0 : cutLink(bytes.subarray(from));
    held = bytes.subarray(bytes.length - keep);
    parts.push(bytes.subarray(from, bytes.length - keep));
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
  };
  const release = (stream: Transform, end = false) => {
    if (pending) clearImmediate(pending);
    pending = undefined;
    if (size === 0 && !(end && held.length)) return;
    const out = rewritten(Buffer.concat([held, ...gathered]), end);
    gathered = [];
    size = 0;
    if (out.length) stream.push(out);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      gathered.push(chunk);
      size += chunk.length;
      if (size >= GATHER_BYTES) release(this);
      else pending ??= setImmediate(() => release(this));
      callback();
    },
    flush(callback) {
      release(this, true);
      callback();
    },
  });
}
