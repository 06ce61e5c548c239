import { expect, test } from "vitest";
import { control, css, type Engine, field, hydrated, textOf, until, waitForResponse, waitForText, waitForUrl } from "./engine";
import { carAt, codeFromOutbox, reservationsOf, type StockCar, testDrivesOf, theOneLead, uniquePhone } from "./store";

/**
 * The main journeys of the site, walked by a visitor in any engine (tests/engines/*.test.ts):
 * each ends on an outcome the visitor sees (an address, a text, a counter) and, for a post,
 * on what the reference API stored. Written once; each engine file runs them in order, in
 * one browser, so the city, the lists and the cart carry over as they would for a visitor.
 */

/** The lead forms' success title (its first letter is a Latin C in the product's text). */
export const LEAD_SUCCESS = "Cпасибо, Ваша заявка успешно отправлена!";
export const CONSULTATION_SUCCESS = "Наш менеджер проконсультирует вас по модельному ряду";

/** The phone typed the way the field takes it: with JS the mask adds +7, without it the server reads +7 too. */
const typedPhone = (phone: string, javaScript: boolean) => (javaScript ? phone : `+7${phone}`);

/**
 * The page is styled over plain HTTP: its stylesheets came over http:// (no
 * upgrade-insecure-requests sending them to an https:// that is not there) and are applied
 * (the header's top row is a flex row on a coloured band; unstyled it is a block on nothing).
 */
export async function expectStyled(engine: Engine) {
  const styled = await engine.run<{ protocol: string; sheets: string[]; display: string; band: string }>(`() => {
    const row = document.querySelector(".header-top__inner");
    const band = document.querySelector(".header-top");
    return {
      protocol: location.protocol,
      // A sheet sent elsewhere (https://, another origin) has rules the page may not read.
      sheets: [...document.styleSheets].filter((s) => s.href).map((s) => {
        try {
          return s.href.split("/")[0] + " " + s.cssRules.length;
        } catch {
          return s.href + " unreadable";
        }
      }),
      display: row ? getComputedStyle(row).display : "no header",
      band: band ? getComputedStyle(band).backgroundColor : "no header",
    };
  }`);
  expect(styled.protocol).toBe("http:");
  expect(styled.sheets.length).toBeGreaterThan(0);
  for (const sheet of styled.sheets) expect(sheet).toMatch(/^http: [1-9]\d*$/);
  expect(styled.display).toBe("flex");
  expect(styled.band).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
}

export async function home(engine: Engine) {
  await engine.goto("/");
  await waitForText(engine, "h1", "Автомобили в наличии");
  expect(await engine.run<string>("() => document.title")).toBe("Главная - Меридиан Авто");
  await expectStyled(engine);
}

/** Another city from the header's menu: its name and phone in the header, kept by the cookie after a reload. */
export async function city(engine: Engine) {
  await engine.goto("/faq");
  const phoneBefore = await textOf(engine, ".header-top .header-phone");
  // The scripted menu comes after hydration (docs/decisions/057-hydrated-parts-in-a-transition.md):
  // until then the plain form's post navigates, and this journey is the scripted one's.
  await until(
    `${engine.name}: the scripted city menu`,
    () => engine.run<boolean>(`() => document.querySelector(".header-top button.city-menu__button[aria-expanded]") !== null`),
    (ready) => ready,
  );
  await engine.click(control(/^Ваш город:/));
  await engine.click(control("Казань", ".city-menu"));
  await waitForText(engine, ".city-menu__name", "Казань");
  // With JS the name changes while the save is on its way: the reload below needs it done.
  await waitForResponse(engine, /^\/city(\.data)?$/);
  const phoneAfter = await until(
    `${engine.name}: the header phone follows the city`,
    () => textOf(engine, ".header-top .header-phone"),
    (phone) => phone !== "" && phone !== phoneBefore,
  );
  expect(await engine.url()).toMatch(/\/faq$/);
  await engine.goto("/faq");
  await waitForText(engine, ".city-menu__name", "Казань");
  expect(await textOf(engine, ".header-top .header-phone")).toBe(phoneAfter);
}

const cardTitles = (engine: Engine) => textOf(engine, ".car-grid .car-card :is(h2, h3) > a");
const cardPrices = async (engine: Engine) =>
  (await textOf(engine, ".car-grid .car-card .price:not(.price--old)")).split("\n").map((p) => Number(p.replace(/\D/g, "")));

/**
 * A brand from the filters, then the cheapest first: the list follows each change by itself. A
 * brand alone is the brand's own page (ADR 046's addendum), so the first choice lands there.
 */
export async function catalogue(engine: Engine) {
  await engine.goto("/catalog");
  await engine.choose(field("Марка", "#catalog-filters"), "Toyota");
  await waitForUrl(engine, /\/cars\/toyota(\?|$)/);
  const titles = await until(`${engine.name}: only Toyotas listed`, () => cardTitles(engine), (t) => t !== "" && t.split("\n").every((n) => n.startsWith("Toyota ")));
  expect(titles.split("\n").length).toBeGreaterThan(1);

  await engine.choose(field("Сортировка"), "Сначала дешевле");
  await waitForUrl(engine, /[?&]sort=price_asc(&|$)/);
  expect(await engine.url()).toMatch(/\/cars\/toyota\?/);
  const prices = await until(
    `${engine.name}: Toyotas, the cheapest first`,
    () => cardPrices(engine),
    (p) => p.length > 1 && p.every((price, i) => i === 0 || p[i - 1]! <= price),
  );
  expect(prices.every((p) => p > 0)).toBe(true);
  expect((await cardTitles(engine)).split("\n").every((n) => n.startsWith("Toyota "))).toBe(true);
}

/** The cheapest Toyota's card title leads to its car page; returns the page's address and the car's name. */
export type Car = {
  path: string;
  /** The card's title: the model, as the lists name it. */
  model: string;
  /** The car page's heading: the model and what tells it from the others (the cart's name). */
  name: string;
};

export async function carPage(engine: Engine): Promise<Car> {
  await engine.goto("/catalog?brand=toyota&sort=price_asc");
  const first = (await cardTitles(engine)).split("\n")[0]!;
  await engine.click(control(first, ".car-grid"));
  const url = await waitForUrl(engine, /\/cars\/toyota\/[\w-]+\/\d+$/);
  const heading = await waitForText(engine, "h1", first);
  expect(await engine.run<string>("() => document.title")).toMatch(/^Toyota /);
  await waitForText(engine, ".car-price", "₽");
  return { path: new URL(url).pathname, model: first, name: heading };
}

/** The car page's two list toggles: the header's counters and the two lists hold the car. */
export async function favouritesAndComparison(engine: Engine, car: Car) {
  await engine.goto(car.path);
  await engine.click(control("Добавить в избранное", "main"));
  await waitForText(engine, ".header-actions", "Избранное, 1");
  await waitForText(engine, "main", "В избранном");
  await engine.click(control("Добавить к сравнению", "main"));
  await waitForText(engine, ".header-actions", "Сравнение, 1");

  await engine.click(control(/^Избранное, 1/, ".header-actions"));
  await waitForUrl(engine, /\/favorites$/);
  await waitForText(engine, "main", car.model);
  await engine.click(control(/^Сравнение, 1/, ".header-actions"));
  await waitForUrl(engine, /\/comparison$/);
  await waitForText(engine, "main", car.model);
}

/** The car into the cart, ordered from the cart page: the success, one order stored, the cart empty. */
export async function cartOrder(engine: Engine, db: string, car: Car) {
  await engine.goto(car.path);
  await engine.click(control("В корзину", "main"));
  await waitForText(engine, ".header-actions", "Корзина, 1");
  await engine.click(control(/^Корзина, 1/, ".header-actions"));
  await waitForUrl(engine, /\/cart$/);
  await waitForText(engine, ".cart-item h3", car.name);

  const phone = uniquePhone();
  await engine.type(field("Имя", "#order-form"), "Анна");
  await engine.type(field("Телефон", "#order-form"), phone);
  await engine.click(css("#order-form input[type=checkbox]"));
  await engine.click(control("Заказать автомобиль", "#order-form"));
  await waitForText(engine, "dialog[open]", LEAD_SUCCESS);
  const lead = await theOneLead(db, "OrderForm", `+7${phone}`);
  expect(lead.NAME).toBe("Анна");
  expect(`${lead.URL}`).toMatch(/\/cart$/);
  await waitForText(engine, ".header-actions", "Корзина, 0");
}

/**
 * The consultation from the home page: with JS the dialog and its success dialog, without it
 * the /consultation page and the success text where the post lands.
 */
export async function consultation(engine: Engine, db: string, { javaScript }: { javaScript: boolean }) {
  await engine.goto("/");
  await engine.click(control("Получить консультацию", "main"));
  const form = javaScript ? "dialog[open]" : "form#consultation-page";
  if (!javaScript) await waitForUrl(engine, /\/consultation(\?back=%2F)?(#[\w-]+)?$/);
  const phone = uniquePhone();
  await engine.type(field("Имя", form), "Мария");
  await engine.type(field("Телефон", form), typedPhone(phone, javaScript));
  await engine.type(field("Комментарий", form), "Интересует кроссовер");
  await engine.click(css(`${form} input[type=checkbox]`));
  await engine.click(control("Отправить", form));
  if (javaScript) {
    await waitForText(engine, "dialog[open]", LEAD_SUCCESS);
    await waitForText(engine, "dialog[open]", CONSULTATION_SUCCESS);
  } else {
    await waitForUrl(engine, /\/consultation(\?back=%2F)?(#[\w-]+)?$/);
    await waitForText(engine, "[role=status]", LEAD_SUCCESS);
    await waitForText(engine, "[role=status]", CONSULTATION_SUCCESS);
  }
  const lead = await theOneLead(db, "GetConsultationForm", `+7${phone}`);
  expect(lead).toMatchObject({ NAME: "Мария", COMMENT: "Интересует кроссовер" });
}

/** Sign-in by an SMS code: a personal page asks for it and is reached after it. */
export async function signIn(engine: Engine, db: string) {
  await engine.goto("/personal/orders");
  await waitForUrl(engine, /\/personal\?back=%2Fpersonal%2Forders$/);
  await waitForText(engine, "h1", "Вход в личный кабинет");
  const phone = uniquePhone();
  await engine.type(field("Телефон", "main"), phone);
  await engine.click(control("Получить код", "main"));
  const code = await codeFromOutbox(db, phone);
  await engine.type(field("Код из СМС", "main"), code);
  await engine.click(control("Войти", "main"));
  await waitForUrl(engine, /\/personal\/orders$/);
  await waitForText(engine, "h1", "Мои заказы");
  await engine.goto("/personal");
  await waitForUrl(engine, /\/personal\/rating$/);
  await waitForText(engine, "h1", "Профиль");
}

/** A string as a regular expression that matches it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Ticks each consent box of the form, each its own (ADR 067), as a visitor clicks them. */
async function tickConsents(engine: Engine, form: string) {
  const boxes = `${form} input.lead-form__checkbox`;
  const count = (unticked: boolean) => engine.run<number>(`(boxes) => document.querySelectorAll(boxes).length`, unticked ? `${boxes}:not(:checked)` : boxes);
  const all = await count(false);
  expect(all).toBeGreaterThan(0);
  for (let i = 0; i < all; i++) await engine.click(css(`${boxes}:not(:checked)`));
  expect(await count(true)).toBe(0);
}

/** The credit application's success, as a dialog with JS and a status without (app/components/credit/CreditApplication.tsx). */
export const CREDIT_SUCCESS = "Заявка на кредит отправлена";

/** From the car page's «Кредит»: name, phone, both consents; the success and one lead with the car. */
export async function creditApplication(engine: Engine, db: string, car: StockCar) {
  await engine.goto(car.path);
  const form = ".credit-apply__form";
  // With JS the calculator is a chunk of its own, its HTML kept in place until it hydrates
  // (ADR 040): a form filled before would be the plain post, not the scripted one.
  if (engine.javaScript) {
    await until(
      `${engine.name}: the credit application hydrates`,
      () => engine.run<boolean>(`(form) => document.querySelector(form + ' input[name="_js"]') !== null`, form),
      (ready) => ready,
    );
  }
  const phone = uniquePhone();
  await engine.type(field("Имя", form), "Кира");
  await engine.type(field("Телефон", form), typedPhone(phone, engine.javaScript));
  await tickConsents(engine, form);
  await engine.click(control("Отправить заявку на кредит", form));
  if (engine.javaScript) {
    await waitForText(engine, "dialog[open]", CREDIT_SUCCESS);
  } else {
    // The post lands on the car's calculation at /credit, the answer in view.
    await waitForUrl(engine, new RegExp(`/credit\\?car=${car.id}&[^#]*(#credit-application)?$`));
    await waitForText(engine, "#credit-application [role=status]", CREDIT_SUCCESS);
  }
  const lead = await theOneLead(db, "CreditApplicationForm", `+7${phone}`);
  expect(lead).toMatchObject({ NAME: "Кира", CAR_ID: car.id });
}

/**
 * From the car page's «Купить онлайн» to its test drive: another day than the one the page
 * opens on (with JS the times follow the choice, without it «Показать свободное время»), its
 * first free time, name, phone, consent; the booking shown and stored once.
 */
export async function testDrive(engine: Engine, db: string, car: StockCar) {
  await engine.goto(car.path);
  await engine.click(control("Записаться на тест-драйв", "#buy-online"));
  await waitForUrl(engine, new RegExp(`${literally(car.path)}/test-drive$`));
  await waitForText(engine, "h1", "Тест-драйв ");
  // «Купить онлайн» is a chunk of its own (ADR 040): clicked before it hydrated, its link is a
  // document's, and the day's select follows a choice only once this page has hydrated.
  if (engine.javaScript) await hydrated(engine);
  const day = await engine.run<{ value: string; text: string } | null>(`() => {
    const select = document.querySelector('form.service-picker select[name="date"]');
    const next = select && [...select.options].slice(select.selectedIndex + 1).find((o) => !o.disabled);
    return next ? { value: next.value, text: next.textContent.replace(/\\s+/g, " ").trim() } : null;
  }`);
  if (!day) throw new Error(`${engine.name}: no bookable day after the first for a test drive of ${car.path}`);
  await engine.choose(field("Дата", "form.service-picker"), day.text);
  if (!engine.javaScript) await engine.click(control("Показать свободное время", "form.service-picker"));
  await waitForUrl(engine, new RegExp(`/test-drive\\?(.*&)?date=${day.value}(&|#|$)`));
  // The booking form is the chosen day's once its hidden date says so.
  const time = await until(
    `${engine.name}: a free time on ${day.value}`,
    () =>
      engine.run<string | null>(
        `(date) => {
          const form = document.querySelector("form.service-form");
          if (form?.querySelector('input[name="DATE"]')?.value !== date) return null;
          return form.querySelector('input[name="TIME"]:not([disabled])')?.value ?? null;
        }`,
        day.value,
      ),
    (free) => free !== null,
  );
  const form = "form.service-form";
  await engine.click(css(`${form} input[name="TIME"][value="${time}"] + label`));
  const phone = uniquePhone();
  await engine.type(field("Имя", form), "Иван");
  await engine.type(field("Телефон", form), typedPhone(phone, engine.javaScript));
  await tickConsents(engine, form);
  await engine.click(control("Записаться на тест-драйв", form));
  await waitForUrl(engine, /\/test-drive\?booked=1(#test-drive)?$/);
  await waitForText(engine, ".service-summary", "Вы записаны на тест-драйв");
  const booked = testDrivesOf(db, car.id).filter((drive) => drive.phone === `+7${phone}`);
  expect(booked).toEqual([{ phone: `+7${phone}`, slot_date: day.value, slot_time: time, status: "booked" }]);
}

/** The reference provider's card that pays at once (dealer-api/modules/payment-provider.ts), and an expiry two years on. */
const TEST_CARD = "5555 5555 5555 4477";
const cardExpiry = () => `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, "0")}`;

/**
 * From the car page's «Купить онлайн» to its reservation: name, phone, the consent and the
 * offer, then the provider's card page (another site's, without a script) paid with the test
 * card, and back on the storefront's reservation page: the car held, the reservation paid.
 */
export async function reservation(engine: Engine, db: string, car: StockCar) {
  await engine.goto(car.path);
  await engine.click(control("Забронировать онлайн", "#buy-online"));
  await waitForUrl(engine, new RegExp(`${literally(car.path)}/reserve$`));
  await waitForText(engine, "h1", "Бронирование ");
  const form = "form.service-form";
  const phone = uniquePhone();
  await engine.type(field("Имя", form), "Пётр");
  await engine.type(field("Телефон", form), typedPhone(phone, engine.javaScript));
  await tickConsents(engine, form);
  await engine.click(control(/^Перейти к оплате/, form));

  await waitForUrl(engine, /\/reference-pay\/checkout\/[\w-]+$/);
  await waitForText(engine, "h1", "Оплата картой");
  await engine.type(field("Номер карты"), TEST_CARD);
  await engine.type(field("Срок действия (ММ/ГГ)"), cardExpiry());
  await engine.type(field("CVC"), "123");
  await engine.click(control(/^Оплатить/));

  await waitForUrl(engine, /\/reservation$/);
  await waitForText(engine, "#reservation-title", /^Автомобиль забронирован: до /);
  expect(reservationsOf(db, car.id)).toEqual([{ phone: `+7${phone}`, status: "paid" }]);
}

/** The deal builder's success, a dialog with JS and a status at its form without (app/components/deal/DealSend.tsx). */
export const DEAL_SUCCESS = "Сделка отправлена менеджеру";

/**
 * From the car page's «Собрать сделку» to a deal sent: cash and collection as the page opens,
 * the first extra the dealer offers ticked in the steps' form (sent by the change with JS, by
 * «Пересчитать» without; the address is the deal), then name, phone and consent; the success
 * and one DealForm lead with the car and the extra.
 */
export async function dealSent(engine: Engine, db: string, car: StockCar) {
  await engine.goto(car.path);
  await engine.click(control(/^Собрать сделку/));
  await waitForUrl(engine, new RegExp(`${literally(car.path)}/deal$`));
  await waitForText(engine, "h1", "Собрать сделку: ");
  // The steps send themselves on a change once the page has hydrated.
  if (engine.javaScript) await hydrated(engine);
  const steps = "form.deal-steps";
  const extra = await engine.run<string | null>(`(steps) => document.querySelector(steps + ' input[name="extra"]')?.value ?? null`, steps);
  if (extra) {
    await engine.click(css(`${steps} input[name="extra"][value="${extra}"]`));
    if (!engine.javaScript) await engine.click(control("Пересчитать", steps));
    await waitForUrl(engine, new RegExp(`/deal\\?(.*&)?extra=${extra}(&|#|$)`));
  }
  const form = "#deal-send";
  // The send form reads the deal from the address it was rendered for: the one with the extra.
  await until(
    `${engine.name}: the send form carries the extra`,
    () => engine.run<string>(`(form) => document.querySelector(form + ' input[name="EXTRAS"]')?.value ?? ""`, form),
    (value) => value === (extra ?? ""),
  );
  const phone = uniquePhone();
  await engine.type(field("Имя", form), "Анна");
  await engine.type(field("Телефон", form), typedPhone(phone, engine.javaScript));
  await tickConsents(engine, form);
  await engine.click(control("Отправить менеджеру", form));
  if (engine.javaScript) {
    await waitForText(engine, "dialog[open]", DEAL_SUCCESS);
  } else {
    await waitForUrl(engine, /\/deal\?[^#]*#deal-send$|\/deal#deal-send$/);
    await waitForText(engine, `${form} [role=status]`, DEAL_SUCCESS);
  }
  const lead = await theOneLead(db, "DealForm", `+7${phone}`);
  expect(lead).toMatchObject({ NAME: "Анна", CAR_ID: car.id });
}

type BuyingJourney = { title: string; run: (engine: Engine, db: string, car: StockCar) => Promise<void> };

/** The journeys that commit to a car (issue 42), each on a car of its own (the next CARS_APART along). */
export const BUYING_JOURNEYS: readonly BuyingJourney[] = [
  { title: "credit application sent", run: creditApplication },
  { title: "test drive booked", run: testDrive },
  { title: "reservation paid on the provider's card page", run: reservation },
  { title: "deal sent", run: dealSent },
];

/**
 * Where each walk's cars start in the stock (by id; the seed has 300), away from the cheapest
 * Toyota the cart holds: the walks run one after another on one database, so a car one walk
 * reserved or booked is never another's.
 */
const WALK_CARS: Record<string, number> = { Firefox: 200, WebKit: 225, "WebKit without JavaScript": 250 };
/** How far apart a walk's journeys take their cars: room for the next free one when a journey is walked again. */
const CARS_APART = 5;

type Walk = (journey: () => Promise<unknown>) => Promise<void>;
const walkOnce: Walk = async (journey) => void (await journey());

/** Registers the buying journeys, with or without JavaScript as the engine is; `walk` as for javaScriptJourneys. */
export function buyingJourneys(engine: () => Engine, db: string, walk: Walk = walkOnce) {
  BUYING_JOURNEYS.forEach(({ title, run }, i) =>
    test(title, () =>
      walk(async () => {
        const visitor = engine();
        const first = WALK_CARS[visitor.name];
        if (first === undefined) throw new Error(`no cars set aside for ${visitor.name}'s walk (WALK_CARS)`);
        await run(visitor, db, carAt(db, first + i * CARS_APART));
      }),
    ),
  );
}

/**
 * The journeys with JavaScript, registered in order as one visitor's tests: the engine comes
 * from the file's own `beforeAll` (hence a getter), the car found on the car page is the one
 * the lists and the cart then hold. Each journey starts from a page it opens and adds what it
 * needs, so `walk` may run one again in a new browser (a new visitor) when the browser died.
 */
export function javaScriptJourneys(engine: () => Engine, db: string, walk: Walk = walkOnce) {
  let car: Car;
  test("home, styled over plain HTTP", () => walk(() => home(engine())));
  test("city choice", () => walk(() => city(engine())));
  test("catalogue filter and sort", () => walk(() => catalogue(engine())));
  test("car page", () =>
    walk(async () => {
      car = await carPage(engine());
    }));
  test("favourites and comparison", () => walk(() => favouritesAndComparison(engine(), car)));
  test("cart order", () => walk(() => cartOrder(engine(), db, car)));
  test("consultation", () => walk(() => consultation(engine(), db, { javaScript: true })));
  // Before the sign-in: a signed-in visitor's lead forms start with the profile's phone.
  buyingJourneys(engine, db, walk);
  test("sign-in", () => walk(() => signIn(engine(), db)));
}
