import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod/v4";
import { sectionRegistry } from "~/components/sections";
import type { LoadedSection } from "~/components/sections/PageSections";
import type { SectionRegistry } from "~/components/sections/registry";
import { routePaths } from "~/paths";
import { disabledFeatureFor, type Features, isFeatureEnabled } from "~/utils/features";
import type { Logger } from "~/server/logger.server";
import {
  endpointNameByPath,
  type EndpointName,
  type EndpointResult,
  type PageSection,
  type SectionPage,
} from "~/dealer-client/endpoints";

/*
 * The one section mechanism on the loader side (docs/decisions/010-page-sections.md): page
 * data lists sections; each known one is completed by its endpoint, called in parallel with
 * the visitor's FUserId/sFiasId, within a time budget. A section that fails or stalls is
 * left out (logged by context.section) and the page is still a 200; an unknown entity is
 * skipped and logged once per process.
 */

export type { LoadedSection };

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
  context: AppLoadContext,
  name: SectionPageEndpoint,
  payload?: Record<string, unknown>,
  registry: SectionRegistry = sectionRegistry,
) {
  const page = (await context.page(context.api.send(name, payload))) as SectionPage;
  return { meta: page.meta, entity: page.entity, sections: await loadPageSections(context, page.content.sections, registry) };
}

/** The sections that can be shown, in the API's order, with their content complete. */
export async function loadPageSections(
  context: AppLoadContext,
  sections: PageSection[],
  registry: SectionRegistry = sectionRegistry,
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
async function sectionContent(context: AppLoadContext, section: PageSection, signal: AbortSignal): Promise<Record<string, unknown>> {
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

const warnedUnknown = new WeakMap<Logger, Set<string>>();

/** Once per process (its logger) and entity: page data is read on every request. */
function warnUnknownOnce(logger: Logger, entity: string) {
  let seen = warnedUnknown.get(logger);
  if (!seen) warnedUnknown.set(logger, (seen = new Set()));
  if (seen.has(entity)) return;
  seen.add(entity);
  logger.warn("unknown section entity, skipped", { entity });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
