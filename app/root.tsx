import {
  isRouteErrorResponse,
  Links,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { type LinksFunction, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { type ReactNode, useContext, useEffect } from "react";
import { CartStorageMirror } from "~/components/catalog/CartStorageMirror";
import { readCart } from "~/services/cart.server";
import { ConsultationModal } from "~/components/forms/ConsultationModal";
import { formLinks } from "~/components/forms/links";
import { NewsletterFooterSlot } from "~/components/forms/NewsletterForm";
import { MaintenanceContent, NotFoundContent } from "~/components/layout/ErrorContent";
import { FallbackFrame, SiteFrame } from "~/components/layout/SiteFrame";
import { reloadOnceForChunkError } from "~/components/layout/use-build-update";
import { href } from "~/paths";
import { currentCity, loadCommonData } from "~/services/common-data.server";
import { cookieNoticeAccepted } from "~/services/cookie-notice.server";
import { loadFormFrame } from "~/services/form-frame.server";
import baseStyles from "~/styles/base.css?url";
import componentStyles from "~/styles/components.css?url";
import layoutStyles from "~/styles/layout.css?url";
import tokenStyles from "~/styles/tokens.css?url";
import { breadcrumbsOf, errorTrail } from "~/utils/breadcrumbs";
import { disabledFeatureFor } from "~/utils/features";
import { FALLBACK_SITE_TITLE, pageTitle } from "~/utils/meta";
import { NonceContext } from "~/utils/nonce";
import { sanitizeHtml } from "~/services/sanitize-html.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: tokenStyles },
  { rel: "stylesheet", href: baseStyles },
  { rel: "stylesheet", href: componentStyles },
  { rel: "stylesheet", href: layoutStyles },
  ...formLinks(),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The frame's data, for every page: common data (its failure is the 503 maintenance page),
 * the visitor's city and header counters, whether the cookie notice is due. A page whose
 * feature flag is off redirects home here, once for the whole site.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [common, cart, forms] = await Promise.all([
    loadCommonData(context),
    readCart(request, context),
    loadFormFrame(request, context),
  ]);
  if (disabledFeatureFor(new URL(request.url).pathname, common.features)) throw redirect(href("index"));
  const { visitor, config } = context;
  return {
    common: { ...common, footerNote: sanitizeHtml(common.footerNote) },
    city: currentCity(common.locations, visitor.fiasId),
    visitor: {
      isAuthorized: visitor.isAuthorized,
      userName: visitor.userName,
      favoritesCount: visitor.favorites.length,
      compareCount: visitor.compare.length,
      // The cart lives in the session (DECISIONS.md, app/utils/cart.ts).
      cartCount: cart.totalCount,
    },
    cart,
    cookieNotice: !cookieNoticeAccepted(request),
    siteUrl: config.siteUrl,
    nonce: context.nonce,
    forms,
  };
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>;

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
  const data = useRouteLoaderData<typeof loader>("root");
  const serverNonce = useContext(NonceContext);
  const nonce = data?.nonce ?? serverNonce;
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
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const root = useRouteLoaderData<typeof loader>("root")!;
  const crumbs = breadcrumbsOf(useMatches());
  return (
    <SiteFrame root={root} crumbs={crumbs} newsletter={<NewsletterFooterSlot />}>
      <Outlet />
      <CartStorageMirror cart={root.cart} />
      <ConsultationModal />
    </SiteFrame>
  );
}

/**
 * 404 with the frame and breadcrumbs, any other status the maintenance page with the
 * frame, and without common data (the dealer API is down) a frame that needs no data.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const status = errorStatus(error);

  useEffect(() => {
    reloadOnceForChunkError(error);
  }, [error]);

  const content = status === 404 ? <NotFoundContent /> : <MaintenanceContent />;
  if (!root) return <FallbackFrame>{content}</FallbackFrame>;
  return (
    <SiteFrame root={root} crumbs={status === 404 ? errorTrail(pathname) : []}>
      {content}
    </SiteFrame>
  );
}
