import { Agent, request as httpRequest } from "node:http";
import { startStack, type Stack } from "../../scripts/stack";
import { expect, isNoJs, test } from "./fixtures";
import { E2E_PORT, leadsWhere, uniquePhone, waitForLeads } from "./forms-helpers";

// The documented deployment run for real (scripts/stack.ts, docs/deploying.md): Debian's
// nginx with the document's configuration in front of two instances sharing the dealer API
// and Redis. Pages and a lead through nginx; a rolling restart under load loses nothing; a
// SIGKILLed instance costs at most what was in flight on it; an 8 KB query is no 502.
test.describe.configure({ mode: "serial" });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "no page involved");

let stack: Stack;
// eslint-disable-next-line no-empty-pattern -- Playwright passes the test info second, after the fixtures.
test.beforeAll(async ({}, testInfo) => {
  // One stack on fixed ports: the js project's run only (nothing here is about a page's JavaScript).
  test.skip(isNoJs(testInfo), "no page involved");
  test.setTimeout(120_000);
  // Ports of their own beside this run's two servers (E2E_PORT, E2E_PORT + 1).
  stack = await startStack({ port: E2E_PORT + 60 });
});
test.afterAll(async () => {
  await stack?.stop();
});

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

/** One request through nginx: its status, or the transport error's code. */
function get(path: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = httpRequest(`${stack.url}${path}`, { agent, headers: { "User-Agent": "Mozilla/5.0 (stack test)" } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode!));
      res.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
    req.end();
  });
}

/**
 * Visitors browsing through nginx until `stop()`: what they got, by status. A request is lost
 * when it gets no answer or nginx's own 502/504 (no instance answered it).
 */
function load(clients: number) {
  const paths = ["/", "/catalog", "/faq", "/company", "/build-version", "/catalog?sort=price"];
  const outcomes = new Map<string, number>();
  let running = true;
  const loops = Array.from({ length: clients }, async (_, n) => {
    for (let i = n; running; i++) {
      const outcome = String(await get(paths[i % paths.length]!));
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
  });
  const total = () => [...outcomes.values()].reduce((a, b) => a + b, 0);
  const lost = () => [...outcomes].filter(([outcome]) => !/^[1-4]\d\d$|^503$/.test(outcome)).reduce((a, [, n]) => a + n, 0);
  return {
    outcomes,
    total,
    lost,
    /** Waits until `count` more requests have been answered. */
    async more(count: number) {
      const target = total() + count;
      await expect.poll(total, { timeout: 60_000 }).toBeGreaterThanOrEqual(target);
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

test("pages and a lead form through nginx; the request id of nginx's log reaches the page", async ({ request }) => {
  for (const path of ["/", "/catalog", "/faq"]) {
    // A cold instance on a busy machine may spend the dealer API budget on its first pages
    // (the maintenance page's 503): asked again until it has warmed up.
    await expect.poll(async () => (await request.get(`${stack.url}${path}`)).status(), { timeout: 60_000 }).toBe(200);
    const response = await request.get(`${stack.url}${path}`);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain("</html>");
    // nginx's $request_id (docs/deploying.md) is the id the instance logged and returned.
    expect(response.headers()["x-request-id"], path).toMatch(/^[0-9a-f]{32}$/);
  }
  const phone = uniquePhone();
  const posted = await request.post(`${stack.url}/?index`, {
    form: { NAME: "Мария", PHONE: phone.api, AGREE: "on" },
    headers: { Origin: stack.url },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(303);
  const leads = await waitForLeads(() => leadsWhere("CallBackBodyPageForm", (p) => p.PHONE === phone.api, stack.dealerApiDb), 1);
  expect(leads).toHaveLength(1);
});

test("a first visitor's posts racing to both instances are issued one id, through Redis", async () => {
  // docs/decisions/054-one-id-for-a-browsers-concurrent-requests.md: nginx sends the posts
  // round the instances; the one that asks the dealer API for the id shares it through Redis.
  const browser = { "User-Agent": "Mozilla/5.0 (stack test)" };
  const first = await fetch(`${stack.url}/catalog`, { headers: browser });
  const carIds = [...new Set([...(await first.text()).matchAll(/href="\/cars\/[^"]+\/(\d+)"/g)].map((m) => m[1]!))].slice(0, 3);
  const marked = first.headers.getSetCookie().map((set) => set.split(";")[0]).join("; ");
  expect(marked).toMatch(/^visited=/);
  const posts = carIds.flatMap((id) =>
    (["favorites", "comparison"] as const).map((list) =>
      fetch(`${stack.url}/${list}`, {
        method: "POST",
        redirect: "manual",
        headers: { ...browser, Origin: stack.url, Cookie: marked, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ add: id, _js: "1" }),
      }),
    ),
  );
  const answers = await Promise.all(posts);
  const ids = answers.map((answer) => /F_USER_ID=(\w+)/.exec(answer.headers.getSetCookie().join("\n"))?.[1]);
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  expect(ids[0]).toBeDefined();
  expect(new Set(ids).size).toBe(1);
  // The one visitor has all six changes.
  const favourites = await (await fetch(`${stack.url}/favorites`, { headers: { ...browser, Cookie: `${marked}; F_USER_ID=${ids[0]}` } })).text();
  for (const id of carIds) expect(favourites).toContain(`/${id}"`);
});

test("a rolling restart of both instances under load loses no request", async () => {
  test.setTimeout(180_000);
  const visitors = load(8);
  await visitors.more(40);
  for (const instance of stack.instances) {
    expect(await instance.stop()).toBe(0);
    await visitors.more(20);
    await instance.start();
    await visitors.more(20);
  }
  await visitors.stop();
  console.log(`rolling restart: ${visitors.total()} requests, ${JSON.stringify(Object.fromEntries(visitors.outcomes))}`);
  expect(visitors.lost(), `${JSON.stringify(Object.fromEntries(visitors.outcomes))}\n${stack.nginxErrors()}`).toBe(0);
});

test("SIGKILL of one instance under load costs at most the requests in flight on it", async () => {
  test.setTimeout(180_000);
  const clients = 8;
  const visitors = load(clients);
  await visitors.more(40);
  const [victim] = stack.instances;
  await victim.kill();
  // nginx retries what was in flight on the other instance (proxy_next_upstream), and sends
  // everything after it there.
  await visitors.more(60);
  await victim.start();
  await visitors.more(20);
  await visitors.stop();
  console.log(`SIGKILL: ${visitors.total()} requests, ${JSON.stringify(Object.fromEntries(visitors.outcomes))}`);
  expect(visitors.lost(), `${JSON.stringify(Object.fromEntries(visitors.outcomes))}\n${stack.nginxErrors()}`).toBeLessThanOrEqual(clients);
});

test("an 8 KB query on a personal page is the sign-in redirect, not nginx's 502", async () => {
  const status = await get(`/personal/rating?${"x=1&".repeat(2000)}`);
  expect(status).toBe(302);
});
