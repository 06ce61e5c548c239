/**
 * Draws the demo car photos (stylised SVG) into public/media/cars and the brand logos
 * into public/media/brands. The output is committed; run again only when the drawings
 * change: `npx tsx dealer-api/seed/photos.ts`.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BODIES, BRANDS, COLORS } from "./catalog-reference";
import { CABIN_VIEWS, EXTERIOR_VIEWS, PHOTO_HEIGHT, PHOTO_WIDTH, photoFile, type PhotoView } from "./photo-catalog";

type Pt = [number, number];
type Profile = {
  /** Outline of the side view, front (left) to rear, ground excluded. */
  outline: Pt[];
  /** Side windows. */
  glass: Pt[];
  wheelR: number;
  wheelY: number;
  wheels: [number, number];
  /** Front view: top of the roof and of the bonnet, half width of the body. */
  roofY: number;
  hoodY: number;
};

const PROFILES: Record<string, Profile> = {
  sedan: {
    outline: [[100, 440], [100, 385], [140, 352], [300, 336], [372, 272], [520, 270], [592, 330], [700, 342], [700, 440]],
    glass: [[318, 334], [380, 282], [512, 280], [570, 332]],
    wheelR: 40, wheelY: 440, wheels: [215, 585], roofY: 270, hoodY: 345,
  },
  hatchback: {
    outline: [[130, 440], [130, 385], [170, 350], [310, 334], [380, 270], [560, 268], [650, 322], [660, 440]],
    glass: [[326, 332], [388, 280], [552, 278], [625, 328]],
    wheelR: 40, wheelY: 440, wheels: [240, 565], roofY: 268, hoodY: 342,
  },
  liftback: {
    outline: [[100, 440], [100, 385], [140, 352], [300, 336], [372, 270], [500, 268], [680, 330], [700, 345], [700, 440]],
    glass: [[318, 334], [380, 280], [496, 278], [640, 332]],
    wheelR: 40, wheelY: 440, wheels: [215, 585], roofY: 268, hoodY: 345,
  },
  wagon: {
    outline: [[100, 440], [100, 385], [140, 352], [300, 336], [372, 270], [650, 268], [695, 320], [700, 440]],
    glass: [[318, 334], [380, 280], [640, 278], [672, 330]],
    wheelR: 40, wheelY: 440, wheels: [215, 585], roofY: 268, hoodY: 345,
  },
  crossover: {
    outline: [[105, 430], [105, 370], [145, 335], [300, 318], [375, 240], [620, 236], [690, 300], [698, 430]],
    glass: [[320, 316], [384, 252], [610, 248], [666, 308]],
    wheelR: 46, wheelY: 434, wheels: [220, 585], roofY: 236, hoodY: 325,
  },
  suv: {
    outline: [[100, 425], [100, 350], [120, 318], [315, 310], [372, 218], [668, 214], [700, 240], [702, 425]],
    glass: [[335, 306], [384, 230], [660, 226], [684, 300]],
    wheelR: 50, wheelY: 430, wheels: [220, 590], roofY: 214, hoodY: 312,
  },
  minivan: {
    outline: [[100, 430], [100, 360], [130, 330], [220, 318], [330, 214], [680, 210], [700, 240], [702, 430]],
    glass: [[240, 316], [338, 226], [672, 222], [688, 300]],
    wheelR: 42, wheelY: 436, wheels: [200, 600], roofY: 210, hoodY: 320,
  },
  pickup: {
    outline: [[95, 425], [95, 350], [120, 318], [290, 310], [352, 226], [505, 224], [520, 318], [705, 322], [705, 425]],
    glass: [[308, 306], [362, 238], [496, 236], [506, 306]],
    wheelR: 48, wheelY: 430, wheels: [210, 600], roofY: 224, hoodY: 312,
  },
};

const pts = (points: Pt[]) => points.map(([x, y]) => `${x},${y}`).join(" ");

function shade(hex: string, factor: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * factor)));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, "0")).join("")}`;
}

function frame(inner: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6f9"/><stop offset="1" stop-color="#dde2e8"/></linearGradient></defs>` +
    `<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#bg)"/>` +
    `<rect y="470" width="${PHOTO_WIDTH}" height="130" fill="#cfd5dc"/>` +
    inner +
    `</svg>\n`
  );
}

function side(p: Profile, paint: string): string {
  const dark = shade(paint, 0.7);
  const [fx, rx] = p.wheels;
  const front = p.outline[0][0];
  const rear = p.outline[p.outline.length - 1][0];
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="${p.wheelY}" r="${p.wheelR}" fill="#23262b"/><circle cx="${x}" cy="${p.wheelY}" r="${Math.round(p.wheelR * 0.55)}" fill="#a7adb5" stroke="#5d636b" stroke-width="4"/>`;
  const doorX = Math.round((p.glass[1][0] + p.glass[2][0]) / 2);
  const sill = p.wheelY - 8;
  return (
    `<ellipse cx="400" cy="${p.wheelY + p.wheelR - 2}" rx="330" ry="16" fill="#000" opacity=".18"/>` +
    `<polygon points="${pts(p.outline)}" fill="${paint}" stroke="${dark}" stroke-width="4" stroke-linejoin="round"/>` +
    `<polygon points="${pts(p.glass)}" fill="#2d3844" stroke="${dark}" stroke-width="3"/>` +
    `<line x1="${doorX}" y1="${p.glass[1][1]}" x2="${doorX}" y2="${sill}" stroke="${dark}" stroke-width="6"/>` +
    `<line x1="${p.glass[0][0]}" y1="${p.glass[0][1] + 4}" x2="${p.glass[0][0]}" y2="${sill}" stroke="${dark}" stroke-width="3"/>` +
    `<rect x="${front - 2}" y="${p.hoodY + 14}" width="30" height="12" rx="5" fill="#fff7d6" stroke="${dark}"/>` +
    `<rect x="${rear - 22}" y="${p.hoodY + 8}" width="24" height="16" rx="4" fill="#c3242e"/>` +
    `<path d="M${fx - p.wheelR - 10},${p.wheelY} a${p.wheelR + 10},${p.wheelR + 10} 0 0 1 ${2 * (p.wheelR + 10)},0 M${rx - p.wheelR - 10},${p.wheelY} a${p.wheelR + 10},${p.wheelR + 10} 0 0 1 ${2 * (p.wheelR + 10)},0" fill="#2b2f35"/>` +
    wheel(fx) +
    wheel(rx)
  );
}

/** Front or rear face, centred at x=400: the same proportions, different lamps. */
function face(p: Profile, paint: string, rear: boolean): string {
  const dark = shade(paint, 0.7);
  const half = p.wheelR > 45 ? 210 : 195;
  const bottom = p.wheelY + p.wheelR - 30;
  const belt = p.hoodY;
  const roofHalf = half - 55;
  const lamp = rear ? "#c3242e" : "#fff7d6";
  return (
    `<ellipse cx="400" cy="${bottom + 26}" rx="${half + 40}" ry="16" fill="#000" opacity=".18"/>` +
    `<rect x="${400 - half + 12}" y="${bottom - 20}" width="52" height="46" rx="8" fill="#23262b"/>` +
    `<rect x="${400 + half - 64}" y="${bottom - 20}" width="52" height="46" rx="8" fill="#23262b"/>` +
    `<polygon points="${pts([[400 - roofHalf, p.roofY], [400 + roofHalf, p.roofY], [400 + half - 18, belt], [400 - half + 18, belt]])}" fill="${paint}" stroke="${dark}" stroke-width="4" stroke-linejoin="round"/>` +
    `<polygon points="${pts([[400 - roofHalf + 12, p.roofY + 12], [400 + roofHalf - 12, p.roofY + 12], [400 + half - 34, belt - 6], [400 - half + 34, belt - 6]])}" fill="#2d3844"/>` +
    `<rect x="${400 - half}" y="${belt}" width="${2 * half}" height="${bottom - belt}" rx="22" fill="${paint}" stroke="${dark}" stroke-width="4"/>` +
    `<rect x="${400 - half + 22}" y="${belt + 18}" width="70" height="${rear ? 24 : 20}" rx="8" fill="${lamp}" stroke="${dark}"/>` +
    `<rect x="${400 + half - 92}" y="${belt + 18}" width="70" height="${rear ? 24 : 20}" rx="8" fill="${lamp}" stroke="${dark}"/>` +
    (rear
      ? `<rect x="345" y="${bottom - 52}" width="110" height="26" rx="3" fill="#fff" stroke="#333"/>`
      : `<rect x="${400 - 80}" y="${belt + 16}" width="160" height="${Math.round((bottom - belt) * 0.45)}" rx="10" fill="#30353c"/>` +
        `<rect x="345" y="${bottom - 40}" width="110" height="24" rx="3" fill="#fff" stroke="#333"/>`)
  );
}

/** A three-quarter view: the side foreshortened, with the front or rear face beside it. */
function threeQuarter(p: Profile, paint: string, rear: boolean): string {
  const sideView = `<g transform="translate(${rear ? 40 : 190},40) scale(0.72,0.9)">${side(p, paint)}</g>`;
  const faceView = `<g transform="translate(${rear ? 540 : 10},60) scale(0.42,0.86)">${face(p, paint, rear)}</g>`;
  return rear ? faceView + sideView : sideView + faceView;
}

function cabin(view: PhotoView): string {
  if (view === "interior") {
    return frame(
      `<rect x="80" y="300" width="640" height="170" rx="30" fill="#3a3f47"/>` +
        `<rect x="130" y="180" width="200" height="250" rx="40" fill="#2a2e34"/><rect x="470" y="180" width="200" height="250" rx="40" fill="#2a2e34"/>` +
        `<rect x="355" y="320" width="90" height="120" rx="14" fill="#23262b"/>` +
        `<rect x="150" y="120" width="160" height="60" rx="24" fill="#2a2e34"/><rect x="490" y="120" width="160" height="60" rx="24" fill="#2a2e34"/>`,
    );
  }
  if (view === "dashboard") {
    return frame(
      `<rect x="40" y="200" width="720" height="200" rx="40" fill="#2f343b"/>` +
        `<rect x="420" y="230" width="200" height="110" rx="10" fill="#1b4f7a"/>` +
        `<rect x="180" y="230" width="160" height="70" rx="10" fill="#14181d"/>` +
        `<circle cx="260" cy="380" r="120" fill="none" stroke="#1d2025" stroke-width="28"/><circle cx="260" cy="380" r="30" fill="#1d2025"/>` +
        `<line x1="140" y1="380" x2="380" y2="380" stroke="#1d2025" stroke-width="22"/>`,
    );
  }
  return frame(
    `<polygon points="150,140 650,140 720,470 80,470" fill="#3a3f47"/>` +
      `<polygon points="210,190 590,190 640,430 160,430" fill="#23262b"/>` +
      `<rect x="240" y="380" width="320" height="30" rx="6" fill="#4a5059"/>`,
  );
}

function logo(name: string, tone: "grey" | "white"): string {
  const color = tone === "grey" ? "#8a9099" : "#ffffff";
  const width = Math.max(120, name.length * 22 + 40);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 60" width="${width}" height="60">` +
    `<rect x="2" y="2" width="${width - 4}" height="56" rx="28" fill="none" stroke="${color}" stroke-width="3"/>` +
    `<text x="${width / 2}" y="39" font-family="Arial,Helvetica,sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="${color}">${name}</text>` +
    `</svg>\n`
  );
}

function main() {
  const root = join(process.cwd(), "public", "media");
  const carsDir = join(root, "cars");
  const brandsDir = join(root, "brands");
  for (const dir of [carsDir, brandsDir]) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  for (const body of BODIES) {
    const profile = PROFILES[body.code];
    for (const color of COLORS) {
      for (const view of EXTERIOR_VIEWS) {
        const drawing =
          view === "side"
            ? side(profile, color.hex)
            : view === "front" || view === "rear"
              ? face(profile, color.hex, view === "rear")
              : threeQuarter(profile, color.hex, view === "rear34");
        writeFileSync(join(carsDir, photoFile(view, body.code, color.code)), frame(drawing));
      }
    }
  }
  for (const view of CABIN_VIEWS) writeFileSync(join(carsDir, photoFile(view, "", "")), cabin(view));
  for (const brand of BRANDS) {
    for (const tone of ["grey", "white"] as const) writeFileSync(join(brandsDir, `${brand.code}-${tone}.svg`), logo(brand.name, tone));
  }

  let total = 0;
  let largest = 0;
  let count = 0;
  for (const dir of [carsDir, brandsDir]) {
    for (const file of readdirSync(dir)) {
      const size = statSync(join(dir, file)).size;
      total += size;
      largest = Math.max(largest, size);
      count++;
    }
  }
  console.log(`${count} files, ${(total / 1024).toFixed(0)} KB in all, largest ${largest} bytes`);
}

main();
