import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { CONSULTATION_SUCCESS, LEAD_SUCCESS } from "./journeys";
import { theOneLead, uniquePhone } from "./store";
import { type TextBrowser, w3m } from "./w3m";

// The text browser w3m (no JavaScript, no CSS): the consultation from the home page's link
// to its success text, over plain HTTP.
const base = inject("base");
const db = inject("db");
let browser: TextBrowser;

beforeAll(async () => {
  browser = await w3m(`${base}/`);
});
afterAll(async () => {
  await browser?.close();
});

test("the consultation from the home page reaches its success text", async () => {
  await browser.search("Получить консультацию");
  await browser.follow();
  expect(await browser.url()).toMatch(/\/consultation(\?back=%2F)?$/);

  const phone = uniquePhone();
  await browser.fill("Имя", "Ольга");
  await browser.fill("Телефон", `+7${phone}`);
  // The comment is a textarea, which w3m hands to the visitor's editor: here one that writes the text.
  await browser.search("Комментарий");
  await browser.press("\t");
  await browser.editWith("Перезвоните вечером");
  // The agreement's checkbox is the next control; Enter ticks it.
  await browser.press("\t\r");
  await browser.search("Отправить");
  await browser.follow();

  const page = await browser.page();
  expect(page).toContain(LEAD_SUCCESS);
  expect(page).toContain(CONSULTATION_SUCCESS);
  expect(await browser.url()).toMatch(/\/consultation(\?back=%2F)?(#[\w-]+)?$/);
  const lead = await theOneLead(db, "GetConsultationForm", `+7${phone}`);
  expect(lead).toMatchObject({ NAME: "Ольга", COMMENT: "Перезвоните вечером" });
});
