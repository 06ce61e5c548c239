import { type FocusEvent, type KeyboardEvent, type ReactNode, forwardRef, useId, useState } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import type { NavItem } from "~/dealer-client/endpoints";
import { ChevronDownIcon } from "../icons";
import { NavItemLink } from "./NavItemLink";

export const MENU_ID = "site-menu";
/** The width from which the navigation is the bar (the CSS's breakpoint, layout.css). */
export const DESKTOP_QUERY = "(min-width: 1280px)";

/**
 * The one main navigation, for every width (ADR 030). On desktops it is the bar: a
 * drop-down opens on hover and whenever focus is inside its item (CSS :focus-within), so
 * the keyboard reaches every child by Tab, with or without JS; with JS, Escape dismisses an
 * open drop-down (WCAG 1.4.13) and puts focus on its parent link. Below the desktop width
 * it is a popover the burger opens (`popovertarget`, so it works without JS): without JS
 * every sub-item is listed; with JS a sub-menu arrow expands one item at a time
 * (docs/product.md §4.11). `children` are shown in the phone menu only (the city's phone).
 */
export const MainNav = forwardRef<HTMLElement, { items: NavItem[]; children?: ReactNode }>(
  function MainNav({ items, children }, ref) {
    const hydrated = useHydrated();
    const [dismissed, setDismissed] = useState<number | null>(null);
    const [expanded, setExpanded] = useState<number | null>(null);
    const baseId = useId();

    const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLLIElement>) => {
      // In the phone menu Escape belongs to the popover: it closes the whole menu.
      if (event.key !== "Escape" || !window.matchMedia(DESKTOP_QUERY).matches) return;
      setDismissed(index);
      event.currentTarget.querySelector("a")?.focus();
    };
    const onBlur = (event: FocusEvent<HTMLLIElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDismissed(null);
    };

    return (
      <nav id={MENU_ID} ref={ref} className="main-nav" aria-label="Основное меню" {...{ popover: "auto" }}>
        <ul className="main-nav__list">
          {items.map((item, index) => {
            const subId = `${baseId}-sub-${index}`;
            const isOpen = expanded === index;
            return (
              <li
                key={`${item.name}${item.link}`}
                {...(item.items.length
                  ? {
                      className: `main-nav__parent${dismissed === index ? " main-nav__dismissed" : ""}`,
                      onKeyDown: onKeyDown(index),
                      onBlur,
                      onMouseLeave: () => setDismissed(null),
                    }
                  : {})}
              >
                <NavItemLink item={item} />
                {item.items.length ? (
                  <>
                    <ChevronDownIcon size={14} className="main-nav__chevron" />
                    {hydrated ? (
                      <button
                        type="button"
                        className="icon-btn main-nav__toggle"
                        aria-expanded={isOpen}
                        aria-controls={subId}
                        onClick={() => setExpanded(isOpen ? null : index)}
                      >
                        <ChevronDownIcon size={20} />
                        <span className="visually-hidden">{`Подразделы: ${item.name}`}</span>
                      </button>
                    ) : null}
                    <ul id={hydrated ? subId : undefined} className="main-nav__dropdown">
                      {item.items.map((child) => (
                        <li key={`${child.name}${child.link}`}>
                          <NavItemLink item={child} />
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
        {children}
      </nav>
    );
  },
);
