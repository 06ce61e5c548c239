import { Form, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { href, type RouteName } from "~/paths";
import { ROUTE_LABELS } from "~/utils/breadcrumbs";

/** The personal area's sections, in the order of its menu. */
const SECTIONS: RouteName[] = ["personal_rating", "personal_garage", "personal_orders", "personal_service", "personal_tyres", "personal_viewed", "personal_alerts", "personal_editing"];

/**
 * The frame of every signed-in page: its heading, the area's menu and «Выйти», which posts
 * (a sign-out must not happen by following a link or a prefetch).
 */
export function PersonalLayout({ title, notice, children }: { title: string; notice?: string | null; children: ReactNode }) {
  return (
    <div className="page container personal">
      <div className="personal__head">
        <h1 className="page__title">{title}</h1>
        <Form method="post" action={href("personal_logout")} className="personal__logout">
          <button type="submit" className="btn btn--ghost btn--small">
            Выйти
          </button>
        </Form>
      </div>
      <nav className="personal__nav" aria-label="Личный кабинет">
        <ul className="personal__nav-list">
          {SECTIONS.map((name) => (
            <li key={name}>
              <NavLink to={(href as (n: RouteName) => string)(name)} className="personal__nav-link" end={name !== "personal_garage"} prefetch="intent">
                {ROUTE_LABELS[name]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {notice ? (
        <p className="alert personal__notice" role="status">
          {notice}
        </p>
      ) : null}
      {children}
    </div>
  );
}
