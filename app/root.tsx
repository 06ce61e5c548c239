import {
  isRouteErrorResponse,
  Links,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import type { ReactNode } from "react";
import { CartStorageMirror } from "~/components/catalog/CartStorageMirror";
import { readCart } from "~/services/cart.server";
import { ConsultationModal } from "~/components/forms/ConsultationModal";
import { formLinks } from "~/components/forms/links";
import { NewsletterFooterSlot } from "~/components/forms/NewsletterForm";
import { currentCity, loadCommonData } from "~/services/common-data.server";
import { loadFormFrame } from "~/services/form-frame.server";
import stylesUrl from "~/styles/app.css?url";
import { formatPhone, phoneHref } from "~/utils/format";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesUrl },
  ...formLinks(),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [common, cart] = await Promise.all([loadCommonData(context), readCart(request, context)]);
  const { visitor } = context;
  return {
    common,
    city: currentCity(common.locations, visitor.fiasId),
    visitor: {
      isAuthorized: visitor.isAuthorized,
      userName: visitor.userName,
      favoritesCount: visitor.favorites.length,
      compareCount: visitor.compare.length,
      // The shell's header reads the counters here; `cartCount` below is the same number.
      cartCount: cart.totalCount,
    },
    /** The header's cart counter; the cart itself is in the session (app/utils/cart.ts). */
    cartCount: cart.totalCount,
    cart,
    nonce: context.nonce,
    forms: await loadFormFrame(request, context),
  };
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { name: "description", content: data?.common.meta.description ?? "" },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
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
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <>
      <Outlet />
      {data ? <CartStorageMirror cart={data.cart} /> : null}
      {/* Placeholder until the site footer takes the newsletter (and the modal host stays here). */}
      <footer className="forms-footer">
        <NewsletterFooterSlot />
      </footer>
      <ConsultationModal />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const siteTitle = data?.common.meta.title ?? "Автосалон";
  return (
    <>
      <title>{`Ошибка ${status} - ${siteTitle}`}</title>
      <main className="error-page">
        {status === 404 ? (
          <>
            <h1>Страница не найдена</h1>
            <p>К сожалению, запрашиваемая страница не найдена</p>
          </>
        ) : (
          <>
            <h1>Технические работы</h1>
            <p>На сайте в данный момент проводятся технические работы.</p>
          </>
        )}
        {data?.city ? (
          <p>
            <a href={phoneHref(data.city.phone)}>{formatPhone(data.city.phone)}</a>
          </p>
        ) : null}
      </main>
    </>
  );
}
