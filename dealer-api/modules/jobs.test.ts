import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectEnvelopeError, startTestApi, type TestApi } from "../testing";
import { type JobPage, type Vacancy } from "./jobs";

const PAGE = "/api/rrt/aboutcompany/JobPage/getPage";
const VACANCY = "/api/rrt/aboutcompany/JobPage/getVacancy";

describe("jobs", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it("seeds 12 vacancies across the six cities, with salaries in roubles and an external recruiting page", async () => {
    const reply = await api.get<JobPage>(PAGE, { FUserId: "", sFiasId: "" });
    expect(reply.status).toBe(200);
    const page = reply.body.data.arMessages;
    expect(page.title).toBe("Вакансии");
    expect(page.recruitingUrl).toMatch(/^https:\/\//);
    expect(page.vacancies).toHaveLength(12);
    expect(page.cities).toHaveLength(6);
    expect(page.cities.reduce((sum, c) => sum + c.count, 0)).toBe(12);
    expect(page.city).toBeNull();
    for (const v of page.vacancies) {
      expect(v.salary.currency).toBe("RUB");
      expect(v.salary.from ?? v.salary.to).toBeGreaterThan(10_000);
      if (v.salary.from !== null && v.salary.to !== null) expect(v.salary.to).toBeGreaterThanOrEqual(v.salary.from);
      expect(v.schedule).toMatch(/\d/);
      expect(v.validThrough > v.publishedOn).toBe(true);
      expect(v.slug).toMatch(/[a-z]/);
    }
  });

  it("filters by city, and an unknown city matches nothing", async () => {
    const all = (await api.get<JobPage>(PAGE)).body.data.arMessages;
    const city = all.cities[3]!;
    const page = (await api.post<JobPage>(PAGE, { city: city.fiasId })).body.data.arMessages;
    expect(page.city).toBe(city.fiasId);
    expect(page.vacancies).toHaveLength(city.count);
    expect(page.vacancies.every((v) => v.city.fiasId === city.fiasId)).toBe(true);
    expect(page.cities).toEqual(all.cities);
    expect((await api.get<JobPage>(PAGE, { city: "no-such-city" })).body.data.arMessages.vacancies).toEqual([]);
    expectEnvelopeError(await api.get(`${PAGE}?city=a&city=b`), 400, "VALIDATION");
  });

  it("serves a vacancy in full by slug or id", async () => {
    const [first] = (await api.get<JobPage>(PAGE)).body.data.arMessages.vacancies;
    const bySlug = (await api.get<Vacancy>(VACANCY, { slug: first!.slug })).body.data.arMessages;
    expect(bySlug.id).toBe(first!.id);
    expect(bySlug.description.length).toBeGreaterThan(50);
    for (const list of [bySlug.duties, bySlug.requirements, bySlug.conditions]) expect(list.length).toBeGreaterThanOrEqual(3);
    expect(bySlug.recruitingUrl).toMatch(/^https:\/\//);
    const byId = (await api.post<Vacancy>(VACANCY, { id: first!.id })).body.data.arMessages;
    expect(byId.slug).toBe(first!.slug);
    expectEnvelopeError(await api.get(VACANCY, { slug: "kosmonavt" }), 404, "NOT_FOUND");
    expectEnvelopeError(await api.get(VACANCY, { id: "999999" }), 404, "NOT_FOUND");
    expectEnvelopeError(await api.get(VACANCY), 400, "VALIDATION");
    expectEnvelopeError(await api.get(VACANCY, { id: "1e3" }), 400, "VALIDATION");
  });
});

describe("jobs over time", () => {
  it("lists only vacancies whose last day has not passed", async () => {
    const api = await startTestApi();
    try {
      const [first] = (await api.get<JobPage>(PAGE)).body.data.arMessages.vacancies;
      api.db.prepare("UPDATE vacancies SET valid_through = '2020-01-01' WHERE id = ?").run(first!.id);
      const page = (await api.get<JobPage>(PAGE)).body.data.arMessages;
      expect(page.vacancies.map((v) => v.id)).not.toContain(first!.id);
      expect(page.cities.reduce((sum, c) => sum + c.count, 0)).toBe(11);
      // Its page stays for old links.
      expect((await api.get(VACANCY, { id: String(first!.id) })).status).toBe(200);
    } finally {
      await api.close();
    }
  });
});
