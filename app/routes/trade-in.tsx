import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageSections } from "~/components/sections/PageSections";
import { tradeInSectionRegistry } from "~/components/sections/TradeInSections";
import { sectionLinks } from "~/components/sections/links";
import { keepEstimateSchema, manualEvaluationSchema, parseEvaluationQuery, tradeInRegisterSchema } from "~/forms/tradein";
import { formFields } from "~/forms/site-posts";
import { href } from "~/paths";
import { formFailure, API_UNAVAILABLE_MESSAGE } from "~/server/api-failures.server";
import { takeNotice } from "~/services/cart.server";
import { requireFeature } from "~/services/features.server";
import { readFormBody } from "~/services/form-body.server";
import { PRIVATE_PAGE_CACHE } from "~/server/http-cache.server";
import { handleLeadForm } from "~/services/lead-forms.server";
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
    loadSectionPage(context, "getTradeInPageData", undefined, tradeInSectionRegistry),
    loadEvaluation(context, query),
    keptEstimate(context),
    context.cart(),
    context.city(),
    context.section("dealer centres", context.api.send("getCatalogPageData"), null),
  ]);
  const cities = dealers?.filters.cities ?? [];
  return data(
    {
      pageData,
      evaluation,
      kept,
      hasCar: cart.car !== null,
      // The visitor's city first: that is where they will most likely bring the car.
      dealerCities: [...cities.filter((c) => c.fiasId === city?.fiasId), ...cities.filter((c) => c.fiasId !== city?.fiasId)],
      notice: takeNotice(context),
      siteUrl: context.config.siteUrl,
    },
    { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } },
  );
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const siteTitle = siteTitleOf(matches);
  if (!data) return [{ title: `Продать автомобиль - ${siteTitle}` }];
  // One canonical page (pageMeta's default, the path without query): the evaluation's steps are the visitor's own state.
  return pageMeta(matches, data.pageData.meta.title, data.pageData.meta.description);
};

/** What a refused «Учесть при покупке» answers (the lead forms answer LeadFormReply). */
export type TradeInActionData = { estimateError: string };

/** The form a post belongs to, by its `_form` field; anything else is the manual evaluation's (the catch-all "call me about my car"). */
async function formOf(request: Request): Promise<string | null> {
  const body = await readFormBody(request.clone());
  return body.ok ? (body.form.get("_form") as string | null) : null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireFeature(context, "trade_in");
  const url = new URL(request.url);
  // Back to the same evaluation: its price and the forms' success text stay on screen.
  const back = () => safeReturnPath(url.pathname + url.search, href("trade_in"));
  const form = await formOf(request);

  if (form === "estimate") {
    const body = await readFormBody(request);
    // The cart's «Не учитывать» returns to the cart.
    const returnTo = body.ok ? safeReturnPath(body.form.get("returnTo"), back()) : back();
    if (!body.ok) return data<TradeInActionData>({ estimateError: body.message }, { status: body.status });
    const post = keepEstimateSchema.safeParse(formFields(body.form));
    if (!post.success) {
      return data<TradeInActionData>({ estimateError: "Не удалось сохранить оценку: рассчитайте стоимость ещё раз." }, { status: 400 });
    }
    if (post.data.intent === "forget") {
      forgetEstimate(context);
      context.session.flash("notice", "Оценка больше не учитывается при покупке.");
      throw redirect(returnTo, 303);
    }
    try {
      await keepEstimate(context, post.data.car, back());
    } catch (error) {
      const failure = formFailure(error);
      if (!failure) throw error;
      context.session.flash("notice", failure.formErrors[0] ?? API_UNAVAILABLE_MESSAGE);
      throw redirect(returnTo, 303);
    }
    context.session.flash("notice", "Оценка сохранена: мы учтём её в корзине и в заказе автомобиля.");
    throw redirect(returnTo, 303);
  }

  if (form === "tradein") {
    return handleLeadForm({
      request,
      context,
      form: "tradein",
      schema: tradeInRegisterSchema,
      send: (value) => context.api.send("createTradeInRegister", value),
      successPath: back,
    });
  }

  return handleLeadForm({
    request,
    context,
    form: "manual_evaluation",
    schema: manualEvaluationSchema,
    send: (value) => context.api.send("createManualCarEvaluation", value),
    successPath: () => safeReturnPath(`${url.pathname}${url.search}#manual`, href("trade_in")),
  });
}

export type TradeInLoader = typeof loader;

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
