import type { APIResponse } from "@playwright/test";
import { startCountingHop, startTestApi, type TestApi } from "../../dealer-api/testing";
import { expect, test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./forms-helpers";

// The request context as the production server runs it, against a reference API behind a
// counting hop: what the storefront really asks of the dealer API per request.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only");

let api: TestApi;
let hop: Awaited<ReturnType<typeof startCountingHop>>;
let storefront: OwnServer;

test.beforeAll(async () => {
  api = await startTestApi({ seedCars: 20 });
  hop = await startCountingHop(api.base);
  storefront = await startOwnServer({ DEALER_API_URL: hop.base });
});

test.afterAll(async () => {
  await storefront?.stop();
  await hop?.close();
  await api?.close();
});

function setCookieNames(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value.slice(0, h.value.indexOf("=")));
}

test("a cookieless build-version poll and cookie notice make no dealer API call and create no visitor", async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const visitors = api.count("visitors");
  hop.calls.length = 0;
  const version = await request.get(`${storefront.url}/build-version`);
  expect(version.status()).toBe(200);
  const notice = await request.post(`${storefront.url}/cookie-notice`, { form: { returnTo: "/" }, maxRedirects: 0 });
  expect(notice.status()).toBe(303);
  expect(hop.calls).toEqual([]);
  expect(api.count("visitors")).toBe(visitors);

  // A page does need the visitor once the browser comes again (its first view issues no id:
  // docs/decisions/035-first-visits-from-the-cache.md): the counter above can see calls.
  await request.get(`${storefront.url}/faq`);
  expect(api.count("visitors")).toBe(visitors);
  await request.get(`${storefront.url}/faq`);
  expect(hop.calls).toContain("/api/rrt/main/FUserExport/getFUser");
  expect(api.count("visitors")).toBe(visitors + 1);
  await request.dispose();
});

test("no response carries two Set-Cookie for one cookie", async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const catalog = await (await request.get(`${storefront.url}/catalog`)).text();
  const carPath = /href="(\/cars\/[^"]+)"/.exec(catalog)![1]!;
  const carId = carPath.split("/").pop()!;
  // Each post from a fresh visitor (no cookies): it changes the session and sets the visitor cookie at once.
  const posts: Array<[string, Record<string, string>]> = [
    ["/newsletter", { EMAIL: `once-${Date.now()}@example.ru`, AGREEMENT: "on", back: "/" }],
    ["/cart/items", { intent: "add", id: carId, returnTo: "/cart" }],
    ["/city", { fiasId: "93b3df57-4c89-44df-ac42-96f05e9cd3b9", returnTo: "/" }],
    ["/favorites", { intent: "add", id: carId, returnTo: "/favorites" }],
    ["/cookie-notice", { returnTo: "/" }],
  ];
  for (const [path, form] of posts) {
    const fresh = await playwright.request.newContext();
    const response = await fresh.post(`${storefront.url}${path}`, { form, maxRedirects: 0 });
    expect(response.status(), path).toBe(303);
    const names = setCookieNames(response);
    expect(names.length, path).toBeGreaterThan(0);
    expect(new Set(names).size, `${path}: ${names.join(", ")}`).toBe(names.length);
    await fresh.dispose();
  }
  await request.dispose();
});
