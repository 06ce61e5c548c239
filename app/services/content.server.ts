import type { AppLoadContext } from "@remix-run/node";
import { sanitizeHtml } from "~/services/sanitize-html.server";
import { pageLoadError } from "./page-errors.server";

/** A legal page from the dealer API, its HTML made safe to render. */
export async function loadStaticPage(context: AppLoadContext, request: Request, code: "agreement" | "policy") {
  try {
    const page = await context.api.send("getStaticPage", { code });
    return { title: page.title, description: page.description, html: sanitizeHtml(page.html) };
  } catch (error) {
    throw pageLoadError(error, request);
  }
}

export async function loadFaq(context: AppLoadContext, request: Request) {
  try {
    const faq = await context.api.send("getFaq");
    return {
      title: faq.title,
      description: faq.description,
      items: faq.items.map((item) => ({ id: item.id, question: item.question, answerHtml: sanitizeHtml(item.answerHtml) })),
    };
  } catch (error) {
    throw pageLoadError(error, request);
  }
}
