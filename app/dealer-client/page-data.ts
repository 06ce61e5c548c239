import { z } from "zod/v4";

const text = z.string();
const textOrEmpty = z.preprocess((value) => value ?? "", z.string());
/** A list the API may leave out or send as null when empty. */
const list = <T extends z.ZodType>(item: T) => z.preprocess((value) => value ?? [], z.array(item));

/**
 * A page built from sections (docs/product.md, "Page data"): each section names its entity
 * (which component renders it), its own content, and optionally an endpoint whose answer
 * (or the answer's `endpointContentProperty`) completes that content.
 * app/services/page-sections.server.ts loads them; docs/decisions/010-page-sections.md.
 */
export const pageSectionSchema = z.object({
  entity: text.min(1),
  content: z.preprocess((value) => value ?? {}, z.record(z.string(), z.unknown())),
  endpoint: z.preprocess((value) => value || undefined, text.optional()),
  endpointContentProperty: z.preprocess((value) => value || undefined, text.optional()),
});
export type PageSection = z.infer<typeof pageSectionSchema>;

export const sectionPageSchema = z.object({
  meta: z.object({ title: text, description: textOrEmpty, h1: textOrEmpty }),
  entity: textOrEmpty,
  content: z.object({ sections: list(pageSectionSchema) }),
});
export type SectionPage = z.infer<typeof sectionPageSchema>;
