import { z } from "zod/v4";
import { routePaths } from "~/paths";
import { disabledFeatureFor, type Features, isFeatureEnabled } from "~/utils/features";
import type { LoadedSection } from "~/view-models/page-sections";
import type { DealerApiClient } from "~/dealer-client/index.server";
import {
  endpointNameByPath,
  type EndpointName,
  type EndpointResult,
  type PageSection,
  type SectionPage,
} from "~/dealer-client/endpoints";
import type { Log } from "./log.server";

/*
 * The one section mechanism on the loader side (docs/decisions/010-page-sections.md): page
 * data lists sections; each known one is completed by its endpoint, called in parallel with
 * the visitor's FUserId/sFiasId, within a time budget. A section that fails or stalls is
 * left out (logged by context.section) and the page is still a 200; an unknown entity is
 * skipped and logged once per process.
 */

/**
 * What the loader needs of a section's entity: the schema its content is parsed by and the
 * flag it is off with. The one registry (app/components/sections) is passed in by the route
 * that renders it, and fits this shape as it is; these rules never import it.
 */
export type LoadableSection = { schema: z.ZodType; feature?: string };
export type LoadableSections = Readonly<Record<string, LoadableSection>>;

/**
 * What the loader needs of the request context: the visitor's API client, the flags, the
 * budget, the log, and the failure helper that leaves a section out. A route passes its
 * context as it is; a test can pass a small one of its own.
 */
export type SectionContext = {
  api: Pick<DealerApiClient, "send">;
  config: { sectionBudgetMs: number };
  logger: Log;
  features(): Promise<Features>;
  section<T>(name: string, call: Promise<T>, fallback: T): Promise<T>;
};

/** A section page's own call is fatal: the 404 or maintenance page, as any page's. */
export type SectionPageContext = SectionContext & { page<T>(call: Promise<T>): Promise<T> };

/** A section's endpoint did not answer within the budget. */
export class SectionTimeout extends Error {
  constructor(budgetMs: number) {
    super(`no answer within ${budgetMs} ms`);
    this.name = "SectionTimeout";
  }
}

/** The endpoints that return page data with sections (getMainPageData, getPageAbout, …). */
type SectionPageEndpoint = { [N in EndpointName]: EndpointResult<N> extends SectionPage ? N : never }[EndpointName];

/**
 * A page whose data is sections: the page call is fatal (404/503, as any page's), the
 * sections are not.
 */
export async function loadSectionPage(
  context: SectionPageContext,
  name: SectionPageEndpoint,
  registry: LoadableSections,
  payload?: Record<string, unknown>,
) {
  const page = (await context.page(context.api.send(name, payload))) as SectionPage;
  return { meta: page.meta, entity: page.entity, sections: await loadPageSections(context, page.content.sections, registry) };
}

/** The sections that can be shown, in the API's order, with their content complete. */
export async function loadPageSections(
  context: SectionContext,
  sections: PageSection[],
  registry: LoadableSections,
): Promise<LoadedSection[]> {
  const features = sections.some((s) => registry[s.entity]?.feature) ? await context.features() : {};
  const budgetMs = context.config.sectionBudgetMs;
  const loaded = await Promise.all(
    sections.map(async (section, index): Promise<LoadedSection | undefined> => {
      const definition = Object.hasOwn(registry, section.entity) ? registry[section.entity] : undefined;
      if (!definition) {
        warnUnknownOnce(context.logger, section.entity);
        return undefined;
      }
      if (definition.feature && isSwitchedOff(definition.feature, features)) return undefined;
      const name = `${section.entity}#${index}`;
      const content = await context.section<Record<string, unknown> | undefined>(
        name, withinBudget(budgetMs, (signal) => sectionContent(context, section, signal)), undefined);
      if (content === undefined) return undefined;
      const parsed = definition.schema.safeParse(content);
      if (!parsed.success) {
        context.logger.warn("section failed, left out", { section: name, error: `unexpected content: ${z.prettifyError(parsed.error)}` });
        return undefined;
      }
      return { id: `section-${index}`, entity: section.entity, content: parsed.data };
    }),
  );
  return loaded.filter((section) => section !== undefined);
}

/**
 * The section's content with its endpoint's answer merged in: the answer's
 * `endpointContentProperty` under that same name, or, without one, all of the answer's fields.
 */
async function sectionContent(context: SectionContext, section: PageSection, signal: AbortSignal): Promise<Record<string, unknown>> {
  if (!section.endpoint) return section.content;
  const endpoint = endpointNameByPath(section.endpoint);
  // The wording of the old client's error for a call it had no entry for (docs/product.md §6.3).
  if (!endpoint) throw new Error(`[$api.send]: endpoint ${section.endpoint} is not defined`);
  const answer: unknown = await context.api.send(endpoint, {}, { signal });
  const property = section.endpointContentProperty;
  if (property === undefined) {
    if (!isRecord(answer)) throw new Error(`${section.endpoint}: the answer is not an object`);
    return { ...section.content, ...answer };
  }
  if (!isRecord(answer) || !Object.hasOwn(answer, property)) {
    throw new Error(`${section.endpoint}: the answer has no ${property}`);
  }
  return { ...section.content, [property]: answer[property] };
}

/**
 * The call, given up after `budgetMs`: its fetch is aborted and the promise rejects at the
 * deadline even if something before the fetch (the visitor's identity) is what stalls.
 */
export function withinBudget<T>(budgetMs: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const reason = new SectionTimeout(budgetMs);
      controller.abort(reason);
      reject(reason);
    }, budgetMs);
  });
  return Promise.race([call(controller.signal), deadline]).finally(() => clearTimeout(timer));
}

/**
 * A section's flag is a route name (its page and the pages above it count, as for links:
 * `news` is off with `company` too) or, failing that, a flag of its own.
 */
function isSwitchedOff(feature: string, features: Features): boolean {
  if (Object.hasOwn(routePaths, feature)) {
    return disabledFeatureFor(routePaths[feature as keyof typeof routePaths], features) !== undefined;
  }
  return !isFeatureEnabled(features, feature);
}

const warnedUnknown = new WeakMap<Log, Set<string>>();

/** Once per process (its logger) and entity: page data is read on every request. */
function warnUnknownOnce(logger: Log, entity: string) {
  let seen = warnedUnknown.get(logger);
  if (!seen) warnedUnknown.set(logger, (seen = new Set()));
  if (seen.has(entity)) return;
  seen.add(entity);
  logger.warn("unknown section entity, skipped", { entity });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
