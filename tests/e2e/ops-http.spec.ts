import { request as httpRequest } from "node:http";
import { expect, expectAccessible, test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./forms-helpers";

// What the process adds to every answer (docs/deploying.md): the headers that follow the
// request's scheme, Permissions-Policy, /metrics refused on the public port, and the site's own 405 page.

/** A request by Node's client, which sends any Host header and reads headers as they came. */
function raw(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? "GET", headers: options.headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

test.describe("HTTP only", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "no page involved");

  test("every answer carries Permissions-Policy: pages, files and refusals", async ({ request, baseURL }) => {
    for (const path of ["/", "/favicon.svg", "/nowhere"]) {
      const response = await request.get(path);
      expect(response.headers()["permissions-policy"], path).toContain("camera=()");
      expect(response.headers()["permissions-policy"], path).toContain("geolocation=()");
    }
    const refused = await raw(`${baseURL}/`, { method: "PUT" });
    expect(refused.headers["permissions-policy"]).toContain("microphone=()");
  });

  test("/metrics on the public port: the 404 page to any client without the token, loopback or proxied", async ({ baseURL }) => {
    // The shared server has no METRICS_TOKEN: nobody reads them there (app/server/process.test.ts
    // reads them on their own port and with the token).
    expect((await raw(`${baseURL}/metrics`)).status).toBe(404);
    for (const name of ["X-Real-IP", "X-Forwarded-For", "Forwarded", "X-Forwarded-Proto", "Via", "CF-Connecting-IP"]) {
      const value = name === "Forwarded" ? "for=1.2.3.4" : name === "X-Forwarded-Proto" ? "https" : name === "Via" ? "1.1 proxy" : "1.2.3.4";
      expect((await raw(`${baseURL}/metrics`, { headers: { [name]: value } })).status, name).toBe(404);
    }
  });

  test("a malformed Host header is a 400, not a 500", async ({ baseURL }) => {
    for (const host of ["<svg>", "a b", "127.0.0.1:99999"]) {
      const response = await raw(`${baseURL}/faq`, { headers: { Host: host } });
      expect(response.status, host).toBe(400);
      expect(response.body, host).toContain("Неверный адрес");
    }
  });

  test("a POST to a page without an action: 405 with Allow, the site's own page, not the maintenance page", async ({ request }) => {
    const response = await request.post("/catalog", { form: { x: "1" } });
    expect(response.status()).toBe(405);
    expect(response.headers()["allow"]).toBe("GET, HEAD");
    const html = await response.text();
    expect(html).toContain("<title>Ошибка 405 - Меридиан Авто</title>");
    expect(html).toContain("Действие недоступно");
    expect(html).not.toContain("Технические работы");
    // In the site's frame (the footer's newsletter form included), not the bare fallback frame.
    expect(html).toContain("Подпишитесь на новости");
    expect(html).not.toContain("fallback-header");
  });
});

test("the 405 page: its text, a way back to the page, accessible", async ({ page }) => {
  await page.goto("/faq");
  // A form a text browser or an old bookmark might send: a plain POST to a page that takes none.
  await page.evaluate(() => {
    const form = document.createElement("form");
    form.method = "post";
    form.action = "/catalog?sort=price";
    document.body.append(form);
    form.submit();
  });
  await expect(page.getByRole("heading", { level: 1, name: "Действие недоступно" })).toBeVisible();
  await expect(page).toHaveTitle("Ошибка 405 - Меридиан Авто");
  // The site's own page: the whole frame, as the 404 page has it, without breadcrumbs.
  await expect(page.getByRole("banner").getByRole("link", { name: "Личный кабинет" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("region", { name: "Подпишитесь на новости" }).getByRole("button", { name: "Подписаться" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Хлебные крошки" })).toHaveCount(0);
  await expect(page.getByText("Приносим извинения за неудобства")).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Открыть страницу" }).click();
  await expect(page).toHaveURL(/\/catalog\?sort=price$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Действие недоступно");
});

test.describe("HTTPS-only headers follow the request's scheme", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "no page involved");
  let server: OwnServer;
  test.beforeAll(async () => {
    // Behind a proxy on this machine, as docs/deploying.md sets it up.
    server = await startOwnServer({ TRUST_PROXY: "loopback" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  const cookieNotice = (headers: Record<string, string>) =>
    raw(`${server.url}/cookie-notice`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "Mozilla/5.0", ...headers },
      body: "returnTo=%2F",
    });

  test("plain HTTP in production: no HSTS, no upgrade-insecure-requests, cookies without Secure", async () => {
    for (const path of ["/", "/faq", "/favicon.svg"]) {
      const response = await raw(`${server.url}${path}`, { headers: { "User-Agent": "Mozilla/5.0" } });
      expect(response.headers["strict-transport-security"], path).toBeUndefined();
      expect(response.headers["content-security-policy"], path).not.toContain("upgrade-insecure-requests");
    }
    const posted = await cookieNotice({});
    expect(posted.status).toBe(303);
    const cookies = [posted.headers["set-cookie"] ?? []].flat();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  test("HTTPS by a trusted proxy's X-Forwarded-Proto: HSTS, upgrade-insecure-requests, Secure cookies", async () => {
    for (const path of ["/", "/faq", "/favicon.svg"]) {
      const response = await raw(`${server.url}${path}`, { headers: { "User-Agent": "Mozilla/5.0", "X-Forwarded-Proto": "https" } });
      expect(response.headers["strict-transport-security"], path).toContain("max-age=");
      expect(response.headers["content-security-policy"], path).toContain("upgrade-insecure-requests");
    }
    const posted = await cookieNotice({ "X-Forwarded-Proto": "https", Origin: server.url.replace("http:", "https:") });
    expect(posted.status).toBe(303);
    const cookies = [posted.headers["set-cookie"] ?? []].flat();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
  });
});
