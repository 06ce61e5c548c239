import type { AppLoadContext } from "@remix-run/node";
import { sanitizeHtml } from "~/services/sanitize-html.server";

/** A legal page from the dealer API, its HTML made safe to render. */
export async function loadStaticPage(context: AppLoadContext, code: "agreement" | "policy" | "recommendations") {
  const page = await context.page(context.api.send("getStaticPage", { code }));
  return { title: page.title, description: page.description, html: sanitizeHtml(page.html) };
}

export async function loadFaq(context: AppLoadContext) {
  const faq = await context.page(context.api.send("getFaq"));
  return {
    title: faq.title,
    description: faq.description,
    items: faq.items.map((item) => ({ id: item.id, question: item.question, answerHtml: sanitizeHtml(item.answerHtml) })),
  };
}
