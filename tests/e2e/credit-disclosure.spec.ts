import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { cardLinks } from "./catalog-helpers";
import { expect, isNoJs, test } from "./fixtures";
import { DB_PATH, openPage } from "./forms-helpers";

/*
 * The credit disclosure (38-ФЗ ст. 28, docs/product.md «Правовые требования», ADR 066): on
 * every page that shows a monthly payment or a rate, each one is inside the one disclosure,
 * whose range of «полная стоимость кредита» comes before it (above, or to its left on the same
 * line) in a font no smaller, and which names the down payment, the term, the bank's full
 * name and licence, and «Не является публичной офертой». Checked in the rendered page.
 */

type Lender = { name: string; license: string };
type Restricted = { name: string; eligibility: string };

/** The reference API's banks, and its programmes that not every buyer may use. */
function creditData(): { lenders: Lender[]; restricted: Restricted[] } {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    const lenders = db.prepare("SELECT name, license FROM credit_banks").all() as Lender[];
    const restricted = db.prepare("SELECT name, COALESCE(eligibility, '') AS eligibility FROM credit_programs WHERE is_state = 1 OR eligibility IS NOT NULL").all() as Restricted[];
    return { lenders, restricted };
  } finally {
    db.close();
  }
}

type Figure = {
  text: string;
  inDisclosure: boolean;
  pskFound: boolean;
  pskBefore: boolean;
  pskSize: number;
  figureSize: number;
  /** The disclosure's text, with its programme's conditions when a card links them (its footnote). */
  disclosure: string;
  /** Whether the disclosure is a card's compact one, which links its programme's conditions on the page. */
  footnote: boolean;
};

/**
 * Every text on the page that is a monthly payment or a rate («… ₽/мес», «Ежемесячный платёж
 * …», «ставка 19,9 %»), wherever it is (an option of a select included), with what its
 * disclosure says and where its ПСК is drawn.
 */
async function creditFigures(page: Page): Promise<Figure[]> {
  return page.evaluate(() => {
    // A payment, or a rate with its figure («ставка 19,9 %», not a review's «ставка вышла ниже»
    // nor «доставка»).
    const FIGURE = /₽\s*\/\s*мес|ежемесячн\S* плат[её]ж\S*\s*:?\s*\d|(?<![а-яё])ставк\S*\s+(от\s+)?\d[\d,.]*\s?%/i;
    const PSK = /^\s*полная стоимость кредита/i;
    const figures: Figure[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template, noscript") || !FIGURE.test(node.textContent ?? "")) continue;
      const disclosure = parent.closest(".credit-disclosure");
      // A card's compact disclosure names the ПСК, the payment and the bank, and links the rest:
      // its programme's conditions once for the whole list (ADR 077).
      const link = disclosure?.querySelector<HTMLAnchorElement>('a[href^="#"]');
      const note = link ? document.getElementById(decodeURIComponent(link.hash.slice(1))) : null;
      const psk = disclosure ? [...disclosure.querySelectorAll("*")].find((el) => PSK.test(el.textContent ?? "")) : undefined;
      const range = document.createRange();
      range.selectNodeContents(node);
      const figureBox = range.getClientRects()[0] ?? parent.getBoundingClientRect();
      let pskBefore = false;
      if (psk) {
        const boxes = psk.getClientRects();
        const last = boxes[boxes.length - 1];
        if (last && last.width > 0 && figureBox.width > 0) {
          const above = last.bottom <= figureBox.top + 1;
          const leftOnTheLine = last.right <= figureBox.left + 1 && last.top < figureBox.bottom && last.bottom > figureBox.top;
          pskBefore = above || leftOnTheLine;
        }
      }
      figures.push({
        text: (node.textContent ?? "").trim(),
        inDisclosure: !!disclosure,
        pskFound: !!psk,
        pskBefore,
        pskSize: psk ? parseFloat(getComputedStyle(psk).fontSize) : 0,
        figureSize: parseFloat(getComputedStyle(parent).fontSize),
        disclosure: `${disclosure?.textContent ?? ""} ${note?.textContent ?? ""}`.replace(/\s+/g, " "),
        footnote: !!note,
      });
    }
    return figures;
  });
}

/**
 * Checks every credit figure of the page; `expected` says how many at least there are, and
 * `compact` how many of them are cards' compact disclosures with their conditions in a footnote.
 */
async function expectDisclosed(page: Page, where: string, expected = 1, compact = 0) {
  const { lenders, restricted } = creditData();
  const figures = await creditFigures(page);
  expect(figures.length, `${where}: credit figures shown`).toBeGreaterThanOrEqual(expected);
  expect(figures.filter((figure) => figure.footnote).length, `${where}: compact disclosures with their footnote`).toBeGreaterThanOrEqual(compact);
  for (const figure of figures) {
    const what = `${where}: «${figure.text}»`;
    expect(figure.inDisclosure, `${what} is inside the disclosure`).toBe(true);
    expect(figure.pskFound, `${what}: «полная стоимость кредита» in its disclosure`).toBe(true);
    expect(figure.pskBefore, `${what}: the ПСК above it or to its left`).toBe(true);
    expect(figure.pskSize, `${what}: the ПСК's font is no smaller`).toBeGreaterThanOrEqual(figure.figureSize);
    const text = figure.disclosure;
    expect(text, `${what}: the ПСК range`).toMatch(/полная стоимость кредита (от [\d,]+\s%\sдо [\d,]+\s%|[\d,]+\s%)\sгодовых/i);
    expect(text, `${what}: the down payment`).toMatch(/первоначальный взнос [\d\s]+(%|₽)/);
    expect(text, `${what}: the term`).toMatch(/срок \d+\sмес/);
    expect(
      lenders.some((bank) => text.includes(bank.name) && text.toLowerCase().includes(bank.license.toLowerCase())),
      `${what}: the bank's full name and licence`,
    ).toBe(true);
    expect(text, `${what}: the note`).toContain("Не является публичной офертой");
    for (const programme of restricted) {
      if (text.includes(`«${programme.name}»`)) expect(text, `${what}: who may use «${programme.name}»`).toContain(programme.eligibility);
    }
  }
}

/**
 * A list's card shows the ПСК, the payment and the bank's full name, and links its programme's
 * conditions, printed once for the list after the cards (issue 41 allows a link only while the
 * card names the bank and the ПСК). Every card's bank is its footnote's, and a footnote is
 * printed once.
 */
async function expectCompactCards(page: Page, where: string) {
  const cards = await page.locator(".car-grid .car-card .credit-disclosure").evaluateAll((nodes) =>
    nodes.map((node) => {
      const link = node.querySelector<HTMLAnchorElement>('a[href^="#"]');
      const note = link ? document.getElementById(decodeURIComponent(link.hash.slice(1))) : null;
      return { text: node.textContent ?? "", note: note?.textContent ?? null, noteInCard: !!note?.closest(".car-card"), link: link?.textContent ?? "" };
    }),
  );
  expect(cards.length, `${where}: cards with a credit line`).toBeGreaterThan(0);
  for (const card of cards) {
    expect(card.note, `${where}: «${card.text}» links its conditions`).not.toBeNull();
    expect(card.noteInCard, `${where}: the conditions are after the cards, not in one`).toBe(false);
    expect(card.link, `${where}: the link says where it leads`).toBe("Условия кредита");
    const bank = /Кредитор — (.+?)\./.exec(card.text)?.[1];
    expect(bank, `${where}: «${card.text}» names the bank`).toBeTruthy();
    expect(card.note, `${where}: the footnote is the card's bank's`).toContain(`Кредитор — ${bank}, `);
    expect(card.text, `${where}: the card leaves the conditions to its footnote`).not.toMatch(/первоначальный взнос/);
  }
  const notes = await page.locator(".credit-notes .credit-disclosure").allTextContents();
  expect(new Set(notes).size, `${where}: each programme's conditions once`).toBe(notes.length);
}

test("every monthly payment and rate comes with the whole disclosure, its ПСК first and no smaller", async ({ page }, testInfo) => {
  test.slow();
  const noJs = isNoJs(testInfo);

  await page.goto("/catalog");
  await expectDisclosed(page, "catalogue", 24, 24);
  await expectCompactCards(page, "catalogue");
  const [first, second] = await cardLinks(page);

  await page.goto("/cars/toyota");
  await expectDisclosed(page, "brand page", 1, 1);
  await expectCompactCards(page, "brand page");

  await page.goto("/");
  await expectDisclosed(page, "home");

  await openPage(page, first!, noJs);
  await expectDisclosed(page, "car page", 2);

  for (const href of [first!, second!]) {
    const id = href.split("/").pop()!;
    expect((await page.request.post("/comparison", { form: { intent: "add", id }, maxRedirects: 0 })).status()).toBe(303);
  }
  await page.goto("/comparison");
  await expectDisclosed(page, "comparison", 2);

  expect((await page.request.post("/cart/items", { form: { intent: "add", id: first!.split("/").pop()! }, maxRedirects: 0 })).status()).toBe(303);
  await page.goto("/cart");
  await expectDisclosed(page, "cart");

  await openPage(page, "/credit", noJs);
  await expectDisclosed(page, "/credit");
});

test("on a phone the disclosure keeps its order: the ПСК above the payment", async ({ page }) => {
  await page.setViewportSize({ width: 340, height: 800 });
  await page.goto("/catalog");
  await expectDisclosed(page, "catalogue at 340 px", 24, 24);
  const [first] = await cardLinks(page);
  await page.goto(first!);
  await expectDisclosed(page, "car page at 340 px", 2);
});

test("the headline payment comes from a programme any buyer may use; a state programme is named with who may use it", async ({ page }) => {
  const { restricted } = creditData();
  expect(restricted.length, "the seed has programmes with eligibility rules").toBeGreaterThan(0);
  for (const programme of restricted) expect(programme.eligibility, `who may use «${programme.name}»`).not.toBe("");
  // New cars up to 5 M ₽ are where «Семейный автомобиль» lends: the cheapest first.
  await page.goto("/catalog?condition=new&sort=price_asc");
  const cards = page.locator(".car-grid .car-card .credit-disclosure");
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) {
    for (const programme of restricted) expect(text, "a card's headline programme").not.toContain(`«${programme.name}»`);
  }
  await page.goto("/credit");
  const options = await page.locator("#credit").getByLabel("Программа").locator("option").allTextContents();
  for (const programme of restricted) {
    const option = options.find((o) => o.includes(programme.name));
    if (option) expect(option, `the calculator's «${programme.name}»`).toContain(programme.eligibility);
  }
});
