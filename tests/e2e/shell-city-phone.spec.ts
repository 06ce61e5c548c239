import { expect, isNoJs, test } from "./fixtures";

// The header's city and the phone beside it are one fact: a frame with the new city and the old
// phone would send a caller to the wrong showroom.
test("the header phone changes together with the city while the choice is being saved", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "without JS the choice is a page load: the new page has both");
  await page.goto("/faq");
  const cityButton = page.locator(".header-top .city-menu__button");
  const headerPhone = page.locator(".header-top .header-phone");
  // Hydrated: the menu is a button with aria-expanded, not the plain form.
  await expect(cityButton).toHaveAttribute("aria-expanded", "false");
  await expect(headerPhone).toHaveText("+7 812 309 77 00");

  // The save's answer is held until the header has been read, so what is checked is the header
  // during the round trip, not after it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let posted!: () => void;
  const arrived = new Promise<void>((resolve) => (posted = resolve));
  await page.route(/\/city(\.data)?(\?.*)?$/, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    posted();
    await held;
    await route.continue();
  });

  await cityButton.click();
  await page.getByRole("button", { name: "Казань" }).click();
  await arrived;
  await expect(cityButton).toContainText("Казань");
  await expect(headerPhone).toHaveText("+7 843 207 74 00");
  await expect(headerPhone).toHaveAttribute("href", "tel:+78432077400");

  const saved = page.waitForResponse((response) => response.request().method() === "POST" && /\/city/.test(response.url()));
  release();
  expect((await saved).ok()).toBe(true);
  await expect(cityButton).toContainText("Казань");
  await expect(headerPhone).toHaveText("+7 843 207 74 00");
  await page.reload();
  await expect(headerPhone).toHaveText("+7 843 207 74 00");
});
