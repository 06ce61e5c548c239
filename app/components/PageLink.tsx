import { Link, type LinkProps } from "@remix-run/react";
import { useFeatures } from "~/utils/features";

/**
 * A link to one of the site's pages that is not rendered at all while that page's feature
 * flag is off (the page itself redirects home then), so no button or card leads to it.
 * With `orText`, its text stays, unlinked (a dealer centre's name when its page is off).
 */
export function PageLink({ to, orText = false, ...rest }: Omit<LinkProps, "to"> & { to: string; orText?: boolean }) {
  const { isLinkEnabled } = useFeatures();
  if (isLinkEnabled(to)) return <Link to={to} {...rest} />;
  return orText ? <span className={rest.className}>{rest.children}</span> : null;
}
