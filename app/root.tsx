import {
  isRouteErrorResponse,
  Links,
  Meta,
  type MetaFunction,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
} from "@remix-run/react";
import type { LinksFunction } from "@remix-run/node";
import { loadRootData } from "~/services/root-data.server";
import { useRootData } from "~/utils/root-data";
import { type ReactNode, useContext, useEffect } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import { CartStorageMirror } from "~/components/catalog/CartStorageMirror";
import { ConsultationModal } from "~/components/forms/ConsultationModal";
import { NewsletterFooterSlot } from "~/components/forms/NewsletterForm";
import { PaintFirstScripts } from "~/components/layout/PaintFirstScripts";
import { VisitorListsData } from "~/utils/visitor-lists";
import { FallbackFrame, SiteFrame } from "~/components/layout/SiteFrame";
import { reloadOnceForChunkError } from "~/components/layout/use-build-update";
import siteStyles from "~/styles/site.css?url";
import interCyrillic from "~/fonts/inter-cyrillic-ru.woff2?url";
import interLatin from "~/fonts/inter-latin-basic.woff2?url";
import { breadcrumbsOf, errorTrail } from "~/utils/breadcrumbs";
import { FALLBACK_SITE_TITLE, pageTitle } from "~/utils/meta";
import { NonceContext } from "~/utils/nonce";
import { inPlace } from "~/utils/in-place";

// Markup only an error page shows: out of every page's first load, rendered in place (utils/in-place.tsx).
const ErrorContent = inPlace(() => import("~/components/layout/ErrorContent").then((m) => m.ErrorContent));

// Every page sets Russian text and digits: both font files are needed at once (fonts.css).
const fontPreloads = [interCyrillic, interLatin].map((href) => ({
  rel: "preload",
  as: "font",
  type: "font/woff2",
  href,
  crossOrigin: "anonymous" as const,
}));

export const links: LinksFunction = () => [
  ...fontPreloads,
  { rel: "stylesheet", href: siteStyles },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export const loader = loadRootData;

function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (error) {
    return [
      { title: pageTitle(`Ошибка ${errorStatus(error)}`, data?.common.meta.title || FALLBACK_SITE_TITLE) },
      { name: "robots", content: "noindex" },
    ];
  }
  return [{ name: "description", content: data?.common.meta.description ?? "" }];
};

export function Layout({ children }: { children: ReactNode }) {
  // The server's nonce for this document (entry.server.tsx); none in the browser, and none
  // for a page that may be shared (its scripts are allowed by their hashes).
  const nonce = useContext(NonceContext);
  // Says the page is now React's and has drawn its JavaScript parts (its scripts start after
  // the first paint, ADR 053; the parts follow in a transition, ADR 057): what a browser test
  // waits for before it acts as a visitor with JavaScript would.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "";
  }, [hydrated]);
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b7a3e" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <VisitorListsData />
        <ScrollRestoration nonce={nonce} />
        <PaintFirstScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const root = useRootData()!;
  const crumbs = breadcrumbsOf(useMatches());
  return (
    <>
      <SiteFrame root={root} crumbs={crumbs} newsletter={<NewsletterFooterSlot />}>
        <Outlet />
      </SiteFrame>
      {/* Outside <main>: the dialog belongs to no page, and the page's own forms stay alone there. */}
      <ConsultationModal />
      <CartStorageMirror cart={root.cart} />
    </>
  );
}

/**
 * 404 with the frame and breadcrumbs; 405 (a post to a page without an action) and the
 * maintenance page (any other status) with the frame; without common data (the dealer API is down) a frame that needs no data.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  const { pathname } = useLocation();
  const status = errorStatus(error);

  useEffect(() => {
    reloadOnceForChunkError(error);
  }, [error]);

  const content = <ErrorContent status={status} />;
  // Without the root's data the common data could not be loaded (a refused post is drawn with
  // it: app/server/refused-post.server.ts).
  if (!root) return <FallbackFrame>{content}</FallbackFrame>;
  return (
    // The whole footer, newsletter included, as on every page.
    <SiteFrame root={root} crumbs={status === 404 ? errorTrail(pathname) : []} newsletter={<NewsletterFooterSlot />}>
      {content}
    </SiteFrame>
  );
}
