// React Router's Node entry, with three changes: this answer's Content-Security-Policy nonce (from
// the page handler, server/app.ts) goes to React's streaming scripts, React Router's and ours;
// the texts Intl made for the answer are listed for the browser (app/lib/known-formats.tsx); the
// app's scripts are preloaded at low priority (app/lib/script-priority.server.ts); and a page with
// nothing left to wait for is written whole, one buffer the server sends (and compresses) at once
// rather than a stream read piece by piece through four layers of streams (decision 308); and the
// frame's groups are spliced as drawn for an earlier page with the same frame key (decision 309).
import { AsyncLocalStorage } from "node:async_hooks";
import type { EntryContext } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";
import type { PageContext } from "../contract/page-context";
import { NonceContext } from "./lib/nonce";
import { KnownFormatsContext } from "./lib/known-formats";
import { withAllFormats } from "./lib/known-formats.server";
import { recordFormatsWith } from "../domain/intl";
import { lowPriorityModulePreloads, withLowPriorityPreloads } from "./lib/script-priority.server";
import { pageBody } from "./lib/page-body.server";
import { KeptFrameContext } from "./lib/kept-frame";
import { frameGroups, frameKey } from "./lib/kept-frame.server";

// Each answer lists the texts Intl made while rendering it (domain/intl.ts), even with other pages
// rendering in between: the list travels with the answer's asynchronous work.
const formatsOfAnswer = new AsyncLocalStorage<Map<string, string>>();
recordFormatsWith(() => formatsOfAnswer.getStore());

export const streamTimeout = 5_000;

/**
 * A loader's, an action's or a render's error: logged as React Router does, and reported when the
 * server reports errors (decision 264). A page's 404 or redirect is no error; a request the
 * visitor left is not reported.
 */
export function handleError(error: unknown, { request, context }: { request: Request; context?: unknown }) {
  if (request.signal.aborted || isRouteErrorResponse(error) || error instanceof Response) return;
  if ((error as { type?: string } | null)?.type === "DataWithResponseInit") return;
  console.error(error);
  (context as PageContext | undefined)?.reportError?.(error);
}

/** Whether a loader answered with data still to come (a promise the page streams in when it settles). */
function dataToCome(context: EntryContext) {
  return Object.values(context.staticHandlerContext.loaderData ?? {}).some((data) => data !== null && typeof data === "object" && Object.values(data).some((value) => value instanceof Promise));
}

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: PageContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const nonce = loadContext.nonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; so does everyone when no loader left data to come.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !dataToCome(routerContext) ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const formats = new Map<string, string>();
    // only a page written whole: its groups are then complete, with nothing left to stream in
    const frames = readyOption === "onAllReady" && responseStatusCode === 200 ? loadContext.frames : undefined;
    const key = frames ? frameKey(routerContext, new URL(request.url)) : null;
    const kept = key ? frames!.get(key) : null;
    if (kept) responseHeaders.append("Server-Timing", "frame");
    responseHeaders.set("Content-Type", "text/html");
    /** the page, every part of it ready (no data still to come): written whole, as one buffer */
    const whole = () => {
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          chunks.push(chunk);
          callback();
        },
        final(callback) {
          clearTimeout(timeoutId);
          timeoutId = undefined;
          const html = withLowPriorityPreloads(withAllFormats(Buffer.concat(chunks), formats));
          const groups = key && !kept && responseStatusCode === 200 ? frameGroups(html.toString("utf8"), nonce) : null;
          if (groups) frames!.keep(key!, groups);
          const answer = new Response(html, { headers: responseHeaders, status: responseStatusCode });
          loadContext.wholePage?.(html, answer);
          resolve(answer);
          callback();
        },
      });
      pipe(sink);
    };
    /** the page streamed: its shell now, the rest as its data comes */
    const streamed = () => {
      const body = pageBody(() => {
        clearTimeout(timeoutId);
        timeoutId = undefined;
      });
      pipe(lowPriorityModulePreloads()).pipe(body.node);
      resolve(new Response(body.web, { headers: responseHeaders, status: responseStatusCode }));
    };
    const { pipe, abort } = formatsOfAnswer.run(formats, () => renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <KnownFormatsContext.Provider value={formats}>
          <KeptFrameContext.Provider value={kept}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </KeptFrameContext.Provider>
        </KnownFormatsContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
          if (readyOption === "onShellReady") streamed();
        },
        onAllReady() {
          if (readyOption === "onAllReady") whole();
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    ));
  });
}
