// Rich text written by the business (post and event bodies) is HTML: kept to what an article
// needs, through a maintained sanitiser, when it is written and again when it is shown. No
// script or style, no event handler attribute, no address but https/http, mailto, tel or a path.
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "br", "hr", "strong", "b", "em", "i", "u", "s", "blockquote", "ul", "ol", "li", "a", "img", "figure", "figcaption", "span", "table", "thead", "tbody", "tr", "th", "td"],
  allowedAttributes: { a: ["href", "title", "target", "rel"], img: ["src", "alt", "width", "height"], td: ["colspan", "rowspan"], th: ["colspan", "rowspan", "scope"] },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https", "http"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // A link opening a new tab cannot reach back into this page.
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs }),
    // The page's own title is its only h1.
    h1: "h2",
  },
};

export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
