import { useId, useState } from "react";
import type { NavItem } from "~/services/dealer-api/endpoints.server";
import { ChevronDownIcon } from "../icons";
import { NavItemLink } from "./NavItemLink";

/**
 * The mobile menu's content. With JS, a sub-menu arrow expands one item at a time
 * (docs/product.md §4.11); without JS (`expandable` false) every sub-item is listed, so every link is reachable.
 */
export function MobileMenuNav({
  items,
  expandable,
  onNavigate,
}: {
  items: NavItem[];
  expandable: boolean;
  onNavigate?: () => void;
}) {
  const [expanded, setExpanded] = useState<number | null>(null);
  const baseId = useId();
  return (
    <nav aria-label="Меню сайта">
      <ul className="mobile-menu__list">
        {items.map((item, index) => {
          const subId = `${baseId}-sub-${index}`;
          const isOpen = !expandable || expanded === index;
          return (
            <li key={`${item.name}${item.link}`} className="mobile-menu__item">
              <div className="mobile-menu__row">
                <NavItemLink item={item} className="mobile-menu__link" onNavigate={onNavigate} />
                {item.items.length && expandable ? (
                  <button
                    type="button"
                    className="icon-btn mobile-menu__toggle"
                    aria-expanded={isOpen}
                    aria-controls={subId}
                    aria-label={`Подразделы: ${item.name}`}
                    onClick={() => setExpanded(isOpen ? null : index)}
                  >
                    <ChevronDownIcon size={20} />
                  </button>
                ) : null}
              </div>
              {item.items.length ? (
                <ul id={subId} className="mobile-menu__sub" hidden={!isOpen}>
                  {item.items.map((child) => (
                    <li key={`${child.name}${child.link}`}>
                      <NavItemLink item={child} className="mobile-menu__sublink" onNavigate={onNavigate} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
