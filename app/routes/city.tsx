import { type ActionFunctionArgs, data, type MetaFunction, redirect } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useRootData } from "~/utils/root-data";
import { PostRouting } from "~/components/PostRouting";
import { href } from "~/paths";
import type { RouteHandle } from "~/utils/route-handle";
import { shouldSaveCity } from "~/utils/city-choice";
import { formatPhone } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { cityPostSchema, formFields, postRouting } from "~/forms/site-posts";
import { readFormBody } from "~/services/form-body.server";

export const handle = { breadcrumb: "city", noindex: true } satisfies RouteHandle;

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Выбор города");

// The page itself is the no-JS fallback: the same choice as the header's, on its own page.
export async function loader() {
  return null;
}

/**
 * Makes a city the visitor's (docs/product.md §4.3): the dealer API is told only when the city really
 * changes, and the session remembers it for the next request either way. The plain form
 * sends the page it came from and gets a 303 back there; the header's fetcher sends only
 * the city and the page revalidates with the new phone.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = await readFormBody(request);
  if (!body.ok) return data({ error: body.message }, { status: body.status });
  const post = cityPostSchema.safeParse(formFields(body.form));
  const locations = await context.api.send("getLocationList").catch(() => []);
  const city = post.success ? locations.find((l) => l.fiasId === post.data.fiasId) : undefined;
  if (!city) return data({ error: "Выберите город из списка" }, { status: 400 });

  const visitor = await context.visitor();
  if (visitor.fUserId && shouldSaveCity(visitor.fiasId, city.fiasId)) {
    // A failed save is ignored (docs/product.md §4.3); the session still keeps the choice.
    await context.api.send("saveCurrentByFiasId", { FUserId: visitor.fUserId, sFiasId: city.fiasId }).catch((error) => {
      context.logger.warn("saving the city failed, ignored", { error: String(error) });
    });
  }
  context.session.set("fiasId", city.fiasId);
  const { returnTo, viaFetcher } = postRouting(body.form, href("index"));
  if (viaFetcher) return data({ city });
  return redirect(returnTo, 303);
}

export default function CityPage() {
  const root = useRootData();
  const result = useActionData<typeof action>();
  if (!root) return null;
  const current = root.city;
  return (
    <section className="page container">
      <h1 className="page__title">Выбор города</h1>
      {result && "error" in result ? (
        <p className="alert alert--error" role="alert">
          {result.error}
        </p>
      ) : null}
      <form method="post" action={href("city")} className="city-page">
        <PostRouting returnTo={href("city")} fetcher={false} />
        <ul className="city-page__list">
          {root.common.locations.map((city) => (
            <li key={city.fiasId}>
              <button
                type="submit"
                name="fiasId"
                value={city.fiasId}
                className={`card city-page__option${city.fiasId === current?.fiasId ? " city-page__option--current" : ""}`}
                aria-current={city.fiasId === current?.fiasId ? "true" : undefined}
              >
                <span className="card__title">{city.name}</span>
                <span className="card__text">{formatPhone(city.phone)}</span>
              </button>
            </li>
          ))}
        </ul>
      </form>
    </section>
  );
}
