import Database from "better-sqlite3";
import { expect, test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./forms-helpers";

/*
 * First visits (docs/decisions/035-first-visits-from-the-cache.md): a browser without cookies
 * is answered from the HTML cache and given no id and no visitor row; the id comes with its
 * second request, or with its first post, and nothing it does is lost.
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only");

const BROWSER = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

let storefront: OwnServer;

test.beforeAll(async () => {
  storefront = await startOwnServer({});
});

test.afterAll(async () => {
  await storefront?.stop();
});

function visitorRows(): number {
  const db = new Database(storefront.dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT count(*) FROM visitors").pluck().get() as number;
  } finally {
    db.close();
  }
}

function cookiesOf(response: Response, previous = ""): string {
  const jar = new Map(previous.split("; ").filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf("=")), pair]));
  for (const set of response.headers.getSetCookie()) jar.set(set.slice(0, set.indexOf("=")), set.split(";")[0]!);
  return [...jar.values()].join("; ");
}

const get = (path: string, cookie?: string) =>
  fetch(`${storefront.url}${path}`, { headers: { "User-Agent": BROWSER, "Accept-Encoding": "br", ...(cookie ? { Cookie: cookie } : {}) } });

test("a thousand cookieless page views add no visitor row; a browser that comes again adds one", async () => {
  test.slow();
  const catalog = await (await get("/catalog")).text();
  const car = /href="(\/cars\/[^"]+)"/.exec(catalog)![1]!;
  const paths = ["/", "/catalog", car, "/company/news"];
  const before = visitorRows();

  let hits = 0;
  const views = 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < views) {
        const path = paths[next++ % paths.length]!;
        const response = await get(path);
        expect(response.status, path).toBe(200);
        // The mark of the visit, and no id: no shared cache may keep an answer that sets a cookie.
        expect(response.headers.getSetCookie().map((c) => c.slice(0, c.indexOf("=")))).toEqual(["visited"]);
        expect(response.headers.get("Cache-Control")).toMatch(/private/);
        if (response.headers.get("X-Cache") === "HIT") hits++;
        await response.arrayBuffer();
      }
    }),
  );
  expect(visitorRows()).toBe(before);
  // Answered from the HTML cache, all but each page's first render (and those its copy was being made).
  expect(hits).toBeGreaterThan(views * 0.9);

  // The same browser again: it sends the mark and gets its id; its row is written once.
  const marked = cookiesOf(await get("/"));
  const second = await get("/catalog", marked);
  const identified = cookiesOf(second, marked);
  expect(identified).toMatch(/F_USER_ID=[0-9a-f]{32}/);
  expect(visitorRows()).toBe(before + 1);
  await get(car, identified);
  await get("/", identified);
  expect(visitorRows()).toBe(before + 1);
});

test("a first post is kept: a favourite added by a browser with no cookies is on its list", async () => {
  const catalog = await (await get("/catalog")).text();
  const carId = /href="\/cars\/[^"]+\/(\d+)"/.exec(catalog)![1]!;
  const before = visitorRows();
  const added = await fetch(`${storefront.url}/favorites`, {
    method: "POST",
    redirect: "manual",
    headers: { "User-Agent": BROWSER, Origin: storefront.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "add", id: carId, returnTo: "/favorites" }),
  });
  expect(added.status).toBe(303);
  const cookie = cookiesOf(added);
  expect(cookie).toMatch(/F_USER_ID=/);
  expect(visitorRows()).toBe(before + 1);
  const favourites = await (await get("/favorites", cookie)).text();
  expect(favourites).toContain(`/${carId}"`);
});
