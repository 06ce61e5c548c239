import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openPage } from "./forms-helpers";

/*
 * The form stack (conform, zod, imask) is not part of a page's first load
 * (docs/decisions/025-lazy-form-stack.md): it arrives when a form is opened or gets focus, the
 * forms then validate in Russian as before, and zod never trips the CSP (no `new Function`).
 */

const STACK = /\/assets\/lead-form-stack-[\w-]+\.js$/;

/** Every CSP violation and CSP console error from the first document on. */
async function watchCsp(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|unsafe-eval/i.test(message.text())) problems.push(message.text());
  });
  await page.exposeFunction("reportCspViolation", (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return problems;
}

/** Which form-stack requests the page has made. */
function watchStack(page: Page) {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (STACK.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

test.describe("js only", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the form stack is JavaScript");

  test("the home page loads without the form stack; opening the consultation brings it, and its validation speaks Russian without a CSP violation", async ({
    page,
  }) => {
    const csp = await watchCsp(page);
    const stack = watchStack(page);
    await openPage(page, "/", false);
    await page.waitForLoadState("networkidle");
    expect(stack).toEqual([]);

    const arrived = page.waitForResponse((response) => STACK.test(new URL(response.url()).pathname));
    await page.getByRole("main").getByRole("link", { name: "Получить консультацию" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Получить консультацию" });
    await expect(dialog).toBeVisible();
    expect((await arrived).ok()).toBe(true);

    // Typed before or after the stack came, the value stays and is checked on blur.
    await dialog.getByLabel("Имя").fill("Я");
    await dialog.getByLabel("Телефон").click();
    await expect(dialog.getByText("Введите не менее 2 букв")).toBeVisible();
    await expect(dialog.getByLabel("Имя")).toHaveValue("Я");
    // The phone mask came with it.
    await dialog.getByLabel("Телефон").pressSequentially("9111234567");
    await expect(dialog.getByLabel("Телефон")).toHaveValue("+7 (911) 123-45-67");
    await dialog.getByRole("button", { name: "Отправить" }).click();
    await expect(dialog.getByText("Введите не менее 2 букв")).toBeVisible();
    expect(csp).toEqual([]);
  });

  test("the catalogue loads without the form stack; focusing the newsletter brings it, and its message shows on blur", async ({ page }) => {
    const csp = await watchCsp(page);
    const stack = watchStack(page);
    await openPage(page, "/catalog", false);
    await page.waitForLoadState("networkidle");
    expect(stack).toEqual([]);

    const arrived = page.waitForResponse((response) => STACK.test(new URL(response.url()).pathname));
    const newsletter = page.locator("section.newsletter");
    const email = newsletter.getByLabel("Email");
    await email.focus();
    await email.pressSequentially("not-an-email");
    expect((await arrived).ok()).toBe(true);
    await newsletter.getByRole("checkbox").focus();
    await expect(newsletter.getByText("Введите корректный email")).toBeVisible();
    await expect(email).toHaveValue("not-an-email");
    expect(csp).toEqual([]);
  });

  test("a field left before the form stack arrived is validated once it has", async ({ page }) => {
    // The stack is held until the field has been left: a quick visitor on a slow phone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(STACK, async (route) => {
      await held;
      await route.continue();
    });
    await openPage(page, "/catalog", false);
    const newsletter = page.locator("section.newsletter");
    const email = newsletter.getByLabel("Email");
    await email.fill("not-an-email");
    await newsletter.getByRole("checkbox").click();
    await expect(newsletter.getByRole("checkbox")).toBeChecked();
    release();
    await expect(newsletter.getByText("Введите корректный email")).toBeVisible();
    await expect(email).toHaveValue("not-an-email");
  });
});
