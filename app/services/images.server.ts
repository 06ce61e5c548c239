import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import sharp, { type Sharp } from "sharp";
import { type ImageFormat, type ImageWidth, IMAGE_TYPES, isResizable } from "~/utils/image-variants";

/*
 * The image pipeline (docs/decisions/037-image-pipeline.md): a photo's variant — a width and a
 * format — is made once with sharp, kept on disk and served from there ever after. Bounded in
 * every direction: the widths and formats are closed lists, the disk cache has a byte budget,
 * a source has a byte and pixel limit, and at most two resizes run at once (each on one libvips
 * thread), however many visitors open a page of new photos together.
 */

/** Where the site's media files are: the build's copy first, the source tree's in development. */
const SOURCE_ROOTS = [resolve("build/client"), resolve("public")];
export const IMAGE_CACHE_DIR = resolve(".cache/images");
/** The disk cache's budget; the least recently served variants go first past it. */
const CACHE_MAX_BYTES = 512 * 1024 * 1024;
/** A camera JPEG is 2–12 MB; anything larger is not a photo the site should resize. */
const SOURCE_MAX_BYTES = 40 * 1024 * 1024;
/** 50 megapixels (8 660 × 5 773): past it, decoding alone would take hundreds of MB. */
const SOURCE_MAX_PIXELS = 50_000_000;
/** Resizes at once: two cores' worth, so pages keep rendering while photos are made. */
const MAX_RUNNING = 2;
/** Resizes waiting beyond which a request is told to come back (503, Retry-After). */
const MAX_WAITING = 64;

// One libvips thread per resize: the running limit above is then the CPU the pipeline may take.
sharp.concurrency(1);
// libvips' own operation cache holds decoded sources: ours is on disk, so keep its memory small.
sharp.cache({ memory: 32, files: 0, items: 20 });

export type ImageResult =
  | { status: 200; body: Buffer; contentType: string }
  | { status: 400 | 404 | 422 | 503; message: string };

type Job = () => Promise<void>;
const waiting: Job[] = [];
let running = 0;

function enqueue<T>(work: () => Promise<T>): Promise<T> | undefined {
  if (running >= MAX_RUNNING && waiting.length >= MAX_WAITING) return undefined;
  return new Promise<T>((resolvePromise, reject) => {
    const job: Job = () => work().then(resolvePromise, reject);
    waiting.push(job);
    pump();
  });
}

function pump() {
  while (running < MAX_RUNNING && waiting.length) {
    const job = waiting.shift()!;
    running++;
    void job().finally(() => {
      running--;
      pump();
    });
  }
}

/** Encoder settings per format: quality for a phone's screen, effort that keeps a resize under a second. */
function encode(pipeline: Sharp, format: ImageFormat): Sharp {
  if (format === "avif") return pipeline.avif({ quality: 50, effort: 2 });
  if (format === "webp") return pipeline.webp({ quality: 72, effort: 4 });
  return pipeline.jpeg({ quality: 75, mozjpeg: true, progressive: true });
}

class DiskCache {
  /** Variant file name → its size; Map order is use order, oldest first. */
  private files = new Map<string, number>();
  private bytes = 0;
  private ready: Promise<void> | undefined;

  constructor(
    readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  /** What an earlier process left on disk counts against the budget too. */
  private init() {
    this.ready ??= (async () => {
      await mkdir(this.dir, { recursive: true });
      const names = await readdir(this.dir);
      const found = await Promise.all(
        names.filter((n) => !n.endsWith(".tmp")).map(async (name) => ({ name, s: await stat(join(this.dir, name)) })),
      );
      for (const { name, s } of found.sort((a, b) => a.s.atimeMs - b.s.atimeMs)) this.note(name, s.size);
    })();
    return this.ready;
  }

  private note(name: string, size: number) {
    const known = this.files.get(name);
    if (known !== undefined) this.bytes -= known;
    this.files.delete(name);
    this.files.set(name, size);
    this.bytes += size;
  }

  async get(name: string): Promise<Buffer | undefined> {
    await this.init();
    const size = this.files.get(name);
    if (size === undefined) return undefined;
    try {
      const body = await readFile(join(this.dir, name));
      this.note(name, size);
      return body;
    } catch {
      this.files.delete(name);
      this.bytes -= size;
      return undefined;
    }
  }

  async set(name: string, body: Buffer) {
    await this.init();
    // Written aside and renamed, so a reader never sees half a file.
    const temp = join(this.dir, `${name}.${process.pid}.tmp`);
    await writeFile(temp, body);
    await rename(temp, join(this.dir, name));
    this.note(name, body.length);
    for (const [oldest, size] of this.files) {
      if (this.bytes <= this.maxBytes) break;
      this.files.delete(oldest);
      this.bytes -= size;
      await unlink(join(this.dir, oldest)).catch(() => undefined);
    }
  }
}

const cache = new DiskCache(IMAGE_CACHE_DIR, CACHE_MAX_BYTES);
/** Requests for a variant being made wait for that one resize rather than starting another. */
const inFlight = new Map<string, Promise<ImageResult>>();

async function findSource(src: string): Promise<{ path: string; size: number } | undefined> {
  for (const root of SOURCE_ROOTS) {
    const path = resolve(root, `.${src}`);
    if (!path.startsWith(`${root}/`)) return undefined;
    try {
      const s = await stat(path);
      if (s.isFile()) return { path, size: s.size };
    } catch {
      // not under this root
    }
  }
  return undefined;
}

async function make(src: string, width: ImageWidth, format: ImageFormat, name: string): Promise<ImageResult> {
  const source = await findSource(src);
  if (!source) return { status: 404, message: "Фотография не найдена." };
  if (source.size > SOURCE_MAX_BYTES) return { status: 422, message: "Фотография слишком велика." };
  const made = enqueue(async () => {
    const input = await readFile(source.path);
    const pipeline = sharp(input, { limitInputPixels: SOURCE_MAX_PIXELS, failOn: "error", sequentialRead: true })
      // The camera's orientation applied, its metadata (location included) left out.
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .timeout({ seconds: 30 });
    return encode(pipeline, format).toBuffer();
  });
  if (!made) return { status: 503, message: "Сервер занят, попробуйте ещё раз." };
  let body: Buffer;
  try {
    body = await made;
  } catch {
    // Not an image, a broken one, or past the pixel limit: the source's fault, said once.
    return { status: 422, message: "Фотографию не удалось обработать." };
  }
  await cache.set(name, body);
  return { status: 200, body, contentType: IMAGE_TYPES[format] };
}

/** A variant of a site photo: from the disk cache, or made (once, however many ask at once). */
export async function imageVariant(src: string, width: ImageWidth, format: ImageFormat): Promise<ImageResult> {
  if (!isResizable(src)) return { status: 400, message: "Неверный адрес фотографии." };
  const name = `${createHash("sha256").update(`${src}\n${width}\n${format}`).digest("hex").slice(0, 32)}.${format}`;
  const cached = await cache.get(name);
  if (cached) return { status: 200, body: cached, contentType: IMAGE_TYPES[format] };
  let pending = inFlight.get(name);
  if (!pending) {
    pending = make(src, width, format, name).finally(() => inFlight.delete(name));
    inFlight.set(name, pending);
  }
  return pending;
}
