import { Link, type LinkProps } from "@remix-run/react";
import { useFeatures } from "~/utils/features";
import { useLinksDelegated } from "./DelegatedLinks";

type PageLinkProps = Omit<LinkProps, "to"> & { to: string; orText?: boolean };

/**
 * A link to one of the site's pages that is not rendered at all while that page's feature
 * flag is off (the page itself redirects home then), so no button or card leads to it.
 * With `orText`, its text stays, unlinked (a dealer centre's name when its page is off).
 * Inside `DelegatedLinks` it is a plain anchor that the container navigates and preloads for,
 * so a router link's options (`replace`, `state`, `reloadDocument`…) do not apply there: a link
 * that needs them belongs outside it. Elsewhere it is a router `<Link>`.
 */
export function PageLink({ to, orText = false, ...rest }: PageLinkProps) {
  const { isLinkEnabled } = useFeatures();
  const delegated = useLinksDelegated();
  if (!isLinkEnabled(to)) return orText ? <span className={rest.className}>{rest.children}</span> : null;
  if (!delegated) return <Link to={to} {...rest} />;
  // What only a router link understands has no meaning on a plain anchor.
  const { prefetch: _prefetch, discover: _discover, reloadDocument: _reload, replace: _replace, state: _state, preventScrollReset: _scroll, relative: _relative, viewTransition: _transition, ...anchor } = rest;
  return <a href={to} data-discover="true" {...anchor} />;
}
