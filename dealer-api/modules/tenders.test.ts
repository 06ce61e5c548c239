import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectEnvelopeError, startTestApi, type TestApi } from "../testing";
import { type TendersPage } from "./tenders";

const PAGE = "/api/rrt/main/Controller/getTendersPage";

describe("tenders", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it("lists 8 tenders, open ones first, each with a contact and documents that exist", async () => {
    const page = (await api.get<TendersPage>(PAGE, { FUserId: "", sFiasId: "" })).body.data.arMessages;
    expect(page.title).toBe("Тендеры");
    expect(page.tenders).toHaveLength(8);
    const order = page.tenders.map((t) => t.status.code);
    expect(order).toEqual([...order].sort((a, b) => ["open", "review", "closed"].indexOf(a) - ["open", "review", "closed"].indexOf(b)));
    expect(order.filter((s) => s === "closed").length).toBeGreaterThanOrEqual(2);
    const openDeadlines = page.tenders.filter((t) => t.status.code === "open").map((t) => t.deadline);
    expect(openDeadlines).toEqual([...openDeadlines].sort());
    for (const t of page.tenders) {
      expect(t.number).toMatch(/^МА-\d{4}-\d{3}$/);
      expect(t.deadline >= t.publishedOn).toBe(true);
      expect(t.contact.email).toMatch(/@/);
      expect(t.contact.phone).toMatch(/^7\d{10}$/);
      expect(t.documents.length).toBeGreaterThan(0);
      for (const doc of t.documents) expect(existsSync(join(process.cwd(), "public", doc.url)), doc.url).toBe(true);
    }
    expect(page.statuses.map((s) => s.code)).toEqual(["open", "review", "closed"]);
  });

  it("filters by status and refuses an unknown one", async () => {
    const closed = (await api.post<TendersPage>(PAGE, { status: "closed" })).body.data.arMessages;
    expect(closed.status).toBe("closed");
    expect(closed.tenders.length).toBe(closed.statuses.find((s) => s.code === "closed")!.count);
    expect(closed.tenders.every((t) => t.status.code === "closed")).toBe(true);
    expectEnvelopeError(await api.get(PAGE, { status: "archived" }), 400, "VALIDATION");
    expectEnvelopeError(await api.get(`${PAGE}?status=open&status=closed`), 400, "VALIDATION");
  });
});
