import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { RootData } from "~/utils/root-data";
import { enabledNavItems } from "~/utils/features";
import { formatPhone, phoneHref } from "~/utils/format";
import { CitySelector } from "../CitySelector";
import { CloseIcon, MenuIcon, PhoneIcon } from "../icons";
import { HeaderActions } from "./HeaderActions";
import { Logo } from "./Logo";
import { MainNav } from "./MainNav";
import { MobileMenuNav } from "./MobileMenu";

const MENU_ID = "mobile-menu";

/**
 * Top bar (city and its phone) and bottom bar (burger, logo, navigation, icon buttons).
 * The mobile menu is a <details> until the page is hydrated, so it opens without JS; then
 * a burger button with aria-expanded takes over, sets `menu-open` on <body>, and closes on
 * Escape, on navigation and on a click on the logo (docs/product.md §4.11).
 */
export function SiteHeader({ root }: { root: RootData }) {
  const hydrated = useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const { common, city } = root;
  const navItems = enabledNavItems(common.mainNav, common.features);

  useEffect(() => {
    document.body.classList.toggle("menu-open", menuOpen);
    return () => document.body.classList.remove("menu-open");
  }, [menuOpen]);

  // Any navigation (a menu link, back/forward) leaves the menu closed.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      burgerRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  const phone = city ? (
    <a className="header-phone" href={phoneHref(city.phone)}>
      <PhoneIcon size={18} />
      <span>{formatPhone(city.phone)}</span>
    </a>
  ) : null;

  const menuExtras = (
    <div className="mobile-menu__contacts">
      {phone}
    </div>
  );

  return (
    <header className="site-header">
      <div className="header-top">
        <div className="container header-top__inner">
          <CitySelector mode="save" locations={common.locations} current={city} className="header-top__city" />
          <p className="header-top__tagline">Официальный дилер · новые автомобили и с пробегом</p>
          {phone}
        </div>
      </div>
      <div className="header-main">
        <div className="container header-main__inner">
          {hydrated ? (
            <>
              <button
                ref={burgerRef}
                type="button"
                className="icon-btn burger"
                aria-expanded={menuOpen}
                aria-controls={MENU_ID}
                onClick={() => setMenuOpen((open) => !open)}
              >
                {menuOpen ? <CloseIcon /> : <MenuIcon />}
                <span className="visually-hidden">Меню</span>
              </button>
              <div id={MENU_ID} className="mobile-menu" hidden={!menuOpen}>
                <MobileMenuNav items={navItems} expandable onNavigate={() => setMenuOpen(false)} />
                {menuExtras}
              </div>
            </>
          ) : (
            <details className="burger-details">
              <summary className="icon-btn burger">
                <MenuIcon />
                <span className="visually-hidden">Меню</span>
              </summary>
              <div id={MENU_ID} className="mobile-menu">
                <MobileMenuNav items={navItems} expandable={false} />
                {menuExtras}
              </div>
            </details>
          )}
          <Logo brand={common.company.name || common.meta.title} onClick={() => setMenuOpen(false)} />
          <MainNav items={navItems} />
          <HeaderActions root={root} />
        </div>
      </div>
    </header>
  );
}
