// The stream a page's HTML is written into, as the Response's body. A visitor, or the proxy for
// one, who leaves mid-page cancels the body with a reason (an AbortError when the answer was being
// compressed); React Router's pump destroys the Node stream with that reason after taking its own
// error listener off, so without one of ours the error would be unhandled and end the process.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";

/** `node` is what React pipes into; `web` the Response's body. `onEnd` runs once the page is written. */
export function pageBody(onEnd: () => void) {
  const node = new PassThrough({
    final(callback) {
      onEnd();
      callback();
    },
  });
  // a left page is no error of the server's: React's render stops as its destination closes
  node.on("error", () => {});
  return { node, web: createReadableStreamFromReadable(node) };
}
