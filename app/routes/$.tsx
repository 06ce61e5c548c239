import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { pageNotFound } from "~/server/api-failures.server";

/**
 * Every address no other route claims: a 404 for GET and POST alike, shown by the root
 * ErrorBoundary with the site's frame.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  throw pageNotFound(new URL(request.url).pathname);
}

/**
 * A post is answered as a GET is: the action refuses nothing itself, so the loaders run and this
 * route's loader throws the 404 with the root's data (a thrown action error would skip the
 * root's loader, and the page would be the bare fallback frame).
 */
export async function action() {
  return data(null, { status: 404 });
}

// A component makes this a page route, so its 404 renders through the ErrorBoundary.
export default function NotFound() {
  return null;
}
