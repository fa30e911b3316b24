// The app's scripts come after what the first paint needs. React Router preloads every module of
// the page with <link rel="modulepreload"> at the top of <head>, where a browser fetches them at
// high priority beside the stylesheet, the fonts and the hero image, and on a phone's slow link
// they share its bandwidth: the page is drawn only when ≈ 140 KB of scripts are in. Marked low,
// they still load at once and in parallel, and the page starts as soon as they are in; the
// stylesheet, fonts and first image arrive first, so the page is drawn sooner.
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const LINK = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';

/** Rewrites the page's stream as it passes, even where a chunk ends inside a link. */
export function lowPriorityModulePreloads(): Transform {
  let held = "";
  // A character cut between two chunks is joined before it is read.
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = held + decoder.write(chunk);
      // Hold back a tail that could be the start of a link cut by the chunk's end.
      let keep = 0;
      for (let n = Math.min(LINK.length - 1, text.length); n > 0; n--) {
        if (LINK.startsWith(text.slice(text.length - n))) {
          keep = n;
          break;
        }
      }
      held = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep).replaceAll(LINK, LOW));
    },
    flush(callback) {
      callback(null, held + decoder.end());
    },
  });
}
