import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../testing";
import { type AboutPage } from "./about";

const PAGE = "/api/rrt/aboutcompany/Controller/getPageAbout";

describe("about page", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seedCars: 30 });
  });
  afterAll(() => api.close());

  it("is page data with history, figures, brands, dealer centres and values, the live ones naming endpoints that answer", async () => {
    const reply = await api.get<AboutPage>(PAGE, { FUserId: "", sFiasId: "" });
    expect(reply.status).toBe(200);
    const page = reply.body.data.arMessages;
    expect(page.meta.title).toBe("О компании");
    expect(page.meta.h1).toMatch(/Меридиан Авто/);
    const entities = page.content.sections.map((s) => s.entity);
    for (const entity of ["history", "figures", "brands", "map", "values"]) expect(entities).toContain(entity);
    const history = page.content.sections.find((s) => s.entity === "history")!.content as { milestones: Array<{ year: number }> };
    const years = history.milestones.map((m) => m.year);
    expect(years).toEqual([...years].sort());
    const figures = page.content.sections.find((s) => s.entity === "figures")!.content as { items: Array<{ value: string; label: string }> };
    expect(figures.items.find((f) => f.label === "городов России")?.value).toBe("6");

    for (const section of page.content.sections.filter((s) => s.endpoint)) {
      const answer = await api.post<Record<string, unknown>>(section.endpoint!, {});
      expect(answer.status, section.endpoint).toBe(200);
      if (section.endpointContentProperty) {
        expect(Array.isArray(answer.body.data.arMessages[section.endpointContentProperty]), section.endpoint).toBe(true);
      }
    }
  });
});
