// A page written whole lists every Intl text it holds, a part loaded lazily (drawn after the
// list's element the first time its code comes) included.
import { AsyncLocalStorage } from "node:async_hooks";
import { Writable } from "node:stream";
import { createElement as h, lazy, Suspense } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { expect, it } from "vitest";
import { recordFormatsWith, remembered } from "../../domain/intl";
import { KnownFormats, KnownFormatsContext } from "./known-formats";
import { withAllFormats } from "./known-formats.server";

const answer = new AsyncLocalStorage<Map<string, string>>();
recordFormatsWith(() => answer.getStore());

function pageWritten(page: () => ReturnType<typeof h>) {
  const list = new Map<string, string>();
  return new Promise<{ html: Buffer<ArrayBuffer>; list: Map<string, string> }>((resolve, reject) => {
    const { pipe } = answer.run(list, () =>
      renderToPipeableStream(h(KnownFormatsContext.Provider, { value: list }, h(page)), {
        onAllReady() {
          const chunks: Buffer[] = [];
          pipe(new Writable({ write: (c: Buffer, _e, done) => (chunks.push(c), done()), final: (done) => (resolve({ html: Buffer.concat(chunks), list }), done()) }));
        },
        onShellError: reject,
      }),
    );
  });
}

const listed = (html: Buffer) => JSON.parse(/window\.__vtFormats=(\{.*?\})<\/script>/.exec(html.toString())![1]!) as Record<string, string>;

it("a lazy part's texts, drawn after the list the first time, are written into it", async () => {
  const Part = lazy(async () => ({ default: () => h("p", null, remembered("money|fr|3270", () => "32,70 €")) }));
  const Page = () => h("main", null, remembered("minutes|fr|90", () => "90 min"), h(Suspense, { fallback: null }, h(Part)), h(KnownFormats, { nonce: "n" }));
  const first = await pageWritten(Page);
  // as React writes it: the part's text is in the answer's list, not in the element
  expect(listed(first.html)).toEqual({ "minutes|fr|90": "90 min" });
  const whole = withAllFormats(first.html, first.list);
  expect(listed(whole)).toEqual({ "minutes|fr|90": "90 min", "money|fr|3270": "32,70 €" });
  expect(whole.toString()).toContain("<p>32,70 €</p>");
  // the part's code now here: drawn in order, the page is the same, untouched
  const second = await pageWritten(Page);
  expect(withAllFormats(second.html, second.list)).toBe(second.html);
  expect(second.html.toString()).toBe(whole.toString());
});
