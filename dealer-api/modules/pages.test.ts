import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectEnvelopeError, startTestApi, type TestApi } from "../testing";
import { type FaqItem, type StaticPage } from "./pages";

const PAGE = "/api/rrt/main/Controller/getStaticPage";
const FAQ = "/api/rrt/main/Controller/getFaq";

function words(html: string): number {
  return html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
}

describe("static pages and FAQ", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it.each(["agreement", "policy"])("serves /%s as structured Russian HTML", async (code) => {
    const reply = await api.get<StaticPage>(PAGE, { code, FUserId: "", sFiasId: "" });
    expect(reply.status).toBe(200);
    const page = reply.body.data.arMessages;
    expect(Object.keys(page).sort()).toEqual(["code", "description", "html", "title"]);
    expect(page.code).toBe(code);
    expect(page.title).toMatch(/персональных данных/);
    expect(page.description.length).toBeGreaterThan(20);
    expect(page.html).toMatch(/<h2>/);
    expect(page.html).toMatch(/<ul>/);
    expect(page.html).toMatch(/152-ФЗ/);
    expect(page.html).not.toMatch(/<script|undefined|\$\{/i);
    expect(words(page.html)).toBeGreaterThan(500);
  });

  it("answers NOT_FOUND for an unknown code and VALIDATION for a missing one", async () => {
    expectEnvelopeError(await api.get(PAGE, { code: "terms" }), 404, "NOT_FOUND");
    expectEnvelopeError(await api.get(PAGE, { code: "../policy" }), 404, "NOT_FOUND");
    expectEnvelopeError(await api.get(PAGE), 400, "VALIDATION");
    expectEnvelopeError(await api.get(`${PAGE}?code=policy&code=agreement`), 400, "VALIDATION");
    expectEnvelopeError(await api.get(`${PAGE}?code[a]=policy`), 400, "VALIDATION");
  });

  it("serves the FAQ in order with numeric ids", async () => {
    const reply = await api.get<{ title: string; description: string; items: FaqItem[] }>(FAQ);
    expect(reply.status).toBe(200);
    const faq = reply.body.data.arMessages;
    expect(faq.title).toBe("Вопросы и ответы");
    expect(faq.description).toMatch(/[а-я]/);
    expect(faq.items.length).toBeGreaterThanOrEqual(10);
    const ids = new Set(faq.items.map((i) => i.id));
    expect(ids.size).toBe(faq.items.length);
    for (const item of faq.items) {
      expect(Object.keys(item).sort()).toEqual(["answerHtml", "id", "question"]);
      expect(Number.isInteger(item.id)).toBe(true);
      expect(item.question).toMatch(/\?$/);
      expect(item.answerHtml).toMatch(/^<p>.*<\/p>$/s);
    }
    const all = faq.items.map((i) => i.question).join(" ");
    for (const topic of [/трейд-ин/i, /кредит/i, /тест-драйв/i, /документы/i, /обслуживани/i, /другом городе/i]) {
      expect(all).toMatch(topic);
    }
  });
});
