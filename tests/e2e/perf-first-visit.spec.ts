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
        // A car page also remembers the car landed on until there is an id to record it (ADR 065).
        const landing = path === car ? ["landed"] : [];
        expect(response.headers.getSetCookie().map((c) => c.slice(0, c.indexOf("=")))).toEqual(["visited", ...landing]);
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

/** A list post as the page's JavaScript sends it (a fetcher): its answer is the reply, not a redirect. */
const listPost = (list: "favorites" | "comparison", carId: string, cookie: string) =>
  fetch(`${storefront.url}/${list}`, {
    method: "POST",
    redirect: "manual",
    headers: { "User-Agent": BROWSER, Origin: storefront.url, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ add: carId, _js: "1" }),
  });

type Car = { path: string; id: string };

/** Whether the car page says the car is in the favourites and in the comparison. */
async function carButtons(carPath: string, cookie: string) {
  const html = await (await get(carPath, cookie)).text();
  return { favourite: html.includes(">В избранном<"), compared: html.includes(">В сравнении<") };
}

/** The first three distinct cars the catalogue links to. */
async function catalogCars(): Promise<[Car, Car, Car]> {
  const catalog = await (await get("/catalog")).text();
  const cars = [...catalog.matchAll(/href="(\/cars\/[^"]+\/(\d+))"/g)].map((m) => ({ path: m[1]!, id: m[2]! }));
  return [...new Map(cars.map((car) => [car.id, car])).values()].slice(0, 3) as [Car, Car, Car];
}

test("posts that race each other after a first visit are one visitor's: both cars are kept", async () => {
  // docs/decisions/054-one-id-for-a-browsers-concurrent-requests.md: a card's two buttons
  // clicked at once, before the browser has an id, each used to be issued an id of its own.
  const [a, b] = await catalogCars();
  const marked = cookiesOf(await get("/"));
  const before = visitorRows();
  const answers = await Promise.all([
    listPost("favorites", a.id, marked),
    listPost("comparison", a.id, marked),
    listPost("favorites", b.id, marked),
    listPost("comparison", b.id, marked),
  ]);
  const ids = answers.map((answer) => {
    expect(answer.status).toBe(200);
    return /F_USER_ID=([0-9a-f]+)/.exec(answer.headers.getSetCookie().join("\n"))?.[1];
  });
  expect(new Set(ids).size).toBe(1);
  expect(visitorRows()).toBe(before + 1);
  // Whichever answer's cookies the browser kept last, its lists hold all four changes.
  for (const last of answers) {
    const cookie = cookiesOf(last, marked);
    expect(await carButtons(a.path, cookie)).toEqual({ favourite: true, compared: true });
    expect(await carButtons(b.path, cookie)).toEqual({ favourite: true, compared: true });
  }
});

test("a page answered after a list change it raced does not bring back the lists from before it", async () => {
  const [a, b, c] = await catalogCars();
  // A returning visitor whose session knows its lists (one favourite).
  let cookie = cookiesOf(await get("/"));
  cookie = cookiesOf(await listPost("favorites", a.id, cookie), cookie);
  cookie = cookiesOf(await get(b.path, cookie), cookie);
  expect(await carButtons(a.path, cookie)).toEqual({ favourite: true, compared: false });
  // A car page sent before the comparison's post was answered, its answer arriving after the
  // post's: the session cookie kept is the page's, written from what the session knew before.
  const [page, post] = await Promise.all([get(c.path, cookie), listPost("comparison", a.id, cookie)]);
  expect(post.status).toBe(200);
  await page.arrayBuffer();
  // The page writes what it knew of the visitor's lists (a car viewed for the first time).
  expect(page.headers.getSetCookie().some((set) => set.startsWith("__visitor="))).toBe(true);
  const kept = cookiesOf(page, cookiesOf(post, cookie));
  expect(await carButtons(a.path, kept)).toEqual({ favourite: true, compared: true });
});

test("a page answered after a cart post it raced does not take the car out of the cart", async () => {
  // docs/decisions/055-the-visitor-snapshot-in-a-cookie-of-its-own.md: the page writes what it
  // knew of the visitor (a car viewed) into a cookie of its own, not over the post's session.
  const [a, b, c] = await catalogCars();
  let cookie = cookiesOf(await get("/"));
  cookie = cookiesOf(await get(a.path, cookie), cookie);
  cookie = cookiesOf(await get(b.path, cookie), cookie);
  const cartPost = fetch(`${storefront.url}/cart/items`, {
    method: "POST",
    redirect: "manual",
    headers: { "User-Agent": BROWSER, Origin: storefront.url, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "add", id: a.id, _js: "1" }),
  });
  const [page, post] = await Promise.all([get(c.path, cookie), cartPost]);
  expect(post.status).toBe(200);
  await page.arrayBuffer();
  // The page wrote down the car viewed.
  expect(page.headers.getSetCookie().length).toBeGreaterThan(0);
  const kept = cookiesOf(page, cookiesOf(post, cookie));
  const cart = await (await get("/cart", kept)).text();
  expect(cart.includes(`/${a.id}"`), "the car is in the cart").toBe(true);
});
