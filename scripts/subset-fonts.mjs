// node scripts/subset-fonts.mjs [--check]
//
// The site's two Inter files (app/fonts/), cut from @fontsource-variable/inter's Cyrillic and
// Latin files down to what a Russian dealer site shows: the Russian alphabet and №, and
// printable ASCII with the typographic marks Russian text uses («», dashes, quotes, the
// ellipsis). 45 KB instead of 67 KB, preloaded on every page (docs/decisions/052-font-subsets.md).
// The variable weight axis and the default layout features (kerning, ligatures) are kept. A
// character outside these sets is drawn by «Inter Fallback» (app/styles/fonts.css), whose
// unicode-range lines must name the same sets as SUBSETS below.
//
// --check: exit 1 when the committed files are not what this script makes (a unit test runs it).
import { Buffer } from "node:buffer";
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

export const SUBSETS = [
  {
    file: "app/fonts/inter-cyrillic-ru.woff2",
    source: "@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2",
    // А–я, Ё and ё, and № (U+0410-044F, U+0401, U+0451, U+2116).
    text: range(0x410, 0x44f) + "Ёё№",
  },
  {
    file: "app/fonts/inter-latin-basic.woff2",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    // Printable ASCII, the no-break space, «» × ° ± ·, General Punctuation's dashes, quotes,
    // bullet and ellipsis (U+2010-2027), ‹› € ™ and the minus sign.
    text: range(0x20, 0x7e) + "\u00a0«»×°±·" + range(0x2010, 0x2027) + "‹›€™−",
  },
];

export async function subsetFiles() {
  return Promise.all(
    SUBSETS.map(async ({ file, source, text }) => ({
      file,
      bytes: await subsetFont(await readFile(require.resolve(source)), text, { targetFormat: "woff2" }),
    })),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes("--check");
  let stale = false;
  for (const { file, bytes } of await subsetFiles()) {
    if (check) {
      const committed = await readFile(file).catch(() => Buffer.alloc(0));
      if (!committed.equals(bytes)) {
        stale = true;
        console.error(`${file} is not what scripts/subset-fonts.mjs makes: run it and commit the result`);
      }
    } else {
      await writeFile(file, bytes);
      console.log(`${file}: ${bytes.length} bytes`);
    }
  }
  if (stale) process.exit(1);
}
