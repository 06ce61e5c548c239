import { z } from "zod/v4";

/*
 * The dealer API's versioned legal documents (docs/dealer-api.md, «Согласия и оферта»): the
 * consents by purpose and the reservation's offer. Forms name the current version of each
 * document they ask for, and the document's page shows any version.
 */

export const legalDocumentRefSchema = z.object({
  code: z.string().regex(/^[a-z][a-z-]{0,62}$/),
  version: z.number().int().positive(),
  kind: z.enum(["consent", "offer"]),
  title: z.string(),
  /** YYYY-MM-DD */
  publishedOn: z.string(),
});
export type LegalDocumentRef = z.infer<typeof legalDocumentRefSchema>;

export const legalDocumentSchema = legalDocumentRefSchema.extend({
  /** Trusted-source HTML; sanitised before rendering all the same. */
  html: z.string(),
  versions: z.preprocess((v) => v ?? [], z.array(z.object({ version: z.number().int().positive(), publishedOn: z.string() }))),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

export const legalEndpoints = {
  // Every form asks for some of them: the same for everyone, kept a minute.
  getLegalDocuments: {
    method: "GET",
    path: "/api/rrt/legal/Documents/getList",
    pageData: false,
    response: z.object({ items: z.preprocess((v) => v ?? [], z.array(legalDocumentRefSchema)) }),
    cache: { ttlMs: 60_000 },
  },
  getLegalDocument: {
    method: "GET",
    path: "/api/rrt/legal/Documents/get",
    pageData: false,
    response: legalDocumentSchema,
  },
} as const;
