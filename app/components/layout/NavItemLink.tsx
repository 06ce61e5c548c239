import type { NavItem } from "~/services/dealer-api/endpoints.server";
import { IntentLink } from "../IntentLink";
import { ExternalIcon } from "../icons";

/** Links from the dealer's navigation: site paths stay in the app, outside sites get a new tab when marked. */
export function NavItemLink({ item, className }: { item: NavItem; className?: string }) {
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
    // A function, so NavLink adds no "active" class (aria-current is what the CSS reads).
    <IntentLink to={item.link} className={() => className} end={item.link === "/"}>
      {item.name}
    </IntentLink>
  );
}
