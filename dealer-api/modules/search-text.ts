/**
 * How the search compares what a visitor types with brand and model names: both sides are
 * folded to one key (lower case, Cyrillic transliterated, letters that Russian spellings of
 * foreign names swap made equal, doubled letters single, no spaces or punctuation), so
 * «Тойота», «toyota» and «ТОЙОТА» are one key, and so are «рав 4», «RAV-4» and «RAV4».
 * What folding cannot reach («хендай» for Hyundai) is the synonym table's.
 */

const CYRILLIC: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ё: "e", ж: "zh", з: "z", и: "i", й: "i", к: "k", л: "l",
  м: "m", н: "n", о: "o", п: "p", р: "r", с: "s", т: "t", у: "u", ф: "f", х: "h", ц: "ts", ч: "ch", ш: "sh",
  щ: "sch", ъ: "", ы: "i", ь: "", э: "e", ю: "iu", я: "ia",
};

/** Latin letters a Russian ear spells alike: c/k, y/i, w/v, q/k, x/ks, ph/f; doubled letters single unless kept. */
function foldLatin(word: string, keepDoubles: boolean): string {
  const folded = word
    .replace(/ph/g, "f")
    .replace(/ck/g, "k")
    .replace(/x/g, "ks")
    .replace(/[cq]/g, "k")
    .replace(/[yj]/g, "i")
    .replace(/w/g, "v");
  return keepDoubles ? folded : folded.replace(/(.)\1+/g, "$1");
}

/**
 * The words of a text, each folded: `"Тойота  РАВ-4"` → `["toiota", "rav", "4"]`. With
 * `keepDoubles` a doubled letter stays: a misspelling may have made it («тоота», one letter off
 * «тойота», would be two off as «tota»), so near misses are measured both ways.
 */
export function searchWords(text: string, keepDoubles = false): string[] {
  const lower = text.toLowerCase().normalize("NFKC");
  const latin = [...lower].map((ch) => CYRILLIC[ch] ?? ch).join("");
  return latin
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => foldLatin(word, keepDoubles));
}

/** One key for a whole name or phrase: its folded words run together. */
export function searchKey(text: string): string {
  return searchWords(text).join("");
}

/**
 * The edit distance of two keys with a swap of two neighbouring letters as one edit (optimal
 * string alignment: «тйоота» is one edit from «тойота», not two), counted only up to `max`:
 * anything further answers `max + 1`. Ours rather than a package's: the maintained ones are
 * plain Levenshtein (a swap costs two, half the budget of a short name), the Damerau ones fill a
 * whole matrix without a bound, and this is a few lines over the short keys of one index.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    [before, previous] = [previous, current];
  }
  return Math.min(previous[b.length], max + 1);
}
