import type { Page } from "@playwright/test";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { leadsWhere, openPage, trackPosts, uniqueEmail, waitForLeads } from "./forms-helpers";

const newsletter = (page: Page) => page.getByRole("region", { name: "Подпишитесь на новости" });
const subscriptions = (email: string) => leadsWhere("NewsSubscribeForm", (p) => p.EMAIL === email);

test("each message; typed values kept", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  await openPage(page, "/", noJs);
  const form = newsletter(page);
  const email = form.getByLabel("Email");
  const submit = form.getByRole("button", { name: "Подписаться" });

  await email.fill("ivan@");
  await submit.click();
  if (noJs) {
    // Without JS the post lands on /newsletter (400) with the messages and the address.
    await expect(page).toHaveURL(/\/newsletter#newsletter$/);
    const main = page.locator("main");
    await expect(main.getByText("Введите корректный email")).toBeVisible();
    await expect(main.getByLabel("Email")).toHaveValue("ivan@");
    await expect(main.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    await main.getByLabel("Email").fill("почта@mail.ru");
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await main.getByRole("button", { name: "Подписаться" }).click();
    expect((await response).status()).toBe(400);
    await expect(main.getByText("Email не должен содержать русские буквы")).toBeVisible();
    await expect(main.getByLabel("Email")).toHaveValue("почта@mail.ru");
  } else {
    await expect(form.getByText("Введите корректный email")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    // Typing Cyrillic does nothing.
    await email.fill("");
    await email.pressSequentially("ivanиван@mail.ru");
    await expect(email).toHaveValue("ivan@mail.ru");
    await expect(form.getByText("Введите корректный email")).toBeHidden();
  }
  await expectAccessible(page);
});

test("success: the message, one lead, the form disabled for the browser session", async ({ page, browser }, testInfo) => {
  // Five page loads in two browser contexts, two of them checked by axe: slow on a busy machine.
  test.slow();
  const noJs = isNoJs(testInfo);
  const address = uniqueEmail();
  await openPage(page, "/", noJs);
  const form = newsletter(page);
  await form.getByLabel("Email").fill(address);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Подписаться" }).click();

  if (noJs) {
    await expect(page).toHaveURL(/\/#newsletter$/);
    await expect(form.getByRole("status")).toContainText("Cпасибо");
    await expect(form.getByRole("status")).toContainText("Вы успешно подписались!");
  } else {
    const dialog = page.getByRole("dialog", { name: "Cпасибо" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Вы успешно подписались!");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Хорошо" }).click();
    await expect(dialog).toBeHidden();
    // The button is disabled now, so focus goes to the block's heading, not to the page's top.
    await expect(form.getByRole("heading", { name: "Подпишитесь на новости" })).toBeFocused();
    expect(await page.evaluate(() => sessionStorage.getItem("formDisebled"))).toBe("true");
  }
  await expect(form.getByLabel("Email")).toBeDisabled();
  await expect(form.getByLabel("Email")).toHaveValue("");
  await expect(form.getByRole("button", { name: "Вы подписаны" })).toBeDisabled();
  await expectAccessible(page);

  // The rest of the browser session: still disabled, the success text shown only once.
  await page.reload();
  await expect(newsletter(page).getByLabel("Email")).toBeDisabled();
  await expect(newsletter(page).getByRole("status")).toHaveCount(0);
  await page.goto("/consultation");
  await expect(newsletter(page).getByLabel("Email")).toBeDisabled();

  // A new browser session gets a working form.
  const fresh = await browser.newContext({ javaScriptEnabled: !noJs });
  const other = await fresh.newPage();
  await other.goto(page.url());
  await expect(newsletter(other).getByLabel("Email")).toBeEnabled();
  await fresh.close();

  const leads = await waitForLeads(() => subscriptions(address), 1);
  expect(leads).toHaveLength(1);
  expect(leads[0]!.payload).toEqual({ AGREEMENT: "consent-marketing@1", EMAIL: address });
});

test("a double submit stores one subscription", async ({ page }, testInfo) => {
  const address = uniqueEmail();
  if (isNoJs(testInfo)) {
    // The same form posted twice (a second tab, or back and post again).
    for (let i = 0; i < 2; i++) {
      await page.goto("/newsletter");
      await page.locator("main").getByLabel("Email").fill(address);
      await page.locator("main").getByRole("checkbox").check();
      await page.locator("main").getByRole("button", { name: "Подписаться" }).click();
      // The post is answered (the page it leads to says so) before the next one starts.
      await expect(newsletter(page).getByRole("button", { name: "Вы подписаны" })).toBeDisabled();
      await page.context().clearCookies({ name: "form_state" });
    }
  } else {
    await openPage(page, "/", false);
    const form = newsletter(page);
    await form.getByLabel("Email").fill(address);
    await form.getByRole("checkbox").check();
    const posts = trackPosts(page);
    await form.getByRole("button", { name: "Подписаться" }).dblclick();
    await expect(page.getByRole("dialog", { name: "Cпасибо" })).toBeVisible();
    // Both clicks have had their answer: a second subscription would be stored by now.
    await posts.settled();
  }
  expect(subscriptions(address)).toHaveLength(1);
});
