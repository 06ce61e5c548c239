import { data, type ServerBuild } from "@remix-run/node";
import { DealerApiBusinessError, DealerApiTransportError, type DealerApiErrorItem } from "~/dealer-client/index.server";
import { NotFound } from "~/services/not-found.server";
import { changeRoutes } from "./build-routes.server";
import type { Logger } from "./logger.server";

/*
 * The one mapping from dealer API failures to responses (docs/decisions/009-dealer-api-failures.md):
 * - a page's fatal call: the API says the thing is not there (NOT_FOUND: the URL named
 *   nothing) → the 404 page; any other refusal (INTERNAL, VALIDATION…) or the API
 *   unavailable → 503, since a 404 would tell crawlers a live page is gone;
 * - a rule's NotFound (app/services/not-found.server.ts: the address cannot name anything),
 *   thrown by any loader or action → the 404 page (withNotFoundPages);
 * - a section or list call → left out, the page stays 200 (RequestContext.section);
 * - an action's call: `arErrors` → 400 with the messages on their fields or above the form
 *   (409 for a car the API says may not be sold, NOT_FOR_SALE: the car's state, not the
 *   visitor's values, refuses it; ADR 063), the API unavailable → 503 with a Russian message
 *   (formFailure).
 * Anything else is a bug and stays a 500.
 */

/** An unknown address is a 404 whose data names the path (docs/product.md §6.1). */
export function pageNotFound(pathname: string) {
  return data({ message: `Page Not Found: ${pathname}`, path: pathname }, { status: 404, statusText: "Not Found" });
}

/** The dealer API being down or timing out shows the maintenance page (docs/product.md §6.2). */
export function serviceUnavailable() {
  return new Response("Dealer API unavailable", { status: 503, statusText: "Service Unavailable" });
}

/**
 * What a page throws when a fatal dealer API call fails. `unavailable` is for calls without
 * which no page can render at all (common data): any failure of theirs is the 503 page.
 */
export function pageFailure(error: unknown, pathname: string, mode: "page" | "unavailable" = "page"): unknown {
  if (error instanceof NotFound) return pageNotFound(pathname);
  if (error instanceof DealerApiTransportError) return serviceUnavailable();
  if (error instanceof DealerApiBusinessError) return mode === "page" && isNotFound(error) ? pageNotFound(pathname) : serviceUnavailable();
  return error;
}

/**
 * The build whose loaders and actions answer a rule's NotFound with the 404 page of the
 * address asked for, so that the rules need not know how a page fails (ADR 009).
 */
export function withNotFoundPages(build: ServerBuild | (() => Promise<ServerBuild>)): ServerBuild | (() => Promise<ServerBuild>) {
  return changeRoutes(build, (route) => {
    const { loader, action } = route.module;
    if (!loader && !action) return route;
    const module = { ...route.module };
    if (loader) module.loader = (args) => notFoundAsPage(args.request, () => loader(args));
    if (action) module.action = (args) => notFoundAsPage(args.request, () => action(args));
    return { ...route, module };
  });
}

async function notFoundAsPage<T>(request: Request, run: () => T): Promise<Awaited<T>> {
  try {
    return await run();
  } catch (error) {
    throw error instanceof NotFound ? pageNotFound(new URL(request.url).pathname) : error;
  }
}

/** The API's own word that what the call named does not exist. */
function isNotFound(error: DealerApiBusinessError): boolean {
  return error.errors.length > 0 && error.errors.every((item) => item.code === "NOT_FOUND");
}

/** The Russian text for an action whose dealer API call could not be made. */
export const API_UNAVAILABLE_MESSAGE = "Не удалось сохранить: сервис временно недоступен. Попробуйте позже.";

export type FormFailure = {
  status: 400 | 409 | 503;
  /** Messages about one field, by the request field the API named. */
  fieldErrors: Record<string, string[]>;
  /** Messages shown above the form. */
  formErrors: string[];
};

/**
 * An action's dealer API failure as the visitor sees it, or undefined for an error that is
 * not the dealer API's (a bug: rethrow it). `fields` are the form's own field names: an
 * `arErrors` item that names one of them is shown on it, any other above the form.
 */
export function formFailure(
  error: unknown,
  fields: readonly string[] = [],
  unavailableMessage: string = API_UNAVAILABLE_MESSAGE,
): FormFailure | undefined {
  if (error instanceof DealerApiTransportError) {
    return { status: 503, fieldErrors: {}, formErrors: [unavailableMessage] };
  }
  if (!(error instanceof DealerApiBusinessError)) return undefined;
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const item of error.errors) {
    const message = messageOf(item, unavailableMessage);
    if (item.field && fields.includes(item.field)) (fieldErrors[item.field] ??= []).push(message);
    else formErrors.push(message);
  }
  return { status: error.errors.some((item) => item.code === NOT_FOR_SALE) ? 409 : 400, fieldErrors, formErrors };
}

/** The dealer API's refusal of an order, credit application, test drive or reservation of a car that may not be sold. */
const NOT_FOR_SALE = "NOT_FOR_SALE";
/**
 * Writes why a post was not done: the dealer API's word on the request (a car taken, a slot
 * full, NOT_FOR_SALE, VISITOR_REQUIRED, a field it refused) is the site working as meant and
 * is `info` with its codes; the API unreachable, or failing in itself (INTERNAL, a 5xx), is a
 * fault and `error`. Logs that cry wolf hide the faults (issue 44, item 12).
 */
export function logPostFailure(logger: Pick<Logger, "info" | "error">, error: unknown, fields: Record<string, unknown>): void {
  if (error instanceof DealerApiBusinessError && isRefusal(error)) {
    logger.info("post refused by the dealer API", { ...fields, codes: error.errors.map((item) => item.code), status: error.status });
    return;
  }
  logger.error("post not done: dealer API", { ...fields, error: String(error) });
}

function isRefusal(error: DealerApiBusinessError): boolean {
  return error.status < 500 && error.errors.every((item) => item.code !== "INTERNAL");
}

function messageOf(item: DealerApiErrorItem, fallback: string): string {
  return item.message || fallback;
}
