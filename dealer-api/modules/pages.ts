import { type DealerApiModule } from "../context";
import { endpoint, fail } from "../http";
import { readSetting } from "./common";
import { AGREEMENT, FAQ_ITEMS, FAQ_PAGE, POLICY } from "./pages-content";

export type StaticPage = { code: string; title: string; description: string; html: string };
export type FaqItem = { id: number; question: string; answerHtml: string };

export const pagesModule: DealerApiModule = {
  name: "pages",
  seed({ db }) {
    const page = db.prepare("INSERT INTO static_pages (code, title, description, html) VALUES (?, ?, ?, ?)");
    for (const p of [AGREEMENT, POLICY]) page.run(p.code, p.title, p.description, p.html);
    const setting = db.prepare("INSERT INTO site_settings (key, value) VALUES (?, ?)");
    setting.run("faq.title", FAQ_PAGE.title);
    setting.run("faq.description", FAQ_PAGE.description);
    const item = db.prepare("INSERT INTO faq_items (sort, question, answer_html) VALUES (?, ?, ?)");
    FAQ_ITEMS.forEach((faq, index) => item.run(index, faq.question, faq.answerHtml));
  },
  register(router, { db }) {
    endpoint(router, ["GET"], "/api/rrt/main/Controller/getStaticPage", (input) => {
      const { code } = input;
      if (typeof code !== "string" || code === "") fail(400, "VALIDATION", "Не указан код страницы code");
      const page = db.prepare("SELECT code, title, description, html FROM static_pages WHERE code = ?").get(code) as
        | StaticPage
        | undefined;
      if (!page) fail(404, "NOT_FOUND", "Страница не найдена");
      return page;
    });

    endpoint(router, ["GET"], "/api/rrt/main/Controller/getFaq", () => ({
      title: readSetting(db, "faq.title"),
      description: readSetting(db, "faq.description"),
      items: db
        .prepare("SELECT id, question, answer_html AS answerHtml FROM faq_items ORDER BY sort, id")
        .all() as FaqItem[],
    }));
  },
};
