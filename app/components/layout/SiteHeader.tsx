import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import type { RootData } from "~/utils/root-data";
import { enabledNavItems, isFeatureEnabled } from "~/utils/features";
import { formatPhone, phoneHref } from "~/utils/format";
import { CitySelector } from "../CitySelector";
import { useShownCity } from "../city-choice";
import { CloseIcon, MenuIcon, PhoneIcon } from "../icons";
import { HeaderActions } from "./HeaderActions";
import { Logo } from "./Logo";
import { HeaderSearch } from "../search/HeaderSearch";
import { DESKTOP_QUERY, MENU_ID, MainNav } from "./MainNav";

// A browser without popovers (no hidePopover) has no :popover-open either: never ask it.
function isMenuOpen(nav: HTMLElement | null): nav is HTMLElement {
  return !!nav && "hidePopover" in nav && nav.matches(":popover-open");
}

function hideMenu(nav: HTMLElement | null) {
  if (isMenuOpen(nav)) nav.hidePopover();
}

/**
 * Top bar (city and its phone) and bottom bar (burger, logo, navigation, icon buttons).
 * The navigation is one `<nav popover>` (ADR 030): the bar on desktops, the burger's menu
 * below that width. The burger is its `popovertarget`, so the menu opens, closes on Escape
 * (focus back on the burger) and on a click outside (the logo) without JS; with JS the
 * header mirrors its state (aria-expanded, the close icon, `menu-open` on <body>) and closes
 * it on navigation and when the window grows to the desktop bar (docs/product.md §4.11).
 */
export function SiteHeader({ root }: { root: RootData }) {
  const hydrated = useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const { common } = root;
  // The phone belongs to the city shown, the one being chosen included (not the one saved a round trip ago).
  const city = useShownCity(common.locations, root.city);
  const navItems = enabledNavItems(common.mainNav, common.features);

  const closeMenu = () => hideMenu(navRef.current);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const onToggle = (event: Event) => setMenuOpen((event as ToggleEvent).newState === "open");
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onWiden = () => {
      if (desktop.matches) hideMenu(nav);
    };
    // Opened before the page was hydrated: the header catches up.
    if (isMenuOpen(nav)) setMenuOpen(true);
    nav.addEventListener("toggle", onToggle);
    desktop.addEventListener("change", onWiden);
    return () => {
      nav.removeEventListener("toggle", onToggle);
      desktop.removeEventListener("change", onWiden);
    };
  }, []);

  useEffect(() => {
    document.body.classList.toggle("menu-open", menuOpen);
    return () => document.body.classList.remove("menu-open");
  }, [menuOpen]);

  // Any navigation (a menu link, back/forward) leaves the menu closed.
  useEffect(() => hideMenu(navRef.current), [location.key]);

  const phone = city ? (
    <a className="header-phone" href={phoneHref(city.phone)}>
      <PhoneIcon size={18} />
      <span>{formatPhone(city.phone)}</span>
    </a>
  ) : null;

  return (
    <header className="site-header">
      <div className="header-top">
        <div className="container header-top__inner">
          <CitySelector locations={common.locations} current={root.city} className="header-top__city" />
          {isFeatureEnabled(common.features, "catalog") ? <HeaderSearch /> : null}
          <p className="header-top__tagline">Официальный дилер · новые автомобили и с пробегом</p>
          {phone}
        </div>
      </div>
      <div className="header-main">
        <div className="container header-main__inner">
          <button
            type="button"
            className="icon-btn burger"
            {...{ popovertarget: MENU_ID }}
            aria-expanded={hydrated ? menuOpen : undefined}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="visually-hidden">Меню</span>
          </button>
          <Logo brand={common.company.name || common.meta.title} onClick={closeMenu} />
          <MainNav ref={navRef} items={navItems}>
            {phone}
          </MainNav>
          <HeaderActions root={root} />
        </div>
      </div>
    </header>
  );
}
