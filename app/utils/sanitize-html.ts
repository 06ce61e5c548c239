/**
 * A strict allow-list HTML sanitiser for the dealer API's "trusted-source" fragments
 * (footerNote, static pages, FAQ answers). sanitize-html is not installed, and those
 * fragments only ever need simple text markup, so a small tokenizer is enough: allowed
 * tags are rebuilt from scratch with allowed attributes only, other tags are dropped with
 * their text kept, and the contents of script-like elements are dropped entirely.
 */

const ALLOWED_TAGS = new Set([
  "p", "br", "strong", "b", "em", "i", "u", "s", "small", "sub", "sup",
  "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "a", "span", "hr",
  "table", "thead", "tbody", "tr", "th", "td",
]);
const VOID_TAGS = new Set(["br", "hr"]);
/** Elements whose content is not text for the reader and goes with them. */
const DROP_WITH_CONTENT = new Set(["script", "style", "iframe", "object", "embed", "template", "noscript", "svg", "math", "textarea", "select", "title"]);
const ALLOWED_ATTRS: Record<string, Set<string>> = {
  a: new Set(["href", "title"]),
  th: new Set(["colspan", "rowspan", "scope"]),
  td: new Set(["colspan", "rowspan"]),
  ol: new Set(["start"]),
};

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

/** Text as it came, entity references kept (`&laquo;`), with nothing that could open markup. */
function escapeText(value: string): string {
  return value
    .replace(/&(?!(?:[a-z][a-z0-9]{1,31}|#\d{1,7}|#x[0-9a-f]{1,6});)/gi, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Site paths, http(s), mailto and tel only: `javascript:` and friends never survive. */
export function isSafeHref(href: string): boolean {
  // Browsers ignore whitespace and control characters inside a scheme.
  // eslint-disable-next-line no-control-regex
  const compact = href.replace(/[\u0000-\u0020\u007f]/g, "");
  if (compact.startsWith("//") || compact.startsWith("/\\")) return false;
  if (/^[/#?]/.test(compact)) return true;
  return /^(https?:|mailto:|tel:)/i.test(compact);
}

const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function rebuildTag(name: string, attrSource: string): string {
  const allowed = ALLOWED_ATTRS[name];
  const attrs: string[] = [];
  let external = false;
  if (allowed) {
    for (const match of attrSource.matchAll(ATTR_RE)) {
      const attr = match[1].toLowerCase();
      if (!allowed.has(attr)) continue;
      const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? "").trim();
      if (attr === "href") {
        if (!isSafeHref(value)) continue;
        external = /^https?:/i.test(value);
      }
      if ((attr === "colspan" || attr === "rowspan" || attr === "start") && !/^\d{1,3}$/.test(value)) continue;
      if (attr === "scope" && !/^(row|col|rowgroup|colgroup)$/.test(value)) continue;
      attrs.push(`${attr}="${escapeAttr(value)}"`);
    }
  }
  // Outside links open in a new tab without handing the page a window.opener.
  if (name === "a" && external) attrs.push('target="_blank"', 'rel="noopener noreferrer"');
  return `<${name}${attrs.length ? ` ${attrs.join(" ")}` : ""}>`;
}

export function sanitizeHtml(html: string): string {
  let out = "";
  const open: string[] = [];
  let dropUntil: string | null = null;
  const tagRe = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<[!?][^>]*>?/g;
  let last = 0;
  for (let match = tagRe.exec(html); match; match = tagRe.exec(html)) {
    const text = html.slice(last, match.index);
    last = tagRe.lastIndex;
    if (!dropUntil) out += escapeText(text);
    const [, closing, rawName, attrSource] = match;
    if (!rawName) continue; // comments, doctypes, stray '<'
    const name = rawName.toLowerCase();
    if (dropUntil) {
      if (closing && name === dropUntil) dropUntil = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*$/.test(attrSource)) dropUntil = name;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      const index = open.lastIndexOf(name);
      if (index === -1) continue;
      // Close whatever was left open inside, so the output is always well nested.
      while (open.length > index) out += `</${open.pop()}>`;
      continue;
    }
    out += rebuildTag(name, attrSource ?? "");
    if (!VOID_TAGS.has(name)) open.push(name);
  }
  if (!dropUntil) out += escapeText(html.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
