import { type ElementType, useRef } from "react";
import { useDelegatedLinks } from "./DelegatedLinks";

/**
 * Sanitised HTML from the dealer API. Its site links are plain <a> elements, so clicks on
 * them are handed to the router (`useDelegatedLinks`, every same-site anchor): they navigate
 * like <Link>s instead of reloading the page, and preload on intent.
 */
export function RichText({ html, className, as: Tag = "div" }: { html: string; className?: string; as?: ElementType }) {
  const ref = useRef<HTMLElement>(null);
  const preloads = useDelegatedLinks(ref, { anyAnchor: true });
  return (
    <>
      <Tag ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />
      {preloads}
    </>
  );
}
