import type { ReactNode } from "react";
import { inPlace } from "~/utils/in-place";
import type { RootData } from "~/utils/root-data";
import type { Crumb } from "~/utils/breadcrumbs";
import { DelegatedLinks } from "../DelegatedLinks";
import { Breadcrumbs } from "./Breadcrumbs";
import { LogoMark } from "./Logo";
import { NavigationProgress } from "./NavigationProgress";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { useBuildUpdateCheck } from "./use-build-update";

// In place (ADR 040): a first visit's notice is in the document at once, and its code, which
// every later page of the visit would carry for nothing, hydrates it after the page's own.
const CookieNotice = inPlace(() => import("./CookieNotice").then((module) => module.CookieNotice));

/** Everything around a page: header, breadcrumbs, footer, the cookie notice and progress bar. */
export function SiteFrame({
  root,
  crumbs,
  children,
  newsletter,
}: {
  root: RootData;
  crumbs: Crumb[];
  children: ReactNode;
  /** The newsletter form, rendered in the footer's slot (the forms work provides it). */
  newsletter?: ReactNode;
}) {
  useBuildUpdateCheck();
  return (
    <>
      <a href="#main" className="skip-link">
        Перейти к основному содержанию
      </a>
      <NavigationProgress />
      {/* The shell's page links are plain anchors that these navigate and preload for. */}
      <DelegatedLinks>
        <SiteHeader root={root} />
      </DelegatedLinks>
      <main id="main" tabIndex={-1}>
        <DelegatedLinks>
          <Breadcrumbs crumbs={crumbs} siteUrl={root.siteUrl} />
        </DelegatedLinks>
        {children}
      </main>
      <DelegatedLinks>
        <SiteFooter root={root} newsletter={newsletter} />
      </DelegatedLinks>
      {root.cookieNotice ? <CookieNotice /> : null}
    </>
  );
}

/** When even the common data could not be loaded: no navigation, no phone, just the message. */
export function FallbackFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="fallback-header">
        <div className="container">
          <span className="logo logo--static">
            <LogoMark />
          </span>
        </div>
      </header>
      <main id="main">{children}</main>
      <footer className="fallback-footer">
        <div className="container">
          <p>Приносим извинения за неудобства. Попробуйте обновить страницу через несколько минут.</p>
        </div>
      </footer>
    </>
  );
}
