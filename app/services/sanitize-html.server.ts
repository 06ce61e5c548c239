import sanitize from "sanitize-html";
import { TtlCache } from "~/utils/ttl-cache";

/**
 * The dealer API's HTML fragments (footerNote, static pages, FAQ answers) come from a
 * trusted source, but a compromised or careless CMS must not be able to run script on our
 * pages. sanitize-html keeps simple text markup, rebuilds allowed tags with allowed
 * attributes only, and drops everything else. It runs in loaders only, so it never ships
 * to the browser.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    "p", "br", "strong", "b", "em", "i", "u", "s", "small", "sub", "sup",
    "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "a", "span", "hr",
    "table", "thead", "tbody", "tr", "th", "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Their content is not text for the reader: it goes with them.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "template", "iframe", "object", "svg", "math"],
  transformTags: {
    // Outside links open in a new tab without handing the page a window.opener.
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      const external = /^https?:/i.test(rest.href ?? "");
      return { tagName, attribs: external ? { ...rest, target: "_blank", rel: "noopener noreferrer" } : rest };
    },
  },
};

/**
 * The same few texts (the footer's note on every page, the FAQ, legal pages) come from the
 * API's cache again and again: their clean copies are kept rather than parsed per request.
 */
const cleaned = new TtlCache<string>({ maxEntries: 200 });
/** Longer texts (news articles) are seldom the same twice; keeping them would only hold memory. */
const CLEANED_MAX_LENGTH = 8_000;

export function sanitizeHtml(html: string): string {
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  const clean = sanitize(html, options);
  // Kept while asked for: the least recently used text leaves first.
  if (html.length <= CLEANED_MAX_LENGTH) cleaned.set(html, clean, Infinity);
  return clean;
}
