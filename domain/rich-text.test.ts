import { describe, expect, it } from "vitest";
import { sanitiseRichText } from "./rich-text";

describe("rich text", () => {
  it("keeps an article's markup", () => {
    const html = '<h2>Hiver</h2><p>Un <strong>soin</strong> <a href="https://example.com/x">doux</a> et <a href="/services">nos soins</a>.</p><ul><li>un</li></ul><img src="https://example.com/a.jpg" alt="a">';
    expect(sanitiseRichText(html)).toBe(html.replace('alt="a">', 'alt="a" />'));
  });

  it("drops scripts, event handlers and javascript: addresses", () => {
    const out = sanitiseRichText('<p onclick="x()">a</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">b</a><a href="JaVaScRiPt&colon;alert(1)">c</a><iframe src="https://evil"></iframe><style>p{}</style><svg onload="x"></svg>');
    expect(out).not.toMatch(/script|onerror|onclick|onload|javascript|iframe|style|svg/i);
    expect(out).toContain("<p>a</p>");
  });

  it("protects a new tab and keeps one h1 per page", () => {
    expect(sanitiseRichText('<a href="https://x.example" target="_blank">x</a>')).toBe('<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitiseRichText("<h1>T</h1>")).toBe("<h2>T</h2>");
  });
});
