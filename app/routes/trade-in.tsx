import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageSections } from "~/components/sections/PageSections";
import { tradeInSectionRegistry } from "~/components/sections/TradeInSections";
import { sectionLinks } from "~/components/sections/links";
import type { TradeInData } from "~/components/tradein/trade-in-data";
import { keepEstimateSchema, manualEvaluationSchema, parseEvaluationQuery, tradeInRegisterSchema } from "~/forms/tradein";
import { href } from "~/paths";
import { takeNotice } from "~/services/notice.server";
import { requireFeature } from "~/services/features.server";
import { PRIVATE_PAGE_CACHE } from "~/server/http-cache.server";
import { handlePost, type PostSpec } from "~/server/post.server";
import { leadPost } from "~/server/lead-post.server";
import { loadSectionPage } from "~/services/page-sections.server";
import { forgetEstimate, keepEstimate, keptEstimate, loadEvaluation } from "~/services/tradein.server";
import tradeInStyles from "~/styles/tradein.css?url";
import type { RouteHandle } from "~/utils/route-handle";
import { pageMeta, siteTitleOf } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";
import { safeReturnPath } from "~/utils/safe-redirect";

/*
 * «Продать автомобиль» (docs/product.md §4.19): the page's sections from its page data, the
 * evaluation as GET forms whose state is the URL, the trade-in request and the manual
 * evaluation, and «Учесть при покупке», which keeps the estimate for the cart.
 */

export const links: LinksFunction = () => [...sectionLinks(), { rel: "stylesheet", href: tradeInStyles }];

export const handle = { breadcrumb: "trade_in", feature: "trade_in" } satisfies RouteHandle;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireFeature(context, handle.feature);
  const query = parseEvaluationQuery(new URL(request.url).searchParams);
  const [pageData, evaluation, kept, cart, city, dealers] = await Promise.all([
    loadSectionPage(context, "getTradeInPageData", tradeInSectionRegistry),
    loadEvaluation(context, query),
    keptEstimate(context),
    context.cart(),
    context.city(),
    context.section("dealer centres", context.api.send("getCatalogPageData"), null),
  ]);
  const cities = dealers?.filters.cities ?? [];
  const forComponents: TradeInData = {
    evaluation,
    kept,
    hasCar: cart.car !== null,
    // The visitor's city first: that is where they will most likely bring the car.
    dealerCities: [...cities.filter((c) => c.fiasId === city?.fiasId), ...cities.filter((c) => c.fiasId !== city?.fiasId)],
    notice: takeNotice(context),
  };
  return data({ pageData, ...forComponents, siteUrl: context.config.siteUrl }, { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } });
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const siteTitle = siteTitleOf(matches);
  if (!data) return [{ title: `Продать автомобиль - ${siteTitle}` }];
  // One canonical page (pageMeta's default, the path without query): the evaluation's steps are the visitor's own state.
  return pageMeta(matches, data.pageData.meta.title, data.pageData.meta.description);
};

/**
 * Three forms post here, told apart by `_form`: «Учесть при покупке» / «Не учитывать»
 * (`estimate`), the trade-in request (`tradein`) and the manual evaluation (anything else:
 * the catch-all "call me about my car"). Each goes back to the same evaluation, so its
 * price and the forms' success text stay on screen.
 */
export async function action(args: ActionFunctionArgs) {
  const url = new URL(args.request.url);
  const back = safeReturnPath(url.pathname + url.search, href("trade_in"));
  return handlePost(args, (formData) => {
    const form = formData.get("_form");
    if (form === "estimate") return estimatePost(back);
    if (form === "tradein") {
      return leadPost({
        form: "tradein",
        schema: tradeInRegisterSchema,
        feature: "trade_in",
        send: (value, { context }) => context.api.send("createTradeInRegister", value),
        success: back,
      });
    }
    return leadPost({
      form: "manual_evaluation",
      schema: manualEvaluationSchema,
      feature: "trade_in",
      send: (value, { context }) => context.api.send("createManualCarEvaluation", value),
      success: safeReturnPath(`${url.pathname}${url.search}#manual`, href("trade_in")),
    });
  });
}

/** «Учесть при покупке» keeps the estimate (valued again by the API), «Не учитывать» forgets it; the cart's «Не учитывать» returns to the cart. */
function estimatePost(back: string): PostSpec<typeof keepEstimateSchema> {
  return {
    form: "estimate",
    schema: keepEstimateSchema,
    feature: "trade_in",
    success: (post) => post.returnTo(back),
    async run(value, { context }) {
      if (value.intent === "forget") {
        forgetEstimate(context);
        context.session.flash("notice", "Оценка больше не учитывается при покупке.");
        return;
      }
      await keepEstimate(context, value.car, back);
      context.session.flash("notice", "Оценка сохранена: мы учтём её в корзине и в заказе автомобиля.");
    },
  };
}

export default function TradeInPage() {
  const { pageData } = useLoaderData<typeof loader>();
  return (
    <div className="tradein-page page">
      <div className="container">
        <h1 className="page__title">{pageData.meta.h1}</h1>
      </div>
      <PageSections sections={pageData.sections} registry={tradeInSectionRegistry} />
    </div>
  );
}
