import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { RootLoader } from "~/utils/root-data";
import { CarGrid } from "~/components/catalog/CarGrid";
import { CarCard } from "~/components/catalog/CarCard";
import { ListToggleForm } from "~/components/catalog/ListToggle";
import { toCardView } from "~/view-models/card-view";
import { PageLink } from "~/components/PageLink";
import { SectionFailure } from "~/components/SectionFailure";
import { href } from "~/paths";
import { requireFeature } from "~/services/features.server";
import { PRIVATE_PAGE_CACHE } from "~/server/http-cache.server";
import { handlePost } from "~/server/post.server";
import { changeList } from "~/services/visitor-lists.server";
import { refusalMessage, replyFor } from "~/forms/reply";
import { listPostSchema } from "~/forms/site-posts";
import catalogStyles from "~/styles/catalog.css?url";
import type { RouteHandle } from "~/utils/route-handle";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogStyles }];

export const handle = { breadcrumb: "favorites", feature: "favorites", noindex: true } satisfies RouteHandle;

export async function loader({ context }: LoaderFunctionArgs) {
  await requireFeature(context, handle.feature);
  // The list's own page asks the API: the session's copy may lag behind (another tab, a sold car).
  const visitor = await context.visitor({ fresh: true });
  const ids = visitor.favorites;
  // Unknown lists or cars are said to be so, never shown as an empty list.
  const loaded = !visitor.listsKnown
    ? { ok: false as const }
    : ids.length
      ? await context.sectionData("favorites", context.api.send("getCarsByIds", { ids }))
      : { ok: true as const, data: { items: [] } };
  if (!loaded.ok) return data({ cars: null }, { status: 503, headers: { "Cache-Control": "no-store" } });
  return data({ cars: loaded.data.items.map(toCardView) }, { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } });
}

export const headers = pageHeaders;

/**
 * Add, delete or clear in favourites, from this page or any card's toggle (changeList). Without
 * JavaScript the answer is a 303 back to the page the button was on; with it, the reply for the fetcher.
 */
export async function action(args: ActionFunctionArgs) {
  const { context } = args;
  return handlePost(args, {
    form: "favorites",
    schema: listPostSchema,
    feature: "favorites",
    success: (post) => post.returnTo(href("favorites")),
    run: (change) => changeList(context, "favorites", change),
  });
}

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ matches }) => {
  return pageMeta(matches, "Избранное");
};

export default function FavoritesPage() {
  const { cars } = useLoaderData<typeof loader>();
  const refused = refusalMessage(replyFor(useActionData(), "favorites"));
  return (
    <div className="favorites-page page container">
      <h1 className="page__title">Избранное</h1>
      {refused ? (
        <p className="notice notice--error" role="alert">
          {refused}
        </p>
      ) : null}
      {cars === null ? (
        <SectionFailure what="избранное" />
      ) : cars.length === 0 ? (
        <div className="empty-state">
          <p>В избранном пока нет автомобилей. Отмечайте понравившиеся сердечком в каталоге.</p>
          <PageLink to={href("catalog")} className="btn btn--primary">
            Перейти в каталог
          </PageLink>
        </div>
      ) : (
        <>
          <div className="lists-toolbar">
            <p className="lists-count">В избранном: {cars.length}</p>
            <Form method="post" action={href("favorites")}>
              <input type="hidden" name="intent" value="clear" />
              <input type="hidden" name="redirectTo" value={href("favorites")} />
              <button type="submit" className="btn btn--ghost btn--small">
                Очистить избранное
              </button>
            </Form>
          </div>
          <ListToggleForm id="favorites-lists">
            <CarGrid>
              {cars.map((car, i) => (
                <li key={car.id}>
                  <CarCard car={car} eager={i < 3} />
                </li>
              ))}
            </CarGrid>
          </ListToggleForm>
        </>
      )}
    </div>
  );
}
