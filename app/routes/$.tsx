import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { pageNotFound } from "~/server/api-failures.server";

/**
 * Every address no other route claims: a 404 for GET and POST alike, shown by the root
 * ErrorBoundary with the site's frame.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  throw pageNotFound(new URL(request.url).pathname);
}

export async function action({ request }: ActionFunctionArgs) {
  throw pageNotFound(new URL(request.url).pathname);
}

// A component makes this a page route, so its 404 renders through the ErrorBoundary.
export default function NotFound() {
  return null;
}
