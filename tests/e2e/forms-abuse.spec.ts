import { expect, test } from "./fixtures";
import { leadsWhere, startOwnServer, uniqueEmail, type OwnServer } from "./forms-helpers";

// Abuse protection is decided on the request alone (headers, fields, client address), so
// these post directly, without a page: the same in both projects, run once.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "no page involved");

const subscriptions = (email: string, dbPath?: string) => leadsWhere("NewsSubscribeForm", (p) => p.EMAIL === email, dbPath);

test("a filled honeypot is refused with a Russian message and nothing is stored", async ({ request }) => {
  const email = uniqueEmail();
  const response = await request.post("/newsletter", {
    form: { EMAIL: email, AGREEMENT: "on", back: "/", name__confirm: "Ivan" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Заявка не принята: форма заполнена автоматически.");
  expect(subscriptions(email)).toHaveLength(0);
});

test("a cross-site post is refused with 403; a post with no origin headers is not", async ({ request }) => {
  const email = uniqueEmail();
  const form = { EMAIL: email, AGREEMENT: "on", back: "/" };
  for (const headers of [{ Origin: "https://evil.example" }, { Origin: "null" }, { "Sec-Fetch-Site": "cross-site" }] as Array<Record<string, string>>) {
    for (const path of ["/newsletter", "/consultation", "/?index"]) {
      const response = await request.post(path, { form, headers, maxRedirects: 0 });
      expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(403);
      expect(await response.text()).toContain("форма отправлена с другого сайта");
    }
  }
  expect(subscriptions(email)).toHaveLength(0);

  // Same origin, same-origin fetch metadata, or no header at all (old browsers, curl).
  const ours = new URL(test.info().project.use.baseURL!).origin;
  for (const headers of [{ Origin: ours }, { "Sec-Fetch-Site": "same-origin" }, {}] as Array<Record<string, string>>) {
    const response = await request.post("/newsletter", { form, headers, maxRedirects: 0 });
    expect(response.status(), JSON.stringify(headers)).toBe(303);
  }
  expect(subscriptions(email)).toHaveLength(1);
});

// The shared servers run with a limit no test reaches (playwright.config.ts), so this one
// starts its own with a low limit: the same code path, only the setting differs.
test.describe("rate limit", () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    server = await startOwnServer({ FORM_RATE_LIMIT: "3/60" });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test("invalid posts do not use up the lead limit; the lead over it gets 429 and a Russian message; a flood of posts is stopped too", async ({ request }) => {
    const newsletter = (form: Record<string, string>) => request.post(`${server.url}/newsletter`, { form, maxRedirects: 0 });
    const invalid = { EMAIL: "bad", back: "/" };
    // A visitor correcting typos: invalid posts are not leads.
    for (let i = 0; i < 5; i++) expect((await newsletter(invalid)).status()).toBe(400);
    // FORM_RATE_LIMIT=3/60: three leads a minute are accepted…
    for (let i = 0; i < 3; i++) expect((await newsletter({ EMAIL: uniqueEmail(), AGREEMENT: "on", back: "/" })).status()).toBe(303);
    // …the fourth is refused, with the typed address still in the form.
    const email = uniqueEmail();
    const limited = await newsletter({ EMAIL: email, AGREEMENT: "on", back: "/" });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    const html = await limited.text();
    expect(html).toContain("Слишком много заявок подряд. Подождите немного и попробуйте снова.");
    expect(html).toContain(email);
    expect(subscriptions(email, server.dbPath)).toHaveLength(0);

    // Another form is counted apart.
    const otherForm = await request.post(`${server.url}/consultation`, { form: { NAME: "И" }, maxRedirects: 0 });
    expect(otherForm.status()).toBe(400);

    // All posts of a form are limited at five times the lead limit: 9 so far, 6 more, then refused.
    for (let i = 0; i < 6; i++) expect((await newsletter(invalid)).status()).toBe(400);
    const flooded = await newsletter(invalid);
    expect(flooded.status()).toBe(429);
    expect(Number(flooded.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await flooded.text()).toContain("Слишком много заявок подряд.");
  });
});
