/**
 * Prints the demo tender documents (short PDFs: terms of reference, draft contract, results
 * protocol) into public/media/tenders with the system's Chromium, so every document link of
 * /company/tenders opens a real file. The output is committed; run again only when the
 * texts change: `npx tsx dealer-api/seed/tender-documents.ts`.
 */
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { BRAND } from "../modules/brand";
import { TENDERS, type TenderSeed } from "./tenders-content";

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

function day(iso: string) {
  const [y, m, d] = iso.split("-");
  return `${d}.${m}.${y}`;
}

function body(tender: TenderSeed, title: string): string {
  const common = `<p>Заказчик: ${escape(BRAND.legalName)}, ИНН ${BRAND.inn}, ${escape(BRAND.address)}.</p>
    <p>Предмет закупки: ${escape(tender.subject)}.</p><p>${escape(tender.description)}</p>`;
  if (title.startsWith("Протокол")) {
    return `${common}<p>Заявки принимались с ${day(tender.publishedOn)} по ${day(tender.deadline)}. Комиссия рассмотрела поступившие
      предложения по цене, срокам и опыту участников и определила победителя. Участники уведомлены о результатах по
      электронной почте.</p>`;
  }
  if (title.startsWith("Проект договора")) {
    return `${common}<p>1. Исполнитель обязуется выполнить работы (оказать услуги, поставить товар) в соответствии с техническим
      заданием, а Заказчик — принять и оплатить их.</p><p>2. Оплата — в течение 10 рабочих дней после подписания акта.</p>
      <p>3. Гарантийный срок — не менее 12 месяцев.</p><p>4. Споры рассматриваются в Арбитражном суде города Санкт-Петербурга
      и Ленинградской области.</p>`;
  }
  return `${common}<p>Участник указывает в предложении стоимость с НДС, сроки и порядок выполнения, опыт аналогичных работ
    и контактное лицо. Предложения принимаются до ${day(tender.deadline)} включительно по адресу ${tender.contact.email}.</p>
    <p>Контактное лицо: ${escape(tender.contact.name)}.</p>`;
}

async function main() {
  const dir = join(process.cwd(), "public", "media", "tenders");
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) rmSync(join(dir, file));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  const page = await browser.newPage();
  for (const tender of TENDERS) {
    for (const doc of tender.documents) {
      await page.setContent(
        `<!doctype html><html lang="ru"><meta charset="utf-8"><title>${escape(doc.title)}</title>
        <style>body{font:12pt "DejaVu Serif",serif;margin:0;line-height:1.45}h1{font-size:15pt}p{margin:0 0 8pt}</style>
        <h1>${escape(doc.title)}</h1><p><strong>Закупка № ${escape(tender.number)}</strong></p>${body(tender, doc.title)}</html>`,
      );
      await page.pdf({ path: join(dir, doc.file), format: "A4", margin: { top: "20mm", bottom: "20mm", left: "20mm", right: "15mm" } });
    }
  }
  await browser.close();
  console.log(`tender documents: ${readdirSync(dir).length} files in ${dir}`);
}

void main();
