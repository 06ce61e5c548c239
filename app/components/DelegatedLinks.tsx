import { PrefetchPageLinks, useNavigate } from "@remix-run/react";
import { createContext, type ReactNode, type RefObject, useContext, useEffect, useRef, useState } from "react";
import { type ConnectionInfo, shouldPrefetch } from "~/utils/prefetch";

/** How long one preload counts against the budget; the browser finishes it meanwhile. */
const PRELOAD_PENDING_MS = 3_000;
let pendingPreloads = 0;

const Delegated = createContext(false);

/** Whether this is inside `DelegatedLinks`, where a link to a page is a plain anchor. */
export function useLinksDelegated(): boolean {
  return useContext(Delegated);
}

/**
 * The site link an event happened on: an anchor inside `node` marked `data-discover`, or with
 * `anyAnchor`, any anchor to a page of this site (sanitised HTML, whose links carry no marks;
 * an address with an extension is a file, left to the browser).
 */
function siteAnchorOf(event: Event, node: HTMLElement, anyAnchor: boolean): HTMLAnchorElement | null {
  const anchor = event.target instanceof Element ? event.target.closest("a") : null;
  if (!anchor || !node.contains(anchor) || anchor.origin !== window.location.origin) return null;
  if (anchor.hasAttribute("data-discover")) return anchor;
  return anyAnchor && !/\.[a-z0-9]+$/i.test(anchor.pathname) ? anchor : null;
}

/**
 * Client navigation and preloading for the site links inside `ref`'s element: one listener
 * navigates on the client for all of them, and one preloads a page on intent (hover, focus,
 * touch), except on data-saver or 2g connections and with at most four preloads pending
 * (docs/product.md §4.14). Returns the preload links to render beside the element. Other
 * anchors (a phone, a dialog's trigger, another site, a new tab, a download) are left alone.
 */
export function useDelegatedLinks(ref: RefObject<HTMLElement>, { anyAnchor = false } = {}): ReactNode {
  const navigate = useNavigate();
  const [pages, setPages] = useState<string[]>([]);
  const preloaded = useRef(new Set<string>());

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const onClick = (event: MouseEvent) => {
      const anchor = siteAnchorOf(event, node, anyAnchor);
      if (!anchor || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      event.preventDefault();
      navigate({ pathname: anchor.pathname, search: anchor.search, hash: anchor.hash });
    };
    const onIntent = (event: Event) => {
      const anchor = siteAnchorOf(event, node, anyAnchor);
      if (!anchor) return;
      const page = anchor.pathname + anchor.search;
      if (preloaded.current.has(page)) return;
      const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
      if (!shouldPrefetch(connection, pendingPreloads)) return;
      preloaded.current.add(page);
      pendingPreloads += 1;
      window.setTimeout(() => {
        pendingPreloads -= 1;
      }, PRELOAD_PENDING_MS);
      setPages((pages) => [...pages, page]);
    };
    node.addEventListener("click", onClick);
    // mouseenter does not bubble: caught on its way down to the anchor.
    node.addEventListener("mouseenter", onIntent, true);
    node.addEventListener("focusin", onIntent);
    node.addEventListener("touchstart", onIntent, { passive: true });
    return () => {
      node.removeEventListener("click", onClick);
      node.removeEventListener("mouseenter", onIntent, true);
      node.removeEventListener("focusin", onIntent);
      node.removeEventListener("touchstart", onIntent);
    };
  }, [ref, navigate, anyAnchor]);

  return pages.map((page) => <PrefetchPageLinks key={page} page={page} />);
}

/**
 * A part of the page (the header, the footer, a grid of cards) whose links to the site's pages
 * are plain anchors marked `data-discover`, as `PageLink` renders them here, navigated and
 * preloaded for by `useDelegatedLinks`. A router `<Link>` resolves its address and sets up
 * its prefetching in every server render: the shell's two dozen were a twentieth of a
 * personalised page's render (ADR 031).
 */
export function DelegatedLinks({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const preloads = useDelegatedLinks(ref);
  return (
    // No box of its own: the layout sees its children.
    <div ref={ref} style={{ display: "contents" }}>
      <Delegated.Provider value={true}>{children}</Delegated.Provider>
      {preloads}
    </div>
  );
}
