import type { AppLoadContext } from "@remix-run/node";
import type { LegalDocumentRef } from "~/forms/consents";
import { NotFound } from "./not-found.server";
import { sanitizeHtml } from "./sanitize-html.server";

/*
 * The dealer API's versioned legal documents (docs/decisions/067-consents-and-offer.md): the
 * current ones, which every form's consent boxes name, and one document's page.
 */

/**
 * The current documents. Without them a box still works (it posts a plain yes and the dealer
 * API records its current version), so a failure is logged and the page served, never the
 * maintenance page.
 */
export async function loadLegalDocuments(context: AppLoadContext): Promise<LegalDocumentRef[]> {
  try {
    return (await context.api.send("getLegalDocuments")).items;
  } catch (error) {
    context.logger.warn("legal documents unavailable", { error: String(error) });
    return [];
  }
}

/** A document's page: the version asked for (`?version=`), else the current one, its HTML made safe. */
export async function loadLegalDocument(context: AppLoadContext, code: string, version: string | null) {
  if (!/^[a-z][a-z-]{0,62}$/.test(code) || (version !== null && !/^\d{1,6}$/.test(version))) throw new NotFound("not a document");
  // The dealer API's NOT_FOUND (no such document or version) is the 404 page (context.page).
  const doc = await context.page(context.api.send("getLegalDocument", { code, ...(version === null ? {} : { version }) }));
  return { ...doc, html: sanitizeHtml(doc.html) };
}
