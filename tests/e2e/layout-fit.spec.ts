import type { Locator, Page } from "@playwright/test";
import { expect, isNoJs, test } from "./fixtures";
import { openPage } from "./forms-helpers";
import { signIn } from "./personal-helpers";

// What a visitor sees of the controls at the widths we serve (docs/product.md §3.6): no text cut
// off in a select or a placeholder, every tab of the personal area readable and reachable, brand
// marks in legible type, a disabled select that looks it.

/**
 * How much wider a control's text is than the room the control gives it (≤ 0: it fits): the
 * text measured in the control's own font, the room its content box, less the arrow a select
 * draws itself when the page does not draw it.
 */
async function textOverflow(control: Locator, text: "selected" | "placeholder"): Promise<number> {
  return control.evaluate((el, which) => {
    const field = el as HTMLSelectElement | HTMLInputElement;
    const style = getComputedStyle(field, which === "placeholder" ? "::placeholder" : null);
    const own = getComputedStyle(field);
    const label = which === "placeholder" ? (field as HTMLInputElement).placeholder : (field as HTMLSelectElement).selectedOptions[0]!.text;
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const nativeArrow = field.tagName === "SELECT" && own.appearance !== "none" ? 20 : 0;
    const room = field.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight) - nativeArrow;
    return context.measureText(label).width - room;
  }, text);
}

test("the catalogue's sort shows its whole choice at 340 and 375 px", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 340, height: 800 });
  await openPage(page, "/catalog", isNoJs(testInfo));
  const sort = page.getByLabel("Сортировка");
  for (const width of [340, 375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const code of ["newest", "year_desc", "mileage_asc"]) {
      await sort.evaluate((el, value) => ((el as HTMLSelectElement).value = value), code);
      expect(await textOverflow(sort, "selected"), `${code} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});

test("the filter's placeholders are whole wherever the panel stands beside the list (800 to 1420 px)", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, "/catalog", isNoJs(testInfo));
  const priceTo = page.locator('input[name="priceTo"]').first();
  await expect(priceTo).toHaveAttribute("placeholder", /^до \d/);
  for (const width of [1420, 1280, 990, 800]) {
    await page.setViewportSize({ width, height: 900 });
    for (const name of ["priceFrom", "priceTo", "yearFrom", "yearTo"]) {
      expect(await textOverflow(page.locator(`input[name="${name}"]`).first(), "placeholder"), `${name} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});

test("the disabled «Модель» select looks disabled: another colour, a not-allowed cursor", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, "/catalog", isNoJs(testInfo));
  const model = page.getByLabel("Модель", { exact: true });
  const brand = page.getByLabel("Марка", { exact: true });
  await expect(model).toBeDisabled();
  const look = (select: Locator) =>
    select.evaluate((el) => {
      const style = getComputedStyle(el);
      return { color: style.color, background: style.backgroundColor, cursor: style.cursor, opacity: style.opacity };
    });
  const disabled = await look(model);
  const enabled = await look(brand);
  expect(disabled.color).not.toBe(enabled.color);
  expect(disabled.background).not.toBe(enabled.background);
  expect(disabled.cursor).toBe("not-allowed");
  expect(enabled.cursor).not.toBe("not-allowed");
});

/** Each tab of the personal area's menu: whole, inside the page's width, and the current one in view. */
async function expectTabsUsable(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  const nav = page.getByRole("navigation", { name: "Личный кабинет" });
  const links = nav.getByRole("link");
  await expect(links).toHaveCount(8);
  const boxes = await links.evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      return { text: el.textContent, left: box.left, right: box.right, cut: el.scrollWidth > el.clientWidth, current: el.getAttribute("aria-current") };
    }),
  );
  for (const box of boxes) {
    expect(box.cut, `«${box.text}» cut at ${width} px`).toBe(false);
    expect(box.left, `«${box.text}» at ${width} px`).toBeGreaterThanOrEqual(0);
    expect(box.right, `«${box.text}» at ${width} px`).toBeLessThanOrEqual(width);
  }
  expect(boxes.filter((box) => box.current === "page").map((box) => box.text)).toEqual(["Мой сервис"]);
}

test("the personal area's eight tabs are all readable and in reach from 340 to 1420 px, by keyboard too", async ({ page }, testInfo) => {
  test.slow();
  await signIn(page);
  await openPage(page, "/personal/service", isNoJs(testInfo));
  for (const width of [340, 375, 768, 1280, 1420]) await expectTabsUsable(page, width);

  // The last tab is reached by Tab from the first, and followed with Enter.
  await page.setViewportSize({ width: 340, height: 800 });
  const nav = page.getByRole("navigation", { name: "Личный кабинет" });
  await nav.getByRole("link").first().focus();
  for (let i = 0; i < 7; i++) await page.keyboard.press("Tab");
  const last = nav.getByRole("link", { name: "Редактирование профиля" });
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/personal\/editing$/);
});

/** The smallest type in a dealer centre's brand marks, as drawn: the mark's own type size scaled as the page draws the image. */
async function smallestBrandType(page: Page): Promise<{ name: string; px: number }> {
  // Images load lazily: every mark is loaded before it is measured.
  await page.getByRole("list", { name: "Марки" }).getByRole("img").evaluateAll((imgs) =>
    Promise.all((imgs as HTMLImageElement[]).map((img) => ((img.loading = "eager"), img.complete ? undefined : img.decode().catch(() => undefined)))),
  );
  const marks = page.getByRole("list", { name: "Марки" }).getByRole("img");
  await expect(marks.first()).toBeAttached();
  const sizes = await marks.evaluateAll(async (imgs) =>
    Promise.all(
      (imgs as HTMLImageElement[]).map(async (img) => {
        const svg = await (await fetch(img.currentSrc || img.src)).text();
        const type = Number(/font-size="([\d.]+)"/.exec(svg)?.[1] ?? 16);
        const box = img.getBoundingClientRect();
        const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
        return { name: img.alt, px: type * scale };
      }),
    ),
  );
  return sizes.reduce((a, b) => (b.px < a.px ? b : a));
}

for (const path of ["/company/contacts", "/"]) {
  test(`dealer centres' brand marks are legible (12 px type at least) at 340, 375 and 1280 px: ${path}`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 340, height: 800 });
    await openPage(page, path, isNoJs(testInfo));
    const lists = page.getByRole("list", { name: "Марки" });
    for (const width of [340, 375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const smallest = await smallestBrandType(page);
      expect(smallest.px, `«${smallest.name}» at ${width} px`).toBeGreaterThanOrEqual(12);
      const overflow = await lists.evaluateAll((els) => Math.max(...els.map((el) => el.scrollWidth - el.clientWidth)));
      expect(overflow, `brand marks wider than their card at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}
