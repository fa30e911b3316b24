// The answer's list of Intl texts made complete in a page written whole. A part loaded lazily
// (React.lazy) and drawn for the first time in this process is drawn after the list's element,
// once its code has come: its texts are in the list but were not in the element.
import { scriptOf, writtenFor } from "./known-formats";

export function withAllFormats(html: Buffer<ArrayBuffer>, list: Map<string, string>): Buffer<ArrayBuffer> {
  const then = writtenFor(list);
  if (!then || then.size === list.size) return html;
  const at = html.indexOf(then.text);
  if (at < 0) return html;
  return Buffer.concat([html.subarray(0, at), Buffer.from(scriptOf(list)), html.subarray(at + Buffer.byteLength(then.text))]);
}
