import type { Page } from "@playwright/test";

/**
 * The pages the visual checks visit (no sideways scrolling at 340, 375 and 1280 px). Add a
 * page here when it is built: a path, or a function that finds one (for pages whose address
 * depends on the data). The visitor has three cars in the comparison, one in the
 * favourites and one in the cart by then (`fillVisitorLists`), so the list pages show content.
 */
export type VisualPage = { name: string; path: string | ((page: Page) => Promise<string>) };

export const VISUAL_PAGES: VisualPage[] = [
  { name: "home", path: "/" },
  { name: "catalogue", path: "/catalog" },
  { name: "catalogue, filtered", path: "/catalog?brand=haval&priceFrom=1000000&body=suv&fuel=petrol&page=1" },
  { name: "catalogue, nothing found", path: "/catalog?brand=haval&priceTo=100000" },
  { name: "car", path: firstCarPath },
  { name: "favourites", path: "/favorites" },
  { name: "comparison", path: "/comparison" },
  { name: "cart", path: "/cart" },
  { name: "faq", path: "/faq" },
  { name: "agreement", path: "/agreement" },
  { name: "policy", path: "/policy" },
  { name: "consultation", path: "/consultation" },
  { name: "newsletter", path: "/newsletter" },
  { name: "city", path: "/city" },
  { name: "company", path: "/company" },
  { name: "news", path: "/company/news" },
  { name: "jobs", path: "/company/jobs" },
  { name: "tenders", path: "/company/tenders" },
  { name: "service", path: "/service" },
  { name: "contacts", path: "/company/contacts" },
  { name: "dealer centre", path: firstCentrePath },
  { name: "news item", path: (page) => firstLinkPath(page, "/company/news", /href="(\/company\/news\/[a-z0-9-]+)"/) },
  { name: "vacancy", path: (page) => firstLinkPath(page, "/company/jobs", /href="(\/company\/jobs\/[a-z0-9-]+)"/) },
  { name: "trade-in", path: "/trade-in" },
  { name: "sign-in", path: "/personal" },
  { name: "not found", path: "/no-such-page" },
];

/** The first address on a list page that matches a detail page's pattern. */
async function firstLinkPath(page: Page, listPath: string, pattern: RegExp): Promise<string> {
  const html = await (await page.request.get(listPath)).text();
  const match = pattern.exec(html);
  if (!match) throw new Error(`no detail link on ${listPath}`);
  return match[1];
}

function firstCentrePath(page: Page): Promise<string> {
  return firstLinkPath(page, "/company/contacts", /href="(\/company\/contacts\/[a-z0-9-]+)"/);
}

async function firstCarPath(page: Page): Promise<string> {
  return (await carIds(page))[0].path;
}

/** The first cars of the catalogue: their ids and addresses. */
export async function carIds(page: Page): Promise<Array<{ id: string; path: string }>> {
  const html = await (await page.request.get("/catalog")).text();
  const paths = [...new Set([...html.matchAll(/href="(\/cars\/[^"/]+\/[^"/]+\/(\d+))"/g)].map((m) => m[1]))];
  return paths.map((path) => ({ path, id: path.split("/").at(-1)! }));
}

/** Three cars to compare, one favourite, one in the cart: the lists' pages then have content. */
export async function fillVisitorLists(page: Page) {
  const cars = await carIds(page);
  for (const car of cars.slice(0, 3)) await page.request.post("/comparison", { form: { intent: "add", id: car.id, returnTo: "/" }, maxRedirects: 0 });
  await page.request.post("/favorites", { form: { intent: "add", id: cars[0].id, returnTo: "/" }, maxRedirects: 0 });
  await page.request.post("/cart/items", { form: { intent: "add", id: cars[1].id }, maxRedirects: 0 });
}
