import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import type { RootLoader } from "~/utils/root-data";
import { carHref } from "~/view-models/card-view";
import { ListRemoveButton, ListToggleForm } from "~/components/catalog/ListToggle";
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
import {
  type BlockCode,
  type ComparisonView,
  comparisonBlocks,
  parseComparisonView,
  toggleBlock,
  visibleRows,
} from "~/utils/comparison";
import { formatPrice } from "~/utils/format";
import { NOT_FOR_SALE_TEXT } from "~/utils/reservation";
import { MonthlyFrom } from "~/components/credit/lazy";
import type { RouteHandle } from "~/utils/route-handle";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";
import { Photo, SMALL_PHOTO } from "~/components/catalog/Photo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogStyles }];

export const handle = { breadcrumb: "comparison", feature: "comparison", noindex: true } satisfies RouteHandle;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireFeature(context, handle.feature);
  const view = parseComparisonView(new URL(request.url).searchParams);
  // The list's own page asks the API: the session's copy may lag behind (another tab, a sold car).
  const visitor = await context.visitor({ fresh: true });
  const ids = visitor.compare;
  // Unknown lists or cars are said to be so, never shown as an empty comparison.
  const loaded = !visitor.listsKnown
    ? { ok: false as const }
    : ids.length
      ? await context.sectionData("comparison", context.api.send("getCarsByIdsFull", { ids }))
      : { ok: true as const, data: { items: [] } };
  if (!loaded.ok) return data({ cars: null, view }, { status: 503, headers: { "Cache-Control": "no-store" } });
  return data({ cars: loaded.data.items, view }, { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } });
}

export const headers = pageHeaders;

/**
 * Add, delete or clear in the comparison, from this page or any card's toggle (changeList). Without
 * JavaScript the answer is a 303 back to the page the button was on; with it, the reply for the fetcher.
 */
export async function action(args: ActionFunctionArgs) {
  const { context } = args;
  return handlePost(args, {
    form: "comparison",
    schema: listPostSchema,
    feature: "comparison",
    success: (post) => post.returnTo(href("comparison")),
    run: (change) => changeList(context, "comparison", change),
  });
}

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ matches }) => {
  return pageMeta(matches, "Сравнение");
};

function viewHref(view: ComparisonView) {
  return href("comparison", undefined, { diff: view.diff ? 1 : undefined, hide: view.hide.length ? view.hide.join(",") : undefined });
}

export default function ComparisonPage() {
  const { cars, view } = useLoaderData<typeof loader>();
  const refused = refusalMessage(replyFor(useActionData(), "comparison"));
  if (cars === null) {
    return (
      <div className="comparison-page page container">
        <h1 className="page__title">Сравнение</h1>
        <SectionFailure what="сравнение" />
      </div>
    );
  }
  const blocks = comparisonBlocks(cars, formatPrice);
  const here = viewHref(view);
  return (
    <div className="comparison-page page container">
      <h1 className="page__title">Сравнение</h1>
      {refused ? (
        <p className="notice notice--error" role="alert">
          {refused}
        </p>
      ) : null}
      {cars.length === 0 ? (
        <div className="empty-state">
          <p>В сравнении пока нет автомобилей. Добавляйте их кнопкой сравнения в каталоге.</p>
          <PageLink to={href("catalog")} className="btn btn--primary">
            Перейти в каталог
          </PageLink>
        </div>
      ) : (
        <>
          <div className="compare-toolbar">
            <p className="lists-count">Автомобилей в сравнении: {cars.length}</p>
            {cars.length > 1 ? (
              <Link to={viewHref({ ...view, diff: !view.diff })} className="btn btn--secondary btn--small" preventScrollReset replace>
                {view.diff ? "Показать все характеристики" : "Показать только различия"}
              </Link>
            ) : null}
            <Form method="post" action={href("comparison")}>
              <input type="hidden" name="intent" value="clear" />
              <input type="hidden" name="redirectTo" value={here} />
              <button type="submit" className="btn btn--ghost btn--small">
                Очистить сравнение
              </button>
            </Form>
          </div>
          <ListToggleForm id="comparison-lists">
            <section className="compare-scroll" tabIndex={0} aria-label="Таблица сравнения">
              <table className="compare-table">
                <thead>
                  <tr>
                    <td className="compare-table__corner" />
                    {cars.map((car) => (
                      <th key={car.id} scope="col">
                        <div className="compare-car">
                          <Photo photo={car.photo} layout={SMALL_PHOTO} alt="" eager />
                          {/* A car no longer for sale has no page (404): its name is not a link. */}
                          {car.forSale ? <Link to={carHref(car)}>{`${car.name}, ${car.year}`}</Link> : <span className="compare-car__name">{`${car.name}, ${car.year}`}</span>}
                          <span className="price">{formatPrice(car.price)}</span>
                          {car.forSale ? null : <span className="reserved-badge">{NOT_FOR_SALE_TEXT}</span>}
                          <MonthlyFrom price={car.price} condition={car.condition} />
                          <ListRemoveButton list="comparison" carId={car.id} label="Удалить из сравнения" />
                        </div>
                      </th>
                    ))}
                  </tr>
                </thead>
                {blocks.map((block) => {
                  const collapsed = view.hide.includes(block.code);
                  const rows = collapsed ? [] : visibleRows(block, view, cars.length);
                  return (
                    <tbody key={block.code} data-block={block.code}>
                      <tr className="compare-block">
                        <th scope="colgroup" colSpan={cars.length + 1}>
                          <span id={`block-${block.code}`}>{block.name}</span>
                          <BlockToggle view={view} code={block.code} collapsed={collapsed} />
                        </th>
                      </tr>
                      {rows.map((row) => (
                        <Fragment key={row.key}>
                          {/* Phones: the label above its values, across the columns (CSS); the row's
                              own header cell stays for screen readers. */}
                          <tr className="compare-label-row" aria-hidden="true">
                            <td colSpan={cars.length}>
                              <span>{row.name}</span>
                            </td>
                          </tr>
                          <tr className={row.same ? undefined : "row-differs"}>
                            <th scope="row">{row.name}</th>
                            {row.values.map((value, i) => (
                              <td key={cars[i].id}>{value}</td>
                            ))}
                          </tr>
                        </Fragment>
                      ))}
                      {!collapsed && rows.length === 0 ? (
                        <tr>
                          <td colSpan={cars.length + 1}>Различий нет</td>
                        </tr>
                      ) : null}
                    </tbody>
                  );
                })}
              </table>
            </section>
          </ListToggleForm>
        </>
      )}
    </div>
  );
}

function BlockToggle({ view, code, collapsed }: { view: ComparisonView; code: BlockCode; collapsed: boolean }) {
  return (
    <Link
      to={viewHref(toggleBlock(view, code))}
      className="compare-block__toggle"
      aria-expanded={!collapsed}
      aria-describedby={`block-${code}`}
      preventScrollReset
      replace
    >
      {collapsed ? "Развернуть" : "Свернуть"}
    </Link>
  );
}
