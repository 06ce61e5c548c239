import { chromium } from "@playwright/test";
const [base, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const js of [true, false]) for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, javaScriptEnabled: js });
  for (const p of paths) {
    const [path, sel] = p.split("@");
    await page.goto(base + path);
    const name = `/tmp/shot-${path.replace(/[^a-z0-9]+/gi, "_")}-${width}-${js ? "js" : "nojs"}.png`;
    if (sel) await page.locator(sel).first().screenshot({ path: name });
    else await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
