/**
 * Draws the demo's real-size photographs into public/media/photos: camera-sized JPEGs
 * (3200 × 2400, a few MB like a dealer's own uploads) so that the storefront's image pipeline
 * has real work (docs/decisions/037-image-pipeline.md). They are procedural — a sky and ground
 * gradient, a car's silhouette, sensor-like noise and a lens blur — so they compress like
 * photographs, not like flat drawings; nothing is downloaded. Each file's name carries a hash of
 * its bytes, so a photo's address changes whenever its content does (its variants are cached
 * for a year by address). The output and real-photo-set.ts are committed; run again only when
 * the pictures change: `npx tsx dealer-api/seed/real-photos.ts`.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { createRandom } from "./random";

const WIDTH = 3200;
const HEIGHT = 2400;
const OUT = join("public", "media", "photos");

type Scene = { name: string; view: "side" | "interior"; sky: [number, number, number]; ground: [number, number, number]; body: string; seed: number };

const SCENES: Scene[] = [
  { name: "day", view: "side", sky: [142, 178, 214], ground: [96, 92, 86], body: "#8a1c22", seed: 11 },
  { name: "evening", view: "side", sky: [214, 186, 150], ground: [84, 80, 74], body: "#1d3b5c", seed: 23 },
  { name: "overcast", view: "side", sky: [120, 150, 170], ground: [70, 76, 70], body: "#d8dadc", seed: 37 },
  { name: "cabin", view: "interior", sky: [58, 52, 48], ground: [30, 28, 27], body: "#2b2b2e", seed: 41 },
];

/** The background: a vertical gradient with low-frequency blotches and per-pixel noise. */
function background(scene: Scene): Buffer {
  const rnd = createRandom(scene.seed);
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const horizon = HEIGHT * 0.58;
  // A coarse random field, interpolated: clouds in the sky, patches on the tarmac.
  const GRID = 40;
  const cols = Math.ceil(WIDTH / GRID) + 2;
  const rows = Math.ceil(HEIGHT / GRID) + 2;
  const field = Array.from({ length: cols * rows }, () => rnd.next() - 0.5);
  for (let y = 0; y < HEIGHT; y++) {
    const sky = y < horizon;
    const t = sky ? y / horizon : (y - horizon) / (HEIGHT - horizon);
    const base = sky ? scene.sky : scene.ground;
    const shade = sky ? 1.12 - 0.3 * t : 0.8 + 0.35 * t;
    const gy = y / GRID;
    const r0 = Math.floor(gy);
    const fy = gy - r0;
    for (let x = 0; x < WIDTH; x++) {
      const gx = x / GRID;
      const c0 = Math.floor(gx);
      const fx = gx - c0;
      const a = field[r0 * cols + c0], b = field[r0 * cols + c0 + 1];
      const c = field[(r0 + 1) * cols + c0], d = field[(r0 + 1) * cols + c0 + 1];
      const blotch = (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy;
      const noise = (rnd.next() + rnd.next() - 1) * 18;
      const i = (y * WIDTH + x) * 3;
      for (let k = 0; k < 3; k++) {
        const v = base[k] * shade * (1 + blotch * 0.22) + noise;
        pixels[i + k] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
    }
  }
  return pixels;
}

/** A car's silhouette (or a cabin's seats), drawn over the background. */
function subject(scene: Scene): Buffer {
  const s = WIDTH / 800;
  const shape =
    scene.view === "interior"
      ? `<rect x="${120 * s}" y="${260 * s}" width="${220 * s}" height="${260 * s}" rx="${30 * s}" fill="${scene.body}"/>
         <rect x="${460 * s}" y="${260 * s}" width="${220 * s}" height="${260 * s}" rx="${30 * s}" fill="${scene.body}"/>
         <circle cx="${400 * s}" cy="${200 * s}" r="${70 * s}" fill="none" stroke="#111" stroke-width="${14 * s}"/>`
      : `<path d="M${100 * s} ${440 * s} L${100 * s} ${385 * s} L${140 * s} ${352 * s} L${300 * s} ${336 * s} L${372 * s} ${272 * s}
           L${520 * s} ${270 * s} L${592 * s} ${330 * s} L${700 * s} ${342 * s} L${700 * s} ${440 * s} Z" fill="${scene.body}"/>
         <path d="M${318 * s} ${334 * s} L${380 * s} ${282 * s} L${512 * s} ${280 * s} L${570 * s} ${332 * s} Z" fill="#1b2630" opacity="0.85"/>
         <circle cx="${215 * s}" cy="${440 * s}" r="${40 * s}" fill="#141414"/><circle cx="${585 * s}" cy="${440 * s}" r="${40 * s}" fill="#141414"/>
         <circle cx="${215 * s}" cy="${440 * s}" r="${22 * s}" fill="#9a9ea3"/><circle cx="${585 * s}" cy="${440 * s}" r="${22 * s}" fill="#9a9ea3"/>
         <ellipse cx="${400 * s}" cy="${486 * s}" rx="${330 * s}" ry="${18 * s}" fill="#000" opacity="0.35"/>`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${shape}</svg>`);
}

async function draw(scene: Scene): Promise<Buffer> {
  const drawn = await sharp(background(scene), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .composite([{ input: subject(scene) }])
    .blur(1.2)
    .removeAlpha()
    .raw()
    .toBuffer();
  // Sensor noise after the lens: what makes a camera JPEG weigh megabytes.
  const rnd = createRandom(scene.seed * 7);
  for (let i = 0; i < drawn.length; i++) {
    const v = drawn[i] + (rnd.next() - 0.5) * 14;
    drawn[i] = v < 0 ? 0 : v > 255 ? 255 : v;
  }
  return sharp(drawn, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  for (const file of readdirSync(OUT)) rmSync(join(OUT, file));
  const set: Array<{ name: string; view: string; src: string; width: number; height: number }> = [];
  for (const scene of SCENES) {
    const jpeg = await draw(scene);
    const name = `${scene.name}-${createHash("sha256").update(jpeg).digest("hex").slice(0, 10)}.jpg`;
    writeFileSync(join(OUT, name), jpeg);
    set.push({ name: scene.name, view: scene.view, src: `/media/photos/${name}`, width: WIDTH, height: HEIGHT });
    console.log(name, `${(jpeg.length / 1024 / 1024).toFixed(2)} MB`);
  }
  writeFileSync(
    join("dealer-api", "seed", "real-photo-set.ts"),
    `// Written by real-photos.ts: the committed photographs in public/media/photos.\nexport const REAL_PHOTOS = ${JSON.stringify(set, null, 2)} as const;\n`,
  );
}

await main();
