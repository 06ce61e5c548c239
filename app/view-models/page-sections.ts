/**
 * A section of a page built from sections, as the loader hands it to the page: its content
 * complete and parsed by its entity's schema (app/services/page-sections.server.ts), for
 * <PageSections> to render with the entity's component (docs/decisions/010-page-sections.md).
 */
export type LoadedSection = { id: string; entity: string; content: unknown };
