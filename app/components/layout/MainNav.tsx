import { type FocusEvent, type KeyboardEvent, useState } from "react";
import type { NavItem } from "~/services/dealer-api/endpoints.server";
import { ChevronDownIcon } from "../icons";
import { NavItemLink } from "./NavItemLink";

/**
 * The desktop navigation. Drop-downs open on hover and whenever focus is inside the item
 * (CSS :focus-within), so the keyboard reaches every child by Tab, with or without JS.
 * With JS, Escape dismisses an open drop-down (WCAG 1.4.13) and puts focus on its parent
 * link; it opens again once focus or the pointer leaves and comes back.
 */
export function MainNav({ items }: { items: NavItem[] }) {
  const [dismissed, setDismissed] = useState<number | null>(null);

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== "Escape") return;
    setDismissed(index);
    event.currentTarget.querySelector<HTMLAnchorElement>(".main-nav__link")?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDismissed(null);
  };

  return (
    <nav className="main-nav" aria-label="Основное меню">
      <ul className="main-nav__list">
        {items.map((item, index) => (
          <li
            key={`${item.name}${item.link}`}
            className={`main-nav__item${item.items.length ? " main-nav__item--parent" : ""}${dismissed === index ? " main-nav__item--dismissed" : ""}`}
            {...(item.items.length ? { onKeyDown: onKeyDown(index), onBlur, onMouseLeave: () => setDismissed(null) } : {})}
          >
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
