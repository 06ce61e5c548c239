import { Link, type LinkProps } from "@remix-run/react";
import { useFeatures } from "~/utils/features";

/**
 * A link to one of the site's pages that is not rendered at all while that page's feature
 * flag is off (the page itself redirects home then), so no button or card leads to it.
 */
export function PageLink({ to, ...rest }: Omit<LinkProps, "to"> & { to: string }) {
  const { isLinkEnabled } = useFeatures();
  return isLinkEnabled(to) ? <Link to={to} {...rest} /> : null;
}
