import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { freePort, openPage, startOwnServer, uniqueEmail, uniquePhone, type OwnServer } from "./forms-helpers";

// The dealer API failing only where leads are stored: the reference API behind a proxy that
// answers the form endpoints itself — a 503 (the API is down), or, for an address containing
// "rejected", the API's own validation error. Pages still render, so what the visitor sees of
// the failure can be checked: never a 500, the typed values kept.
test.describe.configure({ mode: "serial" });

const UNAVAILABLE = "Не удалось отправить заявку. Попробуйте позже или позвоните нам.";
const API_MESSAGE = "Этот адрес не принимает рассылку";

let api: ChildProcess;
let proxy: Server;
let storefront: OwnServer;
let dir: string;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  dir = mkdtempSync(join(tmpdir(), "forms-failure-"));
  const apiPort = await freePort();
  api = spawn(join("node_modules", ".bin", "tsx"), ["dealer-api/main.ts"], {
    env: { ...process.env, DEALER_API_PORT: String(apiPort), DEALER_API_DB: join(dir, "dealer.sqlite"), DEALER_API_SEED_CARS: "20" },
    stdio: "ignore",
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${apiPort}/api/rrt/main/Location/getLocationList`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  proxy = createServer((req, res) => {
    if (!req.url?.startsWith("/api/rrt/form/")) {
      const upstream = httpRequest({ host: "127.0.0.1", port: apiPort, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(upstream);
      return;
    }
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      if (body.includes("rejected")) {
        res.writeHead(400, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            status: "error",
            data: { arMessages: null, arErrors: [{ code: "VALIDATION", message: API_MESSAGE, field: "EMAIL" }] },
            errors: [],
          }),
        );
      } else {
        res.writeHead(503, { "content-type": "text/html" });
        res.end("<h1>503 Service Temporarily Unavailable</h1>");
      }
    });
  });
  proxy.listen(0, "127.0.0.1");
  await once(proxy, "listening");
  const { port } = proxy.address() as { port: number };
  storefront = await startOwnServer({ DEALER_API_URL: `http://127.0.0.1:${port}` });
});

test.afterAll(async () => {
  await storefront?.stop();
  proxy?.close();
  if (api && api.exitCode === null) {
    api.kill("SIGTERM");
    await once(api, "exit");
  }
  rmSync(dir, { recursive: true, force: true });
});

test("newsletter with the dealer API down: a Russian message and 503, the address kept", async ({ page }, testInfo) => {
  const address = uniqueEmail();
  await openPage(page, `${storefront.url}/`, isNoJs(test.info()));
  const form = page.getByRole("region", { name: "Подпишитесь на новости" });
  await form.getByLabel("Email").fill(address);
  await form.getByRole("checkbox").check();
  const response = page.waitForResponse((r) => r.request().method() === "POST");
  await form.getByRole("button", { name: "Подписаться" }).click();
  expect((await response).status()).toBe(503);
  const where = isNoJs(testInfo) ? page.locator("main") : form;
  await expect(where.getByRole("alert")).toHaveText(UNAVAILABLE);
  await expect(where.getByLabel("Email")).toHaveValue(address);
  await expect(where.getByLabel("Email")).toBeEnabled();
  await expectAccessible(page);
});

test("newsletter refused by the dealer API: its message next to the field, 400", async ({ page }, testInfo) => {
  const address = `rejected-${uniqueEmail()}`;
  await openPage(page, `${storefront.url}/`, isNoJs(test.info()));
  const form = page.getByRole("region", { name: "Подпишитесь на новости" });
  await form.getByLabel("Email").fill(address);
  await form.getByRole("checkbox").check();
  const response = page.waitForResponse((r) => r.request().method() === "POST");
  await form.getByRole("button", { name: "Подписаться" }).click();
  expect((await response).status()).toBe(400);
  const where = isNoJs(testInfo) ? page.locator("main") : form;
  await expect(where.getByLabel("Email")).toHaveAccessibleDescription(API_MESSAGE);
  await expect(where.getByLabel("Email")).toHaveValue(address);
});

test("call-back with the dealer API down: a Russian message and 503, the values kept", async ({ page }) => {
  const phone = uniquePhone();
  await openPage(page, `${storefront.url}/`, isNoJs(test.info()));
  const form = page.getByRole("region", { name: "Остались вопросы?" });
  await form.getByLabel("Имя").fill("Мария");
  await form.getByLabel("Телефон").fill(phone.typed);
  await form.getByRole("checkbox").check();
  const response = page.waitForResponse((r) => r.request().method() === "POST");
  await form.getByRole("button", { name: "Перезвоните мне" }).click();
  expect((await response).status()).toBe(503);
  await expect(form.getByRole("alert")).toHaveText(UNAVAILABLE);
  await expect(form.getByLabel("Имя")).toHaveValue("Мария");
  await expect(form.getByRole("checkbox")).toBeChecked();
});

test("consultation with the dealer API down: swallowed (docs/product.md §4.7), no success, the values kept", async ({ page }, testInfo) => {
  const phone = uniquePhone();
  await openPage(page, `${storefront.url}/consultation?back=%2F`, isNoJs(testInfo));
  const form = page.locator("form#consultation-page");
  await form.getByLabel("Имя").fill("Мария");
  await form.getByLabel("Телефон").fill(phone.typed);
  await form.getByRole("checkbox").check();
  const response = page.waitForResponse((r) => r.request().method() === "POST");
  // What is checked below is an absence: first wait until the answer is on the screen.
  const answered = isNoJs(testInfo) ? page.waitForEvent("load") : undefined;
  await form.getByRole("button", { name: "Отправить" }).click();
  expect((await response).status()).toBe(503);
  // Without JS the page of the answer has loaded; with it the button is enabled again once
  // the fetcher is done with the answer, in the render that would show a success.
  if (answered) await answered;
  else await expect(form.getByRole("button", { name: "Отправить" })).toBeEnabled();
  await expect(page.getByRole("status").filter({ hasText: "Cпасибо" })).toHaveCount(0);
  await expect(page.getByRole("dialog", { name: "Cпасибо, Ваша заявка успешно отправлена!" })).toBeHidden();
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  await expect(form.getByLabel("Имя")).toHaveValue("Мария");
  await expectAccessible(page);
});
