import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as reserveModule from "~/routes/cars/$brand/$model/$id/reserve";
import { exchange, startTestProcess, type TestProcess } from "~/server/process.testing";

/*
 * The hosts the process answers pages for (ADR 062), over the real process and the real
 * reservation route: a foreign Host is refused before any page is made, and the address a
 * payment provider sends the buyer back to comes from SITE_URL, never from the Host header.
 */
describe("the site's own hosts", () => {
  const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
  const reserveRoute = { path: "cars/:brand/:model/:id/reserve", module: reserveModule };
  let plain: TestProcess;
  let withSiteUrl: TestProcess;
  beforeAll(async () => {
    [plain, withSiteUrl] = await Promise.all([
      startTestProcess({ routes: { "routes/reserve": reserveRoute } }),
      startTestProcess({ env: { SITE_URL: "http://shop.test" }, routes: { "routes/reserve": reserveRoute } }),
    ]);
  });
  afterAll(() => Promise.all([plain.stop(), withSiteUrl.stop()]));

  /** A car the reference API offers for reservation, and the page it is reserved on. */
  async function reservableCar(shop: TestProcess) {
    for (let id = 1; id <= 12; id++) {
      const answer = (await (await fetch(`${shop.dealerApiUrl}/api/rrt/catalog/Catalog/getCar?id=${id}`)).json()) as {
        data: { arMessages: { id: number; brand: { code: string }; model: { code: string } } | null };
      };
      const car = answer.data.arMessages;
      if (car) return { id: car.id, path: `/cars/${car.brand.code}/${car.model.code}/${car.id}/reserve` };
    }
    throw new Error("no car to reserve");
  }

  /** The reservation's post, from a browser that opened the form first and so has its id (ADR 064). */
  async function reserve(shop: TestProcess, car: { id: number; path: string }, host: string, phone: string) {
    const opened = await exchange(shop.port, `GET ${car.path} HTTP/1.1\r\nHost: ${host}\r\nUser-Agent: ${BROWSER}\r\nConnection: close\r\n\r\n`);
    const id = /\r\nSet-Cookie: (F_USER_ID=\w+)/i.exec(opened.answer)?.[1];
    const body = new URLSearchParams({ CAR_ID: String(car.id), KEY: randomUUID(), NAME: "Анна", PHONE: phone, AGREE: "on", OFFER: "on" }).toString();
    const head = [
      `POST ${car.path} HTTP/1.1`,
      `Host: ${host}`,
      `Origin: http://${host}`,
      `User-Agent: ${BROWSER}`,
      `Cookie: ${id ?? "visited=1"}`,
      "Content-Type: application/x-www-form-urlencoded",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Connection: close",
    ].join("\r\n");
    return exchange(shop.port, `${head}\r\n\r\n`, { body: [Buffer.from(body)] });
  }

  it("refuses a page asked for under a foreign Host, in Russian, and sends nobody to that host", async () => {
    const page = await exchange(plain.port, "GET /page HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n");
    expect(page.answer).toMatch(/^HTTP\/1\.1 421 /);
    expect(page.answer).toContain("Неизвестный адрес сайта");
    const car = await reservableCar(plain);
    const posted = await reserve(plain, car, "evil.example", "+79110000001");
    expect(posted.answer).toMatch(/^HTTP\/1\.1 421 /);
    expect(posted.answer).not.toMatch(/\r\nLocation: /i);
  });

  it("still answers its own names, and liveness and readiness under any Host (probes ask by address)", async () => {
    for (const host of [`127.0.0.1:${plain.port}`, `localhost:${plain.port}`, "127.0.0.1"]) {
      const own = await exchange(plain.port, `GET /page HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(own.answer, host).toMatch(/^HTTP\/1\.1 200 /);
    }
    for (const path of ["/healthz", "/readyz"]) {
      const probe = await exchange(plain.port, `GET ${path} HTTP/1.1\r\nHost: 10.1.2.3:3000\r\nConnection: close\r\n\r\n`);
      expect(probe.answer, path).toMatch(/^HTTP\/1\.1 200 /);
    }
  });

  it("sends the buyer to pay with a way back to SITE_URL, whatever Host the post came by", async () => {
    const car = await reservableCar(withSiteUrl);
    const posted = await reserve(withSiteUrl, car, `127.0.0.1:${withSiteUrl.port}`, "+79110000002");
    expect(posted.answer).toMatch(/^HTTP\/1\.1 303 /);
    expect(posted.answer).toMatch(/\r\nLocation: http:\/\/shop\.test\/reference-pay\/checkout\/[\w-]+\r\n/i);
  });
});
