import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PersonalLayout } from "~/components/personal/PersonalLayout";
import { RecentlyViewed } from "~/components/trust/RecentlyViewed";
import { href } from "~/paths";
import { recentlyViewed } from "~/services/recently-viewed.server";
import { personalHeaders } from "~/services/personal.server";
import catalogStyles from "~/styles/catalog.css?url";
import type { RouteHandle } from "~/utils/route-handle";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";

/**
 * /personal/viewed: the cars the user opened last, newest first, on any device they were
 * signed in on (and, from before the sign-in, on this one).
 */
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Вы смотрели");

export const handle = { breadcrumb: "personal_viewed" } satisfies RouteHandle;

// The strip's cards are styled with the catalogue's.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogStyles }];

export const headers = pageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  return data({ cars: await recentlyViewed(context, { always: true }) }, { headers: personalHeaders });
}

export default function ViewedPage() {
  const { cars } = useLoaderData<typeof loader>();
  return (
    <PersonalLayout title="Вы смотрели">
      {cars.length === 0 ? (
        <p>
          Вы ещё не открывали автомобили. Здесь будут последние десять, которые вы посмотрите.{" "}
          <Link to={href("catalog")}>Выбрать автомобиль в каталоге</Link>
        </p>
      ) : (
        <RecentlyViewed cars={cars} title="Последние автомобили, которые вы открывали" />
      )}
    </PersonalLayout>
  );
}
