import { redirect } from "@remix-run/node";
import { NotFound } from "./not-found.server";

/** A slug is lower-case Latin, digits and hyphens; an id is digits only. */
const SLUG = /^[a-z0-9-]{1,120}$/;
const ID = /^[1-9]\d{0,9}$/;

/**
 * What a detail page's address parameter asks the dealer API for: an old link's numeric id
 * or the slug. Anything else is the 404 page (NotFound) before any call is made.
 */
export function slugOrId(key: string | undefined): { id: string } | { slug: string } {
  const value = key ?? "";
  if (ID.test(value)) return { id: value };
  if (SLUG.test(value)) return { slug: value };
  throw new NotFound("neither a slug nor an id");
}

/** An old link by id, or any other spelling, answers 301 to the one address of the item. */
export function requireCanonicalPath(url: URL, canonicalPath: string) {
  if (url.pathname !== canonicalPath) throw redirect(canonicalPath + url.search, 301);
}
