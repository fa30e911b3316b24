// The editor's text box is made after the first draw (Tiptap's immediatelyRender: false): until
// then the toolbar must not name it, or a screen reader (and axe) meets a control of nothing.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import RichTextEditor from "./rich-text-editor";

it("the toolbar names its text box only once the text box exists", () => {
  const html = renderToStaticMarkup(createElement(RichTextEditor, { id: "f-body.fr", name: "body.fr", label: "Texte", defaultValue: "<p>Bonjour</p>", labelId: "f-body.fr-label" }));
  expect(html).toContain('role="toolbar"');
  const named = [...html.matchAll(/aria-controls="([^"]+)"/g)].map((m) => m[1]);
  for (const id of named) expect(html).toContain(`id="${id}"`);
  expect(html).toContain('value="&lt;p&gt;Bonjour&lt;/p&gt;"');
});
