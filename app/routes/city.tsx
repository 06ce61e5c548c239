import { type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useRootData } from "~/utils/root-data";
import { PostRouting } from "~/components/PostRouting";
import { href } from "~/paths";
import type { RouteHandle } from "~/utils/route-handle";
import { shouldSaveCity } from "~/utils/city-choice";
import { formatPhone } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { CITY_MESSAGE, cityPostSchema } from "~/forms/site-posts";
import { refusalMessage, replyFor } from "~/forms/reply";
import { handlePost } from "~/server/post.server";
import { refuse } from "~/services/refusal.server";

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
export async function action(args: ActionFunctionArgs) {
  const { context } = args;
  return handlePost(args, {
    form: "city",
    schema: cityPostSchema,
    success: (post) => post.returnTo(href("index")),
    async run({ fiasId }) {
      const locations = await context.api.send("getLocationList").catch(() => []);
      const city = locations.find((l) => l.fiasId === fiasId);
      if (!city) return refuse(400, { fieldErrors: { fiasId: [CITY_MESSAGE] } });
      const visitor = await context.visitor();
      if (visitor.fUserId && shouldSaveCity(visitor.fiasId, city.fiasId)) {
        // A failed save is ignored (docs/product.md §4.3); the session still keeps the choice.
        await context.api.send("saveCurrentByFiasId", { FUserId: visitor.fUserId, sFiasId: city.fiasId }).catch((error) => {
          context.logger.warn("saving the city failed, ignored", { error: String(error) });
        });
      }
      context.session.set("fiasId", city.fiasId);
    },
  });
}

export default function CityPage() {
  const root = useRootData();
  const refused = refusalMessage(replyFor(useActionData(), "city"));
  if (!root) return null;
  const current = root.city;
  return (
    <section className="page container">
      <h1 className="page__title">Выбор города</h1>
      {refused ? (
        <p className="alert alert--error" role="alert">
          {refused}
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
