import type { ComponentType } from "react";
import type { z } from "zod/v4";

/*
 * The one registry of page sections: a section's `entity` (from the dealer API's page data)
 * names what renders it. The server validates each section's content with the entity's
 * schema and leaves out sections whose entity is not here (app/services/page-sections.server.ts);
 * <PageSections> renders the rest in the API's order. docs/decisions/010-page-sections.md.
 */

/**
 * True in the server's build, the constant false in the browser's. Schemas only ever run on
 * the server (the browser gets the content parsed), so each is written
 * `schema: SERVER ? z.object(…) : serverOnly`: the browser bundle drops it, and zod with it
 * (docs/decisions/025-lazy-form-stack.md).
 */
export const SERVER = import.meta.env.SSR;
/** The browser build's stand-in for a schema, typed as the schema so the component's props stay tied to it. */
export const serverOnly = undefined as never;

export type SectionProps<Content> = {
  /** The section's content: its own, completed by its endpoint's answer, parsed by its schema. */
  content: Content;
  /** Unique on the page, for the ids of headings (aria-labelledby). */
  id: string;
};

export type SectionDefinition = {
  /** Validates the content on the server; a transform may trim it (the 3 latest news). */
  schema: z.ZodType;
  /**
   * The page (route name) the section belongs to: off with that page's flag or a parent's
   * (`news` also with `company`), as links to it are. Any other name is a flag of its own.
   */
  feature?: string;
  Component: ComponentType<SectionProps<unknown>>;
};

/** A section's schema and component, their types tied together. */
export function defineSection<S extends z.ZodType>(definition: {
  schema: S;
  feature?: string;
  Component: ComponentType<SectionProps<z.output<S>>>;
}): SectionDefinition {
  return definition as unknown as SectionDefinition;
}

export type SectionRegistry = Record<string, SectionDefinition>;
