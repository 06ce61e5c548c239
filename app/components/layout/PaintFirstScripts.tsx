import { Scripts } from "@remix-run/react";
import { Children, cloneElement, Fragment, isValidElement, type ComponentProps, type ReactElement, type ReactNode } from "react";

/**
 * Remix's `<Scripts>`, started after the page's first paint (docs/decisions/053-scripts-after-first-paint.md).
 *
 * The site works without JavaScript, so its first screen need not wait for it; but Remix's
 * `modulepreload` links and module script make a browser fetch and run 110 KB of modules
 * beside the stylesheets, fonts and first photo, and on a slow phone network they share its
 * bandwidth. Here the same elements are rendered with the links left out and the module
 * script inert (a data block), and a small script starts both once the first frame is painted:
 * the same modules, preloaded together as before, the same hydration, a few milliseconds
 * later on a fast network and after the content on a slow one.
 *
 * Remix's output is read, not rewritten: when it is not the shape expected (another Remix
 * version), it is rendered as it is, and the page simply loads its scripts at once.
 */
export function PaintFirstScripts(props: ComponentProps<typeof Scripts>) {
  // Called, not rendered: its hooks become this component's, and its elements can be read.
  const rendered = Scripts(props);
  if (!rendered) return null;
  const modules: string[] = [];
  let moduleScript = false;
  const visit = (node: ReactNode): ReactNode => {
    if (Array.isArray(node)) return node.map(visit);
    if (!isValidElement(node)) return node;
    const element = node as ReactElement<Record<string, unknown>>;
    if (element.type === Fragment) return <Fragment key={element.key}>{Children.map(element.props.children as ReactNode, visit)}</Fragment>;
    if (element.type === "link" && element.props.rel === "modulepreload") {
      modules.push(String(element.props.href));
      return null;
    }
    if (element.type === "script" && element.props.type === "module") {
      moduleScript = true;
      // A data block may not say async; its text is the module's, unchanged (its CSP hash too).
      return cloneElement(element, { type: DEFERRED_MODULE_TYPE, async: undefined });
    }
    return element;
  };
  const deferred = visit(rendered);
  if (!moduleScript) return rendered;
  return (
    <>
      {deferred}
      <script
        nonce={props.nonce}
        data-modules={[...new Set(modules)].join(" ")}
        suppressHydrationWarning
        // The browser runs what the server sent and hydration keeps it: the client bundle need not carry it.
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? START_SCRIPTS : "" }}
      />
    </>
  );
}

/** Not a script type a browser runs: the module waits in the page as text. */
export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";

/**
 * Runs where it stands, at the end of the body (after the stylesheets, as every inline script
 * does), and starts the modules in a task after the first contentful paint, as the browser
 * reports it (Paint Timing; buffered, should it have come already). Without Paint Timing, a
 * task queued from the first animation frame runs once that frame is painted. A hidden tab
 * paints nothing, so there it starts at once. The elements it adds are taken out again at
 * once: the page must stay as the server rendered it until React hydrates it, and a preload
 * or a module script goes on once started.
 */
const START_SCRIPTS = [
  "(()=>{",
  "const s=document.currentScript,d=document,h=d.head;",
  "const go=()=>{",
  // The same preloads Remix would have rendered, all at once: no waterfall of imports.
  's.dataset.modules.split(" ").forEach(u=>{const l=d.createElement("link");l.rel="modulepreload";l.href=u;h.append(l);l.remove()});',
  `const m=d.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=d.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]').textContent;h.append(m);m.remove()};`,
  'if(d.visibilityState!=="visible")go();',
  'else if((PerformanceObserver.supportedEntryTypes||[]).includes("paint")){',
  'const o=new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}});',
  'o.observe({type:"paint",buffered:true})}',
  "else requestAnimationFrame(()=>setTimeout(go))",
  "})()",
].join("");
