import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { leadsWhere, openPage, SITE_URL, trackPosts, uniquePhone, waitForLeads } from "./forms-helpers";

const TITLE = "Получить консультацию";
const SUCCESS_TITLE = "Cпасибо, Ваша заявка успешно отправлена!";
const SUCCESS_TEXT = "Наш менеджер проконсультирует вас по модельному ряду";

/** A consultation link on the home page (ours or, once merged, the shell's plain `/consultation` ones). */
const trigger = (page: Page) => page.getByRole("main").getByRole("link", { name: TITLE }).first();

/** Opens the form: the dialog with JS, the /consultation page (via the same link) without. */
async function openForm(page: Page, noJs: boolean) {
  await openPage(page, "/", noJs);
  await trigger(page).click();
  if (noJs) {
    // Without `back` (a plain link) the page takes the Referer: the same page either way.
    await expect(page).toHaveURL(/\/consultation(\?back=%2F)?(#[\w-]+)?$/);
    return page.locator("form#consultation-page");
  }
  const dialog = page.getByRole("dialog", { name: TITLE });
  await expect(dialog).toBeVisible();
  return dialog;
}

const consultationLeads = (phone: string) => leadsWhere("GetConsultationForm", (p) => p.PHONE === phone);

test("each field's message, typed values kept", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  const form = await openForm(page, noJs);
  const submit = form.getByRole("button", { name: "Отправить" });
  const agreement = form.getByRole("checkbox");

  await submit.click();
  await expect(form.getByText("Введите не менее 2 букв")).toBeVisible();
  await expect(form.getByText("Введите номер телефона")).toBeVisible();
  await expect(form.getByLabel("Имя")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Имя")).toHaveAccessibleDescription("Введите не менее 2 букв");
  await expect(agreement).toHaveAttribute("aria-invalid", "true");

  if (noJs) {
    // The server's messages, next to the fields, with what was typed.
    await form.getByLabel("Имя").fill("Ivan");
    await form.getByLabel("Телефон").fill("8 911 12");
    await form.getByLabel("Комментарий").fill("Когда можно приехать?");
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await submit.click();
    expect((await response).status()).toBe(400);
    await expect(form.getByText("Введите имя, используя только буквы русского алфавита")).toBeVisible();
    await expect(form.getByLabel("Имя")).toHaveValue("Ivan");
    await expect(form.getByLabel("Телефон")).toHaveValue("8 911 12");
    await expect(form.getByLabel("Комментарий")).toHaveValue("Когда можно приехать?");
    await form.getByLabel("Имя").fill("я".repeat(51));
    await submit.click();
    await expect(form.getByText("Введите не более 50 букв")).toBeVisible();
  } else {
    // While typing: letters only, runs of spaces and hyphens become one space, 50 at most.
    const name = form.getByLabel("Имя");
    await name.pressSequentially("Ivan Иван1  --Пётр");
    await expect(name).toHaveValue(" Иван Пётр");
    await name.fill("");
    await name.pressSequentially("И");
    await name.blur();
    await expect(form.getByText("Введите не менее 2 букв")).toBeVisible();
    await name.fill("я".repeat(60));
    await expect(name).toHaveValue("я".repeat(50));
    // The mask.
    const phone = form.getByLabel("Телефон");
    await phone.pressSequentially("911123");
    await expect(phone).toHaveValue("+7 (911) 123");
    await phone.blur();
    await expect(form.getByText("Введите номер телефона")).toBeVisible();
    await phone.focus();
    await phone.press("End");
    await phone.pressSequentially("4567");
    await expect(phone).toHaveValue("+7 (911) 123-45-67");
    await expect(form.getByText("Введите номер телефона")).toBeHidden();
    // Typed with its 8 or 7 first: that is the country prefix the mask already shows.
    await phone.fill("");
    await phone.pressSequentially("89111234567");
    await expect(phone).toHaveValue("+7 (911) 123-45-67");
    await phone.fill("");
    await phone.pressSequentially("79111234567");
    await expect(phone).toHaveValue("+7 (911) 123-45-67");
    // After the prefix an 8 is a digit of the area code.
    await phone.fill("");
    await phone.pressSequentially("88121234567");
    await expect(phone).toHaveValue("+7 (812) 123-45-67");
    // A whole number pasted or autofilled with its 8 or +7 lands in the right places.
    await phone.fill("8 (912) 765-43-21");
    await expect(phone).toHaveValue("+7 (912) 765-43-21");
    await phone.fill("+79127654321");
    await expect(phone).toHaveValue("+7 (912) 765-43-21");
  }
  await expectAccessible(page);
});

test("a valid request: success text, fields cleared, one lead with the page it came from", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  const phone = uniquePhone();
  const form = await openForm(page, noJs);
  await form.getByLabel("Имя").fill("Анна-Мария");
  if (noJs) await form.getByLabel("Телефон").fill(`8 (${phone.typed.slice(0, 3)}) ${phone.typed.slice(3)}`);
  else await form.getByLabel("Телефон").pressSequentially(phone.typed);
  await form.getByLabel("Комментарий").fill("Интересует кроссовер");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Отправить" }).click();

  if (noJs) {
    await expect(page).toHaveURL(/\/consultation(\?back=%2F)?(#[\w-]+)?$/);
    await expect(page.getByRole("status").filter({ hasText: SUCCESS_TITLE })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: SUCCESS_TITLE })).toContainText(SUCCESS_TEXT);
  } else {
    const success = page.getByRole("dialog", { name: SUCCESS_TITLE });
    await expect(success).toBeVisible();
    await expect(success).toContainText(SUCCESS_TEXT);
    await expect(page.getByRole("dialog", { name: TITLE })).toBeHidden();
    await expectAccessible(page);
    await success.getByRole("button", { name: "Хорошо" }).click();
    await expect(success).toBeHidden();
    // Opened again: an empty form, consent cleared.
    await trigger(page).click();
    const dialog = page.getByRole("dialog", { name: TITLE });
    await expect(dialog.getByLabel("Имя")).toHaveValue("");
    await expect(dialog.getByLabel("Телефон")).toHaveValue("");
    await expect(dialog.getByLabel("Комментарий")).toHaveValue("");
    await expect(dialog.getByRole("checkbox")).not.toBeChecked();
  }

  const leads = await waitForLeads(() => consultationLeads(phone.api), 1);
  expect(leads).toHaveLength(1);
  const [lead] = leads;
  // The absolute address of the page, with JS or without.
  const sentFrom = `${SITE_URL}/`;
  expect(lead!.page).toBe(sentFrom);
  expect(lead!.payload.URL).toBe(sentFrom);
  expect(lead!.payload).toMatchObject({
    NAME: "Анна-Мария",
    PHONE: phone.api,
    COMMENT: "Интересует кроссовер",
    CITY: "Санкт-Петербург",
    // The consent as the box named it: its document and version (ADR 067).
    AGREE: "consent-processing@1",
    CALLTOUCH: false,
  });
  expect(lead!.payload.CALLTOUCHDATA ?? "").toBe("");
  await expectAccessible(page);
});

test("a double submit stores one lead", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  const phone = uniquePhone();
  const fill = async (form: Locator) => {
    await form.getByLabel("Имя").fill("Олег");
    await form.getByLabel("Телефон").fill(phone.typed);
    await form.getByRole("checkbox").check();
  };
  if (noJs) {
    for (let i = 0; i < 2; i++) {
      await page.goto("/consultation?back=%2Fcompany");
      await fill(page.locator("form#consultation-page"));
      await page.getByRole("button", { name: "Отправить" }).click();
      await expect(page.getByRole("status").filter({ hasText: SUCCESS_TITLE })).toBeVisible();
    }
    // A reload after the 303 is a GET: it posts nothing.
    await page.reload();
  } else {
    const form = await openForm(page, false);
    await fill(form);
    const posts = trackPosts(page);
    await form.getByRole("button", { name: "Отправить" }).dblclick();
    await expect(page.getByRole("dialog", { name: SUCCESS_TITLE })).toBeVisible();
    // Both clicks have had their answer: a second lead would be stored by now.
    await posts.settled();
  }
  expect(consultationLeads(phone.api)).toHaveLength(1);
});

test("the /consultation page: success, and the lead's page is the one the visitor came from", async ({ page }, testInfo) => {
  const phone = uniquePhone();
  await openPage(page, "/consultation?back=%2Fcompany%3Ftab%3D1", isNoJs(testInfo));
  const form = page.locator("form#consultation-page");
  await form.getByLabel("Имя").fill("Ёлка");
  await form.getByLabel("Телефон").fill(phone.typed);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Отправить" }).click();
  await expect(page.getByRole("status").filter({ hasText: SUCCESS_TITLE })).toBeVisible();
  await expect(page.getByRole("link", { name: "Вернуться на страницу, с которой вы пришли" })).toHaveAttribute(
    "href",
    "/company?tab=1",
  );
  const [lead] = await waitForLeads(() => consultationLeads(phone.api), 1);
  expect(lead!.page).toBe(`${SITE_URL}/company?tab=1`);
  await expectAccessible(page);
});

test("a plain /consultation link: the page the visitor came from is taken from the Referer", async ({ page, baseURL }) => {
  await page.goto("/consultation", { referer: `${baseURL}/company/news?page=2` });
  const back = page.getByRole("link", { name: "Вернуться на страницу, с которой вы пришли" });
  await expect(back).toHaveAttribute("href", "/company/news?page=2");
  await page.goto("/consultation", { referer: "https://evil.example/phish" });
  await expect(back).toHaveAttribute("href", "/");
});

test("the dialog keeps focus, closes on Escape and gives focus back to the trigger", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "without JS the trigger is a plain link to the page");
  const form = await openForm(page, false);
  await expect(form.getByLabel("Имя")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(form).toBeHidden();
  await expect(trigger(page)).toBeFocused();
  await expectAccessible(page);
});

test("usable at 340 px", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 340, height: 700 });
  const form = await openForm(page, isNoJs(testInfo));
  const box = await form.getByRole("button", { name: "Отправить" }).boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(340);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(340);
  await expectAccessible(page);
});
