import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { href } from "~/paths";
import type { RootData } from "~/utils/root-data";
import { isFeatureEnabled } from "~/utils/features";
import { CartIcon, CompareIcon, HeartIcon, UserIcon } from "../icons";

function CounterLink({ to, label, count, children }: { to: string; label: string; count: number; children: ReactNode }) {
  return (
    <Link to={to} className="icon-btn header-actions__link" aria-label={`${label}, ${count}`} prefetch="intent">
      {children}
      {count > 0 ? (
        <span className="badge" aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}

/** Favourites, comparison, cart and the account: each only while its feature flag is on. */
export function HeaderActions({ root }: { root: RootData }) {
  const { features } = root.common;
  const { visitor } = root;
  const initial = visitor.userName.trim().charAt(0).toLocaleUpperCase("ru-RU");
  return (
    <div className="header-actions">
      {isFeatureEnabled(features, "favorites") ? (
        <CounterLink to={href("favorites")} label="Избранное" count={visitor.favoritesCount}>
          <HeartIcon />
        </CounterLink>
      ) : null}
      {isFeatureEnabled(features, "comparison") ? (
        <CounterLink to={href("comparison")} label="Сравнение" count={visitor.compareCount}>
          <CompareIcon />
        </CounterLink>
      ) : null}
      {isFeatureEnabled(features, "cart") ? (
        <CounterLink to={href("cart")} label="Корзина" count={visitor.cartCount}>
          <CartIcon />
        </CounterLink>
      ) : null}
      {isFeatureEnabled(features, "personal") ? (
        <Link
          to={href("personal")}
          className="icon-btn header-actions__link header-actions__account"
          aria-label={visitor.isAuthorized && visitor.userName ? `Личный кабинет, ${visitor.userName}` : "Личный кабинет"}
        >
          {visitor.isAuthorized && initial ? (
            <span className="avatar" aria-hidden="true">
              {initial}
            </span>
          ) : (
            <UserIcon />
          )}
        </Link>
      ) : null}
    </div>
  );
}
