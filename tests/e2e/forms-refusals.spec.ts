import { expect, test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./forms-helpers";
import { codeFromOutbox, uniquePhone } from "./personal-helpers";

// Every action of the site, page and resource routes alike, refuses a post it cannot take
// with a 4xx and a Russian message (docs/decisions/034-one-post-pipeline.md): a JSON body, a
// multipart body, bytes that are not UTF-8, and a filled honeypot. Never a 200 (the refusal
// of a resource route once came back as 200 with `ok: false`), never a 5xx. Its own server
// (high rate limit) so a honeypot is answered as one, not as a flood.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "no page involved");

const UNREADABLE = "Не удалось прочитать форму. Обновите страницу и попробуйте ещё раз.";
const SPAM = "Заявка не принята: форма заполнена автоматически. Если вы заполняли её сами, обновите страницу и отправьте ещё раз.";

let server: OwnServer;
/** The signed-in visitor's cookies, sent by hand with each request. */
const jar = new Map<string, string>();
const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

async function send(path: string, body?: BodyInit, contentType?: string) {
  // A browser's User-Agent: node's own counts as a crawler, which is given no visitor identity.
  const headers: Record<string, string> = { Cookie: cookieHeader(), "User-Agent": BROWSER };
  if (contentType) headers["Content-Type"] = contentType;
  const response = await fetch(`${server.url}${path}`, { method: body === undefined ? "GET" : "POST", body, headers, redirect: "manual" });
  for (const cookie of response.headers.getSetCookie()) {
    const pair = cookie.split(";")[0]!;
    jar.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
  }
  return { status: response.status, text: await response.text(), retryAfter: response.headers.get("Retry-After") };
}

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const URLENCODED = "application/x-www-form-urlencoded";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({ FORM_RATE_LIMIT: "1000000/60" });
  // Signed in, so the personal area's actions get as far as reading the post.
  expect((await send("/")).status).toBe(200);
  const phone = uniquePhone();
  expect((await send("/personal", form({ intent: "send", PHONE: phone }), URLENCODED)).status).toBe(303);
  expect((await send("/personal", form({ intent: "check", CODE: codeFromOutbox(phone, server.dbPath) }), URLENCODED)).status).toBe(303);
});
test.afterAll(async () => {
  await server?.stop();
});

/**
 * Every action with the fields of a real post (so the honeypot is all that is wrong with it),
 * where a fetcher posts (single fetch's `.data`) for page routes and the route itself for
 * resource routes. Document posts to the page routes are checked for their status below.
 */
const ACTIONS: Array<{ name: string; path: string; document?: string; fields: Record<string, string> }> = [
  { name: "city", path: "/city.data", document: "/city", fields: { fiasId: "x", _js: "1" } },
  { name: "cookie notice", path: "/cookie-notice", fields: { returnTo: "/" } },
  { name: "favourites", path: "/favorites.data", document: "/favorites", fields: { intent: "add", id: "1", _js: "1" } },
  { name: "comparison", path: "/comparison.data", document: "/comparison", fields: { intent: "add", id: "1", _js: "1" } },
  { name: "cart", path: "/cart/items", fields: { intent: "add", id: "1", _js: "1" } },
  { name: "order", path: "/cart.data", document: "/cart", fields: { NAME: "Анна", PHONE: "9111234567", AGREE: "on", _js: "1" } },
  { name: "callback", path: "/_root.data?index", document: "/?index", fields: { NAME: "Анна", PHONE: "9111234567", AGREE: "on", _js: "1" } },
  { name: "consultation", path: "/consultation.data?back=%2F", document: "/consultation?back=%2F", fields: { NAME: "Анна", PHONE: "9111234567", AGREE: "on", _js: "1" } },
  { name: "newsletter", path: "/newsletter.data", document: "/newsletter", fields: { EMAIL: "a@b.ru", AGREEMENT: "on", _js: "1" } },
  { name: "credit", path: "/credit.data", document: "/credit", fields: { NAME: "Анна", PHONE: "9111234567", AGREE: "on", _js: "1" } },
  { name: "service", path: "/service.data", document: "/service", fields: { NAME: "Анна", PHONE: "9111234567", AGREE: "on", _js: "1" } },
  { name: "trade-in estimate", path: "/trade-in.data", document: "/trade-in", fields: { _form: "estimate", intent: "forget" } },
  { name: "trade-in request", path: "/trade-in.data", fields: { _form: "tradein", NAME: "Анна", PHONE: "9111234567", _js: "1" } },
  { name: "manual evaluation", path: "/trade-in.data", fields: { _form: "manual", BRAND: "Kia", MODEL: "Rio", _js: "1" } },
  // Its page sends a signed-in visitor on to the profile, so only where a fetcher posts.
  { name: "sign-in", path: "/personal.data", fields: { intent: "send", PHONE: "9111234567" } },
  { name: "sign-out", path: "/personal/logout", fields: {} },
  { name: "profile", path: "/personal/editing.data", document: "/personal/editing", fields: { intent: "profile", NAME: "Анна" } },
  { name: "phone change", path: "/personal/editing.data", fields: { intent: "phone-send", PHONE: "9111234567" } },
  { name: "garage car", path: "/personal/garage/add-car.data", document: "/personal/garage/add-car", fields: { intent: "save", YEAR: "2020" } },
  { name: "garage delete", path: "/personal/garage.data", document: "/personal/garage", fields: { intent: "delete", id: "1" } },
  { name: "service cancel", path: "/personal/service.data", document: "/personal/service", fields: { intent: "cancel", id: "1" } },
  { name: "found work decision", path: "/personal/service.data", document: "/personal/service", fields: { intent: "decide", id: "1", line: "all", decision: "approve" } },
];

const BAD_BODIES: Array<{ name: string; body: (fields: Record<string, string>) => { body: BodyInit; type?: string }; message: string }> = [
  { name: "a JSON body", body: (fields) => ({ body: JSON.stringify(fields), type: "application/json" }), message: UNREADABLE },
  {
    name: "a multipart body",
    body: (fields) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.append(name, value);
      return { body: data };
    },
    message: UNREADABLE,
  },
  {
    name: "bytes that are not UTF-8",
    body: (fields) => ({ body: Buffer.concat([Buffer.from(`${form(fields)}&NOTE=`), Buffer.from([0xc3, 0x28, 0xff])]), type: URLENCODED }),
    message: UNREADABLE,
  },
  { name: "a filled honeypot", body: (fields) => ({ body: form({ ...fields, name__confirm: "bot@example.com" }), type: URLENCODED }), message: SPAM },
];

for (const bad of BAD_BODIES) {
  test(`${bad.name} to every action: a 4xx with the Russian message, never a 200 or a 5xx`, async () => {
    for (const action of ACTIONS) {
      const { body, type } = bad.body(action.fields);
      const answer = await send(action.path, body, type);
      expect(answer.status, `${action.name} ${action.path}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${action.name} ${action.path}`).toBeLessThan(500);
      expect(answer.text, `${action.name} ${action.path}`).toContain(bad.message);
      if (action.document) {
        const again = bad.body(action.fields);
        const page = await send(action.document, again.body, again.type);
        expect(page.status, `${action.name} ${action.document}`).toBeGreaterThanOrEqual(400);
        expect(page.status, `${action.name} ${action.document}`).toBeLessThan(500);
      }
    }
    // None of it signed the visitor out: the personal area still opens.
    expect((await send("/personal/editing")).status).toBe(200);
  });
}

test("the refusals named in issue 25: JSON to /cookie-notice and a honeypot to /personal/logout are 400", async () => {
  const json = await send("/cookie-notice", "{}", "application/json");
  expect(json.status).toBe(400);
  expect(JSON.parse(json.text)).toMatchObject({ form: "cookie-notice", result: { status: "error", error: { "": [UNREADABLE] } } });
  const trap = await send("/personal/logout", form({ name__confirm: "x" }), URLENCODED);
  expect(trap.status).toBe(400);
  expect(JSON.parse(trap.text)).toMatchObject({ form: "sign-out", result: { status: "error", error: { "": [SPAM] } } });
});
