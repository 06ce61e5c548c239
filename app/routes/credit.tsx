import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CreditCalculator } from "~/components/credit/CreditCalculator";
import { creditApplicationSchema } from "~/forms/credit";
import { carIdField } from "~/forms/rules";
import { href } from "~/paths";
import { pageNotFound } from "~/server/api-failures.server";
import { leadPost } from "~/server/lead-post.server";
import { handlePost } from "~/server/post.server";
import { loadCreditPrograms } from "~/services/credit.server";
import { CREDIT_APPLICATION_ANCHOR } from "~/utils/credit";
import creditStyles from "~/styles/credit.css?url";
import { pageHeaders } from "~/utils/page-headers";
import { pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";

/**
 * /credit: the credit calculator (docs/product.md, «Кредит»). `?car=` makes it the
 * calculator of a car, with the application under it (where the car page's application
 * posts, and a post without JS lands); without it the visitor names a price. The rest of the
 * address is the calculator's state (`program`, `down`, `unit`, `term`, `price`, `condition`).
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: creditStyles }];

export const handle = { breadcrumb: "credit" } satisfies RouteHandle;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const carParam = url.searchParams.get("car");
  let car = null;
  if (carParam !== null) {
    const parsed = carIdField.safeParse(carParam);
    if (!parsed.success) throw pageNotFound(url.pathname);
    const found = await context.page(context.api.send("getCar", { id: parsed.data }));
    car = {
      id: found.id,
      name: `${found.name}, ${found.year}`,
      price: found.price,
      condition: found.condition,
      href: href("car_detail", { brand: found.brandCode, model: found.modelCode, id: found.id }),
    };
  }
  const programs = await loadCreditPrograms(context);
  const query = Object.fromEntries(["program", "down", "unit", "term", "price", "condition"].map((key) => [key, url.searchParams.get(key)]));
  return data({ car, query, programs }, { headers: { "Cache-Control": await context.cacheControl() } });
}

export const headers = pageHeaders;

/**
 * The credit application, here and from the car page. The calculator's state is in the
 * address posted to, so a post without JS lands back on the same calculation with the
 * answer in view.
 */
export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const back = `${href("credit")}${new URL(request.url).search}`;
  return handlePost(
    args,
    leadPost({
      form: "credit",
      schema: creditApplicationSchema,
      page: back,
      send: (value) => context.api.send("createCreditApplication", value),
      success: `${back}#${CREDIT_APPLICATION_ANCHOR}`,
    }),
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    matches,
    data?.car ? `Кредит на ${data.car.name}` : "Автокредит: калькулятор платежа",
    "Рассчитайте ежемесячный платёж по автокредиту: программы банков-партнёров и государственные программы, первоначальный взнос, срок, ПСК. Заявка на кредит онлайн.",
  );

export default function CreditPage() {
  const { car, query, programs } = useLoaderData<typeof loader>();
  return (
    <div className="page container credit-page">
      <CreditCalculator
        programs={programs}
        car={car ?? undefined}
        query={query}
        action={href("credit")}
        carInQuery
        title={car ? `Кредит на ${car.name}` : "Автокредит"}
        headingLevel={1}
      />
      {car ? (
        <p>
          <Link to={car.href}>Вернуться к автомобилю</Link>
        </p>
      ) : null}
    </div>
  );
}
