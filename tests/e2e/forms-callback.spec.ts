import type { Page } from "@playwright/test";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { leadsWhere, openPage, SITE_URL, trackPosts, uniquePhone, waitForLeads } from "./forms-helpers";

const section = (page: Page) => page.getByRole("region", { name: "Остались вопросы?" });
const callBacks = (phone: string) => leadsWhere("CallBackBodyPageForm", (p) => p.PHONE === phone);

// The form sits at the end of the home page, which is as long as the catalogue now: opening
// it and auditing it with axe take as long there on a busy machine.
test.slow();

test("each message, on the same page, typed values kept", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  await openPage(page, "/", noJs);
  const form = section(page);
  await form.getByLabel("Имя").fill("Ив");
  await form.getByLabel("Телефон").fill("12345");
  const submit = form.getByRole("button", { name: "Перезвоните мне" });
  const response = noJs ? page.waitForResponse((r) => r.request().method() === "POST") : undefined;
  await submit.click();
  if (response) expect((await response).status()).toBe(400);
  await expect(form.getByText("Введите номер телефона")).toBeVisible();
  await expect(form.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Имя")).toHaveValue("Ив");
  await expect(form.getByLabel("Имя")).not.toHaveAttribute("aria-invalid", "true");
  if (noJs) {
    await expect(page).toHaveURL(/\/#[\w-]+$/);
    await expect(form.getByLabel("Телефон")).toHaveValue("12345");
  }
  await form.getByLabel("Имя").fill("");
  await form.getByLabel("Имя").blur();
  if (noJs) await submit.click();
  await expect(form.getByText("Введите не менее 2 букв")).toBeVisible();
  await expectAccessible(page);
});

test("a valid request: success, fields cleared, one lead", async ({ page, baseURL }, testInfo) => {
  const noJs = isNoJs(testInfo);
  const phone = uniquePhone();
  await openPage(page, "/", noJs);
  const form = section(page);
  await form.getByLabel("Имя").fill("Пётр");
  await form.getByLabel("Телефон").fill(`+7 ${phone.typed}`);
  await form.getByLabel("Ваш вопрос").fill("Есть ли в наличии?");
  await form.getByRole("checkbox").check();
  const posts = trackPosts(page);
  await form.getByRole("button", { name: "Перезвоните мне" }).dblclick();

  if (noJs) {
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/#[\\w-]+$`));
    await expect(form.getByRole("status")).toContainText("Cпасибо, Ваша заявка успешно отправлена!");
  } else {
    const dialog = page.getByRole("dialog", { name: "Cпасибо, Ваша заявка успешно отправлена!" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Хорошо" }).click();
    await expect(form.getByRole("heading", { name: "Остались вопросы?" })).toBeFocused();
  }
  await expect(form.getByLabel("Имя")).toHaveValue("");
  await expect(form.getByLabel("Телефон")).toHaveValue("");
  await expect(form.getByRole("checkbox")).not.toBeChecked();
  await expectAccessible(page);

  const leads = await waitForLeads(() => callBacks(phone.api), 1);
  // Both clicks have had their answer: a second lead would be stored by now.
  await posts.settled();
  expect(callBacks(phone.api)).toHaveLength(1);
  // The absolute address of the page, with JS or without.
  expect(leads[0]!.payload).toMatchObject({ NAME: "Пётр", PHONE: phone.api, COMMENT: "Есть ли в наличии?", AGREE: "consent-processing@1", URL: `${SITE_URL}/` });
  expect(leads[0]!.page).toBe(`${SITE_URL}/`);
});
