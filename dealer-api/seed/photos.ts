/**
 * Draws the demo car photos (stylised SVG) into public/media/cars and the brand logos
 * into public/media/brands. The output is committed; run again only when the drawings
 * change: `npx tsx dealer-api/seed/photos.ts`.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BODIES, BRANDS, COLORS } from "./catalog-reference";
import { CABIN_VIEWS, EXTERIOR_VIEWS, FAMILIES, PHOTO_HEIGHT, PHOTO_WIDTH, photoFile, type PhotoView } from "./photo-catalog";

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

/**
 * What sets a design family apart within a body type: the roof raised or lowered, the car
 * longer or shorter, bigger or smaller wheels, and the face: grille, lamps, rims, a black roof.
 */
type Family = { lift: number; stretch: number; wheel: number; grille: 0 | 1 | 2; lamps: 0 | 1 | 2; rims: 0 | 1; blackRoof: boolean };

const FAMILY_STYLES: Family[] = [
  { lift: 0, stretch: 1, wheel: 0, grille: 0, lamps: 0, rims: 0, blackRoof: false },
  { lift: 10, stretch: 0.96, wheel: 3, grille: 1, lamps: 1, rims: 1, blackRoof: true },
  { lift: -10, stretch: 1.04, wheel: -2, grille: 2, lamps: 2, rims: 1, blackRoof: false },
];

/** The body's profile reshaped for a family: roof points moved, length scaled about the middle. */
function familyProfile(p: Profile, f: Family): Profile {
  const x = (v: number) => Math.round(400 + (v - 400) * f.stretch);
  const y = (v: number) => (v < p.hoodY - 4 ? v - f.lift : v);
  const move = (points: Pt[]): Pt[] => points.map(([px, py]) => [x(px), y(py)]);
  return {
    ...p,
    outline: move(p.outline),
    glass: move(p.glass),
    wheelR: p.wheelR + f.wheel,
    wheelY: p.wheelY - f.wheel,
    wheels: [x(p.wheels[0]), x(p.wheels[1])],
    roofY: p.roofY - f.lift,
  };
}

const pts = (points: Pt[]) => points.map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(" ");

function shade(hex: string, factor: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * factor)));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, "0")).join("")}`;
}

/** Lighter for top surfaces: towards white, so black and white paints both read. */
function light(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    return Math.round(c + (255 - c) * amount);
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, "0")).join("")}`;
}

function frame(inner: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6f9"/><stop offset=".78" stop-color="#dfe4ea"/><stop offset="1" stop-color="#c9d0d8"/></linearGradient>` +
    `<linearGradient id="gl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5d7287"/><stop offset="1" stop-color="#1f2a35"/></linearGradient></defs>` +
    `<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#bg)"/>` +
    inner +
    `</svg>\n`
  );
}

function rim(cx: number, cy: number, rx: number, ry: number, f: Family): string {
  const inner = `<ellipse cx="${cx}" cy="${cy}" rx="${Math.round(rx * 0.6)}" ry="${Math.round(ry * 0.6)}" fill="#b4bac2" stroke="#5d636b" stroke-width="3"/>`;
  if (f.rims === 0) return inner + `<ellipse cx="${cx}" cy="${cy}" rx="${Math.round(rx * 0.18)}" ry="${Math.round(ry * 0.18)}" fill="#6d737b"/>`;
  let spokes = "";
  for (let i = 0; i < 5; i++) {
    const a = (i * 2 * Math.PI) / 5;
    spokes += `M${cx},${cy}L${Math.round(cx + Math.cos(a) * rx * 0.55)},${Math.round(cy + Math.sin(a) * ry * 0.55)}`;
  }
  return (
    `<ellipse cx="${cx}" cy="${cy}" rx="${Math.round(rx * 0.6)}" ry="${Math.round(ry * 0.6)}" fill="#3a3f46" stroke="#8d939b" stroke-width="3"/>` +
    `<path d="${spokes}" stroke="#c4c9cf" stroke-width="${Math.max(4, Math.round(rx * 0.12))}" stroke-linecap="round"/>`
  );
}

function wheel(cx: number, cy: number, rx: number, ry: number, f: Family): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#1e2126"/>` + rim(cx, cy, rx, ry, f);
}

function side(p: Profile, paint: string, f: Family): string {
  const dark = shade(paint, 0.7);
  const [fx, rx] = p.wheels;
  const front = p.outline[0][0];
  const rear = p.outline[p.outline.length - 1][0];
  const doorX = Math.round((p.glass[1][0] + p.glass[2][0]) / 2);
  const sill = p.wheelY - 8;
  const arch = (x: number) => `M${x - p.wheelR - 10},${p.wheelY} a${p.wheelR + 10},${p.wheelR + 10} 0 0 1 ${2 * (p.wheelR + 10)},0`;
  const roof = f.blackRoof ? `<polygon points="${pts(p.glass.map(([x, y]) => [x, y - 10] as Pt))}" fill="#202328"/>` : "";
  return (
    `<ellipse cx="400" cy="${p.wheelY + p.wheelR - 2}" rx="330" ry="16" fill="#000" opacity=".2"/>` +
    `<polygon points="${pts(p.outline)}" fill="${paint}" stroke="${dark}" stroke-width="4" stroke-linejoin="round"/>` +
    roof +
    `<polygon points="${pts(p.glass)}" fill="url(#gl)" stroke="${dark}" stroke-width="3"/>` +
    `<line x1="${doorX}" y1="${p.glass[1][1]}" x2="${doorX}" y2="${sill}" stroke="${dark}" stroke-width="6"/>` +
    `<line x1="${p.glass[0][0]}" y1="${p.glass[0][1] + 4}" x2="${p.glass[0][0]}" y2="${sill}" stroke="${dark}" stroke-width="3"/>` +
    `<line x1="${front + 20}" y1="${p.hoodY + 44}" x2="${rear - 20}" y2="${p.hoodY + 40}" stroke="${light(paint, 0.25)}" stroke-width="3"/>` +
    `<rect x="${front - 2}" y="${p.hoodY + 14}" width="${f.lamps === 1 ? 40 : 30}" height="${f.lamps === 1 ? 7 : 12}" rx="4" fill="#fff7d6" stroke="${dark}"/>` +
    `<rect x="${rear - 22}" y="${p.hoodY + 8}" width="24" height="16" rx="4" fill="#c3242e"/>` +
    `<path d="${arch(fx)} ${arch(rx)}" fill="#2b2f35"/>` +
    wheel(fx, p.wheelY, p.wheelR, p.wheelR, f) +
    wheel(rx, p.wheelY, p.wheelR, p.wheelR, f)
  );
}

/** The grille and lamps of a face in its own plane, mapped by `at(w, h)` (0…1 across, 0…1 up). */
function faceDetails(at: (w: number, h: number) => Pt, f: Family, rear: boolean, dark: string): string {
  const quad = (w0: number, h0: number, w1: number, h1: number) => pts([at(w0, h0), at(w1, h0), at(w1, h1), at(w0, h1)]);
  let out = "";
  if (rear) {
    const tall = f.lamps === 1 ? 0.12 : 0.22;
    if (f.lamps === 1) out += `<polygon points="${quad(0.06, 0.78, 0.94, 0.78 + tall)}" fill="#c3242e"/>`;
    else out += `<polygon points="${quad(0.04, 0.7, 0.28, 0.7 + tall)}" fill="#c3242e" stroke="${dark}"/><polygon points="${quad(0.72, 0.7, 0.96, 0.7 + tall)}" fill="#c3242e" stroke="${dark}"/>`;
    out += `<polygon points="${quad(0.36, 0.3, 0.64, 0.5)}" fill="#fff" stroke="#333"/>`;
    out += `<polygon points="${quad(0.08, 0.02, 0.92, 0.14)}" fill="#2a2e34"/>`;
    return out;
  }
  // Grille: a wide trapezoid of bars, a big mesh, or a slim bar over a low intake.
  if (f.grille === 0) {
    out += `<polygon points="${quad(0.3, 0.36, 0.7, 0.7)}" fill="#262a30" stroke="${dark}" stroke-width="2"/>`;
    const bars = [0.46, 0.56].map((h) => { const a = at(0.31, h); const b = at(0.69, h); return `M${Math.round(a[0])},${Math.round(a[1])}L${Math.round(b[0])},${Math.round(b[1])}`; }).join("");
    out += `<path d="${bars}" stroke="#9aa1a9" stroke-width="3"/>`;
  } else if (f.grille === 1) {
    out += `<polygon points="${pts([at(0.24, 0.3), at(0.76, 0.3), at(0.82, 0.62), at(0.66, 0.8), at(0.34, 0.8), at(0.18, 0.62)])}" fill="#1c1f24" stroke="#8f969e" stroke-width="3"/>`;
  } else {
    out += `<polygon points="${quad(0.26, 0.72, 0.74, 0.78)}" fill="#1c1f24"/>`;
    out += `<polygon points="${quad(0.22, 0.12, 0.78, 0.34)}" fill="#262a30"/>`;
  }
  // Lamps: blocks at the corners, a thin strip, or rounded lamps.
  if (f.lamps === 0) out += `<polygon points="${quad(0.03, 0.66, 0.27, 0.86)}" fill="#fff7d6" stroke="${dark}"/><polygon points="${quad(0.73, 0.66, 0.97, 0.86)}" fill="#fff7d6" stroke="${dark}"/>`;
  else if (f.lamps === 1) out += `<polygon points="${quad(0.02, 0.8, 0.3, 0.87)}" fill="#fff7d6"/><polygon points="${quad(0.7, 0.8, 0.98, 0.87)}" fill="#fff7d6"/><polygon points="${quad(0.05, 0.5, 0.2, 0.62)}" fill="#e9ecef" stroke="${dark}"/><polygon points="${quad(0.8, 0.5, 0.95, 0.62)}" fill="#e9ecef" stroke="${dark}"/>`;
  else {
    for (const w of [0.14, 0.86]) {
      const ring: Pt[] = [];
      for (let i = 0; i < 10; i++) ring.push(at(w + Math.cos((i * Math.PI) / 5) * 0.1, 0.74 + Math.sin((i * Math.PI) / 5) * 0.12));
      out += `<polygon points="${pts(ring)}" fill="#fff7d6" stroke="${dark}" stroke-width="2"/>`;
    }
  }
  out += `<polygon points="${quad(0.38, 0.14, 0.62, 0.3)}" fill="#fff" stroke="#333"/>`;
  return out;
}

/** Front or rear face, centred at x=400: the same proportions, the family's grille and lamps. */
function face(p: Profile, paint: string, rear: boolean, f: Family): string {
  const dark = shade(paint, 0.7);
  const half = p.wheelR > 45 ? 210 : 195;
  const bottom = p.wheelY + p.wheelR - 30;
  const belt = p.hoodY;
  const roofHalf = half - 55;
  const at = (w: number, h: number): Pt => [400 - half + 2 * half * w, bottom - (bottom - belt) * h];
  return (
    `<ellipse cx="400" cy="${bottom + 26}" rx="${half + 40}" ry="16" fill="#000" opacity=".2"/>` +
    `<rect x="${400 - half + 12}" y="${bottom - 20}" width="52" height="46" rx="8" fill="#23262b"/>` +
    `<rect x="${400 + half - 64}" y="${bottom - 20}" width="52" height="46" rx="8" fill="#23262b"/>` +
    `<polygon points="${pts([[400 - roofHalf, p.roofY], [400 + roofHalf, p.roofY], [400 + half - 18, belt], [400 - half + 18, belt]])}" fill="${f.blackRoof ? "#202328" : paint}" stroke="${dark}" stroke-width="4" stroke-linejoin="round"/>` +
    `<polygon points="${pts([[400 - roofHalf + 12, p.roofY + 12], [400 + roofHalf - 12, p.roofY + 12], [400 + half - 34, belt - 6], [400 - half + 34, belt - 6]])}" fill="url(#gl)"/>` +
    `<rect x="${400 - half}" y="${belt}" width="${2 * half}" height="${bottom - belt}" rx="22" fill="${paint}" stroke="${dark}" stroke-width="4"/>` +
    faceDetails(at, f, rear, dark)
  );
}

/**
 * A three-quarter view, drawn in a simple oblique projection of the side profile given a
 * width: the near side, the face (front, or rear when `rear`), and the tops of bonnet,
 * windscreen and roof between them.
 */
function threeQuarter(p0: Profile, paint: string, rear: boolean, f: Family): string {
  // Rear view: the same drawing of the profile turned round, so its rear leads.
  const flip = ([x, y]: Pt): Pt => [800 - x, y];
  const p: Profile = rear
    ? { ...p0, outline: p0.outline.map(flip).reverse(), glass: p0.glass.map(flip).reverse(), wheels: [800 - p0.wheels[1], 800 - p0.wheels[0]] }
    : p0;
  const dark = shade(paint, 0.7);
  const ground = p.wheelY + p.wheelR;
  const front = p.outline[0][0];
  const W = p.wheelR > 45 ? 250 : 230;
  const X0 = 250;
  const Y0 = 500;
  // (u along the car from its leading end, w across it, h up from the ground) → screen.
  const P = (u: number, w: number, h: number): Pt => [X0 + u * 0.8 - w * 0.6, Y0 - h - u * 0.09 - w * 0.16];
  const S = ([x, y]: Pt, w = 0): Pt => P(x - front, w, ground - y);
  const top = p.outline.slice(1, -1);
  let surfaces = "";
  for (let i = top.length - 2; i >= 0; i--) {
    const [a, b] = [top[i], top[i + 1]];
    const steep = Math.abs((b[1] - a[1]) / (b[0] - a[0] || 1)) > 0.45;
    const atRoof = Math.min(a[1], b[1]) <= p.roofY + 14;
    const glass = steep && atRoof;
    const roof = !steep && a[1] <= p.roofY + 14 && b[1] <= p.roofY + 14;
    const fill = glass ? "url(#gl)" : roof && f.blackRoof ? "#2a2d33" : light(paint, roof ? 0.3 : 0.18);
    surfaces += `<polygon points="${pts([S(a), S(b), S(b, W), S(a, W)])}" fill="${fill}" stroke="${dark}" stroke-width="2" stroke-linejoin="round"/>`;
  }
  // The face: from the body's bottom to the top of the bumper line, across the width.
  const faceBottom = p.outline[0][1];
  const faceTop = p.outline[1][1];
  const faceAt = (w: number, h: number): Pt => P(0, W * (1 - w), ground - faceBottom + (faceBottom - faceTop) * h);
  const facePoly = pts([faceAt(0, 0), faceAt(1, 0), faceAt(1, 1), faceAt(0, 1)]);
  const [fx, rx] = p.wheels;
  const wheelAt = (x: number, w: number) => {
    const [cx, cy] = P(x - front, w, ground - p.wheelY);
    return wheel(Math.round(cx), Math.round(cy), Math.round(p.wheelR * 0.8), p.wheelR, f);
  };
  const shadow = pts([P(-30, -20, 0), P(fx - front + 520, -20, 0), P(rx - front + 80, W + 30, 0), P(-40, W + 30, 0)]);
  const doorX = (p.glass[1][0] + p.glass[2][0]) / 2;
  const sill = p.wheelY - 8;
  const line = (a: Pt, b: Pt, width: number, colour = dark) => `<line x1="${Math.round(a[0])}" y1="${Math.round(a[1])}" x2="${Math.round(b[0])}" y2="${Math.round(b[1])}" stroke="${colour}" stroke-width="${width}"/>`;
  const archAt = (x: number) => {
    const r = p.wheelR + 10;
    const a = S([x - r, p.wheelY]);
    const b = S([x + r, p.wheelY]);
    return `M${Math.round(a[0])},${Math.round(a[1])}A${Math.round(r * 0.8)},${r} 0 0 1 ${Math.round(b[0])},${Math.round(b[1])}`;
  };
  const rearLamp = rear ? "#fff7d6" : "#c3242e";
  const tail = p.outline[p.outline.length - 1][0];
  return (
    `<polygon points="${shadow}" fill="#000" opacity=".2"/>` +
    wheelAt(fx, W) +
    wheelAt(rx, W) +
    surfaces +
    `<polygon points="${facePoly}" fill="${shade(paint, 0.92)}" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/>` +
    faceDetails(faceAt, f, rear, dark) +
    `<polygon points="${pts(p.outline.map((q) => S(q)))}" fill="${paint}" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/>` +
    `<polygon points="${pts(p.glass.map((q) => S(q)))}" fill="url(#gl)" stroke="${dark}" stroke-width="3"/>` +
    line(S([doorX, p.glass[1][1]]), S([doorX, sill]), 4) +
    line(S([p.glass[0][0], p.glass[0][1] + 4]), S([p.glass[0][0], sill]), 3) +
    line(S([front + 24, p.hoodY + 44]), S([tail - 24, p.hoodY + 40]), 3, light(paint, 0.25)) +
    `<polygon points="${pts([S([tail - 24, p.hoodY + 8]), S([tail, p.hoodY + 8]), S([tail, p.hoodY + 22]), S([tail - 24, p.hoodY + 22])])}" fill="${rearLamp}"/>` +
    `<path d="${archAt(fx)} ${archAt(rx)}" fill="#2b2f35"/>` +
    wheelAt(fx, 0) +
    wheelAt(rx, 0)
  );
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
    for (let family = 1; family <= FAMILIES; family++) {
      const style = FAMILY_STYLES[family - 1];
      const profile = familyProfile(PROFILES[body.code], style);
      for (const color of COLORS) {
        for (const view of EXTERIOR_VIEWS) {
          const drawing =
            view === "side"
              ? side(profile, color.hex, style)
              : view === "front" || view === "rear"
                ? face(profile, color.hex, view === "rear", style)
                : // Larger and a little higher than drawn: the car should fill the frame as on a dealer's photo.
                  `<g transform="translate(-83,-72) scale(1.15)">${threeQuarter(profile, color.hex, view === "rear34", style)}</g>`;
          writeFileSync(join(carsDir, photoFile(view, body.code, family, color.code)), frame(drawing));
        }
      }
    }
  }
  for (const view of CABIN_VIEWS) writeFileSync(join(carsDir, photoFile(view, "", 0, "")), cabin(view));
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
