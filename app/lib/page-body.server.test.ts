// A page left mid-way (the visitor or the proxy closed the connection while it streamed) ends
// that answer only: the process goes on. An error left unhandled here would fail the run.
import { describe, expect, it } from "vitest";
import { pageBody } from "./page-body.server";

describe("a page's body", () => {
  it("cancelled mid-page with an AbortError, as a compressed answer's visitor leaving does, ends quietly", async () => {
    let ended = false;
    const { node, web } = pageBody(() => (ended = true));
    node.write("<!DOCTYPE html><html><body>");
    const reader = web.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("<!DOCTYPE html><html><body>");
    await reader.cancel(new DOMException("The operation was aborted", "AbortError"));
    // the destroy's error event is emitted on a later tick
    await new Promise((resolve) => setImmediate(resolve));
    expect(node.destroyed).toBe(true);
    expect(ended).toBe(false);
  });

  it("a page written to its end closes the body", async () => {
    let ended = false;
    const { node, web } = pageBody(() => (ended = true));
    node.end("<p>fin</p>");
    const text = await new Response(web).text();
    expect([text, ended]).toEqual(["<p>fin</p>", true]);
  });
});
