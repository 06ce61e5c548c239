import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../testing";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

type Items = { items: number[] };
const rows = (fuserId: string, list: string) =>
  (
    api.db.prepare("SELECT car_id FROM visitor_cars WHERE fuser_id = ? AND list = ? ORDER BY added_at, rowid").all(fuserId, list) as Array<{
      car_id: number;
    }>
  ).map((r) => r.car_id);

describe.each([
  ["Favorites", "favorites"],
  ["Compare", "compare"],
] as const)("%s", (controller, list) => {
  const path = (action: string) => `/api/rrt/catalog/${controller}/${action}`;
  const visitor = `visitor${controller}`;

  it("adds once, deletes and clears, as the visitor_cars table shows", async () => {
    let res = await api.post<Items>(path("add"), { FUserId: visitor, id: 10 });
    expect(res.status).toBe(200);
    expect(res.body.data.arMessages).toEqual({ items: [10] });
    res = await api.post<Items>(path("add"), { FUserId: visitor, id: "20" });
    res = await api.post<Items>(path("add"), { FUserId: visitor, id: 10 });
    expect(res.body.data.arMessages).toEqual({ items: [10, 20] });
    expect(rows(visitor, list)).toEqual([10, 20]);

    res = await api.post<Items>(path("delete"), { FUserId: visitor, id: 10 });
    expect(res.body.data.arMessages).toEqual({ items: [20] });
    res = await api.post<Items>(path("delete"), { FUserId: visitor, id: 10 });
    expect(res.body.data.arMessages).toEqual({ items: [20] });
    expect(rows(visitor, list)).toEqual([20]);

    res = await api.post<Items>(path("getList"), { FUserId: visitor });
    expect(res.body.data.arMessages).toEqual({ items: [20] });

    res = await api.post<Items>(path("clear"), { FUserId: visitor });
    expect(res.body.data.arMessages).toEqual({ items: [] });
    expect(rows(visitor, list)).toEqual([]);
  });

  it("keeps each visitor's and each list's cars apart", async () => {
    await api.post(path("add"), { FUserId: `${visitor}-a`, id: 1 });
    await api.post(path("add"), { FUserId: `${visitor}-b`, id: 2 });
    expect(rows(`${visitor}-a`, list)).toEqual([1]);
    expect(rows(`${visitor}-b`, list)).toEqual([2]);
    const other = list === "favorites" ? "compare" : "favorites";
    expect(rows(`${visitor}-a`, other)).toEqual([]);
    await api.post(path("clear"), { FUserId: `${visitor}-a` });
    expect(rows(`${visitor}-b`, list)).toEqual([2]);
  });

  it("accepts a form-encoded body", async () => {
    const res = await api.postForm<Items>(path("add"), { FUserId: `${visitor}-form`, id: "7" });
    expect(res.body.data.arMessages).toEqual({ items: [7] });
  });

  it("answers NOT_FOUND for an unknown car and stores nothing", async () => {
    const res = await api.post(path("add"), { FUserId: `${visitor}-x`, id: 999999 });
    expect(res.status).toBe(404);
    expect(res.body.data.arErrors[0].code).toBe("NOT_FOUND");
    expect(rows(`${visitor}-x`, list)).toEqual([]);
  });

  it.each([
    ["no FUserId", { id: 1 }],
    ["an empty FUserId", { FUserId: "", id: 1 }],
    ["a FUserId that is not an id", { FUserId: "a b;DROP", id: 1 }],
    ["no car id", { FUserId: "someone" }],
    ["a car id that is not a number", { FUserId: "someone", id: "abc" }],
  ])("answers VALIDATION for %s", async (_name, body) => {
    const res = await api.post(path("add"), body);
    expect(res.status).toBe(400);
    expect(res.body.data.arErrors[0].code).toBe("VALIDATION");
    expect(res.body.data.arErrors[0].message).toMatch(/[А-Яа-я]/);
    expect((api.db.prepare("SELECT COUNT(*) AS n FROM visitor_cars WHERE fuser_id = 'someone'").get() as { n: number }).n).toBe(0);
  });

  it("answers VALIDATION for clear without FUserId", async () => {
    const res = await api.post(path("clear"), {});
    expect(res.status).toBe(400);
    expect(res.body.data.arErrors[0].code).toBe("VALIDATION");
  });
});

describe("limits", () => {
  it("holds at most 10 cars in the comparison list", async () => {
    for (let id = 1; id <= 10; id++) await api.post("/api/rrt/catalog/Compare/add", { FUserId: "full", id });
    const res = await api.post("/api/rrt/catalog/Compare/add", { FUserId: "full", id: 11 });
    expect(res.status).toBe(400);
    expect(res.body.data.arErrors[0]).toEqual({ code: "LIMIT", message: "В сравнении может быть не более 10 автомобилей" });
    expect(rows("full", "compare")).toHaveLength(10);
    // Re-adding a car already there is still fine at the limit.
    const again = await api.post<Items>("/api/rrt/catalog/Compare/add", { FUserId: "full", id: 3 });
    expect(again.status).toBe(200);
    expect(again.body.data.arMessages!.items).toHaveLength(10);
  });
});
