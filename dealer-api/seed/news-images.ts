/**
 * Draws the demo news pictures (small SVG, 640×360) into public/media/news: one per item,
 * a theme drawing on the theme's colours with the item's month, so cards differ at a glance.
 * The output is committed; run again only when the drawings change:
 * `npx tsx dealer-api/seed/news-images.ts`.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { NEWS, type NewsPicture } from "./news-content";

export const NEWS_IMAGE_WIDTH = 640;
export const NEWS_IMAGE_HEIGHT = 360;

export function newsImageSrc(slug: string): string {
  return `/media/news/${slug}.svg`;
}

const PALETTE: Record<NewsPicture, [string, string, string]> = {
  showroom: ["#e8f3ec", "#b9dcc6", "#1f7a4a"],
  service: ["#eef1f6", "#c3ccda", "#34475f"],
  car: ["#f3f5f8", "#d5dbe3", "#1f6f5c"],
  award: ["#fbf4e2", "#ecd9a4", "#8a6512"],
  people: ["#f4eef6", "#dccbe3", "#6a3f7d"],
  offer: ["#fdeeea", "#f2c4b6", "#a13a1e"],
  winter: ["#eaf3fb", "#bcd8ef", "#1d5f91"],
  ev: ["#e9f7f4", "#b4e3d8", "#0f6e5f"],
};

const DRAWINGS: Record<NewsPicture, (ink: string, soft: string) => string> = {
  showroom: (ink, soft) =>
    `<rect x="170" y="120" width="300" height="160" fill="${soft}"/><rect x="150" y="100" width="340" height="28" fill="${ink}"/>` +
    `<rect x="195" y="150" width="110" height="130" fill="#fff" opacity=".8"/><rect x="335" y="150" width="110" height="130" fill="#fff" opacity=".8"/>` +
    `<path d="M215 262h70l-8-22h-54z" fill="${ink}"/><circle cx="228" cy="266" r="8" fill="#333"/><circle cx="272" cy="266" r="8" fill="#333"/>`,
  service: (ink, soft) =>
    `<circle cx="320" cy="180" r="92" fill="${soft}"/>` +
    `<path d="M262 250l76-76a42 42 0 0 1 50-58l-26 26 6 22 22 6 26-26a42 42 0 0 1-58 50l-76 76z" fill="${ink}"/>`,
  car: (ink, soft) =>
    `<ellipse cx="320" cy="268" rx="200" ry="14" fill="${soft}"/>` +
    `<path d="M150 250v-36l40-14 60-44h130l70 44 46 10v40z" fill="${ink}"/><path d="M262 166h50v36h-92zM328 166h46l44 36h-90z" fill="#fff" opacity=".75"/>` +
    `<circle cx="220" cy="252" r="28" fill="#2b2b2b"/><circle cx="220" cy="252" r="12" fill="#ccc"/><circle cx="430" cy="252" r="28" fill="#2b2b2b"/><circle cx="430" cy="252" r="12" fill="#ccc"/>`,
  award: (ink, soft) =>
    `<circle cx="320" cy="170" r="100" fill="${soft}"/><path d="M270 100h100v40a50 50 0 0 1-100 0z" fill="${ink}"/>` +
    `<path d="M270 112h-28a30 30 0 0 0 34 36M370 112h28a30 30 0 0 1-34 36" stroke="${ink}" stroke-width="8" fill="none"/>` +
    `<rect x="308" y="188" width="24" height="40" fill="${ink}"/><rect x="276" y="228" width="88" height="22" rx="4" fill="${ink}"/>`,
  people: (ink, soft) =>
    `<circle cx="320" cy="180" r="110" fill="${soft}"/>` +
    [230, 320, 410]
      .map((x, i) => `<circle cx="${x}" cy="${150 - (i === 1 ? 12 : 0)}" r="28" fill="${ink}"/><path d="M${x - 48} ${262}a48 56 0 0 1 96 0z" fill="${ink}"/>`)
      .join(""),
  offer: (ink, soft) =>
    `<rect x="210" y="90" width="220" height="180" rx="24" fill="${soft}"/>` +
    `<circle cx="275" cy="145" r="22" fill="none" stroke="${ink}" stroke-width="12"/><circle cx="365" cy="220" r="22" fill="none" stroke="${ink}" stroke-width="12"/>` +
    `<path d="M370 120 270 245" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>`,
  winter: (ink, soft) =>
    `<circle cx="320" cy="180" r="100" fill="${soft}"/>` +
    [0, 60, 120]
      .map(
        (angle) =>
          `<g transform="rotate(${angle} 320 180)" stroke="${ink}" stroke-width="10" stroke-linecap="round"><path d="M320 90v180"/><path d="M300 110l20 20 20-20M300 250l20-20 20 20"/></g>`,
      )
      .join(""),
  ev: (ink, soft) =>
    `<rect x="250" y="90" width="140" height="190" rx="16" fill="${soft}"/><rect x="270" y="112" width="100" height="60" rx="6" fill="#fff"/>` +
    `<path d="M328 122l-24 34h18l-8 26 26-36h-18z" fill="${ink}"/><path d="M390 200h30v60a16 16 0 0 0 32 0v-90" stroke="${ink}" stroke-width="8" fill="none"/>`,
};

export function drawNewsImage(picture: NewsPicture, date: string): string {
  const [background, soft, ink] = PALETTE[picture];
  const [year, month] = date.split("-");
  const w = NEWS_IMAGE_WIDTH;
  const h = NEWS_IMAGE_HEIGHT;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    `<rect width="${w}" height="${h}" fill="${background}"/>` +
    `<circle cx="${80 + Number(month) * 40}" cy="330" r="120" fill="${soft}" opacity=".5"/>` +
    DRAWINGS[picture](ink, soft) +
    `<text x="604" y="336" text-anchor="end" font-family="sans-serif" font-size="20" font-weight="700" fill="${ink}" opacity=".7">${month}.${year}</text>` +
    `</svg>\n`
  );
}

function main() {
  const dir = join(process.cwd(), "public", "media", "news");
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) rmSync(join(dir, file));
  for (const item of NEWS) writeFileSync(join(dir, `${item.slug}.svg`), drawNewsImage(item.picture, item.date));
  console.log(`news images: ${NEWS.length} files in ${dir}`);
}

if (process.argv[1]?.endsWith("news-images.ts")) main();
