import { NavLink, type NavLinkProps, PrefetchPageLinks } from "@remix-run/react";
import { useState } from "react";
import { type ConnectionInfo, shouldPrefetch } from "~/utils/prefetch";

/** How long one preload counts against the budget; the browser finishes it meanwhile. */
const PRELOAD_PENDING_MS = 3_000;
let pendingPreloads = 0;

/**
 * A NavLink that preloads its page's data and modules on intent (hover, focus, touch),
 * like `prefetch="intent"`, but not on data-saver or 2g connections and with at most
 * four preloads pending at once (docs/product.md §4.14).
 */
export function IntentLink({ to, ...rest }: Omit<NavLinkProps, "to" | "prefetch"> & { to: string }) {
  const [preload, setPreload] = useState(false);
  const onIntent = () => {
    if (preload) return;
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
    if (!shouldPrefetch(connection, pendingPreloads)) return;
    pendingPreloads += 1;
    window.setTimeout(() => {
      pendingPreloads -= 1;
    }, PRELOAD_PENDING_MS);
    setPreload(true);
  };
  return (
    <>
      <NavLink to={to} prefetch="none" onMouseEnter={onIntent} onFocus={onIntent} onTouchStart={onIntent} {...rest} />
      {preload ? <PrefetchPageLinks page={to} /> : null}
    </>
  );
}
