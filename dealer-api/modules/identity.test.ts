import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../testing";

type UpdateFUser = {
  NewFUser: boolean;
  FUserId: string;
  IsAuthorized: boolean;
  FavoritesItems: number[];
  CompareItems: number[];
  ViewedItems: number[];
  sUserName: string;
  sUserPhone: string;
  sUserEmail: string;
};

const GET_FUSER = "/api/rrt/main/FUserExport/getFUser";
const UPDATE_FUSER = "/api/rrt/main/FUserExport/updateFUser";

describe("identity", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it("getFUser is never cached", async () => {
    const res = await fetch(`${api.base}${GET_FUSER}`);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("getFUser issues a new 32-hex id each time and stores the visitor", async () => {
    const first = await api.get<{ FUserId: string }>(GET_FUSER);
    const second = await api.get<{ FUserId: string }>(`${GET_FUSER}/`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      status: "success",
      data: { arMessages: { FUserId: expect.stringMatching(/^[0-9a-f]{32}$/) }, arErrors: [] },
      errors: [],
    });
    expect(second.body.data.arMessages.FUserId).not.toBe(first.body.data.arMessages.FUserId);
    expect(api.count("visitors", `fuser_id = '${first.body.data.arMessages.FUserId}'`)).toBe(1);
  });

  it("updateFUser keeps a known id and returns its lists oldest first", async () => {
    const { FUserId } = (await api.get<{ FUserId: string }>(GET_FUSER)).body.data.arMessages;
    const add = api.db.prepare("INSERT INTO visitor_cars (fuser_id, list, car_id, added_at) VALUES (?, ?, ?, ?)");
    add.run(FUserId, "favorites", 30, 3000);
    add.run(FUserId, "favorites", 10, 1000);
    add.run(FUserId, "favorites", 20, 2000);
    add.run(FUserId, "compare", 7, 5000);
    add.run(FUserId, "compare", 5, 4000);
    add.run("someone-else", "favorites", 99, 1);

    const reply = await api.post<UpdateFUser>(UPDATE_FUSER, { FUserId });
    expect(reply.status).toBe(200);
    expect(reply.body.data.arMessages).toEqual({
      NewFUser: false,
      FUserId,
      IsAuthorized: false,
      FavoritesItems: [10, 20, 30],
      CompareItems: [5, 7],
      ViewedItems: [],
      sUserName: "",
      sUserPhone: "",
      sUserEmail: "",
    });
  });

  it("updateFUser also takes a form-encoded body", async () => {
    const { FUserId } = (await api.get<{ FUserId: string }>(GET_FUSER)).body.data.arMessages;
    const reply = await api.postRaw<UpdateFUser>(
      UPDATE_FUSER,
      `FUserId=${FUserId}`,
      "application/x-www-form-urlencoded",
    );
    expect(reply.body.data.arMessages).toMatchObject({ NewFUser: false, FUserId });
  });

  it.each([
    ["empty", { FUserId: "" }],
    ["missing", {}],
    ["unknown", { FUserId: "0123456789abcdef0123456789abcdef" }],
    ["garbage", { FUserId: "'; DROP TABLE visitors; --" }],
    ["upper-case", { FUserId: "0123456789ABCDEF0123456789ABCDEF" }],
    ["a number", { FUserId: 12345 }],
    ["an array", { FUserId: ["a", "b"] }],
    ["an object", { FUserId: { $ne: null } }],
  ])("updateFUser with %s id issues a new one", async (_label, body) => {
    const before = api.count("visitors");
    const reply = await api.post<UpdateFUser>(UPDATE_FUSER, body);
    expect(reply.status).toBe(200);
    const payload = reply.body.data.arMessages;
    expect(payload).toEqual({
      NewFUser: true,
      FUserId: expect.stringMatching(/^[0-9a-f]{32}$/),
      IsAuthorized: false,
      FavoritesItems: [],
      CompareItems: [],
      ViewedItems: [],
      sUserName: "",
      sUserPhone: "",
      sUserEmail: "",
    });
    expect(payload.FUserId).not.toBe((body as { FUserId?: unknown }).FUserId);
    expect(api.count("visitors")).toBe(before + 1);
    // The new id is known from now on.
    const again = await api.post<UpdateFUser>(UPDATE_FUSER, { FUserId: payload.FUserId });
    expect(again.body.data.arMessages.NewFUser).toBe(false);
  });

  it("updateFUser refreshes last_seen_at", async () => {
    const { FUserId } = (await api.get<{ FUserId: string }>(GET_FUSER)).body.data.arMessages;
    api.db.prepare("UPDATE visitors SET last_seen_at = 1 WHERE fuser_id = ?").run(FUserId);
    await api.post(UPDATE_FUSER, { FUserId });
    const seen = api.db.prepare("SELECT last_seen_at FROM visitors WHERE fuser_id = ?").pluck().get(FUserId);
    expect(seen).toBeGreaterThan(1);
  });

  it("getFUser is GET only", async () => {
    const reply = await api.post(GET_FUSER, {});
    expect(reply.status).toBe(404);
    expect(reply.body.data.arErrors[0].code).toBe("NOT_FOUND");
  });
});

describe("a database file reopened", () => {
  it("keeps visitors and their city, and seeds nothing twice", async () => {
    const dir = mkdtempSync(join(tmpdir(), "dealer-api-core-"));
    const dbFile = join(dir, "dealer.sqlite");
    try {
      const first = await startTestApi({ dbFile });
      const { FUserId } = (await first.get<{ FUserId: string }>(GET_FUSER)).body.data.arMessages;
      await first.post("/api/rrt/main/Location/saveCurrentByFiasId", {
        FUserId,
        sFiasId: "2858811e-448a-482e-9863-e03bf06bb5d4",
      });
      // Every module's legal pages, however many there are: a reopened file has the same ones.
      const pages = first.count("static_pages");
      await first.close();

      const second = await startTestApi({ dbFile });
      try {
        expect((await second.post<UpdateFUser>(UPDATE_FUSER, { FUserId })).body.data.arMessages.NewFUser).toBe(false);
        const city = await second.post<{ name: string }>("/api/rrt/main/Location/getCurrentLocation", { FUserId });
        expect(city.body.data.arMessages.name).toBe("Псков");
        expect(second.count("cities")).toBe(6);
        expect(second.count("nav_items", "parent_id IS NULL")).toBe(6);
        expect(second.count("static_pages")).toBe(pages);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
