import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { countLeads, startOwnServer, type OwnServer } from "./forms-helpers";
import { prng } from "./fuzz";

// Bodies that are not forms at all (JSON, multipart, raw bytes, broken UTF-8, a megabyte)
// against every action of the site: each gets a 4xx with a message, never a 5xx, and no lead
// is stored. Its own server, so the row count is exact.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "no page involved");

const PER_ACTION = 200;

type Body = { contentType?: string; data?: Buffer | string; multipart?: Record<string, string> };

function generate(random: () => number, fields: readonly string[]): Body[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const value = () => pick(["1", "add", "clear", "on", "Иван", "", "\u0000", "\uD800", "{}", "//evil.example", "я".repeat(5000)]);
  const bodies: Body[] = [];
  for (let i = 0; i < PER_ACTION; i++) {
    const entries = Object.fromEntries(fields.filter(() => random() < 0.7).map((f) => [f, value()]));
    const kind = random();
    if (kind < 0.25) bodies.push({ contentType: "application/json", data: JSON.stringify(random() < 0.5 ? entries : [entries, null, 1]) });
    else if (kind < 0.45) bodies.push({ multipart: entries });
    else if (kind < 0.6) bodies.push({ contentType: "application/x-www-form-urlencoded", data: Buffer.from([0x69, 0x6e, 0x74, 0x65, 0x6e, 0x74, 0x3d, 0xff, 0xfe, 0xc3, 0x28]) });
    else if (kind < 0.7) bodies.push({ contentType: pick(["text/plain", "application/octet-stream", "application/xml", ""]), data: pick(["", "intent=add&id=1", "<a/>", "\u0000\u0001"]) });
    else if (kind < 0.8) bodies.push({ contentType: pick(["application/x-www-form-urlencoded", "application/json", "text/plain"]), data: Buffer.alloc(1024 * 1024, 0x61) });
    else if (kind < 0.9) bodies.push({ contentType: "application/x-www-form-urlencoded", data: pick(["", "=", "&&&", "a=%", "%E0%A4%A", "intent=%FF", "__proto__=1&constructor=2"]) });
    else bodies.push({ data: Buffer.from(Array.from({ length: 1 + Math.floor(random() * 2000) }, () => Math.floor(random() * 256))) });
  }
  return bodies;
}

async function post(request: APIRequestContext, url: string, body: Body, cookie: string) {
  const headers: Record<string, string> = { Cookie: cookie };
  if (body.contentType !== undefined) headers["Content-Type"] = body.contentType;
  const response = body.multipart
    ? await request.post(url, { multipart: body.multipart, headers, maxRedirects: 0, failOnStatusCode: false })
    : await request.post(url, { data: body.data, headers, maxRedirects: 0, failOnStatusCode: false });
  return response.status();
}

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer({ FORM_RATE_LIMIT: "1000000/60" });
});
test.afterAll(async () => {
  await server.stop();
});

test(`${PER_ACTION} non-form bodies to every action: no 5xx, nothing stored`, async ({ request }) => {
  test.setTimeout(300_000);
  const first = await request.get(`${server.url}/catalog`);
  const cookie = first
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value.split(";")[0])
    .join("; ");
  const car = /href="(\/cars\/[^"]+)"/.exec(await first.text())![1]!;
  // Every action, each half as a document post and half where a fetcher posts (`.data`).
  const actions: Record<string, { paths: [string, string]; fields: string[] }> = {
    city: { paths: ["/city", "/city.data"], fields: ["fiasId", "returnTo", "_js"] },
    cookieNotice: { paths: ["/cookie-notice", "/cookie-notice.data"], fields: ["returnTo", "_js"] },
    favorites: { paths: ["/favorites", "/favorites.data"], fields: ["intent", "id", "returnTo", "_js"] },
    comparison: { paths: ["/comparison", "/comparison.data"], fields: ["intent", "id", "returnTo", "_js"] },
    cartItems: { paths: ["/cart/items", "/cart/items.data"], fields: ["intent", "id", "returnTo", "_js"] },
    order: { paths: ["/cart", `${car}.data`], fields: ["NAME", "PHONE", "AGREE", "CAR_ID", "_js"] },
    consultation: { paths: ["/consultation?back=%2F", "/consultation.data"], fields: ["NAME", "PHONE", "AGREE", "_js"] },
    newsletter: { paths: ["/newsletter", "/newsletter.data"], fields: ["EMAIL", "AGREEMENT", "_js"] },
    callback: { paths: ["/?index", "/_root.data?index"], fields: ["NAME", "PHONE", "AGREE", "_js"] },
    missing: { paths: ["/nowhere", "/nowhere.data"], fields: ["a"] },
  };
  const before = countLeads(server.dbPath);
  const random = prng(20261122);
  const report: Record<string, Record<number, number>> = {};
  for (const [name, { paths, fields }] of Object.entries(actions)) {
    const queue = generate(random, fields).map((body, i) => ({ body, path: paths[i % 2]! }));
    const statuses: Record<number, number> = {};
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const status = await post(request, `${server.url}${next.path}`, next.body, cookie);
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
      }),
    );
    report[name] = statuses;
  }
  console.log(`actions fuzz: ${PER_ACTION} bodies per action; statuses ${JSON.stringify(report)}`);
  for (const [name, statuses] of Object.entries(report)) {
    const codes = Object.keys(statuses).map(Number);
    expect(codes.filter((s) => s >= 500), name).toEqual([]);
    // The cookie notice has no required field: any readable form body is a valid «Понятно».
    if (name !== "cookieNotice") expect(codes.filter((s) => s < 400), name).toEqual([]);
  }
  expect(countLeads(server.dbPath) - before).toBe(0);
});
