import { describe, expect, it } from "vitest";
import { sniffImage, svgFault, variantWidths } from "./media";

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("an upload's format, by its bytes", () => {
  it("knows the accepted images by their signatures", () => {
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffImage(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))).toBe("png");
    expect(sniffImage(bytes("GIF89a"))).toBe("gif");
    expect(sniffImage(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("webp");
    expect(sniffImage(bytes([0, 0, 0, 0x1c], "ftypavif"))).toBe("avif");
    expect(sniffImage(new TextEncoder().encode('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("svg");
  });
  it("is no image whatever the name says", () => {
    expect(sniffImage(new TextEncoder().encode("hello, I am a PNG"))).toBeNull();
    expect(sniffImage(new TextEncoder().encode("<html><svg></svg></html>"))).toBeNull();
    expect(sniffImage(bytes("%PDF-1.7"))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});

describe("an SVG document", () => {
  const svg = (inner: string, attrs = "") => `<svg xmlns="http://www.w3.org/2000/svg" ${attrs}>${inner}</svg>`;
  it("is a drawing when it keeps to itself", () => {
    expect(svgFault(svg('<defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="10" height="10"/><use href="#g"/>'))).toBeNull();
    expect(svgFault(svg("<!-- <script> in a comment --><circle r='4'/>"))).toBeNull();
  });
  it("is refused with a script, a handler, a DTD or a reference outside", () => {
    expect(svgFault(svg("<script>alert(1)</script>"))).toBe("contains a script");
    expect(svgFault(svg("<SCRIPT xlink:href='x.js'/>"))).toBe("contains a script");
    expect(svgFault(svg("<rect/>", 'onload="alert(1)"'))).toBe("contains an event handler");
    expect(svgFault(svg("<rect onclick = 'x()'/>"))).toBe("contains an event handler");
    expect(svgFault(`<!DOCTYPE svg [<!ENTITY a "b">]>${svg("<rect/>")}`)).toBe("contains a DTD");
    expect(svgFault(svg('<image href="https://tracker.example/p.png"/>'))).toBe("refers to another file");
    expect(svgFault(svg('<use xlink:href="other.svg#x"/>'))).toBe("refers to another file");
    expect(svgFault(svg('<a href="javascript:alert(1)"><rect/></a>'))).toBe("refers to another file");
    expect(svgFault(svg("<rect style=\"fill:url('https://x.example/f')\"/>"))).toBe("refers to another file");
    expect(svgFault(svg("<style>@import 'https://x.example/a.css';</style>"))).toBe("refers to another file");
    expect(svgFault(svg("<foreignObject><div/></foreignObject>"))).toBe("contains foreign content");
    expect(svgFault(svg('<a><set attributeName="href" to="#x"/></a>'))).toBe("rewrites a link");
  });
});

describe("the widths made of an image", () => {
  it("are the storefront's widths up to the image's own, never wider", () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1920]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(960)).toEqual([480, 960]);
    expect(variantWidths(300)).toEqual([300]);
  });
});
