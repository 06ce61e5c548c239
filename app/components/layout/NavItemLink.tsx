import { useLocation } from "@remix-run/react";
import type { NavItem } from "~/dealer-client/endpoints";
import { isCurrentPage } from "~/utils/current-page";
import { PageLink } from "../PageLink";
import { ExternalIcon } from "../icons";

/**
 * Links from the dealer's navigation: site paths stay in the app (a `PageLink`, which the
 * header's and footer's `DelegatedLinks` navigate and preload for), outside sites get a new
 * tab when marked. The current page's link, and its section's, say so (aria-current).
 */
export function NavItemLink({ item, className }: { item: NavItem; className?: string }) {
  const { pathname } = useLocation();
  const isSitePath = item.link.startsWith("/") && !item.link.startsWith("//");
  if (item.external || !isSitePath) {
    return (
      <a
        href={item.link}
        className={className}
        {...(item.external ? { target: "_blank", rel: "noopener" } : {})}
      >
        {item.name}
        {item.external ? (
          <>
            <ExternalIcon size={14} className="nav-external-icon" />
            <span className="visually-hidden"> (откроется в новой вкладке)</span>
          </>
        ) : null}
      </a>
    );
  }
  return (
    <PageLink to={item.link} className={className} aria-current={isCurrentPage(pathname, item.link) ? "page" : undefined}>
      {item.name}
    </PageLink>
  );
}
