import { type ActionFunctionArgs, data, type MetaFunction, redirect } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useRootData } from "~/utils/root-data";
import { href } from "~/paths";
import { breadcrumb } from "~/utils/breadcrumbs";
import { shouldSaveCity } from "~/utils/city-choice";
import { formatPhone } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { safeReturnPath } from "~/utils/safe-redirect";

export const handle = breadcrumb("city");

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
  const form = await request.formData();
  const fiasId = form.get("fiasId");
  const returnTo = form.get("returnTo");
  const locations = await context.api.send("getLocationList").catch(() => []);
  const city = locations.find((l) => l.fiasId === fiasId);
  if (!city) {
    return data({ error: "Выберите город из списка" }, { status: 400 });
  }

  const { visitor } = context;
  if (visitor.fUserId && shouldSaveCity(visitor.fiasId, city.fiasId)) {
    // A failed save is ignored (docs/product.md §4.3); the session still keeps the choice.
    await context.api.send("saveCurrentByFiasId", { FUserId: visitor.fUserId, sFiasId: city.fiasId }).catch((error) => {
      context.logger.warn("saving the city failed, ignored", { error: String(error) });
    });
  }
  const session = await context.sessionStorage.getSession(request.headers.get("Cookie"));
  session.set("fiasId", city.fiasId);
  const headers = { "Set-Cookie": await context.sessionStorage.commitSession(session) };

  if (returnTo !== null) return redirect(safeReturnPath(returnTo), { status: 303, headers });
  return data({ city }, { headers });
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
        <input type="hidden" name="returnTo" value={href("city")} />
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
