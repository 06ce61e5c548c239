import type { ReactNode } from "react";
import { href } from "~/paths";
import type { RootData } from "~/utils/root-data";
import { badgeText, COUNTER_LABELS, useVisitorLists } from "~/utils/visitor-lists";
import { PageLink } from "../PageLink";
import { CartIcon, CompareIcon, HeartIcon, UserIcon } from "../icons";

function CounterLink({ to, label, count, children }: { to: string; label: string; count: number; children: ReactNode }) {
  return (
    // The name is text in the page (a text browser shows it), hidden where the design shows the icon.
    <PageLink to={to} className="icon-btn" prefetch="intent">
      {children}
      <span className="visually-hidden">{`${label}, ${count}`}</span>
      {count > 0 ? (
        <span className="badge" aria-hidden="true">
          {badgeText(count)}
        </span>
      ) : null}
    </PageLink>
  );
}

/** Favourites, comparison, cart and the account: each a page link, so each only while its feature flag is on. */
export function HeaderActions({ root }: { root: RootData }) {
  const { visitor } = root;
  const lists = useVisitorLists();
  const initial = visitor.userName.trim().charAt(0).toLocaleUpperCase("ru-RU");
  return (
    <div className="header-actions">
      <CounterLink to={href("favorites")} label={COUNTER_LABELS.favorites} count={lists.favorites.length}>
        <HeartIcon />
      </CounterLink>
      <CounterLink to={href("comparison")} label={COUNTER_LABELS.comparison} count={lists.compare.length}>
        <CompareIcon />
      </CounterLink>
      <CounterLink to={href("cart")} label="Корзина" count={visitor.cartCount}>
        <CartIcon />
      </CounterLink>
      <PageLink to={href("personal")} className="icon-btn">
        {visitor.isAuthorized && initial ? (
          <span className="avatar" aria-hidden="true">
            {initial}
          </span>
        ) : (
          <UserIcon />
        )}
        <span className="visually-hidden">{visitor.isAuthorized && visitor.userName ? `Личный кабинет, ${visitor.userName}` : "Личный кабинет"}</span>
      </PageLink>
    </div>
  );
}
