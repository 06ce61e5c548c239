import { type ElementType, useRef } from "react";
import { useDelegatedAnchors } from "remix-utils/use-delegated-anchors";

/**
 * Sanitised HTML from the dealer API. Its site links are plain <a> elements, so clicks on
 * them are handed to the router: they navigate like <Link>s instead of reloading the page.
 */
export function RichText({ html, className, as: Tag = "div" }: { html: string; className?: string; as?: ElementType }) {
  const ref = useRef<HTMLElement>(null);
  useDelegatedAnchors(ref);
  return <Tag ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
