import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectEnvelopeError, startTestApi, type TestApi } from "../testing";
import { signIn } from "./personal-sign-in";

const ADD = "/api/rrt/catalog/RecentlyViewed/add";
const LIST = "/api/rrt/catalog/RecentlyViewed/getList";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function newVisitor() {
  return (await api.get<{ FUserId: string }>("/api/rrt/main/FUserExport/getFUser")).body.data.arMessages.FUserId;
}
const ids = (reply: { body: { data: { arMessages: { items: Array<{ id: number }> } } } }) => reply.body.data.arMessages.items.map((car) => car.id);

describe("recently viewed", () => {
  it("keeps the last ten, newest first, a repeat moved to the front", async () => {
    const visitor = await newVisitor();
    for (let id = 1; id <= 12; id++) await api.post(ADD, { FUserId: visitor, id });
    expect(ids(await api.post(LIST, { FUserId: visitor }))).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(ids(await api.post(ADD, { FUserId: visitor, id: 5 }))).toEqual([5, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
    const user = await api.post<{ ViewedItems: number[] }>("/api/rrt/main/FUserExport/updateFUser", { FUserId: visitor });
    expect(user.body.data.arMessages.ViewedItems).toEqual([5, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
  });

  it("follows the visitor into their account at sign-in", async () => {
    const visitor = await newVisitor();
    await api.post(ADD, { FUserId: visitor, id: 21 });
    const { FUserId } = signIn(api.db, visitor, "79990001122");
    expect(ids(await api.post(LIST, { FUserId }))).toEqual([21]);
  });

  it("refuses a call without a visitor or a car", async () => {
    expectEnvelopeError(await api.post(ADD, { id: 1 }), 400, "VALIDATION");
    expectEnvelopeError(await api.post(ADD, { FUserId: await newVisitor() }), 400, "VALIDATION");
  });
});

describe("messengers", () => {
  it("every centre has its Telegram, MAX and WhatsApp", async () => {
    const { body } = await api.post<{ items: Array<{ sTelegram: string; sMax: string; sWhatsApp: string }> }>(
      "/api/rrt/dealercenters/Controller/getSectionForMap",
      {},
    );
    expect(body.data.arMessages.items.length).toBeGreaterThan(0);
    for (const centre of body.data.arMessages.items) {
      expect(centre.sTelegram).toMatch(/^[A-Za-z0-9_]{5,32}$/);
      expect(centre.sMax).not.toBe("");
      expect(centre.sWhatsApp).toMatch(/^79\d{9}$/);
    }
  });
});
