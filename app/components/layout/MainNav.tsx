import type { NavItem } from "~/services/dealer-api/endpoints.server";
import { ChevronDownIcon } from "../icons";
import { NavItemLink } from "./NavItemLink";

/**
 * The desktop navigation. Drop-downs open on hover and whenever focus is inside the item
 * (CSS :focus-within), so the keyboard reaches every child by Tab, with or without JS.
 */
export function MainNav({ items }: { items: NavItem[] }) {
  return (
    <nav className="main-nav" aria-label="Основное меню">
      <ul className="main-nav__list">
        {items.map((item) => (
          <li key={`${item.name}${item.link}`} className={`main-nav__item${item.items.length ? " main-nav__item--parent" : ""}`}>
            <NavItemLink item={item} className="main-nav__link" />
            {item.items.length ? (
              <>
                <ChevronDownIcon size={14} className="main-nav__chevron" />
                <ul className="main-nav__dropdown">
                  {item.items.map((child) => (
                    <li key={`${child.name}${child.link}`}>
                      <NavItemLink item={child} className="main-nav__dropdown-link" />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
