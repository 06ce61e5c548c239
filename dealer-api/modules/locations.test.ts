import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectEnvelopeError, startTestApi, type TestApi } from "../testing";
import { type Location } from "./locations";

const LIST = "/api/rrt/main/Location/getLocationList";
const CURRENT = "/api/rrt/main/Location/getCurrentLocation";
const SAVE = "/api/rrt/main/Location/saveCurrentByFiasId";

const SPB = "c2deb16a-0330-4f05-821f-1d09c93331e6";
const KAZAN = "93b3df57-4c89-44df-ac42-96f05e9cd3b9";

describe("locations", () => {
  let api: TestApi;
  let visitor: string;
  beforeAll(async () => {
    api = await startTestApi();
    visitor = (await api.get<{ FUserId: string }>("/api/rrt/main/FUserExport/getFUser")).body.data.arMessages
      .FUserId;
  });
  afterAll(() => api.close());

  it("lists six cities, Saint Petersburg first, then alphabetical", async () => {
    for (const path of [LIST, `${LIST}/`]) {
      const reply = await api.get<Location[]>(path);
      expect(reply.status).toBe(200);
      const cities = reply.body.data.arMessages;
      expect(cities.map((c) => c.name)).toEqual(["Санкт-Петербург", "Вологда", "Воронеж", "Казань", "Мурманск", "Псков"]);
      for (const city of cities) {
        expect(Object.keys(city).sort()).toEqual(["fiasId", "name", "phone"]);
        expect(city.fiasId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
        expect(city.phone).toMatch(/^7\d{10}$/);
      }
      expect(cities[0]).toEqual({ name: "Санкт-Петербург", fiasId: SPB, phone: expect.stringMatching(/^7812\d{7}$/) });
      const codes: Record<string, string> = {
        Вологда: "78172",
        Воронеж: "7473",
        Казань: "7843",
        Мурманск: "78152",
        Псков: "78112",
      };
      for (const city of cities.slice(1)) expect(city.phone.startsWith(codes[city.name])).toBe(true);
    }
  });

  it("gives the default city to a visitor without a saved one, an unknown or no id", async () => {
    for (const body of [{ FUserId: visitor }, { FUserId: "ffffffffffffffffffffffffffffffff" }, {}, { FUserId: [1] }]) {
      const reply = await api.post<Location>(CURRENT, body);
      expect(reply.status).toBe(200);
      expect(reply.body.data.arMessages.fiasId).toBe(SPB);
    }
  });

  it("saves a city and returns it from then on", async () => {
    const saved = await api.post<Location>(`${SAVE}/`, { FUserId: visitor, sFiasId: KAZAN });
    expect(saved.status).toBe(200);
    expect(saved.body.data.arMessages).toEqual({ name: "Казань", fiasId: KAZAN, phone: expect.stringMatching(/^7843/) });
    const current = await api.post<Location>(CURRENT, { FUserId: visitor });
    expect(current.body.data.arMessages.name).toBe("Казань");
    // Another visitor still gets the default.
    const other = (await api.get<{ FUserId: string }>("/api/rrt/main/FUserExport/getFUser")).body.data.arMessages.FUserId;
    expect((await api.post<Location>(CURRENT, { FUserId: other })).body.data.arMessages.fiasId).toBe(SPB);
  });

  it("accepts a form-encoded save", async () => {
    const reply = await api.postRaw<Location>(
      SAVE,
      `FUserId=${visitor}&sFiasId=${SPB}`,
      "application/x-www-form-urlencoded",
    );
    expect(reply.body.data.arMessages.fiasId).toBe(SPB);
  });

  it("rejects a save without a usable visitor id", async () => {
    for (const FUserId of [undefined, "", "not-an-id", "0123456789abcdef0123456789abcdef", 42, ["x"]]) {
      const reply = await api.post(SAVE, { FUserId, sFiasId: KAZAN });
      expectEnvelopeError(reply, 400, "VALIDATION");
    }
    expect(api.count("visitors", "fuser_id = '0123456789abcdef0123456789abcdef'")).toBe(0);
  });

  it("rejects a missing city with VALIDATION and an unknown one with NOT_FOUND", async () => {
    expectEnvelopeError(await api.post(SAVE, { FUserId: visitor }), 400, "VALIDATION");
    expectEnvelopeError(await api.post(SAVE, { FUserId: visitor, sFiasId: { a: 1 } }), 400, "VALIDATION");
    expectEnvelopeError(
      await api.post(SAVE, { FUserId: visitor, sFiasId: "0c5b2444-70a0-4932-980c-b4dc0d3f02b5" }),
      404,
      "NOT_FOUND",
    );
    expectEnvelopeError(await api.post(SAVE, { FUserId: visitor, sFiasId: "Москва" }), 404, "NOT_FOUND");
    // The failed saves left the previous city alone.
    expect((await api.post<Location>(CURRENT, { FUserId: visitor })).body.data.arMessages.fiasId).toBe(SPB);
  });
});
