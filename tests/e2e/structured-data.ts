/**
 * Checks the JSON-LD of a served document against the properties search engines require and
 * recommend for the types this site emits (Google's rich result guidelines for breadcrumbs,
 * vehicle listings, local businesses, articles and job postings). Types not listed here are
 * only checked for well-formed values. Pure string work, no browser: it runs on every
 * document the browser suite receives (served-html.ts).
 */

type Node = Record<string, unknown>;
type Rule = { required: string[]; recommended?: string[]; check?: (node: Node, problem: (text: string) => void) => void };

const URL_KEYS = new Set(["url", "item", "image", "logo", "@id", "sameAs"]);
const DATE_KEYS = new Set(["datePublished", "dateModified", "datePosted", "validThrough", "vehicleModelDate"]);
const TEXT_KEYS = new Set(["name", "headline", "title", "description"]);

const isAbsoluteUrl = (value: unknown) => typeof value === "string" && /^https?:\/\/[^/\s]+(\/\S*)?$/.test(value);
const isNumber = (value: unknown) => (typeof value === "number" && Number.isFinite(value)) || (typeof value === "string" && /^\d+(\.\d+)?$/.test(value));
const typesOf = (node: Node) => [node["@type"]].flat().filter((t): t is string => typeof t === "string");

const RULES: Record<string, Rule> = {
  BreadcrumbList: {
    required: ["itemListElement"],
    check(node, problem) {
      const items = node.itemListElement;
      if (!Array.isArray(items) || items.length === 0) return problem("itemListElement is not a non-empty list");
      items.forEach((item: Node, i) => {
        if (item?.position !== i + 1) problem(`item ${i + 1}: position ${String(item?.position)}, expected ${i + 1}`);
        // Google: every crumb but the last names its page.
        if (i < items.length - 1 && !item?.item) problem(`item ${i + 1}: no item URL`);
      });
    },
  },
  ListItem: { required: ["position", "name"] },
  Car: {
    required: ["name", "offers"],
    recommended: ["url", "image", "brand", "model", "vehicleModelDate", "itemCondition", "mileageFromOdometer", "bodyType", "fuelType", "vehicleTransmission"],
    check(node, problem) {
      if (!typesOf((node.offers ?? {}) as Node).includes("Offer")) problem("offers is not an Offer");
    },
  },
  Offer: {
    required: ["price", "priceCurrency"],
    recommended: ["availability", "url"],
    check(node, problem) {
      if (!isNumber(node.price) || Number(node.price) < 0) problem(`price ${JSON.stringify(node.price)} is not a number`);
      if (typeof node.priceCurrency !== "string" || !/^[A-Z]{3}$/.test(node.priceCurrency)) problem("priceCurrency is not an ISO 4217 code");
    },
  },
  AutoDealer: { required: ["name", "address"], recommended: ["telephone"] },
  NewsArticle: { required: ["headline", "datePublished"], recommended: ["image", "dateModified", "author", "publisher", "mainEntityOfPage"] },
  JobPosting: {
    required: ["title", "description", "datePosted", "hiringOrganization", "jobLocation"],
    recommended: ["validThrough", "employmentType", "identifier"],
  },
  Organization: { required: ["name"], recommended: ["url", "logo"] },
  PostalAddress: { required: [], recommended: ["addressLocality", "addressCountry"] },
  AggregateRating: {
    required: ["ratingValue"],
    check(node, problem) {
      if (node.ratingCount === undefined && node.reviewCount === undefined) problem("neither ratingCount nor reviewCount");
    },
  },
};

/**
 * What top-level nodes of these types must have besides the above: a page about a dealer
 * centre should say where and when, a seller named inside a car's offer need not.
 */
const TOP_LEVEL_RECOMMENDED: Record<string, string[]> = {
  AutoDealer: ["url", "geo", "openingHoursSpecification"],
};

const present = (value: unknown) => value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);

function checkNode(node: Node, path: string, topLevel: boolean, problems: string[]) {
  const types = typesOf(node);
  const label = `${path}${types.length ? ` (${types.join(", ")})` : ""}`;
  const problem = (text: string) => problems.push(`${label}: ${text}`);
  for (const type of types) {
    const rule = RULES[type];
    if (!rule) continue;
    for (const key of rule.required) if (!present(node[key])) problem(`missing required ${key}`);
    const recommended = [...(rule.recommended ?? []), ...(topLevel ? (TOP_LEVEL_RECOMMENDED[type] ?? []) : [])];
    for (const key of recommended) if (!present(node[key])) problem(`missing recommended ${key}`);
    rule.check?.(node, problem);
  }
  for (const [key, value] of Object.entries(node)) {
    for (const item of [value].flat()) {
      if (URL_KEYS.has(key) && typeof item === "string" && !isAbsoluteUrl(item)) problem(`${key} «${item}» is not an absolute URL`);
      if (DATE_KEYS.has(key) && (typeof item !== "string" || Number.isNaN(Date.parse(item)))) problem(`${key} «${String(item)}» is not an ISO 8601 date`);
      if (TEXT_KEYS.has(key) && (typeof item !== "string" || !item.trim())) problem(`${key} is empty`);
      if (item && typeof item === "object") checkNode(item as Node, `${path}.${key}`, false, problems);
    }
  }
}

/** The JSON-LD blocks of an HTML document and what is wrong with them (an empty list when nothing). */
export function structuredDataProblems(html: string): string[] {
  const problems: string[] = [];
  const blocks = html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g);
  let index = 0;
  for (const [, json] of blocks) {
    index++;
    let data: unknown;
    try {
      data = JSON.parse(json!);
    } catch {
      problems.push(`JSON-LD block ${index}: not valid JSON`);
      continue;
    }
    for (const [i, node] of [data].flat().entries()) {
      const path = `JSON-LD block ${index}${Array.isArray(data) ? `[${i}]` : ""}`;
      if (!node || typeof node !== "object") {
        problems.push(`${path}: not an object`);
        continue;
      }
      const top = node as Node;
      if (!/^https?:\/\/schema\.org\/?$/.test(String(top["@context"]))) problems.push(`${path}: @context is not schema.org`);
      const graph = Array.isArray(top["@graph"]) ? (top["@graph"] as Node[]) : [top];
      graph.forEach((n, g) => {
        if (!typesOf(n).length) problems.push(`${path}${graph.length > 1 ? ` @graph[${g}]` : ""}: no @type`);
        else checkNode(n, graph.length > 1 ? `${path} @graph[${g}]` : path, true, problems);
      });
    }
  }
  return problems;
}
